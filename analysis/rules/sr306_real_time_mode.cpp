// SR306 real-time-mode (RULES.md trigger; streaming-facts.md §3.2 "Real-time mode").
#include "analysis/rules/query_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr306_real_time_mode(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    const auto& t = q.writer.trigger;
    if (!t || t->kind != TriggerKind::RealTime || q.in_pipeline_dataset) continue;
    std::vector<std::string> violations;
    const OutputMode mode = effective_output_mode(q.writer);
    if (mode != OutputMode::Update && mode != OutputMode::Unknown) violations.push_back("output mode must be update");
    if (q.writer.foreach_batch_range) violations.push_back("foreachBatch is not a supported sink");
    if (ctx.project.compute == Compute::Serverless) violations.push_back("serverless compute does not run it");
    if (ctx.project.target_dbr && *ctx.project.target_dbr < DbrVersion{16, 4}) {
      violations.push_back("it needs DBR 16.4 LTS or above");
    }
    if (q.writer.input) {
      for (const auto& s : q.writer.input->sources) {
        if (!s->format.empty() && s->format != "kafka" && s->format != "kinesis") {
          violations.push_back("the " + s->format + " source is not supported (Kafka-like sources only)");
        }
      }
    }
    if (violations.empty()) {
      ctx.report("SR306", Severity::Information, t->call_range,
                 "Real-time mode is in Public Preview on Databricks (DBR 16.4 LTS+, classic compute, update mode).");
      continue;
    }
    std::string message = "Real-time mode constraint violated: ";
    for (std::size_t i = 0; i < violations.size(); ++i) message += (i ? "; " : "") + violations[i];
    ctx.report("SR306", Severity::Error, t->call_range, message + ".");
  }
}

const Rule& rule_sr306() {
  static const Rule rule{
      {"SR306", "real-time-mode", Severity::Information, "trigger",
       "trigger(realTime=...): real-time mode, Public Preview, with strict requirements.",
       "Real-time mode runs on DBR 16.4 LTS+ classic compute, in update output mode, from Kafka-like sources to "
       "Kafka/foreach sinks; foreachBatch and serverless are not supported.",
       "Meet every requirement or use a micro-batch trigger.",
       "# fixed\ndf.writeStream.outputMode(\"update\").format(\"kafka\").trigger(realTime=\"5 minutes\")",
       {kRealTimeDoc, kTriggersDoc}, "3.2",
       {"dbr", "compute"}, {}},
      check_sr306_real_time_mode, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
