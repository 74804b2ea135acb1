// What a Lakeflow pipeline SQL statement defines and reads (streaming-facts.md §6.3 and §11;
// https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-create-streaming-table and the
// AUTO CDC INTO reference, https://docs.databricks.com/aws/en/ldp/developer/ldp-sql-ref-apply-changes-into).
//
// The pipeline DDL (STREAMING TABLE, FLOW ... AUTO CDC, APPLY CHANGES, STREAM(...)) is Databricks
// syntax the SQL grammar does not know, so it is read from the statement's words: keywords outside
// comments and quoted literals, in any case and spacing. Offsets are bytes into the statement's text.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

// One word of SQL text: an identifier or keyword (lower-cased), a backquoted name (its inside,
// lower-cased), or one other character ("(", ".", ",").
struct SqlWord {
  std::string text;
  std::size_t offset = 0;  // of its first byte (the backquote of a quoted name)
  std::size_t length = 0;  // bytes it covers in the text
  bool quoted = false;     // a backquoted name
  // A name (or keyword) rather than a punctuation character.
  bool name() const;
};

// The words of `sql` outside `--` and `/* */` comments and '...' / "..." literals, the first `limit`
// of them. `leading`: stop at the first character that is neither a word nor a blank (the leading
// keywords of a statement end at a name's dot, a quote or a parenthesis).
std::vector<SqlWord> sql_words(std::string_view sql, std::size_t limit, bool leading);

// One past the end of the block comment opening at `open` (its `/*`): Spark SQL's block comments
// nest (`/* a /* b */ c */`). The text's size when it is not closed.
std::size_t sql_block_comment_end(std::string_view sql, std::size_t open);
// One past the closing quote of the '...' or "..." literal opening at `open`: a backslash escapes
// the next character (`'it\'s'`), as Spark SQL reads literals by default
// (spark.sql.parser.escapedStringLiterals=false). The text's size when it is not closed.
std::size_t sql_literal_end(std::string_view sql, std::size_t open);

// Writes each pipeline parameter (`${db}`, https://docs.databricks.com/aws/en/ldp/parameters) and
// template placeholder (`{db}`, filled in before deployment) of `text` as a name the SQL grammar
// reads, in place and at the same length: `${db}` as `__db_`, `{db}` as `_db_`.
void write_parameters_as_names(std::string& text);

// A name as pipeline code compares it: lower-cased, its parameters written as names (as the query
// reader reads them), without the legacy `LIVE.` schema.
std::string pipeline_name(std::string_view name);

struct PipelineSqlStatement {
  // What the statement creates. A STREAMING TABLE, a MATERIALIZED VIEW (also the legacy
  // `CREATE LIVE TABLE`), a VIEW (temporary or not), or a flow only (CREATE FLOW, APPLY CHANGES,
  // AUTO CDC INTO).
  enum class Defines { Nothing, StreamingTable, MaterializedView, View, Flow };
  Defines defines = Defines::Nothing;
  std::string name;           // the dataset's name (pipeline_name), "" for a flow
  std::size_t first_word = 0; // offset of the statement's first word (CREATE, APPLY, AUTO)
  std::size_t first_word_length = 0;
  bool has_query = false;     // a query follows (AS SELECT, FLOW INSERT ... SELECT)
  // Offset of the query's first word (the SELECT or WITH after AS, or after INSERT ... BY NAME),
  // when has_query; the query runs from there to the statement's end.
  std::optional<std::size_t> query_offset;
  // Where the query ends when parentheses hold it (`AS (SELECT ...)`: the closing one); else it runs
  // to the statement's end.
  std::optional<std::size_t> query_end;
  bool reads_stream = false;  // STREAM(x), STREAM x or STREAM read_files(...) anywhere in it
  bool insert_flow = false;   // an INSERT flow (CREATE FLOW ... AS INSERT, FLOW INSERT)
  bool insert_once = false;   // an INSERT ONCE flow (a one-time flow)

  // An AUTO CDC flow (AUTO CDC INTO, APPLY CHANGES INTO, FLOW AUTO CDC).
  struct AutoCdc {
    std::string target{};        // pipeline_name; the defined table for FLOW AUTO CDC
    std::string source{};        // pipeline_name of the FROM name, "" when not a plain name
    bool source_is_stream = false;  // FROM STREAM(x) / STREAM x
    std::size_t source_offset = 0, source_length = 0;  // the FROM name as written (no STREAM)
    std::optional<int> scd_type{};  // 1 (the default) or 2; nullopt for another (BITEMPORAL)
    bool once = false;           // AUTO CDC ONCE: a one-time flow, which reads in batch
    bool from_snapshot = false;  // FROM SNAPSHOT (...): it takes snapshots
  };
  std::optional<AutoCdc> auto_cdc;

  // The tables read with STREAM(t) / STREAM t (not read_files), in order.
  struct StreamRead {
    std::string table;  // pipeline_name
    std::size_t offset = 0, length = 0;  // from STREAM to the name's end (or its closing parenthesis)
  };
  std::vector<StreamRead> stream_reads;
  bool skip_change_commits = false;  // the statement names skipChangeCommits (a reader option)
  // The query's one relation, when it reads exactly one and not with STREAM (no JOIN, no second
  // FROM): a table name, or a table function's name (`read_files`), for the fix that wraps it.
  struct BatchSource {
    std::size_t offset = 0, length = 0;
    bool function = false;  // `read_files(...)`: STREAM goes before it, not around it
  };
  std::optional<BatchSource> batch_source;
  bool complete = true;  // every word was read (a statement too long to read whole is no verdict)
};

// Reads one statement (the text of one SqlStatement).
PipelineSqlStatement read_pipeline_sql(std::string_view sql);

}  // namespace streamlint::analysis
