// textDocument/hover: the rule behind the findings at the position, explained.
#include <algorithm>

#include "server/diagnostics.h"
#include "server/language_server.h"

namespace streamlint::server {

std::optional<protocol::Hover> LanguageServer::hover(const protocol::HoverParams& params) {
  const std::string& uri = params.text_document.uri;
  if (auto [notebook, cell] = notebooks_.holding(uri); notebook) return notebook_hover(*notebook, cell, params.position);
  OpenDocument* doc = find_document(uri);
  if (!doc) return std::nullopt;
  if (!doc->analysed) refresh();
  const protocol::LineIndex& index = doc->lines;
  const std::size_t offset = index.to_offset(params.position, encoding_);
  std::vector<const analysis::Finding*> hits;
  for (const analysis::Finding& f : doc->findings) {
    if (f.range.start_byte <= offset && offset < std::max(f.range.end_byte, f.range.start_byte + 1)) hits.push_back(&f);
  }
  // The findings' rules explained, then the card of the query written there.
  std::optional<protocol::Hover> out(std::in_place);  // built in place: GCC 12 misreads a moved-in temporary
  if (!hits.empty()) {
    out->contents.value = hover_markdown(hits);
    out->range = to_lsp_range(hits.front()->range, index, encoding_);
  }
  const std::string card = card_hover_markdown(uri, *doc, offset, out->range);
  if (!card.empty()) out->contents.value += (out->contents.value.empty() ? "" : "\n---\n\n") + card;
  if (out->contents.value.empty()) return std::nullopt;
  return out;
}

}  // namespace streamlint::server
