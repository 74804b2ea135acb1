#include "server/document_snapshot.h"

#include <algorithm>

#include "server/diagnostics.h"

namespace streamlint::server {
namespace {

bool holds(const analysis::SourceRange& r, std::size_t offset) {
  return r.start_byte <= offset && offset < std::max(r.end_byte, r.start_byte + 1);
}

}  // namespace

std::optional<protocol::Hover> hover_at(const DocumentSnapshot& snapshot, const protocol::Position& position) {
  const protocol::LineIndex& lines = *snapshot.lines;
  const std::size_t offset = lines.to_offset(position, snapshot.encoding);
  std::vector<const analysis::Finding*> hits;
  for (const analysis::Finding& f : *snapshot.findings) {
    if (holds(f.range, offset)) hits.push_back(&f);
  }
  // The findings' rules explained, then the card of the query written there.
  std::optional<protocol::Hover> out(std::in_place);  // built in place: GCC 12 misreads a moved-in temporary
  if (!hits.empty()) {
    out->contents.value = hover_markdown(hits);
    out->range = to_lsp_range(hits.front()->range, lines, snapshot.encoding);
  }
  for (std::size_t i = 0; snapshot.cards && i < snapshot.cards->size(); ++i) {
    const analysis::QueryCard& card = (*snapshot.cards)[i];
    const auto anchor = std::find_if(card.anchors.begin(), card.anchors.end(), [&](const auto& a) { return holds(a, offset); });
    if (anchor == card.anchors.end()) continue;
    out->contents.value += (out->contents.value.empty() ? "" : "\n---\n\n") + analysis::query_card_markdown(card);
    if (!out->range) out->range = to_lsp_range(*anchor, lines, snapshot.encoding);
  }
  if (out->contents.value.empty()) return std::nullopt;
  return out;
}

void SnapshotStore::put(std::shared_ptr<const DocumentSnapshot> snapshot) {
  std::lock_guard lock(mutex_);
  snapshots_[snapshot->uri] = std::move(snapshot);
}

void SnapshotStore::erase(const std::string& uri) {
  std::lock_guard lock(mutex_);
  snapshots_.erase(uri);
}

void SnapshotStore::clear() {
  std::lock_guard lock(mutex_);
  snapshots_.clear();
}

std::shared_ptr<const DocumentSnapshot> SnapshotStore::get(const std::string& uri) const {
  std::lock_guard lock(mutex_);
  const auto it = snapshots_.find(uri);
  return it == snapshots_.end() ? nullptr : it->second;
}

}  // namespace streamlint::server
