#include "analysis/scala/scala_source.h"

#include "analysis/notebook.h"
#include "analysis/scala/scala_lowering.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::string_view kHeader = "// Databricks notebook source";
constexpr std::string_view kSeparator = "// COMMAND ----------";

}  // namespace

bool is_scala_path(std::string_view path) { return ends_with(path, ".scala") || ends_with(path, ".sc"); }

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
  return lower_scala_statements(roots(), original, file);
}

ParsedScala parse_scala(std::string_view text) {
  ParsedScala parsed;
  parsed.original = text;
  parsed.masked = mask_scala_column_syntax(text);
  if (!is_scala_notebook(text)) {
    parsed.trees.push_back(SyntaxTree::parse(parsed.masked, nullptr, scala_language()));
    return parsed;
  }
  parsed.cell_ranges = notebook_cells(parsed.masked, kSeparator);
  for (const SourceRange& cell : parsed.cell_ranges) {
    parsed.trees.push_back(SyntaxTree::parse_range(parsed.masked, cell.start_byte, cell.end_byte,
                                                   {cell.start.row, cell.start.column}, scala_language()));
  }
  return parsed;
}

}  // namespace streamlint::analysis
