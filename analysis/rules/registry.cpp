#include "analysis/rules/rule.h"
#include "analysis/scala/scala_source.h"

#include <exception>

namespace streamlint::analysis {

const std::vector<Rule>& all_rules() {
  static const std::vector<Rule> rules = {
      {"SR101", check_sr101_missing_checkpoint_location},
      {"SR102", nullptr},  // project phase: shared_checkpoints.h
      {"SR103", check_sr103_session_checkpoint_without_query_name},
      {"SR104", check_sr104_state_schema_changed, check_sr104_state_schema_changed_in_file},
      {"SR105", check_sr105_restart_incompatible_change},
      {"SR106", check_sr106_state_safety_check_disabled},
      {"SR201", check_sr201_append_aggregation_without_watermark},
      {"SR202", check_sr202_watermark_after_stateful_operator},
      {"SR203", check_sr203_watermark_column_not_in_grouping},
      {"SR204", check_sr204_unbounded_state_without_watermark},
      {"SR205", check_sr205_drop_duplicates_within_watermark_needs_watermark},
      {"SR206", check_sr206_stream_stream_join_constraints},
      {"SR207", check_sr207_multiple_watermark_policy_max},
      {"SR208", check_sr208_long_watermark_delay},
      {"SR301", check_sr301_trigger_once_deprecated},
      {"SR302", check_sr302_continuous_trigger},
      {"SR303", check_sr303_foreach_batch_with_continuous_trigger},
      {"SR304", check_sr304_serverless_unsupported_trigger},
      {"SR305", check_sr305_serverless_without_rate_limit},
      {"SR306", check_sr306_real_time_mode},
      {"SR307", check_sr307_rate_limit_ignored},
      {"SR308", check_sr308_unbounded_first_batch},
      {"SR401", check_sr401_foreach_batch_not_idempotent},
      {"SR402", check_sr402_txn_version_not_batch_id},
      {"SR403", check_sr403_foreach_batch_captures_session},
      {"SR404", check_sr404_invalid_output_mode},
      {"SR405", check_sr405_complete_mode_keeps_all_state},
      {"SR406", check_sr406_kafka_sink_without_value},
      {"SR407", check_sr407_foreach_batch_swallows_errors},
      {"SR501", check_sr501_stateful_query_without_rocksdb},
      {"SR502", check_sr502_changelog_checkpointing_disabled},
      {"SR503", check_sr503_async_checkpointing_trade_off},
      {"SR504", check_sr504_transform_with_state_requirements},
      {"SR505", check_sr505_chained_stateful_operators},
      {"SR601", check_sr601_source_naming_unsupported},
      {"SR602", check_sr602_state_reader_unsupported},
      {"SR603", check_sr603_kafka_option_not_supported},
      {"SR604", check_sr604_auto_loader_without_schema_location},
      {"SR605", check_sr605_kafka_fail_on_data_loss_disabled},
      {"SR701", check_sr701_action_in_pipeline_dataset},
      {"SR702", check_sr702_legacy_dlt_module},
      {"SR703", check_sr703_create_or_replace_streaming_table},
      {"SR704", check_sr704_union_of_streams},
      {"SR705", check_sr705_dataset_type_mismatch},
      {"SR706", check_sr706_once_flow_returns_stream},
      {"SR707", nullptr, check_sr707_auto_cdc_source_not_streaming},  // a flow and its source's definition
      {"SR708", nullptr, check_sr708_streaming_read_of_cdc_target},   // a read and a flow into its table
      {"SR709", check_sr709_pivot_in_pipeline_dataset},
      {"SR710", check_sr710_dataset_type_changed},
  };
  return rules;
}

void run_rules(const ModuleModel& model, const ProjectFacts& project, const RuleSelection& selection,
               std::string_view source, std::string_view path, RulePass pass, std::vector<Finding>& found,
               std::vector<std::string>& errors, RuleCache* cache) {
  RuleCache local;
  RuleCache& shared = cache ? *cache : local;
  for (const Rule& rule : all_rules()) {
    if (!selection.enabled(rule.code)) continue;
    RuleContext ctx{model, project, source, found, shared, path,
                    is_scala_path(path) ? SourceLanguage::Scala : SourceLanguage::Python};
    for (auto check : {pass != RulePass::Across ? rule.check : nullptr,
                       pass != RulePass::Fragment ? rule.check_across : nullptr}) {
      if (!check) continue;
      try {
        check(ctx);
      } catch (const std::exception& e) {
        errors.push_back(std::string(rule.code) + ": " + e.what());
      }
    }
  }
}

}  // namespace streamlint::analysis
