// SR703 create-or-replace-streaming-table (RULES.md pipeline; streaming-facts.md §6.3).
#include <cctype>

#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/sql/pipeline_sql.h"
#include "analysis/sql_file.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// When the statement `sql` begins (after blanks and comments) with `CREATE OR REPLACE [PRIVATE |
// TEMPORARY] STREAMING [LIVE] TABLE | MATERIALIZED VIEW | LIVE TABLE` in any case and spacing: the
// offset of REPLACE in `sql`, else npos (streaming-facts.md §6.3; TEMPORARY and LIVE are the older
// spellings). Words inside quotes or comments never count. A materialized view counts only where
// RULES.md names (`pipeline`: a .sql file, a spark.sql() text, pipeline source), not in another
// notebook's SQL cell: that is Databricks SQL, which takes `CREATE OR REPLACE MATERIALIZED VIEW`
// (https://docs.databricks.com/sql/language-manual/sql-ref-syntax-ddl-create-materialized-view.html);
// its streaming tables take only OR REFRESH.
std::size_t create_or_replace_pipeline_object(const std::string& sql, bool pipeline) {
  const auto words = sql_words(sql, 7, true);
  if (words.size() < 5 || words[0].text != "create" || words[1].text != "or" || words[2].text != "replace") {
    return std::string::npos;
  }
  std::size_t k = 3;
  if (words[k].text == "private" || words[k].text == "temporary") ++k;
  auto word = [&](std::size_t at) { return at < words.size() ? words[at].text : std::string(); };
  const bool streaming_table =
      word(k) == "streaming" && (word(k + 1) == "table" || (word(k + 1) == "live" && word(k + 2) == "table"));
  // (PRIVATE is the pipeline's spelling alone: such a view is pipeline source wherever it is.)
  const bool materialized_view =
      (pipeline || words[3].text == "private") && word(k) == "materialized" && word(k + 1) == "view";
  const bool live_table = word(k) == "live" && word(k + 1) == "table";
  return streaming_table || materialized_view || live_table ? words[2].offset : std::string::npos;
}

}  // namespace

void check_sr703_create_or_replace_streaming_table(RuleContext& ctx) {
  // Pipeline source: a .sql file (README: pipeline SQL sources), a notebook a bundle lists in a
  // pipeline's libraries, or code checked for a pipeline (--compute pipeline).
  const bool pipeline =
      is_sql_path(ctx.path) || !ctx.project.pipeline.empty() || ctx.project.compute == Compute::Pipeline;
  for (const SqlStatement& s : ctx.model.sql_statements) {
    const std::size_t at = create_or_replace_pipeline_object(s.text, pipeline || !s.cell);
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

const Rule& rule_sr703() {
  static const Rule rule{
      {"SR703",
       "create-or-replace-streaming-table",
       Severity::Error,
       "pipeline",
       "CREATE OR REPLACE for a streaming table or materialized view (a materialized view in a notebook's "
       "SQL cell is Databricks SQL, which takes CREATE OR REPLACE MATERIALIZED VIEW).",
       "Pipeline streaming tables and materialized views are declared with CREATE OR REFRESH.",
       "Write CREATE OR REFRESH STREAMING TABLE / MATERIALIZED VIEW.",
       "# fixed\nCREATE OR REFRESH STREAMING TABLE bronze AS SELECT * FROM STREAM read_files('/Volumes/raw')",
       {kCreateStreamingTableDoc},
       "6.3",
       {},
       {}},
      check_sr703_create_or_replace_streaming_table,
      nullptr};
  return rule;
}

}  // namespace streamlint::analysis
