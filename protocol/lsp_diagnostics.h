// Diagnostics as typed values: pushed (textDocument/publishDiagnostics) and pulled
// (textDocument/diagnostic, workspace/diagnostic).
// Source: LSP 3.17 specification, "Diagnostic", "PublishDiagnosticsParams", "Pull Diagnostics".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/lsp_basic_types.h"

namespace streamlint::protocol {

enum class DiagnosticSeverity { Error = 1, Warning = 2, Information = 3, Hint = 4 };
enum class DiagnosticTag { Unnecessary = 1, Deprecated = 2 };

struct DiagnosticRelatedInformation {
  Location location;
  std::string message;
};
void to_json(json& j, const DiagnosticRelatedInformation& r);

// A diagnostic as the server sends it. `data` is kept as JSON: it comes back to the server in
// CodeActionContext and is the server's own shape (server/diagnostics.h).
struct Diagnostic {
  Range range;
  std::optional<DiagnosticSeverity> severity;
  std::optional<std::string> code;
  std::optional<std::string> code_description_href;  // "codeDescription": {"href": ...}
  std::optional<std::string> source;
  std::string message;
  std::vector<DiagnosticTag> tags;  // left out when empty
  std::vector<DiagnosticRelatedInformation> related_information;  // left out when empty
  json data;  // left out when null
};
void to_json(json& j, const Diagnostic& d);

// A diagnostic a client sends back (CodeActionContext.diagnostics): only what the server reads
// from it, plus the whole value to echo in CodeAction.diagnostics.
struct ClientDiagnostic {
  Range range;
  std::optional<std::string> source;
  json data;
  json original;
};
void from_json(const json& j, ClientDiagnostic& d);

struct PublishDiagnosticsParams {
  DocumentUri uri;
  std::optional<std::int32_t> version;
  std::vector<Diagnostic> diagnostics;
};
void to_json(json& j, const PublishDiagnosticsParams& p);

// Pull diagnostics (LSP 3.17).
struct DocumentDiagnosticParams {
  TextDocumentIdentifier text_document;
  std::optional<std::string> previous_result_id;
};
void from_json(const json& j, DocumentDiagnosticParams& p);

// RelatedFullDocumentDiagnosticReport ("full") or RelatedUnchangedDocumentDiagnosticReport
// ("unchanged", when the client's previousResultId is still current; `items` is then left out).
struct DocumentDiagnosticReport {
  bool unchanged = false;
  std::string result_id;
  std::vector<Diagnostic> items;
};
void to_json(json& j, const DocumentDiagnosticReport& r);

struct PreviousResultId {
  DocumentUri uri;
  std::string value;
};
struct WorkspaceDiagnosticParams {
  std::vector<PreviousResultId> previous_result_ids;
};
void from_json(const json& j, WorkspaceDiagnosticParams& p);

// WorkspaceFullDocumentDiagnosticReport or WorkspaceUnchangedDocumentDiagnosticReport.
struct WorkspaceDocumentDiagnosticReport {
  DocumentUri uri;
  std::optional<std::int32_t> version;  // of the open document; null for a file on disk
  DocumentDiagnosticReport report;
};
void to_json(json& j, const WorkspaceDocumentDiagnosticReport& r);

struct WorkspaceDiagnosticReport {
  std::vector<WorkspaceDocumentDiagnosticReport> items;
};
void to_json(json& j, const WorkspaceDiagnosticReport& r);

}  // namespace streamlint::protocol
