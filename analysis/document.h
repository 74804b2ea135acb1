// A Python or Scala source document (Scala when `file` names a *.scala file; a Scala notebook export
// is kept as text only, its cells parsed apart at each analysis): its text, a syntax tree kept in
// step with it, and its lowered top-level statements (syntax_unit.h) kept across edits. A Python
// notebook export (notebook.h) is kept in cells: each cell its own tree, parsed on its own as
// `check` parses it, so an edit parses again only the cells whose bytes it changed.
// Edits are byte ranges of the current text (0-based, half-open). Each edit updates the text,
// tells the old tree which bytes moved (ts_tree_edit) and re-parses incrementally; the statements
// whose bytes the edit did not change keep their SyntaxUnit objects, moved to their new place, so
// their analysis can be reused.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/python_source.h"
#include "analysis/scala/scala_lowering.h"
#include "analysis/scala/scala_parse_text.h"
#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_tree.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

class Document {
 public:
  // `file` names the document in spans (a path, or a URI for unsaved buffers).
  // `parse_budget`: how long the whole parse may take, in microseconds (default:
  // parse_budget_micros of the text's size); a test makes small texts chunked with a tiny one.
  explicit Document(std::string text, std::string file = "", std::optional<std::uint64_t> parse_budget = std::nullopt);

  const std::string& text() const { return text_; }
  // False when tree-sitter could not parse the text within its budget (parse_budget_micros: some
  // broken texts make its error recovery take seconds; an edit's incremental parse of a Python
  // text over 32 KB has a keystroke's budget, document.cpp), when a Python module's parse has a
  // bracket left open above later statements (broken_bracket_runs_on), and for a Python notebook
  // export. Then there is no tree. A Python module is then kept in chunks of statements (chunked(),
  // python_source.h): an edit parses again only the chunks whose bytes it changed, and the others
  // keep their trees and units, moved; the edit after which no chunk holds a syntax error tries the
  // whole parse again. A Python notebook export is kept the same way with its cells as the chunks
  // (their trees parsed from the text with magic lines blanked, mask_magic_lines; a `%sql` cell's
  // unit is its SQL text, SyntaxUnit::kSqlCell). Scala that does not parse in time (timed_out()), a
  // Scala notebook export, or text with lone '\r' keeps no units: the analysis parses it each time
  // (text with lone '\r' read as `check` reads it, with them as '\n'). A whole-text replacement
  // tries the whole parse again. A SQL or YAML document (named `.sql`, `.yml`) is text only: the
  // analysis reads it without a Python or Scala tree, so it is never parsed here.
  bool parsed() const { return parsed_; }
  const SyntaxTree& tree() const { return tree_; }
  bool chunked() const { return chunked_; }
  // The chunks when chunked() (else empty): their trees follow the edits (ts_tree_edit). A
  // notebook's trees are of the text with magic lines blanked.
  const ParsedChunks& chunks() const { return chunks_; }
  // Whether units() are the lowered statements, kept across edits (parsed whole or in chunks).
  bool keeps_units() const { return parsed_ || chunked_; }
  // Not parsed because the whole parse did not finish in its budget (the analysis then parses the
  // text in chunks at once); false when the text is parsed by the analysis for another reason.
  bool timed_out() const { return !parsed_ && timed_out_; }
  // The top-level statements, lowered, in order.
  const std::vector<std::shared_ptr<SyntaxUnit>>& units() const { return units_; }
  // A parsed Scala document's parse text (tree() was parsed from its masked text; its comments);
  // null for other documents (and a Scala text the analysis parses itself).
  const ScalaParseText* scala_text() const { return scala_ && parsed_ && scala_text_ ? &*scala_text_ : nullptr; }
  // How many statements the last edit lowered again (the others were kept).
  std::size_t units_lowered() const { return lowered_; }
  // Whether the tree or chunks may read the text otherwise than a fresh parse: after an edit of a
  // text over 32 KB whose incremental parse kept a syntax error (tree-sitter's incremental error
  // recovery can differ from a fresh parse's; a smaller text with an error is parsed afresh), or
  // of a Python text whose incremental parse ran past the keystroke's budget (chunked).
  bool unsettled() const { return unsettled_; }
  // Parses the text afresh, as opening it does, when unsettled(); true when it did. An editor
  // calls it when the user pauses, so every keystroke stays incremental and the findings still
  // come to equal a fresh analysis of the text.
  bool settle();

  // Drops the lowered statements while the text rests (the editor left it alone a while): they are
  // what the next edit's re-run reads, and wake() lowers them again from the kept tree. Only a text
  // parsed whole rests (a chunked text's or a notebook's cells' units are kept by chunk).
  void rest();
  // Lowers the statements again after rest() (as opening the text does); nothing otherwise. Call
  // before reading units() for an analysis; apply_edit calls it itself.
  void wake();
  bool resting() const { return resting_; }

  // Replaces bytes [start, end) with `replacement` and re-parses. Offsets past the end clamp to the
  // end; a reversed range is treated as empty at `start`.
  void apply_edit(std::size_t start, std::size_t end, std::string_view replacement);
  // Replaces the whole text and parses from scratch.
  void replace_all(std::string text);

 private:
  // Row / byte column of a byte offset in the current text.
  TextPoint point_at(std::size_t offset) const;
  // Lowers the statements of the tree, keeping the unit of each statement outside the edit whose
  // bytes are unchanged. The edit replaced [edit_start, edit_new_end) of the new text; bytes after
  // it moved by `delta`. While the tree has a syntax error, only the statements outside `changed`
  // (byte ranges of the new text where the syntax changed, sorted) are kept; none without it.
  void relower(std::size_t edit_start, std::size_t edit_new_end, long delta,
               const std::vector<std::pair<std::uint32_t, std::uint32_t>>* changed = nullptr);
  struct Reuse;
  // The old unit of `statement` (moved to it) when its bytes parse as they did, else null.
  std::shared_ptr<SyntaxUnit> take_kept(Reuse& reuse, TSNode statement);
  // relower for Scala: the parts of the root the edit did not change keep their units and members.
  void relower_scala(Reuse& reuse);
  // The text tree-sitter reads: Scala's with `$"` masked (scala_lowering.h), a notebook's with magic
  // lines blanked (notebook.h), else the text.
  std::string_view parse_text() const {
    if (scala_) return scala_text_ ? std::string_view(scala_text_->text()) : std::string_view(text_);
    return cells_ ? std::string_view(masked_) : std::string_view(text_);
  }
  // Whether bytes [start - 1, new_end] of the text (an edit's, and the byte before it) hold a '\r'
  // not followed by '\n'.
  bool lone_carriage_return_near(std::size_t start, std::size_t new_end) const;
  // Where each chunk is: a notebook's cells, else the chunks of statements of python_chunk_starts.
  struct ChunkPlace {
    std::uint32_t start, end;  // bytes
    std::uint32_t row;         // of its start (a chunk starts a line)
  };
  std::vector<ChunkPlace> chunk_places() const;
  // The units of a chunk parsed as `tree`.
  std::vector<std::shared_ptr<SyntaxUnit>> lower_chunk(const SyntaxTree& tree, const ChunkPlace& place) const;

  // Parses the whole text within the budget; false (and no tree) when it does not finish. Then a
  // Python module is parsed in chunks (all of them).
  bool parse_whole();
  // Parses the whole text within the budget; on success the document holds that tree and no
  // chunks, else (also for a Python tree whose broken bracket runs on, broken_bracket_runs_on)
  // nothing changes.
  bool try_parse_whole();
  // Forgets the lowered statements (and what a Scala document's parts held with them).
  void forget_units() {
    resting_ = false;
    units_.clear();
    scala_parts_.clear();
    members_.clear();
  }
  // Forgets the chunks, their trees and units.
  void drop_chunks();
  // Parses the Python text in chunks from now on (after an edit's incremental parse ran past its
  // budget); back to the whole parse at once when every chunk parses.
  void keep_in_chunks();
  // Takes `fresh`, the incremental parse after the edit that wrote [start, new_end) and moved the
  // bytes after it by `delta`, and lowers its statements again, keeping what did not change.
  void reparsed(SyntaxTree fresh, std::size_t start, std::size_t new_end, long delta);
  // Chunked: no chunk holds a syntax error.
  bool chunks_clean() const;
  // Chunked: parses again the chunks of the current text that `edit` (already applied, `delta`
  // bytes longer) changed; the others keep their trees (edited to their new place) and units.
  void rechunk(const TSInputEdit& edit, long delta);

  std::string text_;
  bool scala_ = false;
  bool text_only_ = false;  // SQL or YAML: no tree (parse_whole)
  bool cells_ = false;                // a Python notebook export, kept in cells (chunked_ is set too)
  std::string masked_;                // a notebook: the parse text
  std::optional<ScalaParseText> scala_text_;  // Scala: the parse text
  ScalaMembers members_;              // Scala: the members the units were lowered with
  // Scala: each named child of the root (an object, an import...) and what it holds.
  struct ScalaPart {
    std::uint32_t start = 0, end = 0;  // bytes of the text
    TSSymbol symbol = 0;
    bool clean = false;               // no syntax error in it
    ScalaMembers members;             // the members it declares (scala_statements_of)
    std::vector<std::string> owners;  // the owner of each statement it holds, in order
  };
  std::vector<ScalaPart> scala_parts_;
  bool parsed_ = true;
  bool chunked_ = false;
  ParsedChunks chunks_;
  std::vector<std::size_t> chunk_units_;  // how many of units_ each chunk holds, in order
  bool lone_carriage_returns_ = false;  // text with lone '\r': not parsed here (parse_whole)
  // The last whole parse did not finish in its budget (not set when it finished but was not kept
  // because a broken bracket runs on: run_on_).
  bool timed_out_ = false;
  bool unsettled_ = false;             // see unsettled()
  bool resting_ = false;               // rest() dropped the units; wake() lowers them again
  bool run_on_ = false;  // the last whole parse was not kept: a broken bracket runs on (Python)
  SyntaxTree tree_;
  std::vector<std::uint32_t> line_starts_;  // byte offset of each '\n'-separated line
  std::shared_ptr<const std::string> file_;
  std::vector<std::shared_ptr<SyntaxUnit>> units_;
  std::size_t lowered_ = 0;
  std::optional<std::uint64_t> parse_budget_;
};

}  // namespace streamlint::analysis
