// SR704 union-of-streams (RULES.md pipeline; streaming-facts.md §6.3).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr704_union_of_streams(RuleContext& ctx) {
  for (const StreamingAction& u : ctx.model.pipeline_stream_unions) {
    ctx.report("SR704", Severity::Warning, u.range,
               u.method + " of two streams inside a pipeline dataset: adding or removing a source later needs a full "
                          "refresh. Write each source with its own append_flow into one streaming table.");
  }
}

const Rule& rule_sr704() {
  static const Rule rule{
      {"SR704", "union-of-streams", Severity::Warning, "pipeline",
       "A union of streams inside a pipeline dataset.",
       "A union ties the sources into one query: adding or removing one later needs a full refresh. Pipelines "
       "offer append_flow to write several streams into one streaming table independently.",
       "Create the target with dp.create_streaming_table and add one @dp.append_flow per source.",
       "# fixed\n@dp.append_flow(target=\"all_events\")\ndef web():\n    return spark.readStream.table(\"web\")",
       {kPipelinePythonDoc}, "seed 2",
       {}, {}},
      check_sr704_union_of_streams, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
