// LanguageServer's notebook documents (LSP 3.17 "Notebook Document Synchronization"): the
// notebookDocument/* notifications, one analysis per notebook, diagnostics published on each
// cell's URI, and hover and quick fixes asked on a cell.
#include <algorithm>
#include <map>
#include <memory>

#include "analysis/fix_validation.h"
#include "analysis/jupyter/notebook_results.h"
#include "analysis/suppression.h"
#include "analysis/text_util.h"
#include "protocol/uri.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

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

void LanguageServer::did_open_notebook(const protocol::DidOpenNotebookDocumentParams& params) {
  notebooks_.open(params);
  project_dirty_ = true;
}

void LanguageServer::did_change_notebook(const protocol::DidChangeNotebookDocumentParams& params) {
  for (const std::string& uri : notebooks_.change(params, encoding_)) {
    if (!client_.pull_diagnostics) clear_diagnostics(uri);  // a pulling client drops closed cells itself
  }
  project_dirty_ = true;
}

void LanguageServer::did_close_notebook(const protocol::DidCloseNotebookDocumentParams& params) {
  for (const std::string& uri : notebooks_.close(params)) {
    if (!client_.pull_diagnostics) clear_diagnostics(uri);
  }
  project_dirty_ = true;
}

void LanguageServer::analyse_notebook(OpenNotebook& notebook) {
  notebook.module = notebook.current_module(analysis::ModuleLanguage::Python);
  notebook.scala_module = notebook.current_module(analysis::ModuleLanguage::Scala);
  notebook.view = std::make_shared<const analysis::NotebookText>(notebook.module, notebook.scala_module);
  const std::string& text = notebook.module->text();
  if (!notebook.document) {
    notebook.document.emplace(text, display_name(notebook.uri));
  } else {
    // The module's text changed where the cells did: one edit from the first byte that differs to
    // the last, so the document parses and runs again only the cells inside it.
    const std::string& old = notebook.document->text();
    const std::size_t prefix = analysis::common_prefix(old, text);
    const std::size_t suffix = analysis::common_suffix(old, text, prefix);
    if (prefix != old.size() || old.size() != text.size()) {
      notebook.document->apply_edit(prefix, old.size() - suffix, std::string_view(text).substr(prefix, text.size() - suffix - prefix));
    }
  }
  const analysis::FileSettings settings = settings_for(notebook.uri);
  notebook.result = analyse_kept(notebook.uri, *notebook.document, notebook.kept, settings);
  if (notebook.scala_module) {
    // The Scala cells are a Scala notebook export, parsed cell by cell at each analysis (as a Scala
    // notebook document is), reading the project's Scala objects; their cards come with it.
    const std::string path = display_name(notebook.uri);
    const auto project = protocol::file_path_of(notebook.uri) ? modules_.index_for(path, settings) : nullptr;
    report_analysis_errors(notebook.uri, analysis::analyze_scala_cells(notebook.result, *notebook.view, path, project,
                                                                       {.path = path, .text = "", .check_fixes = false}, settings.project,
                                                                       settings.selection));
  }
  notebook.selection = settings.selection;
  notebook.analysed = true;
  notebook.finished = false;
}

std::vector<LanguageServer::CellReport> LanguageServer::cell_reports(OpenNotebook& notebook) {
  CellLines lines(notebook);
  auto by_cell = findings_by_cell(notebook);
  static const protocol::LineIndex kNoLines("");  // a cell without findings hashes none of its lines
  std::vector<CellReport> out;
  out.reserve(notebook.cells.size());
  for (std::size_t i = 0; i < notebook.cells.size(); ++i) {
    NotebookCellDocument& cell = notebook.cells[i];
    // A cell the change did not touch, with the same findings, shows what it showed: its lines are
    // not indexed again.
    if (cell.reported_edits != cell.edits || cell.reported != by_cell[i]) {
      cell.reported_hash = published_hash(by_cell[i], by_cell[i].empty() ? kNoLines : lines.of(i), encoding_);
      cell.reported = by_cell[i];
      cell.reported_edits = cell.edits;
    }
    out.push_back({cell.uri, cell.version, cell.reported_hash, std::move(by_cell[i])});
  }
  return out;
}

std::vector<protocol::Diagnostic> LanguageServer::cell_diagnostics(const OpenNotebook& notebook, const CellReport& report) {
  std::vector<protocol::Diagnostic> out;
  if (report.findings.empty()) return out;
  const protocol::LineIndex lines(notebook.cells.at(*notebook.cell_index(report.uri)).text);
  for (const analysis::Finding& f : report.findings) out.push_back(to_diagnostic(f, lines, encoding_, report.uri));
  return out;
}

bool LanguageServer::notebook_changed(OpenNotebook& notebook) {
  for (const CellReport& report : cell_reports(notebook)) {
    const auto it = notebook.published.find(report.uri);
    if (it == notebook.published.end() || it->second != report.hash) return true;
  }
  return false;
}

void LanguageServer::publish_notebook(OpenNotebook& notebook) {
  // Only the cells whose diagnostics changed are rendered and published.
  for (const CellReport& report : cell_reports(notebook)) {
    auto [it, fresh] = notebook.published.try_emplace(report.uri, report.hash);
    if (!fresh && it->second == report.hash) continue;
    it->second = report.hash;
    notify("textDocument/publishDiagnostics", protocol::PublishDiagnosticsParams{report.uri, static_cast<std::int32_t>(report.version),
                                                                                  cell_diagnostics(notebook, report)});
  }
}

std::optional<protocol::Hover> LanguageServer::notebook_hover(OpenNotebook& notebook, std::size_t cell, const protocol::Position& position) {
  if (!notebook.analysed) refresh();
  const NotebookCellDocument& doc = notebook.cells.at(cell);
  const protocol::LineIndex lines(doc.text);
  const std::size_t offset = lines.to_offset(position, encoding_);
  const protocol::Position at = lines.to_position(offset, protocol::PositionEncoding::Utf8);
  const auto point = notebook.view->module_point({static_cast<std::uint32_t>(cell), at.line, at.character});
  if (!point) return std::nullopt;
  std::vector<const analysis::Finding*> hits;
  auto holds = [&](const analysis::SourceRange& r) {
    const bool empty = r.start == r.end;
    return !before(*point, r.start) && (before(*point, r.end) || (empty && *point == r.start));
  };
  for (const analysis::Finding& f : notebook.findings) {
    if (f.file.empty() && holds(f.range)) hits.push_back(&f);
  }
  std::optional<protocol::Hover> out(std::in_place);  // built in place, as in hover.cpp
  if (!hits.empty()) {
    out->contents.value = hover_markdown(hits);
    out->range = to_lsp_range(cell_range(notebook, hits.front()->range).range, lines, encoding_);
  }
  // The card of the query written there.
  static const std::vector<analysis::QueryCard> kNoCards;
  for (const analysis::QueryCard& card : query_card_hover_ ? notebook_cards(notebook) : kNoCards) {
    for (const analysis::SourceRange& anchor : card.anchors) {
      if (!holds(anchor)) continue;
      out->contents.value += (out->contents.value.empty() ? "" : "\n---\n\n") + analysis::query_card_markdown(card);
      if (!out->range) out->range = to_lsp_range(cell_range(notebook, anchor).range, lines, encoding_);
      break;
    }
  }
  if (out->contents.value.empty()) return std::nullopt;
  return out;
}

std::vector<protocol::CodeAction> LanguageServer::notebook_code_actions(OpenNotebook& notebook, std::size_t cell,
                                                                        const protocol::CodeActionParams& params) {
  if (!notebook.analysed) refresh();
  const std::string path = protocol::file_path_of(notebook.uri).value_or(notebook.uri);
  // Edits of a module become edits of the cells' documents they land in. A Scala cell's finding
  // is fixed, and its fix proven, in the Scala module's own text, whose edits are then moved to
  // where that text is in the notebook's (NotebookText).
  CellLines cell_lines(notebook);
  const auto cell_edits = [&](const std::vector<analysis::TextEdit>& edits, bool scala) {
    std::map<std::size_t, std::vector<analysis::TextEdit>> by_cell;
    for (const analysis::TextEdit& e : edits) {
      const CellRange at = cell_range(notebook, scala ? notebook.view->shifted(e.range) : e.range);
      by_cell[at.cell].push_back({at.range, e.new_text});
    }
    std::map<std::string, VersionedEdits> by_uri;
    for (const auto& [index, cell_edits] : by_cell) {
      const NotebookCellDocument& to = notebook.cells[index];
      by_uri[to.uri] = {to.version, to_lsp_edits(cell_edits, cell_lines.of(index), encoding_)};
    }
    return workspace_edit(std::move(by_uri));
  };
  const FixTarget target{notebook.module->text(), nullptr, path,
                         [&](const std::vector<analysis::TextEdit>& edits) { return cell_edits(edits, false); }};
  static const std::string kNoText;
  const std::string scala_path = analysis::scala_cells_path(path);
  const FixTarget scala_target{notebook.scala_module ? notebook.scala_module->text() : kNoText, nullptr, scala_path,
                               [&](const std::vector<analysis::TextEdit>& edits) { return cell_edits(edits, true); }};
  const protocol::LineIndex lines(notebook.cells[cell].text);
  std::vector<protocol::CodeAction> actions;
  for (const protocol::ClientDiagnostic& diagnostic : params.context.diagnostics) {
    for (const analysis::Finding& f : notebook.findings) {
      if (!names_finding(diagnostic, f) || !f.file.empty()) continue;
      const CellRange at = cell_range(notebook, f.range);
      if (at.cell == cell && to_lsp_range(at.range, lines, encoding_) == diagnostic.range) {
        if (!notebook.view->in_scala(f.range.start)) {
          append_actions(actions, diagnostic, f, target);
          break;
        }
        analysis::Finding local = f;  // in the Scala module's own text
        local.range = notebook.view->unshifted(f.range);
        if (local.fix) {
          for (analysis::TextEdit& e : local.fix->edits) e.range = notebook.view->unshifted(e.range);
        }
        append_actions(actions, diagnostic, local, scala_target);
        break;
      }
    }
  }
  return actions;
}

}  // namespace streamlint::server
