// What the query model reads from Spark SQL text (spark.sql(...) literals, expr()/selectExpr()
// strings, SQL cells), parsed with the tree-sitter SQL grammar (npm @derekstride/tree-sitter-sql,
// cmake/TreeSitterGrammar.cmake). Plain values with byte offsets into the SQL text; the
// interpreter turns them into the same Operations a DataFrame chain gives (query_model/sql_frames.cpp).
//
// SQL the grammar cannot read (a parse error in the statement) is `readable == false`: the
// caller treats the result as unknown and rules stay silent.
#pragma once

#include <tree_sitter/api.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace streamlint::analysis {

// The tree-sitter SQL language (ABI 14).
const TSLanguage* sql_language();

// Bytes [start, end) of the SQL text.
struct SqlSpan {
  std::uint32_t start = 0;
  std::uint32_t end = 0;
};

struct SqlSelect;

// A relation's `WATERMARK named_expression DELAY OF interval` clause (Databricks SQL, DBR 12.0+:
// https://docs.databricks.com/sql/language-manual/sql-ref-syntax-qry-select-watermark.html), the
// SQL spelling of withWatermark. The grammar does not know it: the reader blanks it before parsing.
struct SqlWatermark {
  std::string column;  // the event-time column (the expression's alias, or the column it names); "" unknown
  std::string delay;   // the interval's value and unit, lower-case ("10 seconds", "1 hour 30 minutes")
  SqlSpan at;          // from WATERMARK to the interval's end
};

// What a FROM or JOIN reads.
struct SqlRelation {
  enum class Kind { Table, Stream, Subquery, Unknown };
  Kind kind = Kind::Unknown;
  std::string name;  // Table / Stream: the name as written, qualified (`global_temp.v`, `cat.db.t`)
  std::shared_ptr<const SqlSelect> subquery;
  SqlSpan at;
  std::optional<SqlWatermark> watermark;
};

// A select-list term or a GROUP BY key.
struct SqlColumn {
  enum class Kind { Column, Window, SessionWindow, Aggregate, Other };
  Kind kind = Kind::Other;
  std::string name;   // Column: the column (unqualified); Window: its time column ("" when not a column)
  std::string alias;  // `AS alias`, "" when none
  std::vector<std::string> columns;  // every column the term mentions
  std::string text;                  // the expression as written (without its alias)
  bool cast = false;                 // a CAST of a column, named after it (`CAST(ts AS DATE)`)
  SqlSpan at;
  bool distinct_aggregate = false;  // calls an aggregate over DISTINCT (`count(DISTINCT user_id)`)
};

// The column pairs an equality condition equates in its top-level AND (`a.ts = b.ts AND a.id = b.id`;
// Spark's `==` and `<=>` read as `=`), each column unqualified. Empty when an OR joins the terms: no
// pair is then a join key (Spark's ExtractEquiJoinKeys).
using SqlEquatedColumns = std::vector<std::pair<std::string, std::string>>;

struct SqlJoin {
  SqlRelation relation;
  std::string type;  // "inner", "left outer", "full", "left semi", "cross", ... as written, lower-case
  std::string condition;              // the ON condition's text, "" when none
  std::vector<std::string> columns;   // columns the condition (or USING list) mentions
  std::vector<std::string> using_columns;
  SqlEquatedColumns equated;  // of the condition
  SqlSpan at;  // the JOIN keywords
};

// `UNION [ALL]`, `INTERSECT`, `EXCEPT` and the query after it.
struct SqlSetOperation {
  std::shared_ptr<const SqlSelect> query;
  std::string kind;  // the keywords, lower-case: "union all", "union", "intersect", "except", ...
  SqlSpan at;        // the keywords
};

struct SqlSelect {
  std::optional<SqlRelation> from;
  std::vector<SqlJoin> joins;
  std::optional<SqlSpan> where;
  std::vector<SqlColumn> select;  // the select list (empty for `*`)
  bool select_all = false;
  std::optional<SqlSpan> group_by;  // the GROUP BY keywords
  std::vector<SqlColumn> group_keys;
  std::optional<SqlSpan> distinct;
  std::vector<SqlSpan> window_functions;  // each OVER
  std::optional<SqlSpan> order_by;
  std::optional<SqlSpan> limit;
  std::optional<SqlSpan> sample;  // the TABLESAMPLE keyword of a relation it reads
  bool aggregates = false;  // the select list calls an aggregate function
  SqlSpan at;               // the SELECT keyword
  std::vector<SqlSetOperation> set_operations;  // the queries combined with this one, in order
};

struct SqlStatementModel {
  enum class Kind { Query, CreateView, Other };
  Kind kind = Kind::Other;
  bool readable = false;
  SqlSelect query;        // Query, and the query of a CreateView
  std::string view_name;  // CreateView
  bool view_global = false;
  bool view_temporary = false;
};

// Reads one statement (the first of the text).
SqlStatementModel read_sql_statement(std::string_view sql);

// `SET key = value` (Spark SQL's SET, https://spark.apache.org/docs/latest/sql-ref-syntax-aux-conf-mgmt-set.html,
// as its SetCommand parses it: the key up to `=`, the value after it, each trimmed;
// a trailing `;` and the value's quotes dropped). nullopt for any other statement, and for `SET`,
// `SET key` and `SET -v`, which only read.
struct SqlSetCommand {
  std::string key;
  std::string value;
  SqlSpan key_at;  // bytes of the key in the text
  SqlSpan value_at;  // bytes of the value in the text (inside its quotes, when quoted)
};
std::optional<SqlSetCommand> read_sql_set(std::string_view sql);

// What an expression string (`expr("...")`, a `selectExpr` term) holds.
struct SqlExpression {
  bool readable = false;
  bool aggregate = false;                 // calls an aggregate function
  bool distinct_aggregate = false;        // calls one over DISTINCT (`count(DISTINCT x)`)
  std::vector<SqlSpan> window_functions;  // each OVER
  SqlEquatedColumns equated;              // when the expression is a condition
  std::vector<std::string> columns;       // columns it mentions (unqualified)
  SqlColumn term;                         // the expression as a select-list term (`ts AS event_time`)
};
SqlExpression read_sql_expression(std::string_view text);

}  // namespace streamlint::analysis
