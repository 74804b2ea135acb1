// SR604 auto-loader-without-schema-location (RULES.md platform; streaming-facts.md §6.1).
#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr604_auto_loader_without_schema_location(RuleContext& ctx) {
  for (const auto& source : ctx.model.sources) {
    if (source->format != "cloudfiles" || source->has_schema || !source->options.complete) continue;
    if (source->options.find("cloudFiles.schemaLocation") || source->in_pipeline_dataset) continue;
    // text and binaryFile have a fixed schema: there is nothing to infer or evolve (§6.1 lists the
    // formats with inference; https://docs.databricks.com/aws/en/ingestion/cloud-object-storage/auto-loader/schema).
    if (const OptionSetting* format = source->options.find("cloudFiles.format")) {
      const auto value = string_of(format->value);
      if (value && (iequals(*value, "text") || iequals(*value, "binaryFile"))) continue;
    }
    ctx.report("SR604", Severity::Warning, source->call_range,
               "Auto Loader without cloudFiles.schemaLocation or an explicit schema: schema inference and "
               "evolution have nowhere to keep the schema.",
               Fix{"Add cloudFiles.schemaLocation", {ctx.edit(start_of(source->call_range), ".option(\"cloudFiles.schemaLocation\", \"<schema-path>\")")},
                   false});
  }
}

const Rule& rule_sr604() {
  static const Rule rule{
      {"SR604", "auto-loader-without-schema-location", Severity::Warning, "platform",
       "Auto Loader without cloudFiles.schemaLocation or an explicit schema.",
       "Schema inference and evolution need a place to store the inferred schema across restarts.",
       "Set cloudFiles.schemaLocation (or pass .schema(...)).",
       "# fixed\n.option(\"cloudFiles.schemaLocation\", \"/Volumes/main/raw/_schemas/events\")",
       {kAutoLoaderSchemaDoc}, "6.1",
       {}, {}},
      check_sr604_auto_loader_without_schema_location, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
