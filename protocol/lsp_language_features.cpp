#include "protocol/lsp_language_features.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {

void to_json(json& j, const Hover& h) {
  j = {{"contents", h.contents}};
  write_optional(j, "range", h.range);
}

bool CodeActionContext::wants(std::string_view kind) const {
  if (!only) return true;
  for (const std::string& k : *only) {
    // Kinds are hierarchical: asking for "quickfix" takes "quickfix.x" too; "" is every kind.
    if (k.empty() || k == kind || (kind.size() > k.size() && kind.compare(0, k.size(), k) == 0 && kind[k.size()] == '.')) return true;
  }
  return false;
}

void from_json(const json& j, CodeActionContext& c) {
  const json& diagnostics = required_field(j, "diagnostics");
  if (!diagnostics.is_array()) invalid_params("'diagnostics' must be an array");
  c.diagnostics.clear();
  for (const json& d : diagnostics) c.diagnostics.push_back(decode_as<ClientDiagnostic>(d, "diagnostics"));
  c.only.reset();
  if (const json* only = optional_field(j, "only")) {
    if (!only->is_array()) invalid_params("'only' must be an array of strings");
    c.only.emplace();
    for (const json& k : *only) {
      if (!k.is_string()) invalid_params("'only' must be an array of strings");
      c.only->push_back(k.get<std::string>());
    }
  }
}

void from_json(const json& j, CodeActionParams& p) {
  p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument");
  p.range = read_field<Range>(j, "range");
  p.context = read_field<CodeActionContext>(j, "context");
}

void to_json(json& j, const Command& c) {
  j = {{"title", c.title}, {"command", c.command}};
  if (!c.arguments.empty()) j["arguments"] = c.arguments;
}

void to_json(json& j, const CodeAction& a) {
  j = {{"title", a.title}, {"kind", a.kind}, {"diagnostics", a.diagnostics}};
  write_optional(j, "isPreferred", a.is_preferred);
  j["edit"] = a.edit;
}

void from_json(const json& j, CodeLensParams& p) { p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument"); }

void to_json(json& j, const CodeLens& l) {
  j = {{"range", l.range}};
  write_optional(j, "command", l.command);
}

void from_json(const json& j, ExecuteCommandParams& p) {
  p.command = read_string(j, "command");
  p.arguments.clear();
  if (const json* args = optional_field(j, "arguments")) {
    if (!args->is_array()) invalid_params("'arguments' must be an array");
    p.arguments.assign(args->begin(), args->end());
  }
}

}  // namespace streamlint::protocol
