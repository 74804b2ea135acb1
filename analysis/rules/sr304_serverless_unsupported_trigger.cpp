// SR304 serverless-unsupported-trigger (RULES.md trigger; streaming-facts.md §3.4).
#include <algorithm>

#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/trigger_spelling.h"

namespace streamlint::analysis {

namespace {

// Whether serverless rejects `trigger` (nullopt: none set, the default processingTime 0).
bool rejected(const std::optional<Trigger>& trigger) {
  if (!trigger) return true;
  const TriggerKind k = trigger->kind;
  return k == TriggerKind::ProcessingTime || k == TriggerKind::Continuous || k == TriggerKind::RealTime;
}

// The triggers the query may run with: its writer's, or each path's when an `if` chose it.
std::vector<std::optional<Trigger>> triggers_of(const StreamingQuery& q) {
  if (q.writer.trigger_paths.empty()) return {q.writer.trigger};
  return q.writer.trigger_paths;
}

// Reports SR304 at `trigger`, or for a path that set none, at the query's terminal call.
void report_rejected_trigger(RuleContext& ctx, const std::optional<Trigger>& trigger, Span terminal_range) {
  const std::string available_now = run_once_trigger(ctx.language);
  const std::string call = ".trigger(" +
                           (ctx.language == SourceLanguage::Scala ? scala_trigger_object(ctx.source) + ".AvailableNow()"
                                                                   : run_once_argument(ctx.language)) +
                           ")";
  const std::string message =
      "Serverless notebooks and jobs only run incremental-batch triggers: this query fails with "
      "INFINITE_STREAMING_TRIGGER_NOT_SUPPORTED. Use " + available_now + ".";
  // Unsafe (--unsafe-fixes, docs/ci.md): a query that ran until stopped would run to the end of
  // its backlog and stop, and needs a schedule to run again; a change of streaming semantics.
  if (trigger) {
    ctx.report("SR304", Severity::Error, trigger->call_range, message,
               Fix{"Use " + available_now, {ctx.edit(trigger->call_range, call)}, false});
  } else {
    ctx.report("SR304", Severity::Error, terminal_range, message,
               Fix{"Add " + available_now, {ctx.edit(start_of(terminal_range), call)}, false});
  }
}

}  // namespace

bool serverless_rejects_trigger(const StreamingQuery& q, const ProjectFacts& project) {
  if (project.compute != Compute::Serverless || q.in_pipeline_dataset) return false;
  // Every path's: where some path runs a trigger serverless takes, the code chooses (a flag for
  // classic and serverless compute), and which path runs is unknown.
  const auto triggers = triggers_of(q);
  return std::all_of(triggers.begin(), triggers.end(), rejected);
}

void check_sr304_serverless_unsupported_trigger(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!serverless_rejects_trigger(q, ctx.project)) continue;
    // Whichever path runs, the query fails: one finding per trigger (one for the default).
    std::vector<Span> reported;
    for (const std::optional<Trigger>& trigger : triggers_of(q)) {
      const Span at = trigger ? trigger->call_range : q.terminal_range;
      if (std::find(reported.begin(), reported.end(), at) != reported.end()) continue;
      reported.push_back(at);
      report_rejected_trigger(ctx, trigger, q.terminal_range);
    }
  }
}

const Rule& rule_sr304() {
  static const Rule rule{
      {"SR304", "serverless-unsupported-trigger", Severity::Error, "trigger",
       "A trigger serverless compute does not run (default, processingTime, continuous or realTime).",
       "Serverless notebooks and jobs only support incremental-batch triggers: the query fails with "
       "[INFINITE_STREAMING_TRIGGER_NOT_SUPPORTED]. Serverless pipelines are not affected.",
       "Use .trigger(availableNow=True) and schedule the job.",
       "# problem\ndf.writeStream.toTable(\"t\")\n# fixed\ndf.writeStream.trigger(availableNow=True).toTable(\"t\")",
       {kServerlessDoc, kTriggerRefDoc}, "3.4",
       {"compute"}, {}},
      check_sr304_serverless_unsupported_trigger, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
