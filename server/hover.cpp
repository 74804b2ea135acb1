// textDocument/hover: the rule behind the findings at the position, explained.
#include "server/language_server.h"

namespace streamlint::server {

std::optional<protocol::Hover> LanguageServer::hover(const protocol::HoverParams& params) {
  const std::string& uri = params.text_document.uri;
  if (auto [notebook, cell] = notebooks_.holding(uri); notebook) return notebook_hover(*notebook, cell, params.position);
  OpenDocument* doc = find_document(uri);
  if (!doc) return std::nullopt;
  if (!doc->analysed) refresh();
  if (query_card_hover_) cards_of(uri, *doc);  // into the snapshot
  if (!doc->snapshot) take_snapshot(uri, *doc, {});
  return hover_at(*doc->snapshot, params.position);
}

}  // namespace streamlint::server
