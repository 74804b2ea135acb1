// A helper module's function that no statement of its file calls is run there as a stand-in, with
// unknown arguments and no caller's session (StreamingQuery::stand_in); a function it calls in
// another module runs in that stand-in too. A finding about such a query that depends on its
// caller is only a guess: on the session's confs (SR101's checkpoint root, SR501's and SR504's
// state store), which the entry calling the helper may set, or on the stream it hands in (SR204 on
// keys with no event-time column, where the caller's watermark may make SR203 the finding). When a
// run of another file reaches the query's start and checked that rule, that run decides: it
// reports the finding itself (in the helper's file, AnalysisResult::elsewhere) when it holds
// there, and the stand-in's guess goes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/finding.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/rule_selection.h"

namespace streamlint::analysis {

// Which of the rules a caller decides (SR101, SR501, SR504, SR204) a run checked, as bits.
std::uint8_t caller_rules_checked(const RuleSelection& selection);

// Where a query a run reached starts (finding.h StartSite) in `file`, named as the units name
// files (a path or a URI, as the caller named it), and the caller-decided rules that run checked.
struct QueryStart {
  std::string file;
  StartSite site;
  std::uint8_t checked = 0;
  bool operator==(const QueryStart&) const = default;
};

// The StartSite of a terminal call's span; `text` is the analysed text (for absolute spans).
StartSite start_site(const Span& terminal, std::string_view text);

// The starts of `model`'s queries that lie in other files than `path` (a helper module's
// `start()`), once each, for a run that checked the caller-decided rules `checked`.
std::vector<QueryStart> starts_in_other_files(const ModuleModel& model, std::string_view path, std::string_view text,
                                              std::uint8_t checked);

// The starts the runs of the files analysed together reach in other files, by canonical path.
class ReachedStarts {
 public:
  // The starts the run of file `entry` reached.
  void add(const std::string& entry, const std::vector<QueryStart>& starts);
  bool empty() const { return starts_.empty(); }
  // Whether the run of a file other than the stand-in's origin reaches its start and checked `code`.
  bool decides(const StandIn& stand_in, std::string_view code) const;

 private:
  std::map<std::pair<std::string, StartSite>, std::vector<std::pair<std::string, std::uint8_t>>> starts_;
};

// Of one file's findings, its own then those other files' analyses put there (`incoming`), the
// indices (counted over both) of the stand-in findings another file's run decides. A finding
// another run reports at the same place (code and range) confirms one: it stays, and after
// finish_findings the first of them (the file's own, with its fix) is the one shown.
std::vector<std::size_t> superseded_stand_ins(const std::vector<Finding>& own, const std::vector<Finding>& incoming,
                                              const ReachedStarts& reached);
// Drops those of `findings` (one file's, own and incoming together) and returns them.
std::vector<Finding> drop_superseded_stand_ins(std::vector<Finding>& findings, const ReachedStarts& reached);
// Drops `findings[i]` for each i of `indices` (ascending, as superseded_stand_ins gives them) and
// returns them, for finish_findings's `withdrawn`.
std::vector<Finding> drop_findings_at(std::vector<Finding>& findings, const std::vector<std::size_t>& indices);

}  // namespace streamlint::analysis
