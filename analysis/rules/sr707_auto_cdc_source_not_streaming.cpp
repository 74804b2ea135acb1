// SR707 auto-cdc-source-not-streaming (RULES.md pipeline; streaming-facts.md §11: the AUTO CDC
// reference, "The source must be a streaming source": https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-apply-changes-into).
// The flow and its source's definition are usually separate statements: this compares items across
// the module (Rule::check_across).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr707_auto_cdc_source_not_streaming(RuleContext& ctx) {
  const PipelineCatalog& pipeline = ctx.pipeline();
  for (const AutoCdcFlow& flow : pipeline.flows) {
    // A snapshot flow reads snapshots, a one-time flow reads in batch.
    if (flow.from_snapshot || flow.once || flow.source.empty()) continue;
    if (flow.source_streaming) {  // SQL: the FROM says it
      if (*flow.source_streaming) continue;
      std::optional<Fix> fix;
      for (const PipelineSql& sql : pipeline.sql) {
        const auto& cdc = sql.read.auto_cdc;
        if (!cdc || !(ctx.statement_part(*sql.statement, sql.read.first_word, sql.read.first_word_length) == flow.range)) continue;
        const Span source = ctx.statement_part(*sql.statement, cdc->source_offset, cdc->source_length);
        if (!(source == sql.statement->range)) {
          fix = Fix{"Read the source with STREAM", {ctx.edit(source, "STREAM(" + std::string(ctx.text(source)) + ")")}, true};
        }
      }
      ctx.report("SR707", Severity::Error, flow.range,
                 "This AUTO CDC flow reads its source `" + flow.source +
                     "` in batch (no STREAM): the source of AUTO CDC must be a streaming query, and the update "
                     "fails. Read it with STREAM(" + flow.source + ").",
                 std::move(fix));
      continue;
    }
    // Python: the source names a dataset of these files; its definition says what it reads.
    const PipelineDataset* source = pipeline.dataset(flow.source);
    if (!source || !(source->streaming == false || source->kind == PipelineDataset::Kind::MaterializedView)) continue;
    ctx.report("SR707", Severity::Error, flow.range, auto_cdc_batch_source_message(flow.source));
  }
}

std::string auto_cdc_batch_source_message(std::string_view source) {
  const std::string name(source);
  return "This AUTO CDC flow's source `" + name +
         "` is defined by a batch read: the source of an AUTO CDC flow must be a streaming query, and the update "
         "fails (\"Source data for the APPLY CHANGES must be a streaming query\"). Define `" + name +
         "` with a streaming read (spark.readStream in Python, STREAM(...) in SQL), or make this a one-time flow "
         "(once=True) for a batch backfill.";
}

const Rule& rule_sr707() {
  static const Rule rule{
      {"SR707", "auto-cdc-source-not-streaming", Severity::Error, "pipeline",
       "An AUTO CDC flow whose source is read in batch.",
       "AUTO CDC applies a change feed to a streaming table incrementally: its source \"must be a streaming "
       "source\" (the AUTO CDC INTO reference), and a batch one fails the update (\"Source data for the APPLY "
       "CHANGES must be a streaming query\"). In SQL the source is read with STREAM(x); in Python the source "
       "names a dataset, which must be defined by a streaming read. `create_auto_cdc_from_snapshot_flow` "
       "takes snapshots and is not checked.",
       "SQL: write `FROM STREAM(source)`. Python: define the source view with `spark.readStream`.",
       "-- problem\nCREATE FLOW f AS AUTO CDC INTO customers FROM customers_cdc KEYS (id) SEQUENCE BY ts;\n"
       "-- fixed\nCREATE FLOW f AS AUTO CDC INTO customers FROM STREAM(customers_cdc) KEYS (id) SEQUENCE BY ts;",
       {kAutoCdcSqlDoc, kAutoCdcDoc}, "6.3, 11",
       {"pipeline"}, {}},
      nullptr, check_sr707_auto_cdc_source_not_streaming};
  return rule;
}

}  // namespace streamlint::analysis
