// textDocument/codeAction: a finding's fix, and "Disable for this line" (a noqa comment).
#include "analysis/fix_validation.h"
#include "analysis/scala/scala_source.h"
#include "analysis/suppression.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {

protocol::WorkspaceEdit LanguageServer::workspace_edit(std::map<std::string, VersionedEdits> by_uri) const {
  protocol::WorkspaceEdit edit;
  if (client_.workspace_edit_document_changes) {
    edit.document_changes.emplace();
    for (auto& [uri, versioned] : by_uri) {
      edit.document_changes->push_back({{uri, static_cast<std::int32_t>(versioned.first)}, std::move(versioned.second)});
    }
  } else {
    edit.changes.emplace();
    for (auto& [uri, versioned] : by_uri) (*edit.changes)[uri] = std::move(versioned.second);
  }
  return edit;
}

void LanguageServer::append_actions(std::vector<protocol::CodeAction>& actions, const protocol::ClientDiagnostic& diagnostic,
                                    const analysis::Finding& finding, const FixTarget& target) const {
  // Fixes are made now, on the current text; the one asked for must keep the syntax.
  if (finding.fix && analysis::fix_keeps_syntax(target.text, target.tree, *finding.fix, target.path)) {
    actions.push_back({finding.fix->title, protocol::code_action_kind::QuickFix, {diagnostic.original}, finding.fix->safe,
                       target.edit(finding.fix->edits)});
  }
  if (auto noqa = analysis::disable_for_line_fix(target.text, target.tree, finding, target.path)) {
    actions.push_back({noqa->title, protocol::code_action_kind::QuickFix, {diagnostic.original}, std::nullopt,
                       target.edit(noqa->edits)});
  }
}

std::vector<protocol::CodeAction> LanguageServer::code_action(const protocol::CodeActionParams& params) {
  if (!params.context.wants(protocol::code_action_kind::QuickFix)) return {};
  const std::string& uri = params.text_document.uri;
  if (auto [notebook, cell] = notebooks_.holding(uri); notebook) return notebook_code_actions(*notebook, cell, params);
  OpenDocument* doc = find_document(uri);
  if (!doc) return {};
  // A document too broken to parse whole in time (Document::parsed) has no tree to prove a fix
  // keeps the syntax with: no fix is offered until it parses again. (A Scala document has no
  // Python tree: its fixes are proven on a Scala parse.)
  const std::string path = display_name(uri);
  if (!doc->document.parsed() && !analysis::is_scala_path(path)) return {};
  const protocol::LineIndex& index = doc->lines;
  const FixTarget target{doc->document.text(), &doc->document.tree(), path, [&](const std::vector<analysis::TextEdit>& edits) {
                           return workspace_edit({{uri, {doc->version, to_lsp_edits(edits, index, encoding_)}}});
                         }};
  std::vector<protocol::CodeAction> actions;
  for (const protocol::ClientDiagnostic& diagnostic : params.context.diagnostics) {
    // The finding behind the diagnostic: the current one with its fingerprint at its range. One
    // whose range moved on belongs to an older text, and gets no fix.
    const std::string fingerprint = fingerprint_of(diagnostic);
    if (fingerprint.empty()) continue;
    for (const analysis::Finding& f : doc->findings()) {
      if (f.fingerprint == fingerprint && to_lsp_range(f.range, index, encoding_) == diagnostic.range) {
        append_actions(actions, diagnostic, f, target);
        break;
      }
    }
  }
  return actions;
}

}  // namespace streamlint::server
