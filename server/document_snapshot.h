// An open document as it was last analysed: its text, lines, finished findings and query cards,
// immutable and shared. The thread that reads the client's messages answers a hover from it while
// the analysis of newer edits runs (server/stdio_transport.cpp); the session answers hovers from it
// too, once its analysis is current. Positions in a snapshot are in its own text's coordinates.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "analysis/finding.h"
#include "analysis/review/query_card.h"
#include "protocol/line_index.h"
#include "protocol/lsp_language_features.h"

namespace streamlint::server {

// Its parts are shared: a snapshot with the cards added shares the text, lines and findings of
// the one without (made on each edit: the text is copied, its lines are not scanned again).
struct DocumentSnapshot {
  std::string uri;
  long version = 0;
  std::shared_ptr<const std::string> text;
  std::shared_ptr<const protocol::LineIndex> lines;  // over *text
  std::shared_ptr<const std::vector<analysis::Finding>> findings;  // finished (project phase, noqa), in text's bytes
  protocol::PositionEncoding encoding = protocol::PositionEncoding::Utf16;
  // The cards of the queries written in the document, when they were made for this text (the
  // setting queryCardHover on); null otherwise.
  std::shared_ptr<const std::vector<analysis::QueryCard>> cards;
};

// The hover at `position`: the rules of the findings there explained, then the card of a query
// whose source, trigger, output mode, foreachBatch or terminal call is there. Null when neither.
std::optional<protocol::Hover> hover_at(const DocumentSnapshot& snapshot, const protocol::Position& position);

// The latest snapshot of each open document, by URI. Thread-safe.
class SnapshotStore {
 public:
  void put(std::shared_ptr<const DocumentSnapshot> snapshot);
  void erase(const std::string& uri);
  void clear();
  std::shared_ptr<const DocumentSnapshot> get(const std::string& uri) const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const DocumentSnapshot>> snapshots_;
};

}  // namespace streamlint::server
