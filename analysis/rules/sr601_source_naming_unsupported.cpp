// SR601 source-naming-unsupported (RULES.md platform; streaming-facts.md §1.6).
#include <algorithm>
#include <set>

#include "analysis/query_model/value.h"
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/spark_facts.h"

namespace streamlint::analysis {
namespace {

bool valid_name(const std::string& name) {
  if (name.empty()) return false;
  for (char c : name) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    if (!ok) return false;
  }
  return true;
}

bool evolution_enabled(const ModuleModel& model, const ProjectFacts& project, NodeKey job) {
  // Both spellings exist: the Databricks page's and Apache Spark's SQLConf key.
  for (std::string_view key : {"spark.sql.streaming.enableSourceEvolution",
                               "spark.sql.streaming.queryEvolution.enableSourceEvolution"}) {
    if (const SessionConf* c = model.find_session_conf(key, job); c && conf_bool(c->value) == true) return true;
    if (auto v = project_conf(project, key); v && spark_boolean(*v) == true) return true;
  }
  return false;
}

}  // namespace

void check_sr601_source_naming_unsupported(RuleContext& ctx) {
  std::set<std::pair<std::uint64_t, std::uint32_t>> reported;
  for (const auto& source : ctx.model.sources) {
    if (!source->name_range) continue;
    const bool enabled = evolution_enabled(ctx.model, ctx.project, source->job);
    auto name = string_of(source->name);
    if (name && !valid_name(*name)) {
      ctx.report("SR601", Severity::Error, *source->name_range,
                 "Source name \"" + *name + "\" must match [A-Za-z0-9_]+: Spark raises an AnalysisException.");
    } else if (!enabled) {
      ctx.report("SR601", Severity::Error, *source->name_range,
                 "Naming a source needs source evolution enabled (spark.sql.streaming.enableSourceEvolution): "
                 "without it Spark fails with STREAMING_QUERY_EVOLUTION_ERROR.SOURCE_NAMING_NOT_SUPPORTED.");
    }
  }
  // When some sources of a query are named, all must be.
  for (const StreamingQuery& q : ctx.model.queries) {
    if (!q.writer.input || q.writer.input->sources.size() < 2) continue;
    const auto& sources = q.writer.input->sources;
    const auto named = std::count_if(sources.begin(), sources.end(), [](const auto& s) { return s->name_range.has_value(); });
    if (named == 0 || named == static_cast<long>(sources.size())) continue;
    for (const auto& s : sources) {
      if (!s->name_range || !reported.insert({s->name_range->serial, s->name_range->start}).second) continue;
      ctx.report("SR601", Severity::Error, *s->name_range,
                 "Only some sources of this query are named: with source evolution every source must be named.");
    }
  }
}

const Rule& rule_sr601() {
  static const Rule rule{
      {"SR601", "source-naming-unsupported", Severity::Error, "platform",
       "DataStreamReader.name() without source evolution enabled, with an invalid name, or on only some sources.",
       "Naming sources lets a query add or reorder sources without a new checkpoint, but only with source evolution "
       "enabled; names must match [A-Za-z0-9_]+ and all sources of a query must be named.",
       "Set spark.sql.streaming.enableSourceEvolution (Databricks spelling; Apache Spark uses "
       "spark.sql.streaming.queryEvolution.enableSourceEvolution) and name every source.",
       "# fixed\nspark.readStream.format(\"rate\").name(\"source1\").load()",
       {kSourceNameDoc}, "1.6",
       {}, {}},
      check_sr601_source_naming_unsupported, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
