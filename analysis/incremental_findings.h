// A module's findings kept run by run between edits (DESIGN.md "Data flow on a keystroke").
// The rules check the items each run recorded (module_run.h) as a fragment of the module (rule.h:
// a rule's findings over the whole model are the union of those over its fragments), with the
// module's session confs for lookups. A run the edit did not touch is the same object with the same
// effects, so its fragment keeps its findings and checkpoint uses, moved with the statements their
// ranges lie in. Only the fragments of runs that ran again are checked, plus every fragment when the
// module's session confs or the facts changed. Rules that compare items across the module
// (Rule::check_across) run over the whole model, only when the module holds items they compare:
// queries on one checkpoint path, one of them awaited (SR104), AUTO CDC flows (SR707, SR708), or an
// action on a value of unknown origin that a query writes (SR404).
//
// The invariant, tested: the findings equal those of the whole-model rules over a fresh run.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/query_model/module_run.h"
#include "analysis/rule_selection.h"
#include "analysis/rules/stand_in_findings.h"

namespace streamlint::analysis {

// What the module phase reports of a module checked fragment by fragment.
struct FragmentFindings {
  std::vector<Finding> findings;         // in the analysed file (absolute ranges of `text`)
  std::vector<Finding> elsewhere;        // in other files (Finding::file), without fixes
  std::vector<CheckpointUse> checkpoints;  // for SR102, in evaluation order
  std::vector<QueryStart> helper_starts;   // starts in other files (rules/stand_in_findings.h)
  std::vector<std::string> internal_errors;
};

class IncrementalFindings {
 public:
  // The findings of `run`, already updated to `units` (the statements of `text`, named `path`).
  // Fixes are kept; the caller decides whether to offer them.
  FragmentFindings evaluate(const ModuleRun& run, const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                            const ProjectFacts& project, const RuleSelection& selection, std::string_view text,
                            std::string_view path);
  // How many fragments the last evaluate checked (the others kept their findings), and how many of
  // those only because a range of theirs reaches outside its statement (a fix that also deletes
  // the `;` before the next statement), which cannot be moved with it.
  std::size_t checked() const { return checked_; }
  std::size_t unmovable() const { return unmovable_; }

 private:
  // What one run's fragment gave.
  struct Checked {
    std::vector<Finding> findings;
    std::vector<Finding> elsewhere;
    std::vector<CheckpointUse> uses;          // orders local to the run
    std::vector<std::uint64_t> use_queries;   // the query of each use (awaits from other runs)
    std::vector<QueryStart> starts;           // in other files: never moved with a statement here
    std::vector<std::string> errors;
    // The statements the ranges in this file lie in: where each started when last placed, and the
    // line break after it (a range may take it). For each range (in for_each_range order) its
    // statement's index here.
    struct Placed {
      std::shared_ptr<const SyntaxUnit> unit;
      Anchor was;
      std::string line_break;
    };
    std::vector<Placed> anchors;
    std::vector<std::uint32_t> range_anchor;
    bool movable = true;  // every range lies in one statement
  };
  // What of one run's items the checks across the module compare (Rule::check_across).
  struct Compared {
    // A query with an input and a known checkpoint path (SR104 compares queries on one path, when
    // the earlier one is awaited: in its own run, or by another run's awaitTermination).
    struct Checkpoint {
      std::string path;
      std::uint64_t query = 0;  // StreamingQuery::id
      bool awaited = false;     // in the query's own run
    };
    bool cdc = false;  // an AUTO CDC flow, in Python or SQL
    std::vector<Checkpoint> checkpoints;
    // Values of unknown origin (UnknownValue::binding) an action ran on, and those a query writes
    // (SR404: the action is a stream's when both hold one binding).
    std::vector<std::uint64_t> acted_on;
    std::vector<std::uint64_t> written;
  };
  // One run's fragment, checked. Most runs give nothing, and cost only this.
  struct Entry {
    std::uint64_t context = 0;     // the session confs it was checked with (see evaluate)
    std::uint64_t generation = 0;  // the last evaluate that used it
    std::unique_ptr<Checked> checked;  // null: nothing
    Compared compared;
  };
  static Compared compared_items(const ModuleModel& effects);

  Entry check(const UnitRun& run, const std::vector<SessionConf>& confs, std::uint64_t context,
              const std::vector<std::shared_ptr<SyntaxUnit>>& units, std::string_view text, std::string_view path);
  // Moves the entry's ranges with their statements; false when one of them is gone.
  bool move(Checked& checked, const std::vector<std::shared_ptr<SyntaxUnit>>& units, std::string_view text) const;

  std::unordered_map<std::uint64_t, Entry> entries_;  // by UnitRun::id
  ProjectFacts project_;
  RuleSelection selection_;
  std::string path_;
  std::uint64_t generation_ = 0;
  // The module's session confs at the last evaluation, and their identity: it changes only when
  // a conf's key or value does (a run that sets confs and runs again to the same ones changes
  // nothing a rule reads; a moved conf moves the findings at its place, see move).
  std::vector<SessionConf> confs_;
  std::uint64_t context_ = 1;
  std::size_t checked_ = 0;
  std::size_t unmovable_ = 0;
};

}  // namespace streamlint::analysis
