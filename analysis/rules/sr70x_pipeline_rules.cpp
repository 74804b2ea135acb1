// SR701-SR704 and SR709: Lakeflow Spark Declarative Pipelines (RULES.md pipeline; streaming-facts.md §6.3).
#include <algorithm>
#include <cctype>

#include "analysis/rules/rule.h"
#include "analysis/sql/pipeline_sql.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// When the statement `sql` begins (after blanks and comments) with `CREATE OR REPLACE [PRIVATE |
// TEMPORARY] STREAMING [LIVE] TABLE | MATERIALIZED VIEW | LIVE TABLE` in any case and spacing: the
// offset of REPLACE in `sql`, else npos (streaming-facts.md §6.3; TEMPORARY and LIVE are the older
// spellings). Words inside quotes or comments never count.
std::size_t create_or_replace_pipeline_object(const std::string& sql) {
  const auto words = sql_words(sql, 7, true);
  if (words.size() < 5 || words[0].text != "create" || words[1].text != "or" || words[2].text != "replace") {
    return std::string::npos;
  }
  std::size_t k = 3;
  if (words[k].text == "private" || words[k].text == "temporary") ++k;
  auto word = [&](std::size_t at) { return at < words.size() ? words[at].text : std::string(); };
  const bool streaming_table =
      word(k) == "streaming" && (word(k + 1) == "table" || (word(k + 1) == "live" && word(k + 2) == "table"));
  const bool materialized_view = word(k) == "materialized" && word(k + 1) == "view";
  const bool live_table = word(k) == "live" && word(k + 1) == "table";
  return streaming_table || materialized_view || live_table ? words[2].offset : std::string::npos;
}

}  // namespace

void check_sr701_action_in_pipeline_dataset(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    if (a.method == "pivot" || a.method == "once_flow_stream" || a.method == "append_flow_batch") continue;  // SR709, SR706, SR705
    ctx.report("SR701", Severity::Error, a.range,
               a.method + "() inside a pipeline dataset function: the pipeline owns execution, checkpoints and "
                          "triggers; a dataset function must only return a DataFrame.");
  }
}

// SR709 (streaming-facts.md §11: the pipeline Python limitations list, `pivot()` is not supported).
void check_sr709_pivot_in_pipeline_dataset(RuleContext& ctx) {
  report_recorded_misuses(ctx, "pivot", "SR709",
                  "pivot() inside a pipeline dataset function is not supported by Lakeflow pipelines: the update "
                  "fails. Aggregate with one column per value written out (`F.sum(F.when(col == v, x))`), or "
                  "pivot in a job outside the pipeline.");
}

void check_sr702_legacy_dlt_module(RuleContext& ctx) {
  for (const ImportUse& i : ctx.model.imports) {
    ctx.report("SR702", Severity::Information, i.range,
               "The dlt module is the legacy name: use `from pyspark import pipelines as dp`.");
  }
}

void check_sr703_create_or_replace_streaming_table(RuleContext& ctx) {
  for (const SqlStatement& s : ctx.model.sql_statements) {
    const std::size_t at = create_or_replace_pipeline_object(s.text);
    if (at == std::string::npos) continue;
    std::optional<Fix> fix;
    // Rewrite inside the literal only when the source text holds the SQL verbatim (no escapes).
    const std::string_view literal = ctx.text(s.range);
    const std::size_t in_literal = literal.find(s.text);
    if (in_literal != std::string_view::npos) {
      const std::size_t offset = in_literal + at;
      const Span word = sub_span(s.range, static_cast<std::uint32_t>(offset), 7);
      // Keep the author's case: REPLACE -> REFRESH, replace -> refresh.
      const bool lower = std::islower(static_cast<unsigned char>(literal[offset]));
      fix = Fix{"Use CREATE OR REFRESH", {ctx.edit(word, lower ? "refresh" : "REFRESH")}, true};
    }
    ctx.report("SR703", Severity::Error, s.range,
               "Streaming tables and materialized views are created with CREATE OR REFRESH, not CREATE OR REPLACE.",
               std::move(fix));
  }
}

void check_sr704_union_of_streams(RuleContext& ctx) {
  for (const StreamingAction& u : ctx.model.pipeline_stream_unions) {
    ctx.report("SR704", Severity::Warning, u.range,
               u.method + " of two streams inside a pipeline dataset: adding or removing a source later needs a full "
                          "refresh. Write each source with its own append_flow into one streaming table.");
  }
}

}  // namespace streamlint::analysis
