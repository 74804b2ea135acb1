#include "analysis/query_model/query_model.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/analyze.h"
#include "analysis/python_source.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/value.h"
#include "analysis/syntax/long_statement_guard.h"
#include "analysis/syntax/scala_recovery_guard.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {
namespace {

struct Built {
  std::string text;
  SyntaxTree tree;
  ModuleModel model;
};

Built build(std::string text) {
  Built b{std::move(text), {}, {}};
  b.tree = SyntaxTree::parse(b.text);
  b.model = build_module_model(b.tree.root(), b.text);
  return b;
}

std::string checkpoint_of(const StreamingQuery& q) {
  const OptionSetting* o = q.writer.options.find("checkpointLocation");
  if (!o) return "<absent>";
  auto s = string_of(o->value);
  return s ? *s : "<unknown>";
}

TEST(NormalisePath, ReadsPathsAsHadoopDoes) {
  EXPECT_EQ(analysis::normalise_path("/chk//orders/"), "/chk/orders");
  EXPECT_EQ(analysis::normalise_path("/chk/./orders"), "/chk/orders");
  EXPECT_EQ(analysis::normalise_path("/chk/orders/."), "/chk/orders");
  EXPECT_EQ(analysis::normalise_path("s3://bucket//chk/orders//"), "s3://bucket/chk/orders");
  EXPECT_EQ(analysis::normalise_path("dbfs:/chk/orders"), "dbfs:/chk/orders");
  EXPECT_EQ(analysis::normalise_path("/"), "/");
  EXPECT_EQ(analysis::normalise_path(""), "");
  EXPECT_EQ(analysis::normalise_path("./chk/sandbox"), "chk/sandbox");
  EXPECT_EQ(analysis::normalise_path(".//./chk/"), "chk");
  EXPECT_EQ(analysis::normalise_path("./"), ".");
  EXPECT_EQ(analysis::normalise_path("../chk"), "../chk");
  EXPECT_EQ(analysis::normalise_path("chk/x/../c"), "chk/c");
  EXPECT_EQ(analysis::normalise_path("/chk/a/b/../../c/"), "/chk/c");
  EXPECT_EQ(analysis::normalise_path("../../chk/../x"), "../../x");
  EXPECT_EQ(analysis::normalise_path("s3://bucket/../chk"), "s3://bucket/../chk");  // nothing above the bucket
  EXPECT_EQ(analysis::normalise_path("abfss://c@a.dfs.core.windows.net/chk/x/../y"), "abfss://c@a.dfs.core.windows.net/chk/y");
  EXPECT_EQ(analysis::normalise_path("chk/.."), ".");
}

TEST(QueryModel, FollowsVariablesConstantsAndFStrings) {
  auto b = build(R"py(
BASE = "/Volumes/main/ops"
NAME = "orders"
CKPT = f"{BASE}/checkpoints/{NAME}_v" + "2"
src = spark.readStream.format("Kafka").option("subscribe", "orders").load()
clean = src.filter("value is not null")
writer = clean.writeStream.format("delta")
writer.option("checkpointLocation", CKPT).toTable("main.ops.orders")
)py");
  ASSERT_EQ(b.model.queries.size(), 1u);
  const StreamingQuery& q = b.model.queries[0];
  EXPECT_EQ(checkpoint_of(q), "/Volumes/main/ops/checkpoints/orders_v2");
  EXPECT_EQ(q.terminal, "toTable");
  EXPECT_EQ(q.writer.format, "delta");
  ASSERT_TRUE(q.writer.input);
  ASSERT_EQ(q.writer.input->sources.size(), 1u);
  EXPECT_EQ(q.writer.input->sources[0]->format, "kafka");
  ASSERT_EQ(q.writer.input->operations.size(), 1u);
  EXPECT_EQ(q.writer.input->operations.in_order()[0].method, "filter");
  EXPECT_EQ(q.terminal_range.resolve().start.row, 7u);  // 0-based row of `.toTable(`
}

TEST(QueryModel, FollowsParenthesisedAndBackslashChains) {
  auto b = build(
      "import os\n"
      "q1 = (spark.readStream.table('a')\n"
      "      .writeStream\n"
      "      .option('checkpointLocation', os.path.join('/chk', 'a'))\n"
      "      .start())\n"
      "q2 = spark.readStream.table('b') \\\n"
      "    .writeStream \\\n"
      "    .trigger(availableNow=True) \\\n"
      "    .start('/out/b', checkpointLocation='/chk/b')\n");
  ASSERT_EQ(b.model.queries.size(), 2u);
  EXPECT_EQ(checkpoint_of(b.model.queries[0]), "/chk/a");
  EXPECT_EQ(checkpoint_of(b.model.queries[1]), "/chk/b");
  ASSERT_TRUE(b.model.queries[1].writer.trigger);
  EXPECT_EQ(b.model.queries[1].writer.trigger->kind, TriggerKind::AvailableNow);
  EXPECT_EQ(b.model.queries[1].terminal_range.resolve().start.row, 8u);
}

// The operations of each query's input, as "method:text" (the text the operation's range covers).
std::vector<std::string> operations_of(const StreamingQuery& q) {
  std::vector<std::string> out;
  for (const Operation& op : q.writer.input->operations.in_order()) out.push_back(op.method + ":" + std::string(op.range.text()));
  return out;
}

TEST(QueryModel, CallsWrittenWithoutTheirArgumentsAreUnknown) {
  // Found by fuzz_analyze (tests/fuzz/regressions): `expr()` read its missing first argument.
  auto b = build(
      "from pyspark.sql import functions as F\n"
      "s = spark.readStream.table('e')\n"
      "s.select(F.expr(), F.col(), F.window()).writeStream.toTable('a')\n");
  ASSERT_EQ(b.model.queries.size(), 1u);
  const auto select_ops = b.model.queries[0].writer.input->operations.in_order();
  const Operation& select = select_ops[0];
  ASSERT_EQ(select.arguments.size(), 3u);
  EXPECT_TRUE(select.arguments[0]->unknown());
  EXPECT_TRUE(select.arguments[1]->unknown());
}

TEST(QueryModel, SqlExpressionStringsBecomeTheColumnsDataFrameCallsGive) {
  auto b = build(R"py(
from pyspark.sql import functions as F
from pyspark.sql.window import Window
events = spark.readStream.table("e")
events.withColumn("rn", F.expr("row_number() OVER (PARTITION BY user ORDER BY ts)")).writeStream.toTable("a")
events.select("*", F.row_number().over(Window.partitionBy("user")).alias("rn")).writeStream.toTable("b")
events.selectExpr("user", "max(ts) over (partition by user) AS latest").writeStream.toTable("c")
events.selectExpr("ts AS event_time", "value:field", "count(*)").writeStream.toTable("d")
events.selectExpr("`ts` AS event_time", "ts AS `event_time`", "`we``ird` AS w").writeStream.toTable("e")
)py");
  ASSERT_EQ(b.model.queries.size(), 5u);
  // Each analytic window function is an operation of its own, at the OVER (inside the literal) or `.over(`.
  EXPECT_EQ(operations_of(b.model.queries[0]),
            (std::vector<std::string>{"withColumn:.withColumn(\"rn\", F.expr(\"row_number() OVER (PARTITION BY user ORDER BY ts)\"))",
                                      "over:OVER"}));
  EXPECT_EQ(operations_of(b.model.queries[1]).back(), "over:.over(Window.partitionBy(\"user\"))");
  EXPECT_EQ(operations_of(b.model.queries[2]).back(), "over:over");
  // selectExpr terms: a rename is a column with its alias, SQL the grammar cannot read is unknown,
  // an aggregate call aggregates.
  const auto select_ops = b.model.queries[3].writer.input->operations.in_order();
  const Operation& select = select_ops[0];
  ASSERT_EQ(select.arguments.size(), 3u);
  const auto* renamed = select.arguments[0]->as<ColumnValue>();
  ASSERT_TRUE(renamed);
  EXPECT_EQ(renamed->kind, ColumnValue::Kind::Column);
  EXPECT_EQ(renamed->name, "ts");
  EXPECT_EQ(renamed->alias, "event_time");
  EXPECT_TRUE(select.arguments[1]->unknown());
  const auto* counted = select.arguments[2]->as<ColumnValue>();
  ASSERT_TRUE(counted);
  EXPECT_TRUE(counted->aggregate);
  // Backtick-quoted names are the names without their quotes; what the grammar cannot read (a
  // doubled backtick) is unknown.
  const auto quoted_ops = b.model.queries[4].writer.input->operations.in_order();
  const Operation& quoted = quoted_ops[0];
  ASSERT_EQ(quoted.arguments.size(), 3u);
  for (int i : {0, 1}) {
    const auto* renamed_quoted = quoted.arguments[i]->as<ColumnValue>();
    ASSERT_TRUE(renamed_quoted) << i;
    EXPECT_EQ(renamed_quoted->name, "ts");
    EXPECT_EQ(renamed_quoted->alias, "event_time");
  }
  EXPECT_TRUE(quoted.arguments[2]->unknown());
}

TEST(QueryModel, FollowsHelpersThatReturnStreams) {
  auto b = build(R"py(
def bronze(session, topic):
    return session.readStream.format("kafka").option("subscribe", topic).load()

def sink(df, path):
    return df.writeStream.option("checkpointLocation", path).start()

sink(bronze(spark, "events").select("value"), "/chk/events")
)py");
  ASSERT_FALSE(b.model.queries.empty());
  const StreamingQuery& q = b.model.queries[0];
  EXPECT_EQ(checkpoint_of(q), "/chk/events");
  ASSERT_TRUE(q.writer.input);
  EXPECT_EQ(q.writer.input->sources.at(0)->format, "kafka");
  auto topic = string_of(q.writer.input->sources.at(0)->options.find("subscribe")->value);
  EXPECT_EQ(topic, "events");
}

TEST(QueryModel, SpreadsDictConstantsIntoOptions) {
  auto b = build(R"py(
OPTS = {"subscribe": "t", "maxOffsetsPerTrigger": 1000}
raw = spark.readStream.format("kafka").options(**OPTS).load()
)py");
  ASSERT_EQ(b.model.sources.size(), 1u);
  EXPECT_TRUE(b.model.sources[0]->options.complete);
  const OptionSetting* limit = b.model.sources[0]->options.find("MAXOFFSETSPERTRIGGER");
  ASSERT_TRUE(limit);
  EXPECT_EQ(limit->key_range.resolve().start.row, 1u);  // the dict key's line
}

TEST(QueryModel, UnknownOptionMapsMakeOptionsIncomplete) {
  auto b = build("def w(df, opts):\n    return df.writeStream.options(**opts).start()\n");
  ASSERT_EQ(b.model.queries.size(), 1u);
  EXPECT_FALSE(b.model.queries[0].writer.options.complete);
}

TEST(QueryModel, BatchCodeAndLookAlikesMakeNoQueries) {
  auto b = build(R"py(
df = spark.read.table("a")
df.write.format("delta").mode("append").saveAsTable("b")
class Client:
    def trigger(self, once=False):
        pass
Client().trigger(once=True)
# q.writeStream.trigger(once=True).start()
doc = "spark.readStream.load().writeStream.trigger(once=True).start()"
)py");
  EXPECT_TRUE(b.model.queries.empty());
  EXPECT_TRUE(b.model.triggers.empty());
  EXPECT_TRUE(b.model.sources.empty());
}

TEST(QueryModel, KeepsWhatParsedAroundASyntaxError) {
  auto b = build(R"py(
a = spark.readStream.table("a").writeStream.trigger(once=True).toTable("x")
def broken(:
    pass
b = spark.readStream.table("b").writeStream.trigger(continuous="1 second").toTable("y")
)py");
  ASSERT_TRUE(b.tree.has_error());
  ASSERT_EQ(b.model.triggers.size(), 2u);
  EXPECT_EQ(b.model.triggers[0].kind, TriggerKind::Once);
  EXPECT_EQ(b.model.triggers[1].kind, TriggerKind::Continuous);
}

TEST(QueryModel, RecordsSessionConfs) {
  auto b = build(R"py(
from pyspark.sql import SparkSession
spark = (SparkSession.builder
         .config("spark.sql.shuffle.partitions", "64")
         .getOrCreate())
spark.conf.set("spark.sql.streaming.checkpointLocation", "/chk")
)py");
  ASSERT_EQ(b.model.session_confs.size(), 2u);
  EXPECT_EQ(b.model.session_confs[0].key, "spark.sql.shuffle.partitions");
  EXPECT_TRUE(b.model.find_session_conf("spark.sql.streaming.checkpointlocation"));
}

TEST(QueryModel, MarksPipelineDatasetFunctions) {
  auto b = build(R"py(
from pyspark import pipelines as dp
@dp.table(name="bronze")
def bronze():
    return spark.readStream.table("raw").writeStream.start()
)py");
  ASSERT_EQ(b.model.queries.size(), 1u);
  EXPECT_TRUE(b.model.queries[0].in_pipeline_dataset);
}

TEST(QueryModel, RecursionAndDeepCallsStayBounded) {
  auto b = build(R"py(
def f(df):
    return f(df)
def g(x):
    return g(g(g(x)))
f(spark.readStream.table("a"))
g(1)
spark.readStream.table("b").writeStream.trigger(once=True).toTable("c")
)py");
  // The recursive helpers give up (unknown), and the analysis goes on past them.
  EXPECT_TRUE(b.model.triggers.size() == 1 && b.model.triggers[0].kind == TriggerKind::Once);
  ASSERT_EQ(b.model.queries.size(), 1u);
  EXPECT_EQ(b.model.queries[0].terminal, "toTable");
}

TEST(QueryModel, ImportListsBindEveryName) {
  // Regression: with several names in one import, every alias is bound (tree-sitter 0.20's
  // ts_node_field_name_for_child misreports fields there).
  auto b = build(R"py(
from pyspark.sql import SparkSession, functions as F, Window as W
r = spark.readStream.table("a").withWatermark("arrival", "1 minute")
r.groupBy(F.window("event", "5 minutes")).count().writeStream.outputMode("update").toTable("t")
)py");
  ASSERT_EQ(b.model.queries.size(), 1u);
  const auto group_ops = b.model.queries[0].writer.input->operations.in_order();
  const auto& group = group_ops.at(1);
  ASSERT_EQ(group.method, "groupBy");
  const auto* window = group.arguments.at(0)->as<ColumnValue>();
  ASSERT_NE(window, nullptr);
  EXPECT_EQ(window->kind, ColumnValue::Kind::Window);
  EXPECT_EQ(window->name, "event");
}

TEST(QueryModel, MachineGeneratedNestingDoesNotOverflowTheStack) {
  std::string chain = "df = spark.readStream.load()\nw = df.writeStream";
  for (int i = 0; i < 20000; ++i) chain += ".option('a', 1)";
  chain += ".trigger(once=True).toTable('x')\n";
  auto a = build(chain);
  EXPECT_TRUE(a.model.queries.empty());  // beyond the nesting bound the value is unknown
  auto b = build("x = " + std::string(30000, '(') + "1" + std::string(30000, ')') + "\n");
  EXPECT_TRUE(b.model.queries.empty());
  std::string blocks;
  for (int i = 0; i < 2000; ++i) blocks += std::string(i * 2, ' ') + "if x:\n";
  blocks += std::string(4000, ' ') + "spark.readStream.table('t').writeStream.trigger(once=True).start()\n";
  auto c = build(blocks);  // tree-sitter recovers with ERROR nodes; the model stays bounded
  EXPECT_LE(c.model.triggers.size(), 1u);
}

// A stream built one method per statement (`df = df.filter(...)` 20,000 times, as generated code
// does): each statement's frame shares its input's operations, so the chain costs its length.
TEST(QueryModel, AChainOfStatementsEachAddingAMethodIsReadWhole) {
  std::string text = "df = spark.readStream.table('t')\n";
  for (int i = 0; i < 20000; ++i) text += "df = df.filter('x > " + std::to_string(i) + "')\n";
  text += "df.groupBy('k').count().writeStream.outputMode('append').option('checkpointLocation', '/c').toTable('x')\n";
  auto b = build(text);
  ASSERT_EQ(b.model.queries.size(), 1u);
  const auto ops = b.model.queries[0].writer.input->operations.in_order();
  ASSERT_EQ(ops.size(), 20002u);
  EXPECT_EQ(ops[0].method, "filter");
  EXPECT_EQ(ops[19999].range.text(), ".filter('x > 19999')");
  EXPECT_EQ(ops[20000].method, "groupBy");
  EXPECT_EQ(ops[20001].method, "count");
}

// Statements too long for the tree-sitter runtime (65,536 trees left unreduced crash 0.20.7) are
// cut, not fatal: the query after each is reported on its own line.
TEST(QueryModel, StatementsTooLongForTheParserRuntimeAreCutNotFatal) {
  auto repeat = [](const std::string& s, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += s;
    return out;
  };
  const std::vector<std::pair<std::string, std::string>> shapes = {
      {"unclosed parentheses", "x = " + repeat("(", 65535) + "\n"},
      {"unclosed parentheses on their own lines", "x = " + repeat("(\n", 70000)},
      {"keywords", "x = " + repeat("if ", 70000) + "\n"},
      {"continued keywords", "x = " + repeat("if \\\n", 70000) + "\n"},
      {"lambdas", "x = " + repeat("lambda: (", 40000) + "\n"},
      {"subscripts", "x = a" + repeat("[0]", 20000) + "\n"},
      {"f-string field", "x = f\"{" + repeat("[", 70000) + "\"\n"},
      {"SQL parentheses", "spark.sql('SELECT " + repeat("(", 70000) + "')\n"},
      {"SQL NOT", "spark.sql('SELECT " + repeat("NOT ", 70000) + "')\n"},
  };
  const std::string query = "spark.readStream.table('t').writeStream.trigger(once=True).toTable('x')\n";
  for (const auto& [shape, text] : shapes) {
    const std::string source = "spark.readStream.table('a')\n" + text + query;
    const AnalysisResult result = analyze({"long.py", source, nullptr}, {});
    const auto row = static_cast<std::uint32_t>(std::count(source.begin(), source.end(), '\n') - 1);
    bool reported = false;
    for (const Finding& f : result.findings) reported = reported || (f.code == "SR301" && f.range.start.row == row);
    EXPECT_TRUE(reported) << shape;
  }
  // A run of stars: tree-sitter's recovery reads the next line into the error already at 1,000 of
  // them; the analysis ends, with no internal error.
  const std::string stars = "spark.readStream.table('a')\nx = " + repeat("* ", 70000) + "\n" + query;
  EXPECT_TRUE(analyze({"stars.py", stars, nullptr}, {}).internal_errors.empty());
}

// The Scala guard counts a level's tokens with no line end reducing them, and asks whether the text
// up to a line start parses clean before it cuts: a clean level restarts its count, an unclean one
// is blanked past the bound, its closer and the lines after it kept.
TEST(ScalaRecoveryGuard, AsksBeforeItCutsAndKeepsOffsetsAndTheClosers) {
  std::string masked;
  int asked = 0;
  const auto never = [&](std::size_t, std::size_t, const std::string&) { return ++asked, true; };
  EXPECT_FALSE(blank_overlong_scala_runs("object A {\n  val x = 1\n}\n", 0, 24, masked, never));
  EXPECT_EQ(asked, 0);
  std::string text = "object A {\n#";
  for (int i = 0; i < 20'000; ++i) text += "  val x = f(1, 2)\n";  // 5 tokens a line: `f(...)` is one
  const std::string tail = "}\nobject B {\n  val y = 1\n}\n";
  text += tail;
  std::vector<std::pair<std::size_t, std::size_t>> cuts;
  const auto clean = [&](std::size_t cut, std::size_t before, const std::string& closers) {
    EXPECT_EQ(closers, "}");  // the object's brace is open at every cut
    return cuts.emplace_back(cut, before), true;
  };
  EXPECT_FALSE(blank_overlong_scala_runs(text, 0, text.size(), masked, clean));
  ASSERT_EQ(cuts.size(), 2u);  // 100,001 tokens: restarted at the bound, then near the end
  for (const auto& [cut, before] : cuts) {
    EXPECT_EQ(text[cut - 1], '\n');
    EXPECT_EQ(text.substr(before, cut - before), "  val x = f(1, 2)\n");  // the line before the cut
  }
  EXPECT_LT(cuts[0].first, cuts[1].first);
  const auto unclean = [](std::size_t, std::size_t, const std::string&) { return false; };
  ASSERT_TRUE(blank_overlong_scala_runs(text, 0, text.size(), masked, unclean));
  ASSERT_EQ(masked.size(), text.size());
  EXPECT_EQ(std::count(masked.begin(), masked.end(), '\n'), std::count(text.begin(), text.end(), '\n'));
  EXPECT_EQ(masked.substr(masked.size() - tail.size()), tail);  // the object's closer, and B
  const auto kept = static_cast<std::size_t>(std::count(masked.begin(), masked.end(), '('));
  // The lines whose five tokens come within the first 50,000: `object A {` and `#` are four more.
  EXPECT_EQ(kept, (kMaxUnreducedTokens - 4) / 5);
}

// SR101's message says what its severity says: an error where the sink needs a checkpoint, a
// warning on a temporary one, and for a format not known here (a parameter) both cases.
TEST(MissingCheckpoint, TheMessageMatchesTheSeverity) {
  const std::string text =
      "def write(df, fmt):\n"
      "    df.writeStream.format(fmt).start()\n"
      "spark.readStream.table('a').writeStream.format('console').start()\n"
      "spark.readStream.table('b').writeStream.format('delta').start('/out/b')\n";
  std::vector<std::pair<Severity, std::string>> seen;
  for (const Finding& f : analyze({"sr101.py", text, nullptr}, {}).findings) {
    if (f.code == "SR101") seen.emplace_back(f.severity, f.message);
  }
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_EQ(seen[0].first, Severity::Warning);
  EXPECT_NE(seen[0].second.find("a sink format not known here"), std::string::npos) << seen[0].second;
  EXPECT_EQ(seen[1].first, Severity::Warning);
  EXPECT_NE(seen[1].second.find("runs it on a temporary checkpoint"), std::string::npos) << seen[1].second;
  EXPECT_EQ(seen[2].first, Severity::Error);
  EXPECT_NE(seen[2].second.find("Spark refuses to start it (\"checkpointLocation must be specified\")"),
            std::string::npos)
      << seen[2].second;
  // A helper one caller gives "console" and another "delta": one finding, as bad as the delta run,
  // whichever call comes first.
  for (const std::string first : {"console", "delta"}) {
    const std::string second = first == "console" ? "delta" : "console";
    const std::string calls =
        "def write(df, fmt):\n"
        "    df.writeStream.format(fmt).start('/out')\n"
        "write(spark.readStream.table('a'), '" +
        first +
        "')\n"
        "write(spark.readStream.table('b'), '" +
        second + "')\n";
    std::vector<Severity> severities;
    for (const Finding& f : analyze({"sr101.py", calls, nullptr}, {}).findings) {
      if (f.code == "SR101") severities.push_back(f.severity);
    }
    EXPECT_EQ(severities, std::vector<Severity>{Severity::Error}) << first;
  }
}

// N queries sharing one checkpoint: each finding counts all the others, and relates the first 20
// (every one made N*(N-1) entries: a 177 MB publish for 1,000 queries).
TEST(SharedCheckpoint, EachFindingCountsEveryOtherQueryAndRelatesTwentyOfThem) {
  std::string text;
  for (int i = 0; i < 30; ++i) {
    text += "spark.readStream.table('t" + std::to_string(i) +
            "').writeStream.option('checkpointLocation', '/chk/one')"
            ".toTable('o" +
            std::to_string(i) + "')\n";
  }
  const AnalysisResult result = analyze({"many.py", text, nullptr}, {});
  std::size_t shared = 0;
  for (const Finding& f : result.findings) {
    if (f.code != "SR102") continue;
    ++shared;
    EXPECT_NE(f.message.find("shared with 29 other queries"), std::string::npos) << f.message;
    ASSERT_EQ(f.related.size(), 20u);
    EXPECT_NE(f.related.front().range.start.row, f.range.start.row);  // never itself
  }
  EXPECT_EQ(shared, 30u);
}

TEST(LongStatementGuard, BlanksPastTheBoundAndKeepsOffsetsAndBalance) {
  // Under the bound: nothing to blank.
  std::string masked;
  EXPECT_FALSE(blank_overlong_statements("x = ((1))\n", 0, 10, masked));
  // 60,000 nested brackets: the openers past the first 50,000 and their closers become spaces; line
  // breaks and the kept brackets' closers stay.
  std::string text = "x = " + std::string(60000, '(') + "1" + std::string(60000, ')') + "\ny = 1\n";
  ASSERT_TRUE(blank_overlong_statements(text, 0, text.size(), masked));
  ASSERT_EQ(masked.size(), text.size());
  EXPECT_EQ(std::count(masked.begin(), masked.end(), '\n'), 2);
  const auto kept = static_cast<std::size_t>(std::count(masked.begin(), masked.end(), '('));
  EXPECT_TRUE(kept <= kMaxUnreducedTokens && kept + 2 >= kMaxUnreducedTokens) << kept;  // `=` waits too
  EXPECT_EQ(std::count(masked.begin(), masked.end(), '('), std::count(masked.begin(), masked.end(), ')'));
  EXPECT_EQ(masked.substr(masked.size() - 7), "\ny = 1\n");
  // A long statement that reduces as it goes is never cut: a list of 100,000 items, a sum of
  // 20,000 terms, a dict of 30,000 entries, an f-string of 60,000 fields.
  std::string list = "x = [";
  for (int i = 0; i < 100000; ++i) list += std::to_string(i) + ", ";
  list += "]\n";
  std::string sum = "x = a";
  for (int i = 0; i < 20000; ++i) sum += " + a";
  std::string dict = "x = {";
  for (int i = 0; i < 30000; ++i) dict += "'k" + std::to_string(i) + "': (1, [2]), ";
  dict += "}\n";
  std::string fields = "x = f'";
  for (int i = 0; i < 60000; ++i) fields += "{a[0]}";
  fields += "'\n";
  for (const std::string& long_statement : {list, sum, dict, fields}) {
    std::string untouched;
    EXPECT_FALSE(blank_overlong_statements(long_statement, 0, long_statement.size(), untouched));
  }
  // An f-string whose field opens 70,000 brackets is cut like code.
  std::string deep = "x = f\"{" + std::string(70000, '[') + "\"\n";
  std::string cut_field;
  EXPECT_TRUE(blank_overlong_statements(deep, 0, deep.size(), cut_field));
  // A run of lone line continuations past kMaxContinuationRun: the rest lose their backslash.
  std::string run = "x = 1 ";
  for (std::size_t i = 0; i < kMaxContinuationRun + 10; ++i) run += "\\\n";
  std::string cut;
  ASSERT_TRUE(blank_overlong_statements(run, 0, run.size(), cut));
  EXPECT_EQ(static_cast<std::size_t>(std::count(cut.begin(), cut.end(), '\\')), kMaxContinuationRun);
  // SQL: an IN list of 100,000 values reduces as it goes; NOT repeated 70,000 times does not.
  std::string in = "SELECT k FROM v WHERE id IN (";
  for (int i = 0; i < 100000; ++i) in += std::to_string(i) + ", ";
  in += "0) GROUP BY k";
  std::string untouched;
  EXPECT_FALSE(blank_overlong_statements(in, 0, in.size(), untouched, StatementSyntax::Sql));
  std::string nots = "SELECT ";
  for (int i = 0; i < 70000; ++i) nots += "NOT ";
  std::string cut_sql;
  EXPECT_TRUE(blank_overlong_statements(nots, 0, nots.size(), cut_sql, StatementSyntax::Sql));
}

// A stream joined with itself step after step (generated code; a SQL chain of CTEs each joining
// the one before with itself) reads its one source once and is walked once per step: each step
// used to double both the frame's source list and the shape's walk.
// A `.` that ends a line (a backslash or a comment line after it) puts the call on its name's line:
// RULES.md's "the `.start(` call" is where a noqa for it is written. Scanning back for the `.`
// across such a line once never ended.
TEST(QueryModel, ACallAfterATrailingDotStartsAtItsName) {
  const auto sr101 = [](const std::string& path, const std::string& text) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> at;
    for (const auto& f : analyze({path, text, nullptr}, {}).findings) {
      if (f.code == "SR101") at.push_back({f.range.start.row, f.range.start.column});
    }
    return at;
  };
  using At = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
  EXPECT_EQ(sr101("a.py", "q = spark.readStream.table('a').writeStream.\\\n    toTable('t')\n"), (At{{1, 4}}));
  EXPECT_EQ(sr101("a.py", "q = spark.readStream.table('a').writeStream.toTable('t')\n"), (At{{0, 43}}));
  EXPECT_EQ(sr101("A.scala",
                  "object A {\n  spark.readStream.table(\"a\").writeStream.\n    // the sink\n    toTable(\"t\")\n}\n"),
            (At{{3, 4}}));
}

TEST(QueryModel, AStreamJoinedWithItselfStepAfterStepStaysLinear) {
  std::string text = "df = spark.readStream.table('src')\n";
  for (int i = 0; i < 40; ++i) text += "df = df.join(df, 'k')\n";
  text += "df.groupBy('k').count().writeStream.outputMode('update').option('checkpointLocation', '/c').toTable('x')\n";
  auto b = build(text);
  ASSERT_EQ(b.model.queries.size(), 1u);
  const StreamingDataFrame& input = *b.model.queries[0].writer.input;
  EXPECT_EQ(input.sources.size(), 1u);
  const QueryShape shape = analyse_shape(input);
  ASSERT_EQ(shape.operators.size(), 41u);
  EXPECT_EQ(shape.operators[0].kind, StatefulKind::StreamStreamJoin);
  EXPECT_EQ(shape.operators[40].kind, StatefulKind::Aggregation);

  std::string sql = "spark.readStream.table('src').createOrReplaceTempView('c0')\nq = spark.sql('''WITH ";
  for (int i = 1; i <= 40; ++i) {
    sql += (i > 1 ? ", " : "") + ("c" + std::to_string(i)) + " AS (SELECT a.k FROM c" + std::to_string(i - 1) +
           " a JOIN c" + std::to_string(i - 1) + " b ON a.k = b.k)\n";
  }
  sql += "SELECT k, count(*) FROM c40 GROUP BY k''')\n";
  sql += "q.writeStream.outputMode('update').option('checkpointLocation', '/c').toTable('y')\n";
  auto s = build(sql);
  ASSERT_EQ(s.model.queries.size(), 1u);
  EXPECT_EQ(s.model.queries[0].writer.input->sources.size(), 1u);
  const QueryShape chain = analyse_shape(*s.model.queries[0].writer.input);
  ASSERT_EQ(chain.operators.size(), 41u);
  EXPECT_EQ(chain.operators[40].kind, StatefulKind::Aggregation);
}

// A stream joined with a projection of itself, step after step (helper review: the watermarks
// doubled at each join): each withWatermark reaches the query once.
TEST(QueryModel, AStreamJoinedWithItselfStepAfterStepKeepsEachWatermarkOnce) {
  std::string code = "df = spark.readStream.table('a').withWatermark('ts', '1 hour').dropDuplicates(['id', 'ts'])\n";
  for (int i = 0; i < 40; ++i) code += "df = df.join(df.select('id', 'ts'), 'id')\n";
  code += "df.writeStream.option('checkpointLocation', '/c').toTable('t')\n";
  auto s = build(code);
  ASSERT_EQ(s.model.queries.size(), 1u);
  const QueryShape shape = analyse_shape(*s.model.queries[0].writer.input);
  EXPECT_EQ(shape.watermarks.size(), 1u);
  ASSERT_FALSE(shape.operators.empty());
  EXPECT_EQ(shape.operators.back().kind, StatefulKind::StreamStreamJoin);
  EXPECT_EQ(shape.operators.back().upstream_watermarks.size(), 1u);
}

// Every kind of nesting a generator writes, 20,000 deep, then a query: the whole analysis (model,
// rules, noqa, fixes) gets past the deep statement and reports the query after it.
TEST(QueryModel, DeepInputOfEveryShapeIsAnalysedToTheEnd) {
  const int n = 20000;
  auto repeat = [](const std::string& s, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += s;
    return out;
  };
  const std::vector<std::pair<std::string, std::string>> shapes = {
      {"assignment chain", repeat("x = ", n) + "spark.readStream.table('t')\n"},
      {"parentheses", "x = " + repeat("(", n) + "1" + repeat(")", n) + "\n"},
      {"lists", "x = " + repeat("[", n) + repeat("]", n) + "\n"},
      {"dicts", "x = " + repeat("{'a': ", n) + "1" + repeat("}", n) + "\n"},
      {"binary operators", "x = a" + repeat(" + a", n) + "\n"},
      {"comparisons", "x = a" + repeat(" < a", n) + "\n"},
      {"boolean operators", "x = a" + repeat(" and a", n) + "\n"},
      {"unary operators", "x = " + repeat("-", n) + "a\n"},
      {"not", "x = " + repeat("not ", n) + "a\n"},
      {"conditional expressions", "x = " + repeat("a if b else ", n) + "c\n"},
      {"attributes", "x = spark" + repeat(".b", n) + "\n"},
      {"calls", "x = f" + repeat("()", n) + "\n"},
      {"subscripts", "x = a" + repeat("[0]", n) + "\n"},
      {"lambdas", "x = " + repeat("lambda: ", n) + "1\n"},
      {"method chain", "x = spark.readStream" + repeat(".filter('a')", n) + "\n"},
      {"string concatenation", "x = " + repeat("'a' ", n) + "\n"},
      {"nested targets", repeat("(", 5000) + "a" + repeat(")", 5000) + " = 1\n"},
      {"if not", "if " + repeat("not ", n) + "a: pass\n"},
      {"None check in parentheses", "if " + repeat("(", n) + "a" + repeat(")", n) + " is None: pass\n"},
      {"or chain", "x = a" + repeat(" or a", n) + "\n"},
  };
  const std::string query = "spark.readStream.table('t').writeStream.trigger(once=True).toTable('x')\n";
  for (const auto& [shape, text] : shapes) {
    const std::string source = text + query;
    const AnalysisResult result = analyze({"deep.py", source, nullptr}, {});
    EXPECT_TRUE(result.internal_errors.empty()) << shape;
    bool reported = false;
    for (const Finding& f : result.findings) reported = reported || (f.code == "SR301" && f.range.start.row == 1);
    EXPECT_TRUE(reported) << shape;
  }
}

// 16,000 unterminated strings: tree-sitter's error recovery on the whole text takes seconds, so the
// module is parsed in chunks of top-level statements, and the queries around the damage are found.
TEST(QueryModel, AModuleTooBrokenToParseInTimeIsParsedInChunks) {
  std::string text = "spark.readStream.table('a').writeStream.trigger(once=True).toTable('x')\n";
  for (int i = 0; i < 16000; ++i) text += "\")\n";
  text += "spark.readStream.table('b').writeStream.trigger(once=True).toTable('y')\n";
  const ParsedPython parsed = parse_python(text);
  EXPECT_TRUE(parsed.chunked);
  EXPECT_FALSE(parsed.notebook());
  const AnalysisResult result = analyze({"broken.py", text, nullptr}, {});
  std::vector<std::string> found;
  for (const Finding& f : result.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:1", "SR101:1", "SR301:16002", "SR101:16002"}));
  // Ordinary code, also broken, is parsed whole.
  EXPECT_FALSE(parse_python("def f():\n    x = = 1\nspark.readStream\n").chunked);
}

}  // namespace
}  // namespace streamlint::analysis
