// The rule interface. A rule reads the query model (never raw syntax it could get from the
// model) and reports findings with RULES.md's code, severity and range.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/rule_selection.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/rules/pipeline_catalog.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

// Results several rules share, computed once per module on first use.
struct RuleCache {
  std::optional<std::vector<WatermarkFinding>> watermark;  // SR201-SR206
  // The queries' restart shapes, for comparing with the lock (SR104, SR105).
  std::optional<std::vector<std::pair<QueryBaseline, QueryBaselineSites>>> baselines;
  std::optional<PipelineCatalog> pipeline;  // SR705-SR708, SR710
};

struct RuleContext {
  const ModuleModel& model;
  const ProjectFacts& project;
  std::string_view source;  // the analysed text
  std::vector<Finding>& findings;
  RuleCache& cache;
  std::string_view path{};  // the analysed file, as its units name it
  // The analysed file's language (its name says it): fixes and messages are spelled in it.
  SourceLanguage language = SourceLanguage::Python;

  // Reports at a model span (resolved to the file it is in: a finding can land in a module the
  // analysed file imports). A fix whose edits are not all in the finding's file is dropped.
  void report(std::string_view code, Severity severity, const Span& at, std::string message,
              std::optional<Fix> fix = std::nullopt);
  // Reports at an absolute range of the analysed text.
  void report(std::string_view code, Severity severity, SourceRange range, std::string message,
              std::optional<Fix> fix = std::nullopt) {
    findings.push_back({std::string(code), severity, range, std::move(message), std::move(fix), false, {}, {}});
  }
  // The text a span covers, in whichever file it is.
  std::string_view text(const Span& span) const { return span.text(source); }
  std::string_view text(const SourceRange& range) const {
    return source.substr(range.start_byte, range.end_byte - range.start_byte);
  }
  // Absolute bytes and points of a span, in its own file.
  SourceRange resolve(const Span& span) const { return span.resolve(source); }
  // An edit replacing `span` (its file is checked when the fix is reported).
  TextEdit edit(const Span& span, std::string new_text) const;
  // The bytes [offset, offset + length) of a SQL statement's text, where the source holds the
  // statement verbatim (a .sql file, a literal without escapes); else the statement's whole range.
  Span statement_part(const SqlStatement& statement, std::size_t offset, std::size_t length) const;
  // What the module's pipeline code defines and reads (computed once per module).
  const PipelineCatalog& pipeline() {
    if (!cache.pipeline) cache.pipeline = read_pipeline_catalog(*this);
    return *cache.pipeline;
  }
  // The queries' restart shapes (computed once per module).
  const std::vector<std::pair<QueryBaseline, QueryBaselineSites>>& baselines() {
    if (!cache.baselines) cache.baselines = baselines_of(model, project, source, "");
    return *cache.baselines;
  }
};

struct Rule {
  std::string_view code;
  // Runs over a module's items: the whole model, or a fragment of it (the items one statement's run
  // recorded, with the module's session confs: incremental_findings.h). Each report depends on one
  // item (and the confs), so the findings over the whole model are the union of those over its
  // fragments. Null for a rule of the project phase, which compares the files analysed together
  // (SR102, rules/shared_checkpoints.h), or of one that only compares items (SR707, SR708).
  void (*check)(RuleContext&);
  // Compares items of the module with each other (SR104: queries awaited one after another on one
  // checkpoint; SR707, SR708: an AUTO CDC flow and the datasets it reads or writes). Runs over the
  // whole model, and only when the module has such items (incremental_findings.cpp).
  void (*check_across)(RuleContext&) = nullptr;
};

// Every implemented rule, ordered by code.
const std::vector<Rule>& all_rules();

// Which checks run_rules runs: both over a whole model, or `check` over a fragment, or
// `check_across` over a whole model whose fragments were checked.
enum class RulePass { Whole, Fragment, Across };

// Runs the checks of the enabled rules for `pass` over `model`, adding to `found`; a check that
// throws adds "<code>: <what>" to `errors` and the others still run. `cache` (optional) keeps what
// the rules shared, for the caller.
void run_rules(const ModuleModel& model, const ProjectFacts& project, const RuleSelection& selection,
               std::string_view source, std::string_view path, RulePass pass, std::vector<Finding>& found,
               std::vector<std::string>& errors, RuleCache* cache = nullptr);

// Rule entry points (analysis/rules/srNNN_*.cpp; SR20x and SR70x share one file each).
void check_sr101_missing_checkpoint_location(RuleContext&);
void check_sr103_session_checkpoint_without_query_name(RuleContext&);
void check_sr104_state_schema_changed(RuleContext&);
void check_sr104_state_schema_changed_in_file(RuleContext&);
void check_sr105_restart_incompatible_change(RuleContext&);
void check_sr106_state_safety_check_disabled(RuleContext&);
void check_sr201_append_aggregation_without_watermark(RuleContext&);
void check_sr202_watermark_after_stateful_operator(RuleContext&);
void check_sr203_watermark_column_not_in_grouping(RuleContext&);
void check_sr204_unbounded_state_without_watermark(RuleContext&);
void check_sr205_drop_duplicates_within_watermark_needs_watermark(RuleContext&);
void check_sr206_stream_stream_join_constraints(RuleContext&);
void check_sr207_multiple_watermark_policy_max(RuleContext&);
void check_sr208_long_watermark_delay(RuleContext&);
void check_sr301_trigger_once_deprecated(RuleContext&);
void check_sr302_continuous_trigger(RuleContext&);
void check_sr303_foreach_batch_with_continuous_trigger(RuleContext&);
void check_sr304_serverless_unsupported_trigger(RuleContext&);
void check_sr305_serverless_without_rate_limit(RuleContext&);
void check_sr306_real_time_mode(RuleContext&);
void check_sr307_rate_limit_ignored(RuleContext&);
void check_sr308_unbounded_first_batch(RuleContext&);
void check_sr401_foreach_batch_not_idempotent(RuleContext&);
void check_sr402_txn_version_not_batch_id(RuleContext&);
void check_sr403_foreach_batch_captures_session(RuleContext&);
void check_sr404_invalid_output_mode(RuleContext&);
void check_sr405_complete_mode_keeps_all_state(RuleContext&);
void check_sr406_kafka_sink_without_value(RuleContext&);
void check_sr407_foreach_batch_swallows_errors(RuleContext&);
void check_sr501_stateful_query_without_rocksdb(RuleContext&);
void check_sr502_changelog_checkpointing_disabled(RuleContext&);
void check_sr503_async_checkpointing_trade_off(RuleContext&);
void check_sr504_transform_with_state_requirements(RuleContext&);
void check_sr505_chained_stateful_operators(RuleContext&);
void check_sr601_source_naming_unsupported(RuleContext&);
void check_sr602_state_reader_unsupported(RuleContext&);
void check_sr603_kafka_option_not_supported(RuleContext&);
void check_sr604_auto_loader_without_schema_location(RuleContext&);
void check_sr605_kafka_fail_on_data_loss_disabled(RuleContext&);
void check_sr701_action_in_pipeline_dataset(RuleContext&);
void check_sr702_legacy_dlt_module(RuleContext&);
void check_sr703_create_or_replace_streaming_table(RuleContext&);
void check_sr704_union_of_streams(RuleContext&);
void check_sr705_dataset_type_mismatch(RuleContext&);
void check_sr706_once_flow_returns_stream(RuleContext&);
void check_sr707_auto_cdc_source_not_streaming(RuleContext&);
void check_sr708_streaming_read_of_cdc_target(RuleContext&);
void check_sr709_pivot_in_pipeline_dataset(RuleContext&);
void check_sr710_dataset_type_changed(RuleContext&);

}  // namespace streamlint::analysis
