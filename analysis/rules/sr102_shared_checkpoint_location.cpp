// SR102 shared-checkpoint-location (RULES.md checkpoint; streaming-facts.md §1.3).
#include <algorithm>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "analysis/project/project_index.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/shared_checkpoints.h"

namespace streamlint::analysis {
namespace {

// `earlier` is awaited to completion before `later` starts.
bool runs_before(const CheckpointUse& earlier, const CheckpointUse& later) {
  return earlier.awaited_at != 0 && earlier.awaited_at < later.started_at;
}

// In different branches of one if: they never both run.
bool exclusive(const CheckpointUse& a, const CheckpointUse& b) {
  for (const auto& [id, branch] : a.branches) {
    for (const auto& [other_id, other_branch] : b.branches) {
      if (id == other_id && branch != other_branch) return true;
    }
  }
  return guards_exclude(a.guards, b.guards);
}

// A relative path (no leading '/', no scheme such as dbfs: or s3://) resolves against the working
// directory of the app that runs it.
bool relative(std::string_view location) {
  return !location.empty() && location.front() != '/' && location.find(':') == std::string_view::npos;
}

std::string_view folder_of(std::string_view file) {
  const std::size_t slash = file.find_last_of('/');
  return slash == std::string_view::npos ? std::string_view() : file.substr(0, slash);
}

// A test file (pytest's `test_*.py`, `*_test.py`, `conftest.py`:
// https://docs.pytest.org/en/stable/explanation/goodpractices.html#conventions-for-python-test-discovery;
// ScalaTest's and JUnit's `*Test`, `*Spec`, `*Suite`) is no deployed job: it sets the environment
// it reads itself.
bool test_file(std::string_view entry) {
  const std::string_view name = entry.substr(entry.find_last_of('/') + 1);
  return name.starts_with("test_") || name.ends_with("_test.py") || name == "conftest.py" ||
         name.ends_with("Test.scala") || name.ends_with("Spec.scala") || name.ends_with("Suite.scala");
}

bool can_overlap(const CheckpointUse& a, const CheckpointUse& b) {
  // Separate jobs share an absolute path; a relative one only when they sit in one folder
  // (RULES.md "Clarifications": separate apps in separate folders run from their own). So does a
  // run-time value read by key (an environment variable, a widget, a config key): jobs in one folder
  // are deployed with one environment, as they run from one working directory. Any other run-time
  // value (`sys.argv`, a parsed argument) is one job's: another job evaluates its own.
  if (a.entry != b.entry) {
    const bool per_deployment = relative(a.location) || !a.variable.empty();
    if (!a.variable.empty() && !(a.lookup && b.lookup && !test_file(a.entry) && !test_file(b.entry))) return false;
    return !per_deployment || folder_of(a.entry) == folder_of(b.entry);
  }
  if (a.site == b.site) return false;   // a loop re-running one site
  // Separate jobs of one file, in any order: a run-time value read by key is theirs alike.
  if (a.job && b.job && a.job != b.job) return a.variable.empty() || (a.lookup && b.lookup);
  return !runs_before(a, b) && !runs_before(b, a) && !exclusive(a, b);
}

}  // namespace

std::vector<Finding> shared_checkpoint_findings(const std::vector<CheckpointUse>& uses, std::string_view only_entry) {
  // A helper's stand-in run (no statement of its own file calls it) goes where another entry
  // reaches the same start call: that call is the query, not a second one beside it.
  // (Files by their absolute form: an entry names itself as it was given, the modules it imports
  // by their absolute paths.)
  // Each file is made absolute once (canonical_path), and only when a stand-in is there to
  // compare (an editor's keystroke runs this over every use of the file).
  std::unordered_map<std::string_view, std::string> absolute_files;
  const auto start_of = [&](const CheckpointUse& use) {
    auto [it, added] = absolute_files.try_emplace(use.start_file);
    if (added) it->second = canonical_path(use.start_file);
    return std::make_pair(std::string_view(it->second), use.start_byte);
  };
  const bool stand_ins = std::any_of(uses.begin(), uses.end(), [](const CheckpointUse& use) { return use.stand_in; });
  // A stand-in run of another file's entry reaches the start too: a Scala `def main` is itself a
  // function no statement calls, so the call it makes into a helper object is a stand-in's.
  const auto own_run = [&](const CheckpointUse& use) {
    auto [it, added] = absolute_files.try_emplace(use.entry);
    if (added) it->second = canonical_path(use.entry);
    return it->second == start_of(use).first;
  };
  // Starts an entry's statements reach (every stand-in there goes: a helper calling the helper
  // that starts it is a stand-in too), and starts another file's stand-in reaches (the helper's own
  // run goes).
  std::set<std::pair<std::string_view, std::uint32_t>> reached;
  std::set<std::pair<std::string_view, std::uint32_t>> reached_elsewhere;
  for (const CheckpointUse& use : uses) {
    if (!stand_ins) break;
    if (!use.stand_in) {
      reached.insert(start_of(use));
    } else if (!own_run(use)) {
      reached_elsewhere.insert(start_of(use));
    }
  }
  std::map<std::string_view, std::vector<const CheckpointUse*>> by_location;
  for (const CheckpointUse& use : uses) {
    if (use.stand_in && (reached.count(start_of(use)) || (own_run(use) && reached_elsewhere.count(start_of(use))))) {
      continue;
    }
    by_location[use.location].push_back(&use);
  }
  std::vector<Finding> out;
  for (const auto& [location, group] : by_location) {
    if (group.size() < 2) continue;
    for (const CheckpointUse* use : group) {
      if (!only_entry.empty() && use->entry != only_entry) continue;
      std::vector<const CheckpointUse*> sharing;
      for (const CheckpointUse* other : group) {
        if (other != use && can_overlap(*use, *other)) sharing.push_back(other);
      }
      if (sharing.empty()) continue;
      // (A run-time value is named as this use writes it: another file's use of the same text may
      // spell it otherwise.)
      std::string message =
          (use->variable.empty() ? "Checkpoint \"" + std::string(location) + "\""
                                 : "The checkpoint in `" + use->variable + "` (one value at run time)") +
          " is shared with " + std::to_string(sharing.size()) + " other quer" + (sharing.size() == 1 ? "y" : "ies");
      // Name a few of the other jobs (entries); relatedInformation lists the first kMaxRelated uses
      // (the count is in the message): with every use, N queries sharing one checkpoint made N*(N-1)
      // entries, a 177 MB publish for 1,000 queries.
      std::set<std::string> jobs;
      for (const CheckpointUse* other : sharing) {
        if (other->entry != use->entry) jobs.insert(other->entry);
      }
      if (!jobs.empty()) {
        constexpr std::size_t kNamed = 3;
        message += " (run from ";
        std::size_t named = 0;
        for (auto it = jobs.begin(); it != jobs.end() && named < kNamed; ++it, ++named) message += (named ? ", " : "") + *it;
        if (jobs.size() > kNamed) message += " and " + std::to_string(jobs.size() - kNamed) + " more files";
        message += ")";
      }
      Finding finding{"SR102", Severity::Error, use->range,
                      message + ": each query must have its own checkpoint, or offsets, commits and state interleave.",
                      std::nullopt, false, {}, {}, use->file};
      constexpr std::size_t kMaxRelated = 20;
      for (const CheckpointUse* other : sharing) {
        if (finding.related.size() >= kMaxRelated) break;
        // One place once: a helper started twice writes its key at one place for both queries.
        const auto same_place = [&](const auto& r) { return r.range == other->range && r.file == other->file; };
        if ((other->range == use->range && other->file == use->file) ||
            std::any_of(finding.related.begin(), finding.related.end(), same_place)) {
          continue;
        }
        finding.related.push_back({other->range, "the same checkpoint is used here", other->file});
      }
      out.push_back(std::move(finding));
    }
  }
  return out;
}

const Rule& rule_sr102() {
  static const Rule rule{
      {"SR102", "shared-checkpoint-location", Severity::Error, "checkpoint",
       "Two queries write to the same checkpoint location, in one file or in two files checked together "
       "(`check` over a folder, or documents open in the editor).",
       "Databricks: \"Each query must have a different checkpoint location. Multiple queries should never share "
       "the same location.\" In one driver the second start stops the first; across jobs there is no error at all: "
       "offsets, commits and state interleave, which duplicates or loses data.",
       "Give each query its own checkpoint path (for example one folder per target table).",
       "# problem\na.writeStream.option(\"checkpointLocation\", CKPT).toTable(\"t1\")\n"
       "b.writeStream.option(\"checkpointLocation\", CKPT).toTable(\"t2\")\n"
       "# fixed\na.writeStream.option(\"checkpointLocation\", CKPT + \"/t1\").toTable(\"t1\")\n"
       "b.writeStream.option(\"checkpointLocation\", CKPT + \"/t2\").toTable(\"t2\")",
       {kCheckpointsDoc}, "1.3",
       {"workspace"}, {}},
      nullptr, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
