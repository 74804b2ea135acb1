// The query card in the editor: hovering a query's source, trigger, output mode, foreachBatch or
// terminal call shows its card, and a code lens above each query gives its one-line summary
// (analysis/review/query_card.h). The settings codeLens and queryCardHover turn them off.
// Hovers read the cards from the document's snapshot (document_snapshot.h hover_at).
#include "protocol/uri.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

// A code lens's place: the first character of the query's statement (a lens spans one line).
protocol::CodeLens lens_at(const protocol::Position& start, const analysis::QueryCard& card) {
  protocol::CodeLens lens;
  lens.range = {start, start};
  lens.command = protocol::Command{analysis::query_summary_line(card), "", {}};  // a label: no command to run
  return lens;
}

}  // namespace

const std::vector<analysis::QueryCard>& LanguageServer::kept_cards(const std::string& uri, analysis::Document& d,
                                                                   KeptRun& kept,
                                                                   const analysis::AnalysisResult& result) {
  if (kept.cards) return *kept.cards;
  // A text that rested (rest_documents) runs again for them; its findings are the ones it has.
  if (!kept.run && d.keeps_units()) analyse_kept(uri, d, kept, settings_for(uri));
  // From the kept run when there is one (nothing runs again); else the analysis made them.
  std::vector<analysis::QueryCard> all = kept.run && d.keeps_units()
                                             ? analysis::describe_kept_queries(*kept.run, d.units(), settings_for(uri).project)
                                             : result.queries;
  const std::string path = name_of(uri);
  kept.cards.emplace();
  for (analysis::QueryCard& card : all) {
    if (card.file.empty() || card.file == path) kept.cards->push_back(std::move(card));  // queries written here
  }
  return *kept.cards;
}

const std::vector<analysis::QueryCard>& LanguageServer::cards_of(const std::string& uri, OpenDocument& doc) {
  if (!doc.analysed) refresh();
  const bool made = doc.kept.cards.has_value();
  const auto& cards = kept_cards(uri, doc.document, doc.kept, doc.module);
  if (!made && query_card_hover_) add_cards_to_snapshot(doc);  // hovers read the cards from the snapshot
  return cards;
}

const std::vector<analysis::QueryCard>& LanguageServer::notebook_cards(OpenNotebook& notebook) {
  if (!notebook.analysed) refresh();
  const bool made = notebook.kept.cards.has_value();
  const auto& cards = kept_cards(notebook.uri, *notebook.document, notebook.kept, notebook.result);
  const bool from_run = notebook.kept.run && notebook.document->keeps_units();
  // Cards made from the Python module's kept run; the analysis's own are the Scala cells' then.
  if (!made && from_run) {
    notebook.kept.cards->insert(notebook.kept.cards->end(), notebook.result.queries.begin(), notebook.result.queries.end());
  }
  return cards;
}

std::vector<protocol::CodeLens> LanguageServer::code_lens(const protocol::CodeLensParams& params) {
  if (!code_lens_enabled_) return {};
  const std::string& uri = params.text_document.uri;
  if (auto [notebook, cell] = notebooks_.holding(uri); notebook) return notebook_code_lens(*notebook, cell);
  OpenDocument* doc = find_document(uri);
  if (!doc) return {};
  std::vector<protocol::CodeLens> lenses;
  for (const analysis::QueryCard& card : cards_of(uri, *doc)) {
    lenses.push_back(lens_at(doc->lines.to_position(card.statement.start.row, card.statement.start.column, encoding_), card));
  }
  return lenses;
}

std::vector<protocol::CodeLens> LanguageServer::notebook_code_lens(OpenNotebook& notebook, std::size_t cell) {
  if (!notebook.analysed) refresh();
  std::vector<protocol::CodeLens> lenses;
  const protocol::LineIndex lines(notebook.cells.at(cell).text);
  for (const analysis::QueryCard& card : notebook_cards(notebook)) {
    const CellRange at = cell_range(notebook, card.statement);
    if (at.cell != cell) continue;
    lenses.push_back(lens_at(lines.to_position(at.range.start.row, at.range.start.column, encoding_), card));
  }
  return lenses;
}

}  // namespace streamlint::server
