// SR709 pivot-in-pipeline-dataset (RULES.md pipeline; streaming-facts.md §6.3).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

// SR709 (streaming-facts.md §11: the pipeline Python limitations list, `pivot()` is not supported).
void check_sr709_pivot_in_pipeline_dataset(RuleContext& ctx) {
  report_recorded_misuses(ctx, "pivot", "SR709",
                  "pivot() inside a pipeline dataset function is not supported by Lakeflow pipelines: the update "
                  "fails. Aggregate with one column per value written out (`F.sum(F.when(col == v, x))`), or "
                  "pivot in a job outside the pipeline.");
}

const Rule& rule_sr709() {
  static const Rule rule{
      {"SR709", "pivot-in-pipeline-dataset", Severity::Error, "pipeline",
       "`.pivot(` inside a pipeline dataset function.",
       "Lakeflow pipelines do not support pivot() in dataset definitions (the pipeline Python reference, "
       "limitations): the update fails when it reaches the dataset.",
       "Write one aggregate per value (`F.sum(F.when(F.col(\"channel\") == \"web\", F.col(\"amount\")))`), or pivot "
       "in a job that reads the pipeline's table.",
       "# problem\n@dp.materialized_view\ndef wide():\n    return spark.read.table(\"t\").groupBy(\"d\").pivot(\"c\").sum(\"x\")",
       {kPipelinePythonDoc}, "6.3, 11",
       {}, {}},
      check_sr709_pivot_in_pipeline_dataset, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
