#include "cli/reporters.h"

#include <cctype>
#include <filesystem>
#include <map>
#include <ostream>

#include <nlohmann/json.hpp>

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

// 1-based (row, column in code points).
nlohmann::ordered_json location(const LineIndex& index, const analysis::TextPoint& p) {
  const protocol::Position pos = code_points(index, p);
  return {{"row", pos.line + 1}, {"column", pos.character + 1}};
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
      const protocol::Position pos = code_points(index, f.range.start);
      out << analysis::escaped_utf8(r.path) << ':' << pos.line + 1 << ':' << pos.character + 1 << ": " << f.code
          << " [" << analysis::to_string(f.severity) << "] " << analysis::valid_utf8(f.message) << '\n';
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
  for (const FileReport& r : reports) {
    const LineIndex index(r.text);
    for (const Finding& f : r.findings) {
      const analysis::RuleDoc* doc = analysis::find_rule_doc(f.code);
      nlohmann::ordered_json fix = nullptr;
      if (f.fix) {
        nlohmann::ordered_json edits = nlohmann::ordered_json::array();
        for (const auto& e : f.fix->edits) {
          edits.push_back({{"location", location(index, e.range.start)},
                           {"end_location", location(index, e.range.end)},
                           {"content", e.new_text}});
        }
        fix = {{"message", f.fix->title}, {"applicability", f.fix->safe ? "safe" : "unsafe"}, {"edits", edits}};
      }
      all.push_back({{"filename", analysis::escaped_utf8(r.path)},
                     {"code", f.code},
                     {"name", doc ? doc->name : ""},
                     {"severity", analysis::to_string(f.severity)},
                     {"message", f.message},
                     {"url", doc ? analysis::primary_link(*doc) : ""},
                     {"location", location(index, f.range.start)},
                     {"end_location", location(index, f.range.end)},
                     {"fix", fix}});
    }
  }
  out << all.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

}  // namespace streamlint::cli
