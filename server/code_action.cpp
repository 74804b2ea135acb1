// textDocument/codeAction: a finding's fix, and "Disable for this line" (a noqa comment).
#include "analysis/fix_validation.h"
#include "analysis/notebook.h"
#include "analysis/project/project_config.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"
#include "analysis/suppression.h"
#include "analysis/text_util.h"
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
  // Fixes are made on the current text: one edited since its last analysis is analysed first
  // (its findings' byte ranges belong to the text they were found in).
  if (!doc->analysed) refresh();
  // A fix is proven to keep the syntax on the tree of the text it edits: the module's, or when the
  // whole text did not parse in time (Document::chunked), the chunk's holding the finding. A
  // notebook export's cell is parsed again on its own (fix_keeps_syntax), as `check` proves it.
  const std::string path = name_of(uri);
  const analysis::Document& d = doc->document;
  // Scala is parsed again to prove a fix; SQL and YAML have no tree to prove it on (fix_keeps_syntax).
  const bool apart = analysis::is_scala_path(path) || analysis::is_sql_path(path) || analysis::is_yaml_path(path);
  // Text with lone '\r' (old Mac line ends) keeps no tree: the analysis read it with them as '\n'
  // (the same offsets), and so are its fixes made and proven, on a fresh parse.
  const bool lone_cr = !d.parsed() && !d.chunked() && !apart && analysis::has_lone_carriage_return(d.text());
  const std::string normalised = lone_cr ? analysis::normalise_lone_carriage_returns(d.text()) : std::string();
  if (!d.parsed() && !d.chunked() && !apart && !lone_cr) return {};
  const std::string& text = lone_cr ? normalised : d.text();
  const bool notebook = analysis::is_databricks_notebook(text);
  const auto tree_at = [&](std::uint32_t byte) -> const analysis::SyntaxTree* {
    if (d.parsed()) return &d.tree();
    if (apart || notebook || lone_cr) return nullptr;  // parsed on its own by fix_keeps_syntax
    const analysis::ParsedChunks& chunks = d.chunks();
    for (std::size_t i = 0; i < chunks.ranges.size(); ++i) {
      if (chunks.ranges[i].start_byte <= byte && byte <= chunks.ranges[i].end_byte) return &chunks.trees[i];
    }
    return nullptr;
  };
  const protocol::LineIndex& index = doc->lines;
  const auto edit = [&](const std::vector<analysis::TextEdit>& edits) {
    return workspace_edit({{uri, {doc->version, to_lsp_edits(edits, index, encoding_)}}});
  };
  std::vector<protocol::CodeAction> actions;
  for (const protocol::ClientDiagnostic& diagnostic : params.context.diagnostics) {
    // The finding behind the diagnostic: the current one it names at its range. One whose range
    // moved on belongs to an older text, and gets no fix.
    for (const analysis::Finding& f : doc->findings()) {
      if (names_finding(diagnostic, f) && to_lsp_range(f.range, index, encoding_) == diagnostic.range) {
        const analysis::SyntaxTree* tree = tree_at(f.range.start_byte);
        if (!tree && !apart && !notebook && !lone_cr) break;  // no chunk holds it: not proven
        append_actions(actions, diagnostic, f, {text, tree, path, edit});
        break;
      }
    }
  }
  return actions;
}

}  // namespace streamlint::server
