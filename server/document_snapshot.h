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

struct DocumentSnapshot {
  DocumentSnapshot(std::string uri, long version, std::string text, std::vector<analysis::Finding> findings,
                   protocol::PositionEncoding encoding)
      : uri(std::move(uri)), version(version), text(std::move(text)), lines(this->text), findings(std::move(findings)),
        encoding(encoding) {}
  DocumentSnapshot(const DocumentSnapshot&) = delete;  // `lines` points into `text`
  DocumentSnapshot& operator=(const DocumentSnapshot&) = delete;

  std::string uri;
  long version = 0;
  std::string text;
  protocol::LineIndex lines;
  std::vector<analysis::Finding> findings;  // finished (project phase, noqa), in `text`'s bytes
  protocol::PositionEncoding encoding;
  // The cards of the queries written in the document, when they were made for this text (the
  // setting queryCardHover on); unset otherwise.
  std::optional<std::vector<analysis::QueryCard>> cards;
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
