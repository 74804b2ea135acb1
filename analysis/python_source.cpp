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
