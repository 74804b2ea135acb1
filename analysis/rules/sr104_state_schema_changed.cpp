// SR104 state-schema-changed (RULES.md checkpoint; streaming-facts.md §1.4-1.5): a query's stateful
// operators differ from those recorded for its checkpoint in streamlint.lock, or, in one file, from
// those of a query run before it on the same checkpoint.
#include <algorithm>
#include <cctype>
#include <map>

#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {
namespace {

// An operator's text as SQL reads it: a join condition reformatted (`expr("""...""")` over lines) or
// with its keywords in another case is the same condition. Whitespace runs are one space (none next
// to a bracket or comma) and letters are lower-case, but inside quotes.
std::string spelled_alike(std::string_view text) {
  std::string out;
  char quote = 0;
  bool space = false;
  for (const char c : text) {
    if (quote) {
      out += c;
      if (c == quote) quote = 0;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      space = true;
      continue;
    }
    const bool tight = c == '(' || c == ')' || c == ',';
    if (space && !out.empty() && !tight && out.back() != '(' && out.back() != ',') out += ' ';
    space = false;
    if (c == '\'' || c == '"' || c == '`') quote = c;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

// Whether a recorded operator is the current one. A lock written before SQL aggregations recorded
// their functions holds `[]` for them: any functions then match.
bool recorded_alike(const std::string& was, const std::string& now) {
  if (was == now || spelled_alike(was) == spelled_alike(now)) return true;
  if (!was.ends_with(" []")) return false;
  const std::string_view stem(was.data(), was.size() - 1);  // up to and with the '['
  return now.starts_with(stem) && now.ends_with("]");
}

// Where two operator lists first differ; both sizes when they are equal.
std::size_t first_difference(const std::vector<std::string>& a, const std::vector<std::string>& b,
                             bool (*alike)(const std::string&, const std::string&) = nullptr) {
  std::size_t k = 0;
  while (k < a.size() && k < b.size() && (alike ? alike(a[k], b[k]) : a[k] == b[k])) ++k;
  return k;
}

std::string at_or_none(const std::vector<std::string>& operators, std::size_t k) {
  return k < operators.size() ? operators[k] : "no stateful operator";
}

// Which check fails at restart (streaming-facts.md §1.5): the key's schema when the operator or
// its keys changed, else (aggregates, join type) the value's.
std::string restart_error(const std::vector<std::string>& was, const std::vector<std::string>& now, std::size_t k) {
  // The operator and its keys: up to the parenthesis that closes the first one (keys hold
  // `window(ts)`).
  const auto key = [](const std::string& op) {
    int depth = 0;
    for (std::size_t i = 0; i < op.size(); ++i) {
      if (op[i] == '(') ++depth;
      if (op[i] == ')' && --depth == 0) return op.substr(0, i + 1);
    }
    return op;
  };
  const bool same_key = k < was.size() && k < now.size() && key(was[k]) == key(now[k]);
  return same_key ? "StateStoreValueSchemaNotCompatible" : "StateStoreKeySchemaNotCompatible";
}

// The baseline form: the operators recorded in the lock against the query's.
void compare_with_lock(RuleContext& ctx) {
  if (!ctx.project.baseline) return;
  for (const auto& [now, sites] : ctx.baselines()) {
    const auto locked = ctx.project.baseline->queries.find(now.checkpoint);
    if (locked == ctx.project.baseline->queries.end() || !locked->second.operators_known || !now.operators_known) continue;
    const auto& was = locked->second.stateful_operators;
    const std::size_t k = first_difference(was, now.stateful_operators, recorded_alike);
    if (k == was.size() && k == now.stateful_operators.size()) continue;
    ctx.report("SR104", Severity::Error, k < now.stateful_operators.size() ? sites.stateful_operators[k] : sites.terminal,
               "Checkpoint \"" + now.checkpoint + "\" is recorded in streamlint.lock with " + at_or_none(was, k) +
                   ", now with " + at_or_none(now.stateful_operators, k) +
                   ": the restart fails with " + restart_error(was, now.stateful_operators, k) +
                   ". Use a new checkpoint path, then run `streamlint lock`.");
  }
}

// The in-file form: queries awaited one after the other on one checkpoint.
void compare_in_file(RuleContext& ctx) {
  const auto& queries = ctx.model.queries;
  // Queries by checkpoint: only queries on one checkpoint are compared (each path computed once).
  std::map<std::string, std::vector<std::size_t>> by_path;
  for (std::size_t i = 0; i < queries.size(); ++i) {
    if (auto path = queries[i].checkpoint_location(); path && queries[i].writer.input) by_path[*path].push_back(i);
  }
  for (const auto& [path, sharing] : by_path) {
    for (std::size_t i : sharing) {
      for (std::size_t j : sharing) {
        const StreamingQuery& before = queries[i];
        const StreamingQuery& after = queries[j];
        if (i == j || !runs_before(before, after)) continue;
        // A restart reads what the run just before it left: a query run between the two is the one
        // to compare with (three runs, the last two alike, are one change, reported once).
        if (std::any_of(sharing.begin(), sharing.end(), [&](std::size_t k) {
              return k != i && k != j && runs_before(before, queries[k]) && runs_before(queries[k], after);
            })) {
          continue;
        }
        const QueryShape a = shape_of(before), b = shape_of(after);
        if (std::any_of(a.operators.begin(), a.operators.end(), [](const auto& o) { return !o.keys_known; }) ||
            std::any_of(b.operators.begin(), b.operators.end(), [](const auto& o) { return !o.keys_known; })) {
          continue;  // unknown keys: no verdict
        }
        std::vector<std::string> was, now;
        for (const auto& op : a.operators) was.push_back(describe_operator(op, ctx.source));
        for (const auto& op : b.operators) now.push_back(describe_operator(op, ctx.source));
        const std::size_t k = first_difference(was, now);
        if (k == was.size() && k == now.size()) continue;
        ctx.report("SR104", Severity::Error, k < b.operators.size() ? b.operators[k].range : after.terminal_range,
                   "Checkpoint \"" + path + "\" was last used with " + at_or_none(was, k) + ", now with " +
                       at_or_none(now, k) + ": the restart fails with " + restart_error(was, now, k) +
                       ". Use a new checkpoint path.");
        ctx.findings.back().related.push_back({ctx.resolve(before.terminal_range), "the earlier query on this checkpoint"});
      }
    }
  }
}

}  // namespace

void check_sr104_state_schema_changed(RuleContext& ctx) { compare_with_lock(ctx); }
void check_sr104_state_schema_changed_in_file(RuleContext& ctx) { compare_in_file(ctx); }

const Rule& rule_sr104() {
  static const Rule rule{
      {"SR104", "state-schema-changed", Severity::Error, "checkpoint",
       "The stateful operators of a query changed while its checkpoint stayed the same (against streamlint.lock, "
       "or a query run earlier on the same checkpoint in the file).",
       "Adding, removing or changing a stateful operation (grouping keys, aggregates, dedup columns, join type) is "
       "not allowed between restarts from one checkpoint: the restart fails with StateStoreKeySchemaNotCompatible "
       "or StateStoreValueSchemaNotCompatible.",
       "Start the changed query on a new checkpoint path (and backfill), or keep the state shape unchanged.",
       "# problem: same CKPT, new grouping key\nagg = df.groupBy(\"store\", \"channel\").count()\n"
       "# fixed\nagg.writeStream.option(\"checkpointLocation\", CKPT_V2)",
       {kRecoveryDoc, kCheckpointsDoc}, "1.4-1.5",
       {"baseline"}, {}},
      check_sr104_state_schema_changed, check_sr104_state_schema_changed_in_file};
  return rule;
}

}  // namespace streamlint::analysis
