// Reports for other programs: SARIF 2.1.0 (code scanning), GitHub workflow commands, JUnit XML.
// SARIF: OASIS SARIF 2.1.0 (sarifLog, run.columnKind, reportingDescriptor.helpUri,
// result.partialFingerprints). GitHub: "Workflow commands for GitHub Actions" (::error file=...).
#include <ostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "analysis/rules/rule_doc.h"
#include "analysis/utf8.h"
#include "cli/file_scan.h"
#include "cli/reporters.h"
#include "protocol/line_index.h"

namespace streamlint::cli {
namespace {

using analysis::Finding;
using analysis::Severity;
using protocol::LineIndex;

// Files under the working directory are relative to %SRCROOT%; others are absolute file URIs.
nlohmann::ordered_json artifact_location(const std::string& uri) {
  if (uri.rfind("file://", 0) == 0) return {{"uri", uri}};
  return {{"uri", uri}, {"uriBaseId", "%SRCROOT%"}};
}

nlohmann::ordered_json artifact(const FileReport& r) { return artifact_location(r.uri); }

std::string sarif_level(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    default: return "note";
  }
}

// 1-based line and column (code points) in the file itself: a notebook's are where the cell's
// source is written in the .ipynb JSON.
std::pair<std::uint32_t, std::uint32_t> file_point(const FileReport& report, const LineIndex& index,
                                                   const analysis::TextPoint& p) {
  if (report.notebook) {
    const analysis::FilePosition at = report.notebook->file_position(p);
    return {at.row + 1, at.column + 1};
  }
  const auto pos = code_points(index, p);
  return {pos.line + 1, pos.character + 1};
}

nlohmann::json sarif_region(const FileReport& report, const LineIndex& index, const analysis::SourceRange& r) {
  const auto [start_line, start_column] = file_point(report, index, r.start);
  const auto [end_line, end_column] = file_point(report, index, r.end);
  return {{"startLine", start_line}, {"startColumn", start_column}, {"endLine", end_line}, {"endColumn", end_column}};
}

// A notebook's message names the cell and the line inside it, which the region cannot.
std::string located_message(const FileReport& report, const LineIndex& index, const Finding& f) {
  if (!report.notebook) return f.message;
  const ShownPoint at = shown_point(report, index, f.range.start);
  return "cell " + std::to_string(at.cell) + ", line " + std::to_string(at.line) + ": " + f.message;
}

// Workflow-command escaping: data escapes %, CR, LF; properties also ':' and ','.
std::string escape_data(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '%') out += "%25";
    else if (c == '\r') out += "%0D";
    else if (c == '\n') out += "%0A";
    else out.push_back(c);
  }
  return out;
}

std::string escape_property(std::string_view s) {
  std::string out;
  for (char c : escape_data(s)) {
    if (c == ':') out += "%3A";
    else if (c == ',') out += "%2C";
    else out.push_back(c);
  }
  return out;
}

// XML 1.0 text: markup escaped, and only characters XML allows (valid UTF-8, no control characters
// but tab and line ends; https://www.w3.org/TR/xml/#charsets).
std::string xml_escape(std::string_view raw) {
  const std::string s = analysis::valid_utf8(raw);
  std::string out;
  for (char c : s) {
    if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') {
      out += "\xEF\xBF\xBD";
      continue;
    }
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

}  // namespace

void report_sarif(const std::vector<FileReport>& reports, std::ostream& out) {
  nlohmann::ordered_json rules = nlohmann::ordered_json::array();
  std::map<std::string, std::size_t> rule_index;
  for (const auto& doc : analysis::rule_docs()) {
    rule_index[std::string(doc.code)] = rules.size();
    nlohmann::ordered_json rule = {
        {"id", doc.code},
        {"name", doc.name},
        {"shortDescription", {{"text", doc.summary}}},
        {"fullDescription", {{"text", doc.why}}},
        {"help", {{"text", doc.fix}, {"markdown", analysis::render_rule_markdown(doc)}}},
        {"defaultConfiguration", {{"level", sarif_level(doc.severity)}}},
        {"properties", {{"category", doc.category}}}};
    if (!doc.links.empty()) rule["helpUri"] = analysis::primary_link(doc);
    rules.push_back(rule);
  }
  // Related locations may sit in another file (SR102 across files): its text gives the columns.
  std::map<std::string, const FileReport*> by_path;
  for (const FileReport& r : reports) by_path[r.path] = &r;
  nlohmann::ordered_json results = nlohmann::ordered_json::array();
  for (const FileReport& r : reports) {
    const LineIndex index(r.text);
    auto related_location = [&](const analysis::RelatedLocation& related) -> nlohmann::ordered_json {
      nlohmann::ordered_json location = {{"message", {{"text", related.message}}}};
      if (related.file.empty()) {
        location["physicalLocation"] = {{"artifactLocation", artifact(r)}, {"region", sarif_region(r, index, related.range)}};
        return location;
      }
      const auto other = by_path.find(related.file);
      nlohmann::ordered_json region = {{"startLine", related.range.start.row + 1}};  // no text: the line only
      if (other != by_path.end() && !other->second->text.empty()) {
        region = sarif_region(*other->second, LineIndex(other->second->text), related.range);
      }
      location["physicalLocation"] = {{"artifactLocation", artifact_location(artifact_uri(related.file))},
                                      {"region", region}};
      return location;
    };
    for (const Finding& f : r.findings) {
      nlohmann::ordered_json result = {
          {"ruleId", f.code},
          {"ruleIndex", rule_index.count(f.code) ? rule_index[f.code] : 0},
          {"level", sarif_level(f.severity)},
          {"message", {{"text", located_message(r, index, f)}}},
          {"locations", {{{"physicalLocation",
                           {{"artifactLocation", artifact(r)}, {"region", sarif_region(r, index, f.range)}}}}}},
          {"partialFingerprints", {{"streamlintFinding/v1", f.fingerprint}}}};
      if (!f.related.empty()) {
        nlohmann::ordered_json related = nlohmann::ordered_json::array();
        for (const auto& l : f.related) related.push_back(related_location(l));
        result["relatedLocations"] = related;
      }
      if (f.fix && !r.notebook) {
        nlohmann::ordered_json replacements = nlohmann::ordered_json::array();
        for (const auto& e : f.fix->edits) {
          replacements.push_back({{"deletedRegion", sarif_region(r, index, e.range)},
                                  {"insertedContent", {{"text", e.new_text}}}});
        }
        result["fixes"] = {{{"description", {{"text", f.fix->title}}},
                            {"artifactChanges", {{{"artifactLocation", artifact(r)},
                                                  {"replacements", replacements}}}}}};
      }
      results.push_back(result);
    }
  }
  nlohmann::ordered_json log = {
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", {{{"tool", {{"driver", {{"name", "streamlint"},
                                       {"version", STREAMLINT_VERSION},
                                       {"rules", rules}}}}},
                 {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", root_uri()}}}}},
                 {"columnKind", "unicodeCodePoints"},
                 {"results", results}}}}};
  out << log.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
}

void report_github(const std::vector<FileReport>& reports, std::ostream& out) {
  for (const FileReport& r : reports) {
    const LineIndex index(r.text);
    for (const Finding& f : r.findings) {
      const auto [line, col] = file_point(r, index, f.range.start);
      const auto [end_line, end_col] = file_point(r, index, f.range.end);
      const char* level = f.severity == Severity::Error ? "error" : f.severity == Severity::Warning ? "warning" : "notice";
      out << "::" << level << " file=" << escape_property(analysis::escaped_utf8(r.path)) << ",line=" << line
          << ",col=" << col << ",endLine=" << end_line << ",endColumn=" << end_col << ",title=" << escape_property(f.code)
          << "::" << escape_data(analysis::valid_utf8(f.code + " " + located_message(r, index, f))) << '\n';
    }
  }
}

void report_junit(const std::vector<FileReport>& reports, std::ostream& out) {
  std::size_t failures = 0;
  for (const FileReport& r : reports) failures += r.findings.empty() ? 0 : 1;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<testsuites name=\"streamlint\" tests=\"" << reports.size() << "\" failures=\"" << failures << "\">\n"
      << "  <testsuite name=\"streamlint\" tests=\"" << reports.size() << "\" failures=\"" << failures
      << "\" errors=\"0\">\n";
  for (const FileReport& r : reports) {
    out << "    <testcase classname=\"streamlint\" name=\"" << xml_escape(analysis::escaped_utf8(r.path)) << "\"";
    if (r.findings.empty()) {
      out << "/>\n";
      continue;
    }
    const LineIndex index(r.text);
    out << ">\n      <failure message=\"" << r.findings.size() << " finding" << (r.findings.size() == 1 ? "" : "s")
        << "\" type=\"streamlint\">";
    for (const Finding& f : r.findings) {
      const ShownPoint at = shown_point(r, index, f.range.start);
      std::ostringstream line;
      line << analysis::escaped_utf8(r.path) << ':';
      if (at.cell) line << "cell " << at.cell << ':';
      line << at.line << ':' << at.column << ": " << f.code << " ["
           << analysis::to_string(f.severity) << "] " << f.message << '\n';
      out << xml_escape(line.str());
    }
    out << "</failure>\n    </testcase>\n";
  }
  out << "  </testsuite>\n</testsuites>\n";
}

namespace {

std::map<std::string, std::size_t> counts_per_code(const std::vector<FileReport>& reports) {
  std::map<std::string, std::size_t> counts;
  for (const FileReport& r : reports) {
    for (const Finding& f : r.findings) ++counts[f.code];
  }
  return counts;
}

}  // namespace

void report_statistics_json(const std::vector<FileReport>& reports, std::ostream& out) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const auto& [code, n] : counts_per_code(reports)) {
    const auto* doc = analysis::find_rule_doc(code);
    rows.push_back({{"code", code}, {"name", doc ? doc->name : ""}, {"count", n}});
  }
  out << rows.dump(2) << '\n';
}

void report_statistics(const std::vector<FileReport>& reports, std::ostream& out) {
  const std::map<std::string, std::size_t> counts = counts_per_code(reports);
  std::size_t total = 0;
  for (const auto& [code, n] : counts) {
    const auto* doc = analysis::find_rule_doc(code);
    const std::string count = std::to_string(n);
    out << std::string(count.size() < 4 ? 4 - count.size() : 0, ' ') << count << "  " << code << "  "
        << (doc ? doc->name : "") << '\n';
    total += n;
  }
  out << "Found " << total << " finding" << (total == 1 ? "" : "s") << " in " << reports.size() << " file"
      << (reports.size() == 1 ? "" : "s") << ".\n";
}

}  // namespace streamlint::cli
