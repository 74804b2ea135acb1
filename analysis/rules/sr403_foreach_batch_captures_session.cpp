// SR403 foreach-batch-captures-session (RULES.md sink; streaming-facts.md §4.3, R26).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr403_foreach_batch_captures_session(RuleContext& ctx) {
  // Needs the compute (RULES.md "Needs"): whether this fails depends on it, so unknown stays silent.
  if (ctx.project.compute == Compute::Unknown) return;
  const bool classic = ctx.project.compute == Compute::Classic;
  for (const CapturedReference& r : ctx.model.captured_references) {
    std::optional<Fix> fix;
    // `self.spark`: a session the handler's instance holds (expressions.cpp records only those).
    const bool member = r.name.find('.') != std::string::npos;
    // Scala's `_` parameter has no name to use: `_.sparkSession` would be a placeholder lambda.
    const bool named_batch_df = !r.batch_df_parameter.empty() && r.batch_df_parameter != "_";
    if ((r.name == "spark" || r.session || member) && named_batch_df) {
      fix = Fix{"Use " + r.batch_df_parameter + ".sparkSession", {ctx.edit(r.range, r.batch_df_parameter + ".sparkSession")},
                true};
    }
    const bool session = r.session || r.name == "spark" || r.name == "sc";
    ctx.report("SR403", classic ? Severity::Warning : Severity::Error, r.range,
               "The foreachBatch/foreach function uses `" + r.name + "`" +
                   (member          ? " (a session its instance holds: the bound method takes the instance with it)"
                    : session       ? " from outside (the driver's session)"
                    : r.delta_table ? " from outside (a DeltaTable built outside, which holds the driver's session)"
                                    : " from outside (a DataFrame built outside)") +
                   ": on serverless and standard access mode this fails with STREAMING_CONNECT_SERIALIZATION_ERROR. " +
                   (r.delta_table ? "Build the DeltaTable inside the function from the micro-batch DataFrame's "
                                    "sparkSession (DeltaTable.forName(batch_df.sparkSession, ...))."
                                  : "Use the micro-batch DataFrame's sparkSession."),
               std::move(fix));
  }
}

const Rule& rule_sr403() {
  static const Rule rule{
      {"SR403", "foreach-batch-captures-session", Severity::Error, "sink",
       "A foreachBatch/foreach function uses the driver's spark/sc, a DataFrame built outside it, or a DeltaTable "
       "built outside it (an object that holds the driver's session).",
       "On serverless and standard access mode (Spark Connect) the function is serialised; references to the "
       "driver session, outer DataFrames or objects holding the session fail with "
       "STREAMING_CONNECT_SERIALIZATION_ERROR.",
       "Use batch_df.sparkSession inside the function, and read other tables (and build DeltaTables) through it.",
       "# problem\ndef f(batch_df, batch_id):\n    spark.sql(\"MERGE ...\")\n"
       "# fixed\ndef f(batch_df, batch_id):\n    batch_df.sparkSession.sql(\"MERGE ...\")",
       {kDbxForeachDoc}, "4.3",
       {"compute"}, {}},
      check_sr403_foreach_batch_captures_session, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
