// SR701-SR704: Lakeflow Spark Declarative Pipelines (RULES.md pipeline; streaming-facts.md §6.3).
#include <algorithm>
#include <cctype>

#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// The words of `sql` (lower-cased, with their offsets) outside comments and quoted text, the first
// `limit` of them; `leading`: stop at the first character that is neither a word nor a blank (the
// leading keywords of a statement end at a name's dot, a quote or a parenthesis). Each other
// character is its own one-character word ("(", "."), so what follows a keyword can be read.
std::vector<std::pair<std::string, std::size_t>> sql_words(const std::string& sql, std::size_t limit, bool leading) {
  std::vector<std::pair<std::string, std::size_t>> words;
  for (std::size_t i = 0; i < sql.size() && words.size() < limit;) {
    const char c = sql[i];
    if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
      while (i < sql.size() && sql[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
      const std::size_t close = sql.find("*/", i + 2);
      i = close == std::string::npos ? sql.size() : close + 2;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      const std::size_t begin = i;
      while (i < sql.size() && (std::isalnum(static_cast<unsigned char>(sql[i])) || sql[i] == '_')) ++i;
      words.push_back({to_lower(sql.substr(begin, i - begin)), begin});
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (leading) {
      break;
    } else if (c == '\'' || c == '"' || c == '`') {
      const std::size_t close = sql.find(c, i + 1);  // a quoted literal or name: no keywords inside
      i = close == std::string::npos ? sql.size() : close + 1;
    } else {
      words.push_back({std::string(1, c), i++});
    }
  }
  return words;
}

// When the statement `sql` begins (after blanks and comments) with `CREATE OR REPLACE [PRIVATE |
// TEMPORARY] STREAMING [LIVE] TABLE | MATERIALIZED VIEW | LIVE TABLE` in any case and spacing: the
// offset of REPLACE in `sql`, else npos (streaming-facts.md §6.3; TEMPORARY and LIVE are the older
// spellings). Words inside quotes or comments never count.
std::size_t create_or_replace_pipeline_object(const std::string& sql) {
  const auto words = sql_words(sql, 7, true);
  if (words.size() < 5 || words[0].first != "create" || words[1].first != "or" || words[2].first != "replace") {
    return std::string::npos;
  }
  std::size_t k = 3;
  if (words[k].first == "private" || words[k].first == "temporary") ++k;
  auto word = [&](std::size_t at) { return at < words.size() ? words[at].first : std::string(); };
  const bool streaming_table =
      word(k) == "streaming" && (word(k + 1) == "table" || (word(k + 1) == "live" && word(k + 2) == "table"));
  const bool materialized_view = word(k) == "materialized" && word(k + 1) == "view";
  const bool live_table = word(k) == "live" && word(k + 1) == "table";
  return streaming_table || materialized_view || live_table ? words[2].second : std::string::npos;
}

}  // namespace

void check_sr701_action_in_pipeline_dataset(RuleContext& ctx) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    if (a.method == "pivot" || a.method == "once_flow_stream") continue;  // SR709, SR706
    ctx.report("SR701", Severity::Error, a.range,
               a.method + "() inside a pipeline dataset function: the pipeline owns execution, checkpoints and "
                          "triggers; a dataset function must only return a DataFrame.");
  }
}

// The pipeline misuses the interpreter records with the actions under their own names (SR706,
// SR709), each reported at its place.
static void report_recorded(RuleContext& ctx, std::string_view kind, std::string_view code, const std::string& message) {
  for (const StreamingAction& a : ctx.model.pipeline_actions) {
    if (a.method == kind) ctx.report(code, Severity::Error, a.range, message);
  }
}

// SR706 (streaming-facts.md §11: the Python reference for append_flow, `once=True`: "the return
// value must be a batch DataFrame").
void check_sr706_once_flow_returns_stream(RuleContext& ctx) {
  report_recorded(ctx, "once_flow_stream", "SR706",
                  "This one-time flow (append_flow with once=True) returns a streaming read: a once flow must "
                  "return a batch DataFrame, and the pipeline update fails. Read with spark.read (the backfill "
                  "runs once), or drop once=True for a continuous flow.");
}

// SR709 (streaming-facts.md §11: the pipeline Python limitations list, `pivot()` is not supported).
void check_sr709_pivot_in_pipeline_dataset(RuleContext& ctx) {
  report_recorded(ctx, "pivot", "SR709",
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

// SR705 in SQL (streaming-facts.md §11: "Creating a streaming table from a batch query prevents
// incremental loading"; a materialized view is a batch query): `CREATE [OR REFRESH] [PRIVATE]
// STREAMING TABLE t ... AS SELECT ... FROM x` that reads no `STREAM(...)` / `STREAM read_files`,
// or a MATERIALIZED VIEW that does.
void check_sr705_dataset_type_mismatch(RuleContext& ctx) {
  for (const SqlStatement& s : ctx.model.sql_statements) {
    const auto words = sql_words(s.text, 4096, false);
    auto word = [&](std::size_t at) { return at < words.size() ? words[at].first : std::string(); };
    if (word(0) != "create") continue;
    std::size_t k = 1;
    if (word(k) == "or" && (word(k + 1) == "refresh" || word(k + 1) == "replace")) k += 2;
    if (word(k) == "private" || word(k) == "temporary") ++k;
    const bool streaming_table = word(k) == "streaming" && word(k + 1) == "table";
    const bool materialized_view = word(k) == "materialized" && word(k + 1) == "view";
    if (!streaming_table && !materialized_view) continue;
    bool query = false;    // AS SELECT: a table with no query is an append flow's target
    bool streams = false;  // STREAM(x), STREAM x, STREAM read_files(...)
    for (std::size_t i = k + 2; i < words.size(); ++i) {
      query = query || (words[i].first == "as" && word(i + 1) == "select");
      const std::string& next = word(i + 1);
      streams = streams || (words[i].first == "stream" && (next == "(" || (!next.empty() && std::isalpha(static_cast<unsigned char>(next[0])))));
    }
    if (!query || words.size() >= 4096) continue;  // no query, or too long to read whole: no verdict
    // At CREATE, where the source holds the SQL verbatim (a literal without escapes), else the statement.
    const std::string_view literal = ctx.text(s.range);
    const std::size_t in_literal = literal.find(s.text);
    const Span at = in_literal == std::string_view::npos
                        ? s.range
                        : sub_span(s.range, static_cast<std::uint32_t>(in_literal + words[0].second), 6);
    if (streaming_table && !streams) {
      ctx.report("SR705", Severity::Error, at,
                 "This streaming table is defined by a batch query (no STREAM(...) in its FROM): the pipeline "
                 "rejects it, or reprocesses everything on each update. Read the source with STREAM(...) "
                 "(STREAM read_files(...) for files), or make it a MATERIALIZED VIEW.");
    } else if (materialized_view && streams) {
      ctx.report("SR705", Severity::Error, at,
                 "This materialized view is defined by a streaming query (STREAM(...)): a materialized view "
                 "is recomputed from batch reads. Drop STREAM(...), or make it a STREAMING TABLE.");
    }
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
