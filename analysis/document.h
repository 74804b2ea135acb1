// A Python source document: its text and a syntax tree kept in step with it.
// Edits are byte ranges of the current text (0-based, half-open). Each edit updates the text,
// tells the old tree which bytes moved (ts_tree_edit) and re-parses incrementally.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

class Document {
 public:
  explicit Document(std::string text);

  const std::string& text() const { return text_; }
  const SyntaxTree& tree() const { return tree_; }

  // Replaces bytes [start, end) with `replacement` and re-parses. Offsets past the end clamp to the
  // end; a reversed range is treated as empty at `start`.
  void apply_edit(std::size_t start, std::size_t end, std::string_view replacement);
  // Replaces the whole text and parses from scratch.
  void replace_all(std::string text);

 private:
  // Row / byte column of a byte offset in the current text.
  TextPoint point_at(std::size_t offset) const;

  std::string text_;
  SyntaxTree tree_;
};

}  // namespace streamlint::analysis
