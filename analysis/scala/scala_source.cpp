#include "analysis/scala/scala_source.h"

#include "analysis/notebook.h"
#include "analysis/python_source.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/scala/scala_lowering.h"
#include "analysis/scala/scala_parse_text.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::string_view kHeader = "// Databricks notebook source";
constexpr std::string_view kSeparator = "// COMMAND ----------";

// Where a piece of a text tree-sitter cannot parse in time may start: a line in column 0 that does
// not continue the one before (a closing bracket or a `.method` chain line). Only the fallback for
// pathological input (tree-sitter-scala's parse of a one-line chain of thousands of calls grows
// quadratically), so a split inside a string costs a parse error in that piece only.
std::vector<std::uint32_t> piece_starts(std::string_view text, std::uint32_t start, std::uint32_t end) {
  std::vector<std::uint32_t> starts{start};
  for (std::size_t at = text.find('\n', start); at != std::string_view::npos && at + 1 < end; at = text.find('\n', at + 1)) {
    const char c = text[at + 1];
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '}' && c != ')' && c != '.') {
      starts.push_back(static_cast<std::uint32_t>(at + 1));
    }
  }
  return starts;
}

// Parses bytes [start, end) as one tree within the parse budget, else piece by piece (a piece that
// still does not parse in time is left out: its statements are unknown, the others are checked).
// `cell`: the bytes are a notebook cell, recorded in cell_ranges as pieces always are.
void parse_part(ParsedScala& out, std::uint32_t start, std::uint32_t end, TSPoint at, bool cell) {
  const std::string_view text = out.masked;
  if (auto tree = SyntaxTree::parse_range_within(text, start, end, at, parse_budget_micros(end - start), scala_language())) {
    out.trees.push_back(std::move(*tree));
    if (cell) out.cell_ranges.push_back({start, end, {at.row, at.column}, {}});
    return;
  }
  const std::vector<std::uint32_t> starts = piece_starts(text, start, end);
  // Each piece's point, counted on from the last one's (not from the text's start each time).
  TSPoint p = at;
  std::uint32_t p_byte = start;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::uint32_t piece_end = i + 1 < starts.size() ? starts[i + 1] : end;
    for (; p_byte < starts[i]; ++p_byte) {
      if (text[p_byte] == '\n') {
        ++p.row;
        p.column = 0;
      } else {
        ++p.column;
      }
    }
    auto tree = SyntaxTree::parse_range_within(text, starts[i], piece_end, p, parse_budget_micros(piece_end - starts[i]),
                                               scala_language());
    if (!tree) continue;
    out.trees.push_back(std::move(*tree));
    out.cell_ranges.push_back({starts[i], piece_end, {p.row, p.column}, {}});
  }
}

}  // namespace

bool is_scala_path(std::string_view path) { return ends_with(path, ".scala"); }

bool is_scala_notebook(std::string_view text) {
  if (starts_with(text, "\xEF\xBB\xBF")) text.remove_prefix(3);  // UTF-8 BOM
  return starts_with(text, kHeader);
}

std::vector<TSNode> ParsedScala::roots() const {
  std::vector<TSNode> out;
  for (const SyntaxTree& t : trees) out.push_back(t.root());
  return out;
}

std::vector<std::shared_ptr<SyntaxUnit>> ParsedScala::units(const std::shared_ptr<const std::string>& file) const {
  if (!notebook()) return lower_scala_statements(roots(), text(), file);
  // A notebook's `// MAGIC %sql` cells are SQL (their views and pipeline DDL count), as in Python
  // exports; its other cells are Scala, names flowing from cell to cell: a class or object one cell
  // declares is known in the others (one members table).
  std::vector<std::optional<std::string>> sql(trees.size());
  std::vector<ScalaStatements> cells(trees.size());
  ScalaMembers members;
  for (std::size_t i = 0; i < trees.size(); ++i) {
    sql[i] = sql_cell_text(text(), cell_ranges[i], "// MAGIC", kHeader);
    if (sql[i]) continue;
    cells[i] = scala_statements({trees[i].root()}, text());
    merge_members(members, cells[i].members);
  }
  derive_scala_members(members);
  std::vector<std::shared_ptr<SyntaxUnit>> out;
  for (std::size_t i = 0; i < trees.size(); ++i) {
    if (sql[i]) {
      const SourceRange& cell = cell_ranges[i];
      out.push_back(SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::move(*sql[i]), {cell.start_byte, cell.start}, file));
      continue;
    }
    for (std::size_t k = 0; k < cells[i].statements.size(); ++k) {
      out.push_back(lower_scala_statement(cells[i].statements[k], text(), members, cells[i].owners[k], file));
    }
  }
  return out;
}

ParsedScala parse_scala(std::string_view text, const SyntaxTree* tree, const ScalaParseText* kept) {
  ParsedScala parsed;
  parsed.original = text;
  if (has_lone_carriage_return(text)) parsed.normalised = normalise_lone_carriage_returns(text);
  const bool editor_tree = tree && !tree->empty() && !is_scala_notebook(text) && parsed.normalised.empty();
  if (editor_tree && kept && kept->text().size() == text.size()) {
    parsed.masked = kept->text();
    parsed.trees.push_back(*tree);
    return parsed;
  }
  if (!is_scala_notebook(text)) {
    parsed.masked = mask_scala_for_parse(parsed.text());
  } else {
    // Cell by cell: a cell is compiled on its own, so an unclosed comment or literal ends with it.
    parsed.masked = std::string(parsed.text());
    for (const SourceRange& cell : notebook_cells(parsed.text(), kSeparator)) {
      const std::string part = mask_scala_for_parse(parsed.text().substr(cell.start_byte, cell.end_byte - cell.start_byte));
      parsed.masked.replace(cell.start_byte, part.size(), part);
    }
  }
  // An editor's tree is of the text as it is: with lone '\r' it is parsed again.
  if (editor_tree) {
    parsed.trees.push_back(*tree);
    return parsed;
  }
  if (!is_scala_notebook(text)) {
    parse_part(parsed, 0, static_cast<std::uint32_t>(text.size()), {0, 0}, false);
    return parsed;
  }
  for (const SourceRange& cell : notebook_cells(parsed.text(), kSeparator)) {
    parse_part(parsed, cell.start_byte, cell.end_byte, {cell.start.row, cell.start.column}, true);
  }
  return parsed;
}

}  // namespace streamlint::analysis
