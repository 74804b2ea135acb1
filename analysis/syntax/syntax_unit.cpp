#include "analysis/syntax/syntax_unit.h"

#include <algorithm>
#include <cstring>

#include "analysis/syntax/node.h"
#include "analysis/syntax/python_grammar.h"

namespace streamlint::analysis {
namespace {

std::atomic<std::uint64_t> next_serial{1};

// Absolute point after `rel` relative rows/columns from `origin`.
TextPoint offset_point(TextPoint origin, TextPoint rel) {
  if (rel.row == 0) return {origin.row, origin.column + rel.column};
  return {origin.row + rel.row, rel.column};
}

}  // namespace

// Points of absolute bytes of a text without a unit, by counting lines (SQL files and the like
// are small; units answer from their line table).
TextPoint point_at_byte(std::string_view text, std::uint32_t byte) {
  TextPoint p;
  const std::size_t end = std::min<std::size_t>(byte, text.size());
  for (std::size_t i = 0; i < end; ++i) {
    if (text[i] == '\n') {
      ++p.row;
      p.column = 0;
    } else {
      ++p.column;
    }
  }
  if (byte > text.size()) p.column += byte - static_cast<std::uint32_t>(text.size());
  return p;
}

namespace {

// Node types whose operator token is a field child (`operator` / `operators`).
bool has_operator_field(const py::Symbols& S, TSSymbol symbol) {
  return symbol == S.binary_operator || symbol == S.augmented_assignment || symbol == S.boolean_operator ||
         symbol == S.comparison_operator || symbol == S.unary_operator || symbol == S.not_operator;
}

}  // namespace

SourceRange Span::resolve(std::string_view text) const {
  if (!unit) return {start, end, point_at_byte(text, start), point_at_byte(text, end)};
  const std::uint32_t base = unit->anchor().byte;
  return {base + start, base + end, unit->point(start), unit->point(end)};
}

const std::string* Span::file() const { return unit ? &unit->file() : nullptr; }

std::string_view Span::text(std::string_view analysed_text) const {
  const std::string_view source = unit ? unit->text() : analysed_text;
  if (start >= source.size()) return {};
  return source.substr(start, std::min<std::size_t>(end, source.size()) - start);
}

Span join(const Span& first, const Span& last) {
  if (first.serial != last.serial || first.unit != last.unit) return first;
  return {first.unit, first.serial, first.start, std::max(first.end, last.end)};
}

Span start_of(const Span& s) { return {s.unit, s.serial, s.start, s.start}; }

Node Node::field(TSFieldId id) const {
  if (!unit_ || id == 0) return {};
  const std::uint32_t end = data().subtree_end;
  for (Node c = first_child(); c; c = c.next_sibling_within(end)) {
    if (c.data().field == id) return c;
  }
  return {};
}

Node Node::named_child(std::size_t i) const {
  Node found;
  std::size_t n = 0;
  if (!unit_) return found;
  const std::uint32_t end = data().subtree_end;
  for (Node c = first_child(); c; c = c.next_sibling_within(end)) {
    if (!c.data().named) continue;
    if (n++ == i) return c;
  }
  return found;
}

std::size_t Node::named_child_count() const {
  std::size_t n = 0;
  for_each_named_child([&](Node) { ++n; });
  return n;
}

TextPoint SyntaxUnit::relative_point(std::uint32_t byte) const {
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), byte);
  const std::uint32_t row = static_cast<std::uint32_t>(it - line_starts_.begin()) - 1;
  return {row, byte - line_starts_[row]};
}

TextPoint SyntaxUnit::point(std::uint32_t byte) const { return offset_point(anchor_.point, relative_point(byte)); }

std::size_t SyntaxUnit::memory_bytes() const {
  return sizeof(*this) + text_.capacity() + nodes_.capacity() * sizeof(LoweredNode) +
         line_starts_.capacity() * sizeof(std::uint32_t);
}

std::shared_ptr<SyntaxUnit> SyntaxUnit::lower(TSNode statement, std::string_view file_text,
                                              std::shared_ptr<const std::string> file) {
  std::shared_ptr<SyntaxUnit> unit(new SyntaxUnit());
  const std::uint32_t base = ts_node_start_byte(statement);
  const std::uint32_t limit = std::min<std::uint32_t>(ts_node_end_byte(statement), static_cast<std::uint32_t>(file_text.size()));
  const TSPoint at = ts_node_start_point(statement);
  unit->anchor_ = {base, {at.row, at.column}};
  unit->serial_ = next_serial.fetch_add(1, std::memory_order_relaxed);
  unit->file_ = std::move(file);
  unit->text_.assign(file_text.substr(base, limit > base ? limit - base : 0));
  unit->source_size_ = static_cast<std::uint32_t>(unit->text_.size());
  const char* const first = unit->text_.data();
  const char* const last = first + unit->text_.size();
  std::size_t lines = 1;
  for (const char* p = first; (p = static_cast<const char*>(std::memchr(p, '\n', last - p))); ++p) ++lines;
  unit->line_starts_.reserve(lines);
  unit->line_starts_.push_back(0);
  for (const char* p = first; (p = static_cast<const char*>(std::memchr(p, '\n', last - p)));) {
    ++p;
    unit->line_starts_.push_back(static_cast<std::uint32_t>(p - first));
  }
  std::vector<LoweredNode>& nodes = unit->nodes_;
  nodes.reserve(unit->text_.size() / 6 + 1);

  // One pre-order cursor walk. `open` holds the lowered ancestors of the cursor's node (index and
  // cursor depth); a node's subtree ends when the walk leaves its depth.
  PooledCursor pooled(statement);
  TSTreeCursor* cursor = pooled.get();
  struct Open {
    std::uint32_t index;
    std::uint32_t depth;
  };
  thread_local std::vector<Open> open;  // reused: one walk per statement
  open.clear();
  const py::Symbols& S = py::sym();
  std::uint32_t depth = 0;
  auto close_to = [&](std::uint32_t d) {
    while (!open.empty() && open.back().depth >= d) {
      nodes[open.back().index].subtree_end = static_cast<std::uint32_t>(nodes.size());
      open.pop_back();
    }
  };
  for (;;) {
    const TSNode node = ts_tree_cursor_current_node(cursor);
    const bool named = ts_node_is_named(node);
    // Comments, line continuations and other extras never matter to the model; punctuation only
    // when a field names it (an operator). Most tokens are punctuation: the field is only asked
    // for where an operator can be.
    bool keep = true;
    TSFieldId field = 0;
    if (named) {
      field = ts_tree_cursor_current_field_id(cursor);
      keep = depth == 0 || !ts_node_is_extra(node);
    } else if (!open.empty() && has_operator_field(S, nodes[open.back().index].symbol)) {
      field = ts_tree_cursor_current_field_id(cursor);
      keep = field != 0;
    } else {
      keep = depth == 0;
    }
    bool descend = false;
    if (keep) {
      const std::uint32_t s = std::clamp(ts_node_start_byte(node), base, std::max(base, limit)) - base;
      const std::uint32_t e = std::clamp(ts_node_end_byte(node), base, std::max(base, limit)) - base;
      const std::uint32_t parent = open.empty() ? 0 : open.back().index;
      open.push_back({static_cast<std::uint32_t>(nodes.size()), depth});
      nodes.push_back({s, std::max(s, e), 0, parent, ts_node_symbol(node), field, named || depth == 0});
      descend = named;  // tokens have no children worth lowering
    }
    if (descend && ts_tree_cursor_goto_first_child(cursor)) {
      ++depth;
      continue;
    }
    bool done = false;
    for (;;) {
      if (depth == 0) {  // never step past the statement itself
        done = true;
        break;
      }
      if (ts_tree_cursor_goto_next_sibling(cursor)) break;
      ts_tree_cursor_goto_parent(cursor);
      --depth;
    }
    if (done) break;
    close_to(depth);  // the nodes at the sibling's depth (and deeper) are complete
  }
  close_to(0);
  nodes.shrink_to_fit();  // the reserve was a guess; the unit lives as long as its statement
  return unit;
}

std::shared_ptr<SyntaxUnit> SyntaxUnit::foreign(TSSymbol symbol, std::string text, Anchor at,
                                                std::shared_ptr<const std::string> file) {
  std::shared_ptr<SyntaxUnit> unit(new SyntaxUnit());
  unit->anchor_ = at;
  unit->serial_ = next_serial.fetch_add(1, std::memory_order_relaxed);
  unit->file_ = std::move(file);
  unit->text_ = std::move(text);
  unit->source_size_ = static_cast<std::uint32_t>(unit->text_.size());
  unit->line_starts_.push_back(0);
  for (std::size_t i = 0; i < unit->text_.size(); ++i) {
    if (unit->text_[i] == '\n') unit->line_starts_.push_back(static_cast<std::uint32_t>(i + 1));
  }
  const auto end = static_cast<std::uint32_t>(unit->text_.size());
  unit->nodes_.push_back({0, end, 1, 0, symbol, 0, true});
  return unit;
}

std::shared_ptr<SyntaxUnit> SyntaxUnit::build(std::string text, std::uint32_t source_size, std::vector<LoweredNode> nodes,
                                              Anchor at, std::shared_ptr<const std::string> file) {
  std::shared_ptr<SyntaxUnit> unit = foreign(0, std::move(text), at, std::move(file));
  unit->nodes_ = std::move(nodes);
  unit->source_size_ = source_size;
  return unit;
}

std::vector<std::shared_ptr<SyntaxUnit>> lower_statements(const std::vector<TSNode>& roots, std::string_view text,
                                                          std::shared_ptr<const std::string> file) {
  std::vector<std::shared_ptr<SyntaxUnit>> units;
  for (TSNode root : roots) {
    const TSSymbol comment = comment_symbol();
    for_each_named_child(root, [&](TSNode statement) {
      if (ts_node_symbol(statement) == comment || ts_node_is_extra(statement)) return;
      units.push_back(SyntaxUnit::lower(statement, text, file));
    });
  }
  return units;
}

}  // namespace streamlint::analysis
