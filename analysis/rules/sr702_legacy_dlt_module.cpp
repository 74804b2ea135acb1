// SR702 legacy-dlt-module (RULES.md pipeline; streaming-facts.md §6.3).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr702_legacy_dlt_module(RuleContext& ctx) {
  // A file that uses dltHub's package of the same name imports no Databricks pipelines module.
  if (ctx.model.find_session_conf(kDltHubUse)) return;
  for (const ImportUse& i : ctx.model.imports) {
    ctx.report("SR702", Severity::Information, i.range,
               "The dlt module is the legacy name: use `from pyspark import pipelines as dp`.");
  }
}

const Rule& rule_sr702() {
  static const Rule rule{
      {"SR702", "legacy-dlt-module", Severity::Information, "pipeline",
       "The legacy dlt module.",
       "Delta Live Tables is now Lakeflow Spark Declarative Pipelines; the Python API is pyspark.pipelines.",
       "Import `from pyspark import pipelines as dp` and use @dp.table / @dp.materialized_view.",
       "# problem\nimport dlt\n# fixed\nfrom pyspark import pipelines as dp",
       {kWhereIsDltDoc}, "6.3",
       {}, {}},
      check_sr702_legacy_dlt_module, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
