// SR701-SR704: Lakeflow Spark Declarative Pipelines (RULES.md pipeline; streaming-facts.md §6.3).
#include <algorithm>
#include <cctype>

#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Finds `CREATE OR REPLACE STREAMING TABLE|MATERIALIZED VIEW` (any case and spacing) and returns
// the offset of REPLACE in `sql`, or npos.
std::size_t create_or_replace_pipeline_object(const std::string& sql) {
  std::vector<std::pair<std::string, std::size_t>> words;
  for (std::size_t i = 0; i < sql.size();) {
    while (i < sql.size() && !std::isalpha(static_cast<unsigned char>(sql[i]))) ++i;
    const std::size_t start = i;
    while (i < sql.size() && (std::isalnum(static_cast<unsigned char>(sql[i])) || sql[i] == '_')) ++i;
    if (i > start) words.push_back({to_lower(sql.substr(start, i - start)), start});
  }
  for (std::size_t k = 0; k + 4 < words.size() + 1 && k + 3 < words.size(); ++k) {
    if (words[k].first != "create" || words[k + 1].first != "or" || words[k + 2].first != "replace") continue;
    const bool streaming_table = words[k + 3].first == "streaming" && k + 4 < words.size() && words[k + 4].first == "table";
    const bool materialized_view = words[k + 3].first == "materialized" && k + 4 < words.size() && words[k + 4].first == "view";
    if (streaming_table || materialized_view) return words[k + 2].second;
  }
  return std::string::npos;
}

}  // namespace

void check_sr701_action_in_pipeline_dataset(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    ctx.report("SR701", Severity::Error, a.range,
               a.method + "() inside a pipeline dataset function: the pipeline owns execution, checkpoints and "
                          "triggers; a dataset function must only return a DataFrame.");
  }
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
    // Rewrite inside the literal only when the source text holds the SQL verbatim.
    const std::string_view literal = ctx.text(s.range);
    const std::size_t in_literal = literal.find(s.text);
    if (in_literal != std::string_view::npos && s.text.compare(at, 7, "REPLACE") == 0) {
      SourceRange r = s.range;
      const std::uint32_t offset = static_cast<std::uint32_t>(in_literal + at);
      const std::string_view before = literal.substr(0, offset);
      const auto newlines = std::count(before.begin(), before.end(), '\n');
      if (newlines == 0) {
        r.start_byte += offset;
        r.end_byte = r.start_byte + 7;
        r.start.column += offset;
        r.end = {r.start.row, r.start.column + 7};
        fix = Fix{"Use CREATE OR REFRESH", {{r, "REFRESH"}}, true};
      }
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
