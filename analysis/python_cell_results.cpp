#include "analysis/python_cell_results.h"

#include <algorithm>
#include <iterator>
#include <utility>

#include "analysis/sql/sql_query.h"
#include "analysis/sql_file.h"

namespace streamlint::analysis {
namespace {

template <typename T>
void append(std::vector<T>& into, std::vector<T>& from) {
  into.insert(into.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

// A finding of the analysed file: its range, its places in this file and its fix's edits.
void move_finding(Finding& f, const NotebookPythonCells& cells) {
  f.range = cells.to_file(f.range);
  for (RelatedLocation& r : f.related) {
    if (r.file.empty()) r.range = cells.to_file(r.range);
  }
  if (f.fix) cells.to_file(*f.fix);
}

}  // namespace

PythonCellsSource python_cells_source(const NotebookPythonCells& cells) {
  PythonCellsSource source;
  std::string python = cells.python_text();
  static_cast<ParsedPython&>(source) = parse_python(python);
  source.original = cells.text();
  source.normalised.clear();  // the rules read the module with its SQL
  source.masked = std::move(python);
  source.sql_cells = cells.sql_cells();
  return source;
}

std::vector<std::shared_ptr<SyntaxUnit>> PythonCellsSource::units(
    const std::shared_ptr<const std::string>& file) const {
  std::vector<std::shared_ptr<SyntaxUnit>> out = ParsedPython::units(file);
  for (const SourceRange& cell : sql_cells) {
    // Only the temp views (blanks keep the others' positions): the views are what Python reads.
    std::string sql(original.substr(cell.start_byte, cell.end_byte - cell.start_byte));
    bool views = false;
    for (const SqlStatement& s : split_sql_statements(sql)) {
      const SqlStatementModel statement = read_sql_statement(s.text);
      const bool view = statement.kind == SqlStatementModel::Kind::CreateView && statement.view_temporary;
      views = views || view;
      if (view) continue;
      for (std::uint32_t i = s.range.start; i < s.range.end; ++i) {
        if (sql[i] != '\n' && sql[i] != '\r') sql[i] = ' ';
      }
    }
    if (views)
      out.push_back(SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::move(sql), {cell.start_byte, cell.start}, file));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const auto& a, const auto& b) { return a->anchor().byte < b->anchor().byte; });
  return out;
}

void move_to_file(std::vector<NoqaComment>& comments, const NotebookPythonCells& cells) {
  for (NoqaComment& c : comments) {
    c.range = cells.to_file(c.range);
    c.directive = cells.to_file(c.directive);
  }
}

void add_python_cell_results(AnalysisResult& sql, AnalysisResult python, const NotebookPythonCells& cells,
                             std::string_view path) {
  for (Finding& f : python.findings) move_finding(f, cells);
  for (Finding& f : python.elsewhere) {
    for (RelatedLocation& r : f.related) {
      if (r.file == path) r.range = cells.to_file(r.range);
    }
  }
  for (QueryCard& q : python.queries) {
    if (!q.file.empty()) continue;
    q.range = cells.to_file(q.range);
    q.statement = cells.to_file(q.statement);
    for (SourceRange& a : q.anchors) a = cells.to_file(a);
  }
  for (CheckpointUse& c : python.checkpoints) {
    if (c.file == path) c.range = cells.to_file(c.range);
    if (c.start_file == path) c.start_byte = cells.to_file_byte(c.start_byte);
  }
  move_to_file(python.noqa, cells);
  for (auto& d : python.pipeline.datasets) d.range = cells.to_file(d.range);
  for (auto& f : python.pipeline.flows) f.range = cells.to_file(f.range);
  for (auto& r : python.pipeline.reads) r.range = cells.to_file(r.range);
  append(sql.findings, python.findings);
  append(sql.elsewhere, python.elsewhere);
  append(sql.internal_errors, python.internal_errors);
  append(sql.queries, python.queries);
  append(sql.checkpoints, python.checkpoints);
  append(sql.helper_starts, python.helper_starts);
  append(sql.baselines, python.baselines);
  append(sql.datasets, python.datasets);
  append(sql.pipeline.datasets, python.pipeline.datasets);
  append(sql.pipeline.flows, python.pipeline.flows);
  append(sql.pipeline.reads, python.pipeline.reads);
  append(sql.noqa, python.noqa);
  append(sql.module_files, python.module_files);
  if (!sql.syntax_error && python.syntax_error) sql.syntax_error = cells.to_file(*python.syntax_error);
}

}  // namespace streamlint::analysis
