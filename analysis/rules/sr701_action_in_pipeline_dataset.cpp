// SR701 action-in-pipeline-dataset (RULES.md pipeline; streaming-facts.md §6.3).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr701_action_in_pipeline_dataset(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    if (a.method == "pivot" || a.method == "once_flow_stream" || a.method == "append_flow_batch") continue;  // SR709, SR706, SR705
    ctx.report("SR701", Severity::Error, a.range,
               a.method + "() inside a pipeline dataset function: the pipeline owns execution, checkpoints and "
                          "triggers; a dataset function must only return a DataFrame.");
  }
}

const Rule& rule_sr701() {
  static const Rule rule{
      {"SR701", "action-in-pipeline-dataset", Severity::Error, "pipeline",
       "An action or writer call inside a pipeline dataset function.",
       "In Lakeflow Declarative Pipelines the pipeline runs queries and owns checkpoints and triggers; a dataset "
       "function must only define and return a DataFrame. start(), toTable(), collect(), count(), toPandas(), "
       "save() and saveAsTable() there fail or run at the wrong time.",
       "Return the DataFrame; move side effects into a foreach_batch_sink or a separate job.",
       "# fixed\n@dp.table\ndef silver():\n    return spark.readStream.table(\"bronze\")",
       {kPipelinePythonDoc}, "6.3",
       {}, {}},
      check_sr701_action_in_pipeline_dataset, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
