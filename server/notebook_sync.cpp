// LanguageServer's notebook documents (LSP 3.17 "Notebook Document Synchronization"): the
// notebookDocument/* notifications, one analysis per notebook, diagnostics published on each
// cell's URI, and hover and quick fixes asked on a cell.
#include <map>
#include <memory>

#include <spdlog/spdlog.h>

#include "analysis/fix_validation.h"
#include "analysis/suppression.h"
#include "protocol/uri.h"
#include "server/diagnostics.h"
#include "server/language_server.h"
#include "server/request_params.h"

namespace streamlint::server {
namespace {

bool before(const analysis::TextPoint& a, const analysis::TextPoint& b) {
  return a.row < b.row || (a.row == b.row && a.column < b.column);
}

// The notebook's findings by cell (one pass), each with its range inside its cell; related places
// in the same cell are kept, others are left out (they are in another cell's document).
std::vector<std::vector<analysis::Finding>> findings_by_cell(const OpenNotebook& notebook) {
  std::vector<std::vector<analysis::Finding>> out(notebook.cells.size());
  for (const analysis::Finding& f : notebook.findings) {
    if (!f.file.empty()) continue;
    const CellRange at = cell_range(notebook, f.range);
    analysis::Finding local = f;
    local.range = at.range;
    local.fix.reset();
    local.related.clear();
    for (const analysis::RelatedLocation& r : f.related) {
      if (!r.file.empty()) continue;
      const CellRange place = cell_range(notebook, r.range);
      if (place.cell == at.cell) local.related.push_back({place.range, r.message, ""});
    }
    out[at.cell].push_back(std::move(local));
  }
  return out;
}

}  // namespace

void LanguageServer::clear_diagnostics(const std::string& uri) {
  send_(protocol::make_notification("textDocument/publishDiagnostics", {{"uri", uri}, {"diagnostics", json::array()}}));
}

void LanguageServer::did_open_notebook(const json& params) {
  notebooks_.open(params);
  project_dirty_ = true;
}

void LanguageServer::did_change_notebook(const json& params) {
  for (const std::string& uri : notebooks_.change(params, encoding_)) clear_diagnostics(uri);
  project_dirty_ = true;
}

void LanguageServer::did_close_notebook(const json& params) {
  for (const std::string& uri : notebooks_.close(params)) clear_diagnostics(uri);
  project_dirty_ = true;
}

void LanguageServer::analyse_notebook(OpenNotebook& notebook) {
  notebook.module = std::make_shared<const analysis::NotebookModule>(notebook.as_jupyter());
  const analysis::FileSettings settings = settings_for(notebook.uri);
  const std::string path = protocol::file_path_of(notebook.uri).value_or(notebook.uri);
  analysis::Snapshot snapshot{.path = path, .text = notebook.module->text(), .check_fixes = false};
  snapshot.describe_queries = false;
  std::unique_ptr<analysis::EntryResolver> modules;
  if (protocol::file_path_of(notebook.uri)) {
    modules = std::make_unique<analysis::EntryResolver>(modules_.index_for(path, settings), path);
    snapshot.modules = modules.get();
    snapshot.identity = modules->identity();
  }
  notebook.result = analysis::analyze_module(snapshot, settings.project, settings.selection);
  for (const std::string& e : notebook.result.internal_errors) spdlog::error("internal error in {}: {}", notebook.uri, e);
  notebook.selection = settings.selection;
  notebook.analysed = true;
}

void LanguageServer::publish_notebook(OpenNotebook& notebook) {
  const auto by_cell = findings_by_cell(notebook);
  for (std::size_t i = 0; i < notebook.cells.size(); ++i) {
    const NotebookCellDocument& cell = notebook.cells[i];
    const protocol::LineIndex lines(cell.text);
    const std::vector<analysis::Finding>& findings = by_cell[i];
    const std::uint64_t shown = published_hash(findings, lines, encoding_);
    auto [it, fresh] = notebook.published.try_emplace(cell.uri, shown);
    if (!fresh && it->second == shown) continue;
    it->second = shown;
    json diagnostics = json::array();
    for (const analysis::Finding& f : findings) diagnostics.push_back(to_diagnostic(f, lines, encoding_, cell.uri));
    send_(protocol::make_notification("textDocument/publishDiagnostics",
                                      {{"uri", cell.uri}, {"version", cell.version}, {"diagnostics", diagnostics}}));
  }
}

json LanguageServer::notebook_hover(OpenNotebook& notebook, std::size_t cell, const protocol::Position& position) {
  if (!notebook.analysed) refresh();
  const NotebookCellDocument& doc = notebook.cells.at(cell);
  const protocol::LineIndex lines(doc.text);
  const std::size_t offset = lines.to_offset(position, encoding_);
  const protocol::Position at = lines.to_position(offset, protocol::PositionEncoding::Utf8);
  const auto point = notebook.module->module_point({static_cast<std::uint32_t>(cell), at.line, at.character});
  if (!point) return nullptr;
  std::vector<const analysis::Finding*> hits;
  for (const analysis::Finding& f : notebook.findings) {
    if (!f.file.empty()) continue;
    const bool empty = f.range.start == f.range.end;
    if (!before(*point, f.range.start) && (before(*point, f.range.end) || (empty && *point == f.range.start))) hits.push_back(&f);
  }
  if (hits.empty()) return nullptr;
  return {{"contents", {{"kind", "markdown"}, {"value", hover_markdown(hits)}}},
          {"range", to_lsp_range(cell_range(notebook, hits.front()->range).range, lines, encoding_)}};
}

json LanguageServer::notebook_code_actions(OpenNotebook& notebook, std::size_t cell, const json& params) {
  json actions = json::array();
  if (!notebook.analysed) refresh();
  const std::string& text = notebook.module->text();
  // Edits of the module as a WorkspaceEdit over the cells' documents they land in.
  auto workspace_edit = [&](const std::vector<analysis::TextEdit>& edits) {
    std::map<std::size_t, std::vector<analysis::TextEdit>> by_cell;
    for (const analysis::TextEdit& e : edits) {
      const CellRange at = cell_range(notebook, e.range);
      by_cell[at.cell].push_back({at.range, e.new_text});
    }
    json changes = json::object(), document_changes = json::array();
    for (const auto& [index, cell_edits] : by_cell) {
      const NotebookCellDocument& target = notebook.cells[index];
      const json lsp = to_lsp_edits(cell_edits, protocol::LineIndex(target.text), encoding_);
      changes[target.uri] = lsp;
      document_changes.push_back({{"textDocument", {{"uri", target.uri}, {"version", target.version}}}, {"edits", lsp}});
    }
    return client_supports_document_changes_ ? json{{"documentChanges", document_changes}} : json{{"changes", changes}};
  };
  const protocol::LineIndex lines(notebook.cells[cell].text);
  for (const json& diagnostic : require(require(params, "context"), "diagnostics")) {
    if (diagnostic.value("source", "streamlint") != "streamlint" || !diagnostic.contains("data")) continue;
    const std::string fingerprint = diagnostic["data"].value("fingerprint", "");
    const analysis::Finding* finding = nullptr;
    for (const analysis::Finding& f : notebook.findings) {
      if (f.fingerprint != fingerprint || !f.file.empty()) continue;
      const CellRange at = cell_range(notebook, f.range);
      if (at.cell == cell && diagnostic.contains("range") && to_lsp_range(at.range, lines, encoding_) == diagnostic["range"]) finding = &f;
    }
    if (!finding) continue;
    if (finding->fix && analysis::fix_keeps_syntax(text, nullptr, *finding->fix)) {
      actions.push_back({{"title", finding->fix->title},
                         {"kind", "quickfix"},
                         {"diagnostics", json::array({diagnostic})},
                         {"isPreferred", finding->fix->safe},
                         {"edit", workspace_edit(finding->fix->edits)}});
    }
    if (auto noqa = analysis::disable_for_line_fix(text, nullptr, *finding)) {
      actions.push_back({{"title", noqa->title},
                         {"kind", "quickfix"},
                         {"diagnostics", json::array({diagnostic})},
                         {"edit", workspace_edit(noqa->edits)}});
    }
  }
  return actions;
}

}  // namespace streamlint::server
