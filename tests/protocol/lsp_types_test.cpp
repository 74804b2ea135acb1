#include <gtest/gtest.h>

#include "protocol/jsonrpc.h"
#include "protocol/lsp_diagnostics.h"
#include "protocol/lsp_document_sync.h"
#include "protocol/lsp_language_features.h"
#include "protocol/lsp_lifecycle.h"
#include "protocol/lsp_window_workspace.h"

namespace streamlint::protocol {
namespace {

// The error code and message a decode throws; {0, ""} when it does not throw.
template <class T>
std::pair<int, std::string> decode_error(const json& j) {
  try {
    (void)j.get<T>();
  } catch (const ResponseError& e) {
    return {e.code, e.what()};
  }
  return {0, ""};
}

TEST(LspTypes, PositionsAreUintegersOrInvalidParams) {
  EXPECT_EQ((json{{"line", 3}, {"character", 7}}.get<Position>()), (Position{3, 7}));
  EXPECT_EQ((json{{"line", 2147483647}, {"character", 0}}.get<Position>().line), 2147483647u);
  for (const json& bad : {json{{"line", 4294967299LL}, {"character", 0}}, json{{"line", -1}, {"character", 0}},
                          json{{"line", "3"}, {"character", 0}}, json{{"line", 1.5}, {"character", 0}}, json{{"line", 1}}}) {
    const auto [code, message] = decode_error<Position>(bad);
    EXPECT_EQ(code, error_code::InvalidParams) << bad.dump();
  }
  EXPECT_EQ(decode_error<Position>(json{{"line", 1}}).second, "missing 'character'");
}

TEST(LspTypes, DiagnosticsUseTheSpecificationsNumbersAndLeaveOutWhatIsUnset) {
  Diagnostic d;
  d.range = {{1, 2}, {1, 9}};
  d.severity = DiagnosticSeverity::Warning;
  d.code = "SR301";
  d.source = "streamlint";
  d.message = "m";
  EXPECT_EQ(json(d), (json{{"range", {{"start", {{"line", 1}, {"character", 2}}}, {"end", {{"line", 1}, {"character", 9}}}}},
                           {"severity", 2},
                           {"code", "SR301"},
                           {"source", "streamlint"},
                           {"message", "m"}}));
  d.tags = {DiagnosticTag::Unnecessary};
  DiagnosticRelatedInformation related;
  related.location.uri = "file:///a.py";
  related.location.range = {{0, 0}, {0, 1}};
  related.message = "here";
  d.related_information.push_back(related);
  d.data = {{"fingerprint", "f"}};
  const json j = d;
  EXPECT_EQ(j["tags"], json::array({1}));
  EXPECT_EQ(j["relatedInformation"][0]["location"]["uri"], "file:///a.py");
  EXPECT_EQ(j["data"]["fingerprint"], "f");
}

TEST(LspTypes, PublishDiagnosticsLeavesOutAnUnknownVersion) {
  EXPECT_FALSE(json(PublishDiagnosticsParams{"file:///a.py", std::nullopt, {}}).contains("version"));
  EXPECT_EQ(json(PublishDiagnosticsParams{"file:///a.py", 4, {}})["version"], 4);
  EXPECT_EQ(json(PublishDiagnosticsParams{"file:///a.py", 4, {}})["diagnostics"], json::array());
}

TEST(LspTypes, AWorkspaceEditIsChangesOrDocumentChanges) {
  const TextEdit edit{{{0, 1}, {0, 4}}, "x"};
  WorkspaceEdit changes;
  changes.changes.emplace();
  (*changes.changes)["file:///a.py"] = {edit};
  EXPECT_EQ(json(changes), (json{{"changes", {{"file:///a.py", json::array({{{"range", edit.range}, {"newText", "x"}}})}}}}));
  WorkspaceEdit document_changes;
  TextDocumentEdit one;
  one.text_document.uri = "file:///a.py";
  one.text_document.version = 3;
  one.edits = {edit};
  document_changes.document_changes.emplace().push_back(one);
  const json j = document_changes;
  EXPECT_FALSE(j.contains("changes"));
  EXPECT_EQ(j["documentChanges"][0]["textDocument"], (json{{"uri", "file:///a.py"}, {"version", 3}}));
}

TEST(LspTypes, ADidChangeIsDecodedWholeOrRefused) {
  const json good = {{"textDocument", {{"uri", "file:///a.py"}, {"version", 5}}},
                     {"contentChanges", json::array({{{"range", {{"start", {{"line", 0}, {"character", 1}}},
                                                                 {"end", {{"line", 0}, {"character", 2}}}}},
                                                      {"text", "y"}},
                                                     {{"text", "whole"}}})}};
  const auto p = good.get<DidChangeTextDocumentParams>();
  EXPECT_EQ(p.text_document.version, 5);
  ASSERT_EQ(p.content_changes.size(), 2u);
  EXPECT_EQ(p.content_changes[0].range, (Range{{0, 1}, {0, 2}}));
  EXPECT_FALSE(p.content_changes[1].range.has_value());
  json string_version = good;
  string_version["textDocument"]["version"] = "5";
  EXPECT_EQ(decode_error<DidChangeTextDocumentParams>(string_version).first, error_code::InvalidParams);
  json wrapped = good;
  wrapped["contentChanges"][1]["range"] = {{"start", {{"line", 4294967296LL}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}};
  EXPECT_EQ(decode_error<DidChangeTextDocumentParams>(wrapped).first, error_code::InvalidParams);
  json no_text = good;
  no_text["contentChanges"][0].erase("text");
  EXPECT_EQ(decode_error<DidChangeTextDocumentParams>(no_text).second, "missing 'text'");
}

TEST(LspTypes, CodeActionKindsAreHierarchical) {
  CodeActionContext context;
  EXPECT_TRUE(context.wants("quickfix"));  // no `only`: every kind
  context.only = std::vector<std::string>{"quickfix"};
  EXPECT_TRUE(context.wants("quickfix"));
  EXPECT_TRUE(context.wants("quickfix.streamlint"));
  EXPECT_FALSE(context.wants("quickfixes"));
  context.only = std::vector<std::string>{"refactor", "source.organizeImports"};
  EXPECT_FALSE(context.wants("quickfix"));
  context.only = std::vector<std::string>{""};
  EXPECT_TRUE(context.wants("quickfix"));
}

TEST(LspTypes, AClientDiagnosticKeepsWhatTheClientSent) {
  const json sent = {{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 3}}}}},
                     {"message", "m"},
                     {"data", {{"fingerprint", "abc"}}},
                     {"extra", true}};
  const auto d = sent.get<ClientDiagnostic>();
  EXPECT_EQ(d.range, (Range{{0, 0}, {0, 3}}));
  EXPECT_FALSE(d.source.has_value());
  EXPECT_EQ(d.data["fingerprint"], "abc");
  EXPECT_EQ(d.original, sent);
}

TEST(LspTypes, ClientCapabilitiesSayWhetherTheClientPullsDiagnostics) {
  const json caps = {{"general", {{"positionEncodings", json::array({"utf-32", "utf-16"})}}},
                     {"textDocument", {{"diagnostic", {{"dynamicRegistration", false}}}}},
                     {"workspace", {{"diagnostics", {{"refreshSupport", true}}}, {"configuration", true}}}};
  const auto c = caps.get<ClientCapabilities>();
  EXPECT_EQ(c.position_encodings, (std::vector<std::string>{"utf-32", "utf-16"}));
  EXPECT_TRUE(c.pull_diagnostics);
  EXPECT_TRUE(c.diagnostic_refresh_support);
  EXPECT_TRUE(c.workspace_configuration);
  EXPECT_FALSE(c.workspace_edit_document_changes);
  EXPECT_FALSE(json::object().get<ClientCapabilities>().pull_diagnostics);
  EXPECT_EQ(decode_error<ClientCapabilities>({{"workspace", {{"configuration", "yes"}}}}).first, error_code::InvalidParams);
  EXPECT_EQ(decode_error<InitializeParams>(json::array()).first, error_code::InvalidParams);
  EXPECT_EQ(decode_error<InitializeParams>({{"workspaceFolders", json::array({{{"name", "w"}}})}}).second, "missing 'uri'");
}

TEST(LspTypes, ServerCapabilitiesOfferPullDiagnosticsOnlyWhenSet) {
  ServerCapabilities caps;
  caps.code_action_kinds = {"quickfix"};
  json j = caps;
  // save: the client sends didSave (project files are read again), without the text.
  EXPECT_EQ(j["textDocumentSync"], (json{{"openClose", true}, {"change", 2}, {"save", {{"includeText", false}}}}));
  EXPECT_EQ(j["positionEncoding"], "utf-16");
  EXPECT_FALSE(j.contains("diagnosticProvider"));
  EXPECT_FALSE(j.contains("codeLensProvider"));
  caps.diagnostic_provider = DiagnosticOptions{"streamlint", true, true};
  j = caps;
  EXPECT_EQ(j["diagnosticProvider"], (json{{"identifier", "streamlint"}, {"interFileDependencies", true}, {"workspaceDiagnostics", true}}));
}

TEST(LspTypes, DiagnosticReportsAreFullOrUnchanged) {
  EXPECT_EQ(json(DocumentDiagnosticReport{true, "ab", {}}), (json{{"kind", "unchanged"}, {"resultId", "ab"}}));
  EXPECT_EQ(json(DocumentDiagnosticReport{false, "ab", {}}), (json{{"kind", "full"}, {"resultId", "ab"}, {"items", json::array()}}));
  const json workspace = WorkspaceDocumentDiagnosticReport{"file:///a.py", std::nullopt, {false, "c", {}}};
  EXPECT_TRUE(workspace["version"].is_null());
  EXPECT_EQ(workspace["uri"], "file:///a.py");
  const auto params = json{{"previousResultIds", json::array({{{"uri", "file:///a.py"}, {"value", "c"}}})}}.get<WorkspaceDiagnosticParams>();
  ASSERT_EQ(params.previous_result_ids.size(), 1u);
  EXPECT_EQ(params.previous_result_ids[0].value, "c");
}

TEST(LspTypes, WatchedFileEventsNeedAKnownChangeType) {
  const auto p = json{{"changes", json::array({{{"uri", "file:///a.py"}, {"type", 3}}})}}.get<DidChangeWatchedFilesParams>();
  ASSERT_EQ(p.changes.size(), 1u);
  EXPECT_EQ(p.changes[0].type, FileChangeType::Deleted);
  EXPECT_EQ(decode_error<DidChangeWatchedFilesParams>({{"changes", json::array({{{"uri", "file:///a.py"}, {"type", 9}}})}}).first,
            error_code::InvalidParams);
}

TEST(LspTypes, CancelParamsNeedAnIntegerOrStringId) {
  EXPECT_EQ((json{{"id", 4}}.get<CancelParams>().id), 4);
  EXPECT_EQ((json{{"id", "x"}}.get<CancelParams>().id), "x");
  EXPECT_EQ(decode_error<CancelParams>({{"id", json::array()}}).first, error_code::InvalidParams);
}

}  // namespace
}  // namespace streamlint::protocol
