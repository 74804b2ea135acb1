#include "server/diagnostics.h"

#include "analysis/rules/rule_doc.h"

namespace streamlint::server {

json to_lsp_range(const analysis::SourceRange& range, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding) {
  const protocol::Position start = index.to_position(range.start.row, range.start.column, encoding);
  const protocol::Position end = index.to_position(range.end.row, range.end.column, encoding);
  return {{"start", {{"line", start.line}, {"character", start.character}}},
          {"end", {{"line", end.line}, {"character", end.character}}}};
}

json to_lsp_edits(const std::vector<analysis::TextEdit>& edits, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding) {
  json out = json::array();
  for (const auto& e : edits) out.push_back({{"range", to_lsp_range(e.range, index, encoding)}, {"newText", e.new_text}});
  return out;
}

json to_diagnostic(const analysis::Finding& finding, const protocol::LineIndex& index,
                   protocol::PositionEncoding encoding, long version, const std::string& uri,
                   const RelatedFiles& related_files) {
  json diagnostic = {{"range", to_lsp_range(finding.range, index, encoding)},
                     {"severity", static_cast<int>(finding.severity)},
                     {"code", finding.code},
                     {"source", "streamlint"},
                     {"message", finding.message}};
  if (const auto* doc = analysis::find_rule_doc(finding.code)) {
    diagnostic["codeDescription"] = {{"href", analysis::primary_link(*doc)}};
  }
  if (finding.deprecated) diagnostic["tags"] = json::array({2});  // DiagnosticTag.Deprecated
  json data = {{"version", version}, {"fingerprint", finding.fingerprint}};
  if (finding.fix) {
    data["fix"] = {{"title", finding.fix->title}, {"edits", to_lsp_edits(finding.fix->edits, index, encoding)},
                   {"safe", finding.fix->safe}};
  }
  if (!finding.related.empty()) {
    json related = json::array();
    for (const auto& r : finding.related) {
      if (r.file.empty()) {
        related.push_back({{"location", {{"uri", uri}, {"range", to_lsp_range(r.range, index, encoding)}}},
                           {"message", r.message}});
        continue;
      }
      const auto other = related_files ? related_files(r.file) : std::nullopt;
      if (!other || !other->index) continue;
      related.push_back({{"location", {{"uri", other->uri}, {"range", to_lsp_range(r.range, *other->index, encoding)}}},
                         {"message", r.message}});
    }
    if (!related.empty()) diagnostic["relatedInformation"] = related;
  }
  if (finding.code == "SR000") diagnostic["tags"] = json::array({1});  // DiagnosticTag.Unnecessary
  diagnostic["data"] = data;
  return diagnostic;
}

std::string hover_markdown(const std::vector<const analysis::Finding*>& findings) {
  std::string out;
  for (const analysis::Finding* f : findings) {
    if (!out.empty()) out += "\n---\n\n";
    out += "**" + f->code + "**: " + f->message + "\n\n";
    if (const auto* doc = analysis::find_rule_doc(f->code)) out += analysis::render_rule_markdown(*doc);
  }
  return out;
}

}  // namespace streamlint::server
