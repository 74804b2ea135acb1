// Output formats of `streamlint check`. Lines and columns are 1-based; columns count Unicode
// code points (what editors show), converted from byte columns through protocol::LineIndex.
#pragma once

#include <iosfwd>
#include <vector>

#include "cli/file_report.h"

namespace streamlint::cli {

// `path:line:col: CODE [severity] message` per finding, then a summary line.
void report_text(const std::vector<FileReport>& reports, std::ostream& out);
// One JSON array of objects: filename, code, name, severity, message, url, location {row, column},
// end_location, fix (null or {message, edits: [{location, end_location, content}]}).
void report_json(const std::vector<FileReport>& reports, std::ostream& out);

}  // namespace streamlint::cli
