// The lowered syntax the query model reads: each top-level statement of a module (or of a notebook
// cell) becomes one SyntaxUnit, a compact copy of its tree-sitter subtree built in one cursor walk.
// The interpreter walks units instead of the tree-sitter tree: field lookups scan a few children
// of a flat array (tree-sitter's ts_node_child_by_field_id dominated the profile), and a unit is a
// plain value that outlives the tree, so an unchanged statement keeps its unit across edits and
// its results can be reused (DESIGN.md "Data flow on a keystroke").
//
// Positions inside a unit are relative to its start (bytes, and rows from its first line); the
// unit's Anchor says where it is now. Spans (model positions) are relative too, so moving a unit
// (an edit above it) moves every span in it without touching them.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

class SyntaxUnit;

// Where a unit is now in its file.
struct Anchor {
  std::uint32_t byte = 0;  // absolute start byte
  TextPoint point{};       // absolute start point (0-based row, byte column)
};

// A position range of the model: bytes relative to a unit, or absolute in the analysed text when
// `unit` is null (SQL files, notebook cells read as text). Equal spans name the same bytes of the
// same unit version: `serial` never repeats, so a span of a discarded unit never equals one of a
// new unit at the same address.
struct Span {
  const SyntaxUnit* unit = nullptr;
  std::uint64_t serial = 0;  // the unit's serial; 0 for absolute spans
  std::uint32_t start = 0;   // bytes, half-open
  std::uint32_t end = 0;

  bool operator==(const Span& other) const {
    return serial == other.serial && start == other.start && end == other.end;
  }
  bool empty_span() const { return serial == 0 && start == 0 && end == 0; }
  // Where the span starts, as an identity (unit version and byte): sets of "already reported" places.
  std::pair<std::uint64_t, std::uint32_t> start_key() const { return {serial, start}; }
  // Absolute bytes and points in the unit's file. Absolute spans take their points from `text`
  // (the analysed text); unit spans from the unit.
  SourceRange resolve(std::string_view text = {}) const;
  // The file the span is in (the unit's), or null for absolute spans (the analysed file).
  const std::string* file() const;
  // The text the span covers.
  std::string_view text(std::string_view analysed_text = {}) const;
};

// From the start of `first` to the end of `last` when both are in one unit; else `first`.
Span join(const Span& first, const Span& last);
// The empty span at the start of `s`: where an insertion before `s` goes.
Span start_of(const Span& s);
// `length` bytes of `s` from `offset` (within the span's unit or text).
inline Span sub_span(const Span& s, std::uint32_t offset, std::uint32_t length) {
  return {s.unit, s.serial, s.start + offset, s.start + offset + length};
}

// One node of a unit, stored in pre-order.
struct LoweredNode {
  std::uint32_t start = 0;        // relative byte offsets, half-open
  std::uint32_t end = 0;
  std::uint32_t subtree_end = 0;  // index one past the node's last descendant
  std::uint32_t parent = 0;       // index of the parent (the root's is itself)
  TSSymbol symbol = 0;
  // The node's field in its parent (0 = none), and whether it is named (false for operator tokens
  // kept for their field): one 16-bit word, so a node is 20 bytes (a 20 MB module lowers to about
  // 4.5 million nodes). Grammars have far fewer than 2^15 fields.
  TSFieldId field : 15 = 0;
  TSFieldId named : 1 = 1;
};
static_assert(sizeof(LoweredNode) == 20);

// A node's identity: its unit's serial and its index there (0, 0 for no node).
struct NodeKey {
  std::uint64_t serial = 0;
  std::uint32_t index = 0;
  auto operator<=>(const NodeKey&) const = default;
};

// A handle on a node of a unit (cheap to copy; valid while the unit lives).
class Node {
 public:
  Node() = default;
  Node(const SyntaxUnit* unit, std::uint32_t index);

  bool null() const { return unit_ == nullptr; }
  explicit operator bool() const { return unit_ != nullptr; }
  TSSymbol symbol() const;
  bool is(TSSymbol symbol) const { return unit_ && this->symbol() == symbol; }
  // The first child in field `id` (named or an operator token), or a null node.
  Node field(TSFieldId id) const;
  // Named children in order (comments and other extras are never lowered).
  template <typename F>
  void for_each_named_child(F&& f) const;
  // Every child in field `id`, in order.
  template <typename F>
  void for_each_in_field(TSFieldId id, F&& f) const;
  // This node and every node under it, in source order (pre-order).
  template <typename F>
  void for_each_in_subtree(F&& f) const;
  Node named_child(std::size_t i) const;
  std::size_t named_child_count() const;
  // The parent node, or a null node for the unit's root.
  Node parent() const { return index_ == 0 ? Node() : Node(unit_, data().parent); }

  std::string_view text() const;
  // The name an identifier binds or reads: its text, or the spelling a front-end gave it in a
  // synthetic child (Scala qualifies object members: `Job.Checkpoint`), so its span stays the
  // source's.
  std::string_view name() const;
  Span span() const;
  // Whether a front-end wrote the node (SyntaxUnit::build's synthetic line): the source has no
  // such text, so nothing is reported at it.
  bool synthetic() const;
  std::uint32_t start() const;  // relative to the unit
  std::uint32_t end() const;
  const SyntaxUnit* unit() const { return unit_; }
  std::uint32_t index() const { return index_; }
  // Identity that survives edits elsewhere in the file: the unit's serial and the node's index.
  NodeKey key() const { return {serial_, index_}; }
  bool operator==(const Node& other) const { return key() == other.key(); }

 private:
  friend class SyntaxUnit;
  const LoweredNode& data() const;
  Node first_child() const;
  Node next_sibling_within(std::uint32_t parent_end) const;

  const SyntaxUnit* unit_ = nullptr;
  std::uint32_t index_ = 0;
  std::uint64_t serial_ = 0;  // the unit's, kept here so comparing stale handles never reads the unit
};

class SyntaxUnit {
 public:
  // Lowers `statement` (a node of a tree parsed from `file_text`). `file` names the unit's file
  // (shared by a module's units).
  static std::shared_ptr<SyntaxUnit> lower(TSNode statement, std::string_view file_text,
                                           std::shared_ptr<const std::string> file);
  // A unit of text in another language (a notebook's SQL cell): one root node of `symbol`
  // spanning `text`, which starts at `at` in the file and is as long as the bytes it stands for.
  static std::shared_ptr<SyntaxUnit> foreign(TSSymbol symbol, std::string text, Anchor at,
                                             std::shared_ptr<const std::string> file);
  // A unit a front-end for another language built (analysis/scala/): `nodes` in pre-order with
  // `subtree_end` and `parent` set, in the statement IR's vocabulary (python_grammar.h). `text` is
  // the statement's source bytes (`source_size` of them, from `at`), then a line of synthetic tokens
  // some nodes name (a front-end's spelling of what the source writes differently); spans into it
  // resolve past the statement and are never reported.
  static std::shared_ptr<SyntaxUnit> build(std::string text, std::uint32_t source_size, std::vector<LoweredNode> nodes,
                                           Anchor at, std::shared_ptr<const std::string> file);

  Node root() const { return Node(this, 0); }
  // The root's symbol when the unit is a SQL cell (never a symbol of the Python grammar).
  static constexpr TSSymbol kSqlCell = 0xFFFF;
  std::string_view text() const { return text_; }
  // How many bytes of the file the unit stands for (its text, less a front-end's synthetic line).
  std::uint32_t source_size() const { return source_size_; }
  const Anchor& anchor() const { return anchor_; }
  std::uint64_t serial() const { return serial_; }
  const std::string& file() const { return *file_; }
  const std::shared_ptr<const std::string>& file_ref() const { return file_; }
  // Relative point of a relative byte (0-based rows from the unit's first line).
  TextPoint relative_point(std::uint32_t byte) const;
  // Absolute point of a relative byte.
  TextPoint point(std::uint32_t byte) const;
  // Moves the unit (its text did not change). Every span in it moves with it.
  void move_to(std::uint32_t byte, TextPoint point) const { anchor_ = {byte, point}; }
  const std::vector<LoweredNode>& nodes() const { return nodes_; }
  // Bytes held by the unit (nodes, text and line table), for memory accounting.
  std::size_t memory_bytes() const;

 private:
  friend class Node;
  SyntaxUnit() = default;

  std::string text_;
  std::vector<LoweredNode> nodes_;
  std::vector<std::uint32_t> line_starts_;  // relative byte of each line's start; [0] = 0
  std::uint32_t source_size_ = 0;
  mutable Anchor anchor_;
  std::uint64_t serial_ = 0;
  std::shared_ptr<const std::string> file_;
};

// Lowers every top-level statement under `roots` (a module root, or a notebook's cell roots).
std::vector<std::shared_ptr<SyntaxUnit>> lower_statements(const std::vector<TSNode>& roots, std::string_view text,
                                                          std::shared_ptr<const std::string> file);

// ---- inline members ----

inline Node::Node(const SyntaxUnit* unit, std::uint32_t index)
    : unit_(unit), index_(index), serial_(unit ? unit->serial_ : 0) {}
inline const LoweredNode& Node::data() const { return unit_->nodes_[index_]; }
inline TSSymbol Node::symbol() const { return data().symbol; }
inline std::string_view Node::name() const {
  return data().subtree_end > index_ + 1 ? Node(unit_, index_ + 1).text() : text();
}
inline std::uint32_t Node::start() const { return data().start; }
inline bool Node::synthetic() const { return data().start > unit_->source_size(); }
inline std::uint32_t Node::end() const { return data().end; }
inline std::string_view Node::text() const {
  const LoweredNode& d = data();
  return std::string_view(unit_->text_).substr(d.start, d.end - d.start);
}
inline Span Node::span() const { return {unit_, unit_->serial_, data().start, data().end}; }
inline Node Node::first_child() const {
  const std::uint32_t next = index_ + 1;
  return next < data().subtree_end ? Node(unit_, next) : Node();
}
inline Node Node::next_sibling_within(std::uint32_t parent_end) const {
  const std::uint32_t next = data().subtree_end;
  return next < parent_end ? Node(unit_, next) : Node();
}

template <typename F>
void Node::for_each_named_child(F&& f) const {
  if (!unit_) return;
  const std::uint32_t end = data().subtree_end;
  for (Node c = first_child(); c; c = c.next_sibling_within(end)) {
    if (c.data().named) f(c);
  }
}

template <typename F>
void Node::for_each_in_field(TSFieldId id, F&& f) const {
  if (!unit_) return;
  const std::uint32_t end = data().subtree_end;
  for (Node c = first_child(); c; c = c.next_sibling_within(end)) {
    if (c.data().field == id) f(c);
  }
}

template <typename F>
void Node::for_each_in_subtree(F&& f) const {
  if (!unit_) return;
  for (std::uint32_t i = index_, end = data().subtree_end; i < end; ++i) f(Node(unit_, i));
}

}  // namespace streamlint::analysis
