// A Scala file parsed for the query model (RULES.md "Languages and file kinds"): a source file as
// one tree; a Databricks Scala notebook export (`// Databricks notebook source`, cells separated by
// `// COMMAND ----------`, `// MAGIC` lines, which are comments) cell by cell, so a cell that does
// not parse never hides the others' findings.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_tree.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

class ScalaParseText;  // scala_parse_text.h

// `*.scala`.
bool is_scala_path(std::string_view path);
bool is_scala_notebook(std::string_view text);

struct ParsedScala {
  std::string_view original;
  std::string normalised;                // the text with lone '\r' as '\n'; empty when it has none
  std::string masked;                    // what was parsed: mask_scala_for_parse(text()) (scala_parse_text.h)
  std::vector<SyntaxTree> trees;         // one per notebook cell, or one for the file
  // A notebook's cells (or the pieces of a text too slow to parse whole), parallel to `trees`; empty
  // for a file parsed as one tree.
  std::vector<SourceRange> cell_ranges;

  // The text rules read (line ends normalised).
  std::string_view text() const { return normalised.empty() ? original : std::string_view(normalised); }
  std::string_view parsed() const { return masked; }
  bool notebook() const { return is_scala_notebook(original); }
  std::vector<TSNode> roots() const;
  // The lowered statements (scala_lowering.h), spans into `original`.
  std::vector<std::shared_ptr<SyntaxUnit>> units(const std::shared_ptr<const std::string>& file) const;
};

// `tree`, when given, is the parse of exactly `text` (masked) as one file: an editor's incremental
// tree (analysis/document.h), used as is.
// `kept`, with `tree`: the masked text the tree was parsed from (not made again).
ParsedScala parse_scala(std::string_view text, const SyntaxTree* tree = nullptr, const ScalaParseText* kept = nullptr);

}  // namespace streamlint::analysis
