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
                   protocol::PositionEncoding encoding, const std::string& uri,
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
  json data = {{"fingerprint", finding.fingerprint}};
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

namespace {

// FNV-1a, 64-bit.
struct Hash {
  std::uint64_t value = 1469598103934665603ULL;
  void bytes(std::string_view s) {
    for (const unsigned char c : s) value = (value ^ c) * 1099511628211ULL;
    word(s.size());  // keeps ("ab", "c") apart from ("a", "bc")
  }
  void word(std::uint64_t w) {
    for (int i = 0; i < 8; ++i) value = (value ^ ((w >> (8 * i)) & 0xff)) * 1099511628211ULL;
  }
  void position(const protocol::Position& p) { word((std::uint64_t{p.line} << 32) | p.character); }
};

}  // namespace

std::uint64_t published_hash(const std::vector<analysis::Finding>& findings, const protocol::LineIndex& index,
                             protocol::PositionEncoding encoding) {
  Hash h;
  h.word(findings.size());
  for (const analysis::Finding& f : findings) {
    h.position(index.to_position(f.range.start.row, f.range.start.column, encoding));
    h.position(index.to_position(f.range.end.row, f.range.end.column, encoding));
    h.bytes(f.code);
    h.word(static_cast<std::uint64_t>(f.severity) * 2 + f.deprecated);
    h.bytes(f.message);
    h.bytes(f.fingerprint);
    h.word(f.related.size());
    for (const auto& r : f.related) {
      h.bytes(r.file);
      h.word((std::uint64_t{r.range.start.row} << 32) | r.range.start.column);
      h.word((std::uint64_t{r.range.end.row} << 32) | r.range.end.column);
      h.bytes(r.message);
    }
  }
  return h.value;
}

std::string hover_markdown(const std::vector<const analysis::Finding*>& findings) {
  std::string out;
  for (const analysis::Finding* f : findings) {
    if (!out.empty()) out += "\n---\n\n";
    // The editor shows the diagnostic's message above the hover: the hover explains the rule.
    if (const auto* doc = analysis::find_rule_doc(f->code)) {
      out += analysis::render_rule_markdown(*doc);
    } else {
      out += "**" + f->code + "**: " + f->message + "\n";
    }
  }
  return out;
}

}  // namespace streamlint::server
