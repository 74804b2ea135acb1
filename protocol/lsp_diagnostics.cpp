#include "protocol/lsp_diagnostics.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {

void to_json(json& j, const DiagnosticRelatedInformation& r) {
  j = {{"location", r.location}, {"message", r.message}};
}

void to_json(json& j, const Diagnostic& d) {
  j = {{"range", d.range}};
  if (d.severity) j["severity"] = static_cast<int>(*d.severity);
  write_optional(j, "code", d.code);
  if (d.code_description_href) j["codeDescription"] = {{"href", *d.code_description_href}};
  write_optional(j, "source", d.source);
  j["message"] = d.message;
  if (!d.tags.empty()) {
    json tags = json::array();
    for (const DiagnosticTag t : d.tags) tags.push_back(static_cast<int>(t));
    j["tags"] = std::move(tags);
  }
  if (!d.related_information.empty()) j["relatedInformation"] = d.related_information;
  if (!d.data.is_null()) j["data"] = d.data;
}

void from_json(const json& j, ClientDiagnostic& d) {
  d.range = read_field<Range>(j, "range");
  d.source.reset();
  if (const json* s = optional_field(j, "source"); s && s->is_string()) d.source = s->get<std::string>();
  const json* data = optional_field(j, "data");
  d.data = data ? *data : json();
  d.original = j;
}

void to_json(json& j, const PublishDiagnosticsParams& p) {
  j = {{"uri", p.uri}};
  write_optional(j, "version", p.version);
  j["diagnostics"] = p.diagnostics;
}

void from_json(const json& j, DocumentDiagnosticParams& p) {
  p.text_document = read_field<TextDocumentIdentifier>(j, "textDocument");
  p.previous_result_id.reset();
  if (optional_field(j, "previousResultId")) p.previous_result_id = read_string(j, "previousResultId");
}

void to_json(json& j, const DocumentDiagnosticReport& r) {
  j = {{"kind", r.unchanged ? "unchanged" : "full"}, {"resultId", r.result_id}};
  if (!r.unchanged) j["items"] = r.items;
}

void from_json(const json& j, WorkspaceDiagnosticParams& p) {
  p.previous_result_ids.clear();
  const json* ids = optional_field(j, "previousResultIds");
  if (!ids) return;
  if (!ids->is_array()) invalid_params("'previousResultIds' must be an array");
  for (const json& id : *ids) p.previous_result_ids.push_back({read_string(id, "uri"), read_string(id, "value")});
}

void to_json(json& j, const WorkspaceDocumentDiagnosticReport& r) {
  to_json(j, r.report);
  j["uri"] = r.uri;
  j["version"] = r.version ? json(*r.version) : json(nullptr);
}

void to_json(json& j, const WorkspaceDiagnosticReport& r) { j = {{"items", r.items}}; }

}  // namespace streamlint::protocol
