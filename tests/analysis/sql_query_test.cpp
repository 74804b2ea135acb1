#include "analysis/sql/sql_query.h"
#include "analysis/sql_file.h"

#include <gtest/gtest.h>

#include <string>

namespace streamlint::analysis {
namespace {

TEST(SqlQuery, ReadsAViewOverAStreamWithItsGrouping) {
  const SqlStatementModel m = read_sql_statement("CREATE OR REPLACE TEMP VIEW c AS SELECT user, count(*) AS n FROM e GROUP BY user");
  ASSERT_TRUE(m.readable);
  EXPECT_EQ(m.kind, SqlStatementModel::Kind::CreateView);
  EXPECT_EQ(m.view_name, "c");
  ASSERT_TRUE(m.query.from);
  EXPECT_EQ(m.query.from->name, "e");
  ASSERT_EQ(m.query.group_keys.size(), 1u);
  EXPECT_EQ(m.query.group_keys[0].name, "user");
  EXPECT_TRUE(m.query.aggregates);
  EXPECT_FALSE(read_sql_statement("SELEC user FROM e").readable);
}

// The grammar puts `HAVING predicate` inside the group_by node: its predicate is no grouping key.
TEST(SqlQuery, AHavingPredicateIsNoGroupingKey) {
  const SqlStatementModel m =
      read_sql_statement("SELECT k, count(*) AS n FROM e GROUP BY k, window(ts, '5 minutes') HAVING count(*) > 5");
  ASSERT_TRUE(m.readable);
  ASSERT_EQ(m.query.group_keys.size(), 2u);
  EXPECT_EQ(m.query.group_keys[0].name, "k");
  EXPECT_TRUE(m.query.aggregates);
}

// Named parameter markers (spark.sql's args={...}) are values: the query is read. A colon after a
// name is a semi-structured path (`raw:device.id`), `::` a cast, and ':y' in a literal text: none is
// a marker.
TEST(SqlQuery, ReadsNamedParameterMarkers) {
  const SqlStatementModel m = read_sql_statement(
      "SELECT country, count(*) AS n FROM v WHERE d > :min_d AND c IN (:a, :b) GROUP BY country");
  ASSERT_TRUE(m.readable);
  ASSERT_TRUE(m.query.from);
  EXPECT_EQ(m.query.from->name, "v");
  ASSERT_EQ(m.query.group_keys.size(), 1u);
  EXPECT_EQ(m.query.group_keys[0].name, "country");
  const SqlStatementModel cast = read_sql_statement("SELECT n::int AS k, count(*) FROM v WHERE x = ':y' GROUP BY n::int");
  ASSERT_TRUE(cast.readable);
  ASSERT_EQ(cast.query.group_keys.size(), 1u);
  // A JSON path after a name (`raw:device.id`): the statement is read, the term's name is unknown
  // (Spark names it after the path's last field), its alias known.
  const SqlStatementModel path =
      read_sql_statement("SELECT raw:device.id, raw:ts::timestamp AS ts FROM v GROUP BY raw:device.id");
  ASSERT_TRUE(path.readable);
  ASSERT_EQ(path.query.select.size(), 2u);
  EXPECT_EQ(path.query.select[0].kind, SqlColumn::Kind::Other);
  EXPECT_EQ(path.query.select[0].name, "");
  EXPECT_EQ(path.query.select[1].alias, "ts");
  ASSERT_EQ(path.query.group_keys.size(), 1u);
  EXPECT_EQ(path.query.group_keys[0].name, "");
}

// Databricks' WATERMARK clause sits between a relation and its alias (or ends the FROM item);
// its column is the alias of the named expression when it has one, and the interval's value may be
// a number or a quoted literal.
TEST(SqlQuery, ReadsTheWatermarkClauseOfEachRelation) {
  const std::string sql =
      "SELECT * FROM STREAM(a) WATERMARK to_timestamp(s) AS ts DELAY OF INTERVAL '10' SECOND AS x "
      "JOIN STREAM b WATERMARK event_time DELAY OF INTERVAL 1 HOUR 30 MINUTES ON x.id = b.id";
  const SqlStatementModel m = read_sql_statement(sql);
  ASSERT_TRUE(m.readable);
  ASSERT_TRUE(m.query.from && m.query.from->watermark);
  EXPECT_EQ(m.query.from->kind, SqlRelation::Kind::Stream);
  EXPECT_EQ(m.query.from->watermark->column, "ts");
  EXPECT_EQ(m.query.from->watermark->delay, "10 second");
  EXPECT_EQ(sql.substr(m.query.from->watermark->at.start, 9), "WATERMARK");
  ASSERT_EQ(m.query.joins.size(), 1u);
  const SqlRelation& b = m.query.joins[0].relation;
  EXPECT_EQ(b.kind, SqlRelation::Kind::Stream);  // `STREAM b`: the name after STREAM
  EXPECT_EQ(b.name, "b");
  ASSERT_TRUE(b.watermark);
  EXPECT_EQ(b.watermark->column, "event_time");
  EXPECT_EQ(b.watermark->delay, "1 hour 30 minutes");
  EXPECT_EQ(m.query.joins[0].columns.size(), 2u);  // the ON condition after the clause is read
}

// `INTERVAL 1 HOUR` is Spark SQL the grammar only reads quoted (`INTERVAL '1' HOUR`).
TEST(SqlQuery, ReadsIntervalsWithUnquotedValues) {
  const SqlStatementModel m = read_sql_statement(
      "SELECT * FROM STREAM(i) JOIN STREAM(c) ON i.id = c.id AND c.t BETWEEN i.t AND i.t + INTERVAL 1 HOUR");
  ASSERT_TRUE(m.readable);
  ASSERT_EQ(m.query.joins.size(), 1u);
  EXPECT_NE(m.query.joins[0].condition.find("1"), std::string::npos);
  EXPECT_TRUE(read_sql_expression("t + interval 10 minutes").readable);
  // A word that is no unit stays as written (and the text stays unreadable, as before).
  EXPECT_FALSE(read_sql_statement("SELECT INTERVAL 1 banana FROM t").readable);
}

// Dollar-quoted strings make the grammar's scanner keep a tag across state restores, and return
// early from a scan holding one it has just read (a function body that starts with $a$ and reads
// $a$ again where only a string may start); each parse here once leaked a tag (LeakSanitizer fails
// this test in the sanitizer build if it comes back).
TEST(SqlQuery, DollarQuotedStringsLeaveNothingBehind) {
  for (int i = 0; i < 50; ++i) {
    const std::string n = std::to_string(i);
    (void)read_sql_statement("SELECT $t" + n + "$ never closed FROM v" + n);
    (void)read_sql_statement("SELECT $q" + n + "$a$q" + n + "$, $x$ FROM v WHERE " + n);
    (void)read_sql_expression("$a" + n + "$ b $a");
    (void)read_sql_statement("CREATE FUNCTION f" + n + "() RETURNS int AS $a" + n + "$ SELECT $a" + n + "$");
  }
  const SqlStatementModel closed = read_sql_statement("SELECT $tag$a;b$tag$ AS s FROM v");
  EXPECT_TRUE(closed.readable);
}

// `STREAM()` (an editor's auto-closed parenthesis, before the table is typed) has no argument
// node: it reads as a stream of nothing known, and no accessor touches the missing node.
TEST(SqlQuery, AStreamWithNoTableIsAStreamOfNothingKnown) {
  const SqlStatementModel model = read_sql_statement("SELECT * FROM STREAM()");
  ASSERT_TRUE(model.readable);
  ASSERT_TRUE(model.query.from.has_value());
  EXPECT_EQ(model.query.from->kind, SqlRelation::Kind::Stream);
  EXPECT_EQ(model.query.from->name, "");
  EXPECT_EQ(model.query.from->at.start, 14u);
}

TEST(SqlFile, StatementsEndAtSemicolonsOutsideStringsEscapedEitherWay) {
  // 'it''s' and 'it\'s' are both one string (Spark SQL's default); `a\` is an identifier.
  const std::string text =
      "SET a = 'it''s; still a';\n"
      "SET b = 'it\\'s; still b', c = \"q\\\"; still c\";\n"
      "SELECT `a\\` FROM t; -- a comment; with a semicolon\n"
      "CREATE OR REPLACE STREAMING TABLE s AS SELECT * FROM STREAM(t)";
  const auto statements = split_sql_statements(text);
  ASSERT_EQ(statements.size(), 4u);
  EXPECT_EQ(statements[0].text, "SET a = 'it''s; still a'");
  EXPECT_EQ(statements[1].text, "SET b = 'it\\'s; still b', c = \"q\\\"; still c\"");
  EXPECT_EQ(statements[2].text, "SELECT `a\\` FROM t");
  EXPECT_EQ(statements[3].text.substr(0, 17), "CREATE OR REPLACE");
  EXPECT_EQ(statements[3].range.start, text.find("CREATE"));
}

TEST(SqlFile, AStatementWithALiteralLeftOpenEndsAtItsLastCharacterNotTheBlanksAfterIt) {
  // A notebook's SQL cell is followed by a line end (and the next cell): the statement's range
  // stays on its own line, as a closed one's does.
  const std::string text = "CREATE OR REPLACE STREAMING TABLE t AS SELECT * FROM STREAM(x) WHERE a = 'b\n  \n";
  const auto statements = split_sql_statements(text);
  ASSERT_EQ(statements.size(), 1u);
  EXPECT_EQ(statements[0].range.start, 0u);
  EXPECT_EQ(statements[0].range.end, text.find("'b") + 2);
  EXPECT_EQ(statements[0].text.back(), 'b');
}

TEST(SqlSet, ReadsTheKeyAndValueOfASetCommand) {
  const auto set = read_sql_set("  SET spark.sql.shuffle.partitions = 8 ;");
  ASSERT_TRUE(set);
  EXPECT_EQ(set->key, "spark.sql.shuffle.partitions");
  EXPECT_EQ(set->value, "8");
  EXPECT_EQ(set->key_at.start, 6u);
  EXPECT_EQ(set->key_at.end, 34u);
  const auto quoted = read_sql_set("set `spark.sql.streaming.multipleWatermarkPolicy`='max'");
  ASSERT_TRUE(quoted);
  EXPECT_EQ(quoted->key, "spark.sql.streaming.multipleWatermarkPolicy");
  EXPECT_EQ(quoted->value, "max");
  EXPECT_EQ(quoted->key_at.start, 5u);
  // Reading a conf, listing them, and other statements set nothing.
  EXPECT_FALSE(read_sql_set("SET spark.sql.shuffle.partitions"));
  EXPECT_FALSE(read_sql_set("SET -v"));
  EXPECT_FALSE(read_sql_set("SELECT * FROM t WHERE a = 1"));
  EXPECT_FALSE(read_sql_set("SETTINGS = 1"));
  EXPECT_FALSE(read_sql_set("SET = 1"));
}

// A CTE is a named subquery: the query (and a later CTE) reading its name reads its query, and a
// CTE named like a view shadows the view.
TEST(SqlQuery, ReadsCommonTableExpressionsAsSubqueries) {
  const SqlStatementModel m = read_sql_statement(
      "WITH paid AS (SELECT * FROM orders WHERE status = 'PAID'), big AS (SELECT * FROM paid WHERE total > 9) "
      "SELECT store, sum(total) AS s FROM big GROUP BY store");
  ASSERT_TRUE(m.readable);
  ASSERT_TRUE(m.query.from);
  ASSERT_EQ(m.query.from->kind, SqlRelation::Kind::Subquery);
  const SqlSelect& big = *m.query.from->subquery;
  ASSERT_TRUE(big.from && big.from->kind == SqlRelation::Kind::Subquery);
  const SqlSelect& paid = *big.from->subquery;
  ASSERT_TRUE(paid.from);
  EXPECT_EQ(paid.from->kind, SqlRelation::Kind::Table);
  EXPECT_EQ(paid.from->name, "orders");
  // Out of its query's scope the name is a table again.
  const SqlStatementModel after = read_sql_statement("SELECT * FROM (WITH t AS (SELECT * FROM a) SELECT * FROM t) x JOIN t ON x.id = t.id");
  ASSERT_TRUE(after.readable);
  ASSERT_EQ(after.query.joins.size(), 1u);
  EXPECT_EQ(after.query.joins[0].relation.kind, SqlRelation::Kind::Table);
}

// `FROM a, b WHERE ...` is an inner join whose condition is the WHERE.
TEST(SqlQuery, ReadsACommaJoinWithTheWhereAsItsCondition) {
  const SqlStatementModel m = read_sql_statement("SELECT o.id FROM orders o, shipments s WHERE o.id = s.order_id");
  ASSERT_TRUE(m.readable);
  ASSERT_EQ(m.query.joins.size(), 1u);
  EXPECT_EQ(m.query.joins[0].type, "inner");
  EXPECT_EQ(m.query.joins[0].relation.name, "shipments");
  EXPECT_EQ(m.query.joins[0].condition, "o.id = s.order_id");
  EXPECT_EQ(m.query.joins[0].columns, (std::vector<std::string>{"id", "order_id"}));
}

// Databricks SQL the grammar does not take: GROUP BY ALL groups by every term without an
// aggregate; a window function in QUALIFY is one of the query's.
TEST(SqlQuery, ReadsGroupByAllAndQualify) {
  const SqlStatementModel all = read_sql_statement("SELECT store, window(ts, '5 minutes') AS w, count(*) AS n FROM o GROUP BY ALL");
  ASSERT_TRUE(all.readable);
  ASSERT_TRUE(all.query.group_by);
  ASSERT_EQ(all.query.group_keys.size(), 2u);
  EXPECT_EQ(all.query.group_keys[0].name, "store");
  EXPECT_EQ(all.query.group_keys[1].kind, SqlColumn::Kind::Window);
  const std::string sql = "SELECT * FROM o QUALIFY row_number() OVER (PARTITION BY k ORDER BY ts) = 1 ORDER BY k";
  const SqlStatementModel q = read_sql_statement(sql);
  ASSERT_TRUE(q.readable);
  ASSERT_EQ(q.query.window_functions.size(), 1u);
  EXPECT_EQ(sql.substr(q.query.window_functions[0].start, 4), "OVER");
  EXPECT_TRUE(q.query.order_by);  // the clause after QUALIFY is still read
  // `all` elsewhere is untouched: UNION ALL, a column named all_rows.
  const SqlStatementModel u = read_sql_statement("SELECT all_rows FROM a UNION ALL SELECT all_rows FROM b");
  ASSERT_TRUE(u.readable);
  EXPECT_EQ(u.query.set_operations.size(), 1u);
}

}  // namespace
}  // namespace streamlint::analysis
