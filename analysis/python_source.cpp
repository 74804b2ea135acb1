#include "analysis/python_source.h"

#include "analysis/notebook.h"

namespace streamlint::analysis {
namespace {

bool has_lone_carriage_return(std::string_view text) {
  for (std::size_t i = text.find('\r'); i != std::string_view::npos; i = text.find('\r', i + 1)) {
    if (i + 1 == text.size() || text[i + 1] != '\n') return true;
  }
  return false;
}

std::string normalise_lone_carriage_returns(std::string_view text) {
  std::string out(text);
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '\r' && (i + 1 == out.size() || out[i + 1] != '\n')) out[i] = '\n';
  }
  return out;
}

}  // namespace

std::vector<TSNode> ParsedPython::roots() const {
  std::vector<TSNode> out;
  for (const SyntaxTree& t : trees) out.push_back(t.root());
  return out;
}

std::vector<std::shared_ptr<SyntaxUnit>> ParsedPython::units(const std::shared_ptr<const std::string>& file) const {
  if (!notebook()) return lower_statements(roots(), parsed(), file);
  std::vector<std::shared_ptr<SyntaxUnit>> out;
  for (std::size_t i = 0; i < trees.size(); ++i) {
    const SourceRange& cell = cell_ranges[i];
    if (auto sql = sql_cell_text(text(), cell)) {
      out.push_back(SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::move(*sql), {cell.start_byte, cell.start}, file));
      continue;
    }
    auto cell_units = lower_statements({trees[i].root()}, parsed(), file);
    out.insert(out.end(), std::make_move_iterator(cell_units.begin()), std::make_move_iterator(cell_units.end()));
  }
  return out;
}

ParsedPython parse_python(std::string_view text, const SyntaxTree* tree) {
  ParsedPython p;
  p.original = text;
  if (has_lone_carriage_return(text)) p.normalised = normalise_lone_carriage_returns(text);
  if (is_databricks_notebook(p.text())) {
    p.masked = mask_magic_lines(p.text());
    for (const SourceRange& c : notebook_cells(p.masked)) {
      p.cell_ranges.push_back(c);
      p.trees.push_back(SyntaxTree::parse_range(p.masked, c.start_byte, c.end_byte, {c.start.row, c.start.column}));
    }
  } else if (tree && p.normalised.empty()) {
    p.trees.push_back(*tree);
  } else {
    p.trees.push_back(SyntaxTree::parse(p.text()));
  }
  return p;
}

}  // namespace streamlint::analysis
