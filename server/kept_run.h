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

  // Forgets the run (an imported module changed, or the settings did): the next analysis runs the
  // whole module again.
  void reset() {
    run.reset();
    findings.reset();
    cards.reset();
  }
};

}  // namespace streamlint::server
