// SR103 session-checkpoint-without-query-name (RULES.md checkpoint; streaming-facts.md §1.2).
#include <optional>
#include <string>
#include <vector>

#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/query_facts.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr103_session_checkpoint_without_query_name(RuleContext& ctx) {
  std::optional<std::vector<std::string>> labels;  // computed once, when a query is flagged
  for (const StreamingQuery& q : ctx.model.queries) {
    const StreamWriter& w = q.writer;
    if (q.in_pipeline_dataset || w.has_query_name || !w.options.complete || w.options.find("checkpointLocation") ||
        !session_checkpoint_set(ctx.model, ctx.project, q)) {
      continue;
    }

    // Named after the sink (unique names keep the queries' checkpoint folders apart).
    if (!labels) labels = fix_labels(ctx.model);
    const std::string& label = (*labels)[static_cast<std::size_t>(&q - ctx.model.queries.data())];
    const std::string name = label.empty() ? "<query-name>" : label;
    ctx.report("SR103", Severity::Warning, q.terminal_range,
               "Only the session checkpoint directory is set and this query has no queryName: Spark checkpoints "
               "it under a random UUID, so every restart starts from scratch and loses its state.",
               Fix{"Add .queryName(...)", {ctx.edit(start_of(q.terminal_range), ".queryName(\"" + name + "\")")}, false});
  }
}

const Rule& rule_sr103() {
  static const Rule rule{
      {"SR103", "session-checkpoint-without-query-name", Severity::Warning, "checkpoint",
       "Only the session checkpoint directory is set and the query has no queryName.",
       "With spark.sql.streaming.checkpointLocation Spark checkpoints a query under <dir>/<queryName>; without a "
       "queryName it uses a random UUID folder, so every restart starts from scratch and silently loses progress "
       "and state.",
       "Name the query with .queryName(\"...\") or give it its own checkpointLocation.",
       "# problem\ndf.writeStream.toTable(\"t\")\n# fixed\ndf.writeStream.queryName(\"t_ingest\").toTable(\"t\")",
       {kCheckpointRecoveryDoc, kCheckpointsDoc}, "1.2",
       {}, {}},
      check_sr103_session_checkpoint_without_query_name, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
