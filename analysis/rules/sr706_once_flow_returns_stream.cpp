// SR706 once-flow-returns-stream (RULES.md pipeline; streaming-facts.md §11: the Python reference
// for append_flow, `once=True`: "the return value must be a batch DataFrame"; SQL `INSERT ONCE`).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr706_once_flow_returns_stream(RuleContext& ctx) {
  report_recorded_misuses(ctx, "once_flow_stream", "SR706",
                          "This one-time flow (append_flow with once=True) returns a streaming read: a once flow "
                          "must return a batch DataFrame, and the pipeline update fails. Read with spark.read (the "
                          "backfill runs once), or drop once=True for a continuous flow.");
  for (const PipelineSql& sql : ctx.pipeline().sql) {
    if (!sql.read.insert_once || !sql.read.reads_stream) continue;
    ctx.report("SR706", Severity::Error, ctx.statement_part(*sql.statement, sql.read.first_word, sql.read.first_word_length),
               "This one-time flow (INSERT ONCE) reads STREAM(...): a once flow runs a batch query one time, and "
                          "the pipeline update fails. Drop STREAM(...) for the backfill, or drop ONCE for a "
                          "continuous flow.");
  }
}

const Rule& rule_sr706() {
  static const Rule rule{
      {"SR706", "once-flow-returns-stream", Severity::Error, "pipeline",
       "An `append_flow(..., once=True)` whose function returns a streaming read.",
       "A one-time flow (a backfill) runs once per full refresh and must return a batch DataFrame (the "
       "pipeline Python reference for append_flow). One that returns `spark.readStream...` fails the "
       "pipeline update.",
       "Read with `spark.read` in the once flow, or drop `once=True` to make it a continuous flow.",
       "# problem\n@dp.append_flow(target=\"t\", once=True)\ndef backfill():\n    return spark.readStream.table(\"archive\")\n"
       "# fixed\n@dp.append_flow(target=\"t\", once=True)\ndef backfill():\n    return spark.read.table(\"archive\")",
       {kPipelinePythonDoc}, "6.3, 11",
       {"pipeline"}, {}},
      check_sr706_once_flow_returns_stream, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
