// SR304 serverless-unsupported-trigger (RULES.md trigger; streaming-facts.md §3.4).
#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/trigger_spelling.h"

namespace streamlint::analysis {

bool serverless_rejects_trigger(const StreamingQuery& q, const ProjectFacts& project) {
  if (project.compute != Compute::Serverless || q.in_pipeline_dataset) return false;
  if (!q.writer.trigger) return true;  // the default trigger is processingTime 0
  const TriggerKind k = q.writer.trigger->kind;
  return k == TriggerKind::ProcessingTime || k == TriggerKind::Continuous || k == TriggerKind::RealTime;
}

void check_sr304_serverless_unsupported_trigger(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!serverless_rejects_trigger(q, ctx.project)) continue;
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
    if (q.writer.trigger) {
      ctx.report("SR304", Severity::Error, q.writer.trigger->call_range, message,
                 Fix{"Use " + available_now, {ctx.edit(q.writer.trigger->call_range, call)}, false});
    } else {
      ctx.report("SR304", Severity::Error, q.terminal_range, message,
                 Fix{"Add " + available_now, {ctx.edit(start_of(q.terminal_range), call)}, false});
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
