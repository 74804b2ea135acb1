#include "cli/reporters.h"

#include <cctype>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>

#include "analysis/rules/rule_doc.h"
#include "analysis/utf8.h"
#include "protocol/line_index.h"
#include "protocol/uri.h"

namespace streamlint::cli {
namespace {

using analysis::Finding;
using analysis::Severity;
using protocol::LineIndex;
using protocol::PositionEncoding;

// 1-based (row, column in code points), and the notebook cell the row counts in.
nlohmann::ordered_json location(const FileReport& r, const LineIndex& index, const analysis::TextPoint& p) {
  const ShownPoint at = shown_point(r, index, p);
  nlohmann::ordered_json out;
  if (at.cell) out["cell"] = at.cell;
  out["row"] = at.line;
  out["column"] = at.column;
  return out;
}

std::string plural(std::size_t n, const std::string& word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

protocol::Position code_points(const LineIndex& index, const analysis::TextPoint& point) {
  protocol::Position p = index.to_position(point.row, point.column, PositionEncoding::Utf32);
  if (point.row == 0 && p.character > 0 && index.line_text(0).starts_with("\xEF\xBB\xBF")) --p.character;
  return p;
}

ShownPoint shown_point(const FileReport& report, const LineIndex& index, const analysis::TextPoint& point) {
  const protocol::Position p = code_points(index, point);
  if (!report.notebook) return {0, p.line + 1, p.character + 1};
  const analysis::CellPoint at = report.notebook->cell_point(point);
  // The module adds ASCII before a cell's line (`# MAGIC `): as many code points as bytes.
  const std::uint32_t added = point.column >= at.column ? point.column - at.column : 0;
  return {at.cell + 1, at.row + 1, (p.character >= added ? p.character - added : 0) + 1};
}

std::string root_uri() {
  std::string cwd = std::filesystem::current_path().generic_string();
  if (cwd.empty() || cwd.back() != '/') cwd.push_back('/');
  return protocol::file_uri(cwd);
}

void report_text(const std::vector<FileReport>& reports, std::ostream& out) {
  std::map<Severity, std::size_t> counts;
  std::size_t total = 0;
  std::size_t files_with_findings = 0;
  for (const FileReport& r : reports) {
    if (r.findings.empty()) continue;
    ++files_with_findings;
    const LineIndex index(r.text);
    for (const Finding& f : r.findings) {
      const ShownPoint at = shown_point(r, index, f.range.start);
      out << analysis::escaped_utf8(r.path) << ':';
      if (at.cell) out << "cell " << at.cell << ':';
      out << at.line << ':' << at.column << ": " << f.code << " [" << analysis::to_string(f.severity) << "] "
          << analysis::escaped_utf8(f.message) << '\n';
      ++counts[f.severity];
      ++total;
    }
  }
  if (total == 0) {
    out << "No findings in " << plural(reports.size(), "file") << ".\n";
    return;
  }
  out << "Found " << plural(total, "finding") << " (";
  const std::pair<Severity, const char*> kinds[] = {{Severity::Error, "error"},
                                                     {Severity::Warning, "warning"},
                                                     {Severity::Information, "information"},
                                                     {Severity::Hint, "hint"}};
  bool first = true;
  for (const auto& [severity, word] : kinds) {
    if (!counts[severity]) continue;
    out << (first ? "" : ", ") << counts[severity] << ' ' << word
        << (counts[severity] == 1 || severity == Severity::Information ? "" : "s");
    first = false;
  }
  out << ") in " << files_with_findings << " of " << plural(reports.size(), "file") << ".\n";
}

void report_json(const std::vector<FileReport>& reports, std::ostream& out) {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  std::map<std::string, const FileReport*> by_path;
  for (const FileReport& r : reports) by_path[r.path] = &r;
  for (const FileReport& r : reports) {
    const LineIndex index(r.text);
    for (const Finding& f : r.findings) {
      const analysis::RuleDoc* doc = analysis::find_rule_doc(f.code);
      nlohmann::ordered_json fix = nullptr;
      if (f.fix) {
        nlohmann::ordered_json edits = nlohmann::ordered_json::array();
        for (const auto& e : f.fix->edits) {
          edits.push_back({{"location", location(r, index, e.range.start)},
                           {"end_location", location(r, index, e.range.end)},
                           {"content", e.new_text}});
        }
        fix = {{"message", f.fix->title}, {"applicability", f.fix->safe ? "safe" : "unsafe"}, {"edits", edits}};
      }
      nlohmann::ordered_json finding = {{"filename", analysis::escaped_utf8(r.path)}};
      const nlohmann::ordered_json start = location(r, index, f.range.start);
      if (start.contains("cell")) finding["cell"] = start["cell"];
      finding.update(nlohmann::ordered_json{
                     {"code", f.code},
                     {"name", doc ? doc->name : ""},
                     {"severity", analysis::to_string(f.severity)},
                     {"message", f.message},
                     {"url", doc ? analysis::primary_link(*doc) : ""},
                     {"location", start},
                     {"end_location", location(r, index, f.range.end)},
                     {"fix", fix}});
      // The other places the finding is about (SR102's other uses of the checkpoint), as SARIF's
      // relatedLocations: in a file not checked, the 1-based row alone.
      if (!f.related.empty()) {
        nlohmann::ordered_json related = nlohmann::ordered_json::array();
        for (const analysis::RelatedLocation& l : f.related) {
          const FileReport* in = l.file.empty() ? &r : nullptr;
          if (const auto other = by_path.find(l.file); !in && other != by_path.end()) in = other->second;
          nlohmann::ordered_json place = {{"filename", analysis::escaped_utf8(l.file.empty() ? r.path : l.file)}};
          if (in) {
            const std::optional<LineIndex> other = in == &r ? std::nullopt : std::optional<LineIndex>(in->text);
            const LineIndex& lines = other ? *other : index;
            place["location"] = location(*in, lines, l.range.start);
            place["end_location"] = location(*in, lines, l.range.end);
          } else {
            place["location"] = {{"row", l.range.start.row + 1}};
          }
          place["message"] = l.message;
          related.push_back(std::move(place));
        }
        finding["related"] = std::move(related);
      }
      all.push_back(std::move(finding));
    }
  }
  out << all.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

}  // namespace streamlint::cli
