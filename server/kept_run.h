// What an open text's module phase keeps between edits (a text document, or a notebook's cells as
// one module): the resolver it reads the project's modules through, its module run (only what an
// edit changed runs again, analysis/query_model/module_run.h) and the run's findings kept run by
// run (analysis/incremental_findings.h).
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "analysis/incremental_findings.h"
#include "analysis/project/project_index.h"
#include "analysis/query_model/module_run.h"
#include "analysis/review/query_card.h"

namespace streamlint::server {

struct KeptRun {
  std::unique_ptr<analysis::EntryResolver> modules{};
  std::unique_ptr<analysis::ModuleRun> run{};
  std::unique_ptr<analysis::IncrementalFindings> findings{};
  // The cards of the queries written in this text, for the current text (made on demand).
  std::optional<std::vector<analysis::QueryCard>> cards{};

  // The scopes the run kept after its first update (its whole module's). A closure may point into
  // any scope a run made, so a run frees scopes only with itself: each edit that runs a call again
  // adds a few, and a run keeping more than half again its first count (plus a floor, so a small
  // text is not run again every few edits) starts over. That bounds a document's memory across
  // edits at one full run per few hundred edits of a 10k-line file (docs/benchmarks.md).
  std::size_t first_scopes = 0;
  static constexpr std::size_t kScopeFloor = 1024;

  // Notes the first update's count (call after each analysis through `run`).
  void note_update() {
    if (run && first_scopes == 0) first_scopes = run->scope_count();
  }
  // Whether the run has kept so many scopes since its first update that it should start over.
  bool outgrown() const { return run && run->scope_count() > first_scopes + first_scopes / 2 + kScopeFloor; }

  // Drops the run and its findings while the text rests (the cards, made for this text, stay).
  void rest() {
    run.reset();
    findings.reset();
    first_scopes = 0;
  }

  // Forgets the run (an imported module changed, or the settings did): the next analysis runs the
  // whole module again.
  void reset() {
    rest();
    cards.reset();
  }
};

}  // namespace streamlint::server
