#include "server/diagnostics.h"

#include <functional>

#include "analysis/rules/rule_doc.h"

namespace streamlint::server {

protocol::Range to_lsp_range(const analysis::SourceRange& range, const protocol::LineIndex& index,
                             protocol::PositionEncoding encoding) {
  return {index.to_position(range.start.row, range.start.column, encoding),
          index.to_position(range.end.row, range.end.column, encoding)};
}

std::vector<protocol::TextEdit> to_lsp_edits(const std::vector<analysis::TextEdit>& edits, const protocol::LineIndex& index,
                                             protocol::PositionEncoding encoding) {
  std::vector<protocol::TextEdit> out;
  out.reserve(edits.size());
  for (const auto& e : edits) out.push_back({to_lsp_range(e.range, index, encoding), e.new_text});
  return out;
}

protocol::Diagnostic to_diagnostic(const analysis::Finding& finding, const protocol::LineIndex& index,
                                   protocol::PositionEncoding encoding, const std::string& uri,
                                   const RelatedFiles& related_files) {
  protocol::Diagnostic diagnostic;
  diagnostic.range = to_lsp_range(finding.range, index, encoding);
  diagnostic.severity = static_cast<protocol::DiagnosticSeverity>(static_cast<int>(finding.severity));
  diagnostic.code = finding.code;
  diagnostic.source = "streamlint";
  diagnostic.message = finding.message;
  if (const auto* doc = analysis::find_rule_doc(finding.code)) diagnostic.code_description_href = analysis::primary_link(*doc);
  // An unused suppression is greyed out; a deprecated API is struck through.
  if (finding.code == "SR000") {
    diagnostic.tags.push_back(protocol::DiagnosticTag::Unnecessary);
  } else if (finding.deprecated) {
    diagnostic.tags.push_back(protocol::DiagnosticTag::Deprecated);
  }
  for (const auto& r : finding.related) {
    if (r.file.empty()) {
      diagnostic.related_information.push_back({{uri, to_lsp_range(r.range, index, encoding)}, r.message});
      continue;
    }
    const auto other = related_files ? related_files(r.file) : std::nullopt;
    if (!other || !other->index) continue;
    diagnostic.related_information.push_back({{other->uri, to_lsp_range(r.range, *other->index, encoding)}, r.message});
  }
  diagnostic.data = {{"fingerprint", finding.fingerprint}};
  return diagnostic;
}

bool names_finding(const protocol::ClientDiagnostic& diagnostic, const analysis::Finding& finding) {
  // Clients may drop `source` when they send diagnostics back; `data` is what identifies ours. A
  // client that does not keep `data` (publishDiagnostics.dataSupport is optional) sends the code.
  if (diagnostic.source && *diagnostic.source != "streamlint") return false;
  const json& data = diagnostic.data;
  if (data.is_object() && data.contains("fingerprint")) {
    return data["fingerprint"].is_string() && data["fingerprint"].get<std::string>() == finding.fingerprint;
  }
  const json* code =
      diagnostic.original.is_object() && diagnostic.original.contains("code") ? &diagnostic.original["code"] : nullptr;
  return code && code->is_string() && code->get<std::string>() == finding.code;
}

namespace {

// FNV-1a, 64-bit.
// Never stored: only compared with the last publish of the same document. A keystroke hashes every
// finding of the file, so strings go through the standard library's hash (8 bytes a step), and
// each word through a splitmix64 step (https://prng.di.unimi.it/splitmix64.c).
struct Hash {
  std::uint64_t value = 0;
  void bytes(std::string_view s) {
    word(std::hash<std::string_view>{}(s));
    word(s.size());  // keeps ("ab", "c") apart from ("a", "bc")
  }
  void word(std::uint64_t w) {
    std::uint64_t z = value + w + 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    value = z ^ (z >> 31);
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
