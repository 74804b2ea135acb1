// Output formats of `streamlint check`. Lines and columns are 1-based; columns count Unicode
// code points (what editors show), converted from byte columns through protocol::LineIndex.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "cli/file_report.h"
#include "protocol/line_index.h"

namespace streamlint::cli {

// `path:line:col: CODE [severity] message` per finding (`nb.ipynb:cell 3:line:col: ...` in a
// Jupyter notebook, lines counted inside the cell), then a summary line.
void report_text(const std::vector<FileReport>& reports, std::ostream& out);
// One JSON array of objects: filename, code, name, severity, message, url, location {row, column},
// end_location, fix (null or {message, edits: [{location, end_location, content}]}). In a Jupyter
// notebook each finding and edit also has "cell" (1-based, markdown cells counted) and its rows
// count inside that cell.
void report_json(const std::vector<FileReport>& reports, std::ostream& out);
// SARIF 2.1.0: one run, every rule as a reportingDescriptor with helpUri, columns in code points,
// artifact URIs relative to %SRCROOT% (the working directory), partialFingerprints per finding.
// A Jupyter notebook's regions point into the .ipynb file (where the cell's source is written)
// and the message names the cell; its fixes are left out (they edit cell sources, not the file).
void report_sarif(const std::vector<FileReport>& reports, std::ostream& out);
// GitHub Actions workflow commands: `::error file=F,line=L,col=C,...,title=CODE::message`.
void report_github(const std::vector<FileReport>& reports, std::ostream& out);
// JUnit XML: one testcase per file, a failure listing its findings.
void report_junit(const std::vector<FileReport>& reports, std::ostream& out);
// Counts per code, most common rules first by code order, then a total.
void report_statistics(const std::vector<FileReport>& reports, std::ostream& out);
// The same counts as JSON: `[{"code": "SR101", "name": "...", "count": 2}, ...]`, by code.
void report_statistics_json(const std::vector<FileReport>& reports, std::ostream& out);

// 0-based line and 0-based column in Unicode code points, as every report counts columns. A UTF-8
// byte order mark is not a column: Python skips it, and so do editors (line 1 of a file with one
// has the same columns as without).
protocol::Position code_points(const protocol::LineIndex& index, const analysis::TextPoint& point);

// Where a report shows a point: 1-based line and column (code points); in a Jupyter notebook the
// 1-based cell (markdown cells counted) with the line counted inside it, else cell 0.
struct ShownPoint {
  std::uint32_t cell = 0;
  std::uint32_t line = 1;
  std::uint32_t column = 1;
};
ShownPoint shown_point(const FileReport& report, const protocol::LineIndex& index, const analysis::TextPoint& point);

// `file:///current/working/dir/` for SARIF's %SRCROOT%.
std::string root_uri();

}  // namespace streamlint::cli
