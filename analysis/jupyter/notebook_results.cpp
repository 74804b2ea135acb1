#include "analysis/jupyter/notebook_results.h"

#include <optional>

namespace streamlint::analysis {
namespace {

// Renames `from` to `to` wherever a message names it.
void rename_in(std::string& message, std::string_view from, std::string_view to) {
  for (std::size_t at = message.find(from); at != std::string::npos; at = message.find(from, at + to.size())) {
    message.replace(at, from.size(), to);
  }
}

struct Mover {
  const NotebookText& text;
  const std::string scala_path;
  const std::string& path;

  // A place in `file`: the Scala module's ("" or its path) moves and takes the notebook's name.
  bool ours(const std::string& file) const { return file.empty() || file == scala_path; }
  void place(std::string& file, SourceRange& range) const {
    if (!ours(file)) return;
    if (!file.empty()) file = path;
    range = text.shifted(range);
  }
  void finding(Finding& f) const {
    if (ours(f.file)) {
      f.file.clear();
      f.range = text.shifted(f.range);
    }
    rename_in(f.message, scala_path, path);
    if (f.stand_in) {  // the Scala cells' run is the notebook's
      if (f.stand_in->start_file == scala_path) {
        f.stand_in->start_file = path;
        if (f.stand_in->site.statement == 0) f.stand_in->site.offset += text.scala_byte();
      }
      if (f.stand_in->origin == scala_path) f.stand_in->origin = path;
    }
    if (f.fix) {
      for (TextEdit& e : f.fix->edits) place(e.file, e.range);
    }
    for (RelatedLocation& r : f.related) {
      place(r.file, r.range);
      rename_in(r.message, scala_path, path);
    }
  }
};

}  // namespace

std::string scala_cells_path(std::string_view path) { return std::string(path) + ".scala"; }

void add_scala_cells_result(AnalysisResult& python, AnalysisResult scala, const NotebookText& text, const std::string& path) {
  const Mover move{text, scala_cells_path(path), path};
  for (Finding& f : scala.findings) {  // (sorted: every one is after the Python module's text)
    move.finding(f);
    python.findings.push_back(std::move(f));
  }
  for (Finding& f : scala.elsewhere) {
    move.finding(f);
    python.elsewhere.push_back(std::move(f));
  }
  for (QueryCard& card : scala.queries) {
    if (move.ours(card.file)) {
      card.file.clear();
      card.range = text.shifted(card.range);
      card.statement = text.shifted(card.statement);
      for (SourceRange& anchor : card.anchors) anchor = text.shifted(anchor);
    }
    python.queries.push_back(std::move(card));
  }
  for (CheckpointUse& use : scala.checkpoints) {
    move.place(use.file, use.range);
    // Its own entry beside the Python cells' queries (their orders are not comparable); named as
    // the notebook when it has no Python cells.
    if (use.entry == move.scala_path) use.entry = text.python().holds_cells() ? path + " (Scala cells)" : path;
    if (use.start_file == move.scala_path) {
      use.start_file = path;
      use.start_byte += text.scala_byte();
    }
    python.checkpoints.push_back(std::move(use));
  }
  // Starts in other files (a Scala cell's start is never one: it is in the notebook).
  python.helper_starts.insert(python.helper_starts.end(), scala.helper_starts.begin(), scala.helper_starts.end());
  for (QueryBaseline& baseline : scala.baselines) {
    if (baseline.file == move.scala_path) baseline.file = path;
    python.baselines.push_back(std::move(baseline));
  }
  for (NoqaComment& noqa : scala.noqa) {
    noqa.range = text.shifted(noqa.range);
    noqa.directive = text.shifted(noqa.directive);
    noqa.row += text.scala_row();
    noqa.first_row += text.scala_row();
    noqa.last_row += text.scala_row();
    python.noqa.push_back(std::move(noqa));
  }
  for (std::string& e : scala.internal_errors) python.internal_errors.push_back(std::move(e));
  for (std::string& f : scala.module_files) python.module_files.push_back(std::move(f));
  if (!python.syntax_error && scala.syntax_error) python.syntax_error = text.shifted(*scala.syntax_error);
}

std::vector<std::string> analyze_scala_cells(AnalysisResult& python, const NotebookText& text, const std::string& path,
                                             const std::shared_ptr<ProjectIndex>& project, Snapshot options,
                                             const ProjectFacts& facts, const RuleSelection& selection) {
  const std::string scala_path = scala_cells_path(path);
  options.path = scala_path;
  options.text = text.scala()->text();
  options.modules = nullptr;
  options.identity = {};
  std::optional<EntryResolver> objects;
  if (project) {
    objects.emplace(project, scala_path);
    options.modules = &*objects;
    options.identity = objects->identity();
  }
  AnalysisResult scala = analyze_module(options, facts, selection);
  std::vector<std::string> errors = scala.internal_errors;
  add_scala_cells_result(python, std::move(scala), text, path);
  return errors;
}

}  // namespace streamlint::analysis
