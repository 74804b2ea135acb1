// The Scala front-end: Scala read into the same query model as Python (scala_lowering.h).
#include <gtest/gtest.h>

#include "analysis/analyze.h"
#include "analysis/query_model/query_model.h"
#include "analysis/query_model/value.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/scala/scala_parse_text.h"
#include "analysis/scala/scala_lowering.h"
#include "analysis/scala/scala_source.h"
#include "analysis/suppression.h"

namespace streamlint::analysis {
namespace {

struct Built {
  std::string text;
  ParsedScala parsed;
  ModuleModel model;
};

std::unique_ptr<Built> build(std::string text) {
  auto b = std::make_unique<Built>();
  b->text = std::move(text);
  b->parsed = parse_scala(b->text);
  b->model = build_module_model(b->parsed.units(std::make_shared<const std::string>("job.scala")));
  return b;
}

std::string checkpoint_of(const StreamingQuery& q) {
  auto c = q.checkpoint_location();
  return c ? *c : "<none>";
}

TEST(ScalaFrontEnd, ReadsValsInterpolationObjectMembersAndTriggers) {
  auto b = build(R"scala(
import org.apache.spark.sql.streaming.Trigger
object Paths { val Root = "/chk" }
object Job {
  private val Name = "orders"
  def main(args: Array[String]): Unit = {
    val spark = SparkSession.builder().getOrCreate()
    val orders = spark.readStream.format("kafka").option("subscribe", Name).load()
    orders.writeStream
      .option("checkpointLocation", s"${Paths.Root}/$Name" + "_v2")
      .trigger(Trigger.ProcessingTime("1 minute"))
      .start()
  }
}
)scala");
  ASSERT_EQ(b->model.queries.size(), 1u);
  const StreamingQuery& q = b->model.queries[0];
  EXPECT_EQ(checkpoint_of(q), "/chk/orders_v2");
  ASSERT_TRUE(q.writer.trigger);
  EXPECT_EQ(q.writer.trigger->kind, TriggerKind::ProcessingTime);
  EXPECT_EQ(string_of(q.writer.trigger->argument), std::optional<std::string>("1 minute"));
  EXPECT_EQ(q.writer.trigger->keyword_range.text(), "Trigger.ProcessingTime(\"1 minute\")");
  ASSERT_EQ(q.writer.input->sources.size(), 1u);
  EXPECT_EQ(q.writer.input->sources[0]->format, "kafka");
}

TEST(ScalaFrontEnd, ReadsOptionMapsOutputModeObjectsAndCurriedStatefulCalls) {
  auto b = build(R"scala(
import org.apache.spark.sql.streaming.{GroupStateTimeout, OutputMode}
val opts = Map("subscribe" -> "t", "startingOffsets" -> "earliest")
val counts = spark.readStream.format("kafka").options(opts).load()
  .groupByKey(_.key)
  .flatMapGroupsWithState(OutputMode.Update, GroupStateTimeout.ProcessingTimeTimeout)(update _)
counts.writeStream.outputMode(OutputMode.Update()).option("checkpointLocation", "/c").start()
)scala");
  ASSERT_EQ(b->model.queries.size(), 1u);
  const StreamingQuery& q = b->model.queries[0];
  EXPECT_EQ(q.writer.output_mode, OutputMode::Update);
  const auto& source = *q.writer.input->sources[0];
  ASSERT_TRUE(source.options.find("startingOffsets"));
  EXPECT_EQ(string_of(source.options.find("startingOffsets")->value), std::optional<std::string>("earliest"));
  ASSERT_FALSE(q.writer.input->operations.empty());
  EXPECT_EQ(q.writer.input->operations.back().method, "flatMapGroupsWithState");
  EXPECT_EQ(q.writer.input->operations.back().arguments.size(), 3u);  // both argument lists
}

TEST(ScalaFrontEnd, RunsForeachBatchLambdasPartialFunctionsAndMethods) {
  auto b = build(R"scala(
def upsert(df: DataFrame, id: Long): Unit = df.write.mode("append").saveAsTable("a")
val s = spark.readStream.table("src")
s.writeStream.foreachBatch { (df: DataFrame, batchId: Long) => df.write.mode("append").saveAsTable("b") }.start()
s.writeStream.foreachBatch { case (df, _) => df.write.saveAsTable("c") }.start()
s.writeStream.foreachBatch(upsert _).start()
)scala");
  ASSERT_EQ(b->model.batch_writes.size(), 3u);
  std::set<std::string> tables;
  for (const BatchWrite& w : b->model.batch_writes) tables.insert(std::string(w.terminal_range.text()));
  EXPECT_EQ(tables, (std::set<std::string>{".saveAsTable(\"a\")", ".saveAsTable(\"b\")", ".saveAsTable(\"c\")"}));
}

// Scala 2's Unicode arrows parse as the ASCII ones (three bytes each way); in literals and comments
// they stay.
TEST(ScalaFrontEnd, UnicodeArrowsAreMaskedToParse) {
  EXPECT_EQ(mask_scala_for_parse("xs.foreach { x \u21D2 f(x) } // \u21D2\nfor (t \u2190 ts) g(\"\u2190\")"),
            "xs.foreach { x =>  f(x) }       \nfor (t <-  ts) g(\"\u2190\")");
  // A character literal of an arrow is a character.
  EXPECT_EQ(mask_scala_for_parse("val sep: Char = '\u21D2'"), "val sep: Char = '\u21D2'");
}

TEST(ScalaFrontEnd, ColumnSyntaxIsMaskedToParseAndReadAsAColumn) {
  EXPECT_EQ(mask_scala_for_parse(R"(df.select($"a", "cost $"))"), R"(df.select(s"a", "cost s"))");
  auto b = build(R"scala(
import org.apache.spark.sql.functions._
val agg = spark.readStream.table("t").groupBy(window($"ts", "1 minute"), $"k").count()
agg.writeStream.option("checkpointLocation", "/c").toTable("out")
)scala");
  ASSERT_EQ(b->model.queries.size(), 1u);
  const auto op = b->model.queries[0].writer.input->operations.in_order();
  ASSERT_GE(op.size(), 1u);
  const auto* window = op[0].arguments.at(0)->as<ColumnValue>();
  ASSERT_NE(window, nullptr);
  EXPECT_EQ(window->kind, ColumnValue::Kind::Window);
  EXPECT_EQ(window->name, "ts");
}

TEST(ScalaFrontEnd, EachObjectsMembersAreItsOwn) {
  // Two objects of one file with the same member names: each query reads its own object's.
  auto b = build(R"scala(
object Paths { val Root = "/chk"; object Layer { val Name = "silver" } }
object A {
  val Checkpoint = "/chk/a"
  def main(args: Array[String]): Unit =
    spark.readStream.table("a").writeStream.option("checkpointLocation", Checkpoint).toTable("x")
}
object B {
  val Checkpoint = "/chk/b"
  def main(args: Array[String]): Unit = {
    spark.readStream.table("b").writeStream.option("checkpointLocation", Checkpoint).toTable("y")
    val Checkpoint2 = s"${Paths.Root}/${Paths.Layer.Name}/${A.Checkpoint.length}"
    def write(Checkpoint: String) = spark.readStream.table("c").writeStream.option("checkpointLocation", Checkpoint).toTable("z")
    write(s"${Paths.Root}/local")
  }
}
)scala");
  std::vector<std::string> checkpoints;
  for (const StreamingQuery& q : b->model.queries) checkpoints.push_back(checkpoint_of(q));
  // The parameter `Checkpoint` shadows the member inside `write`.
  EXPECT_EQ(checkpoints, (std::vector<std::string>{"/chk/a", "/chk/b", "/chk/local"}));
}

TEST(ScalaFrontEnd, AnObjectsSessionCapturedByABatchFunctionIsReportedWhereItIsWritten) {
  auto b = build(R"scala(
object Job {
  val spark = SparkSession.builder().getOrCreate()
  def main(args: Array[String]): Unit =
    spark.readStream.table("a").writeStream.foreachBatch { (df: DataFrame, id: Long) =>
      spark.sql("SELECT 1")
    }.option("checkpointLocation", "/c").start()
}
)scala");
  ASSERT_EQ(b->model.captured_references.size(), 1u);
  EXPECT_EQ(b->model.captured_references[0].name, "spark");  // as written
  EXPECT_EQ(b->model.captured_references[0].range.text(), "spark");
}

TEST(ScalaFrontEnd, DeepChainsAndBrokenCodeNeverCrashAndKeepTheRest) {
  std::string chain = "val q = spark.readStream.table(\"t\")";
  for (int i = 0; i < 20000; ++i) chain += ".filter(\"x\")";  // quadratic for tree-sitter-scala: given up
  chain += "\nspark.readStream.table(\"u\").writeStream.trigger(Trigger.Once()).start()\n";
  chain += "val broken = df.map(row => {\n";
  auto b = build("import org.apache.spark.sql.streaming.Trigger\n" + chain);
  ASSERT_EQ(b->model.triggers.size(), 1u);
  EXPECT_EQ(b->model.triggers[0].kind, TriggerKind::Once);
  // Parsed piece by piece, still at its place: line 3 (0-based row 2).
  const Span& call = b->model.triggers[0].call_range;
  EXPECT_EQ(call.unit->point(call.start).row, 2u);
}

// The two queries of the broken-member tests below, each read once: checkpoints /c/a and /c/b,
// and the one Trigger.Once().
void ExpectBothQueriesOnce(const Built& b, const std::string& broken) {
  std::vector<std::string> checkpoints;
  for (const StreamingQuery& q : b.model.queries) checkpoints.push_back(checkpoint_of(q));
  EXPECT_EQ(checkpoints, (std::vector<std::string>{"/c/a", "/c/b"})) << broken;
  ASSERT_EQ(b.model.triggers.size(), 1u) << broken;
  EXPECT_EQ(b.model.triggers[0].kind, TriggerKind::Once);
}

TEST(ScalaFrontEnd, AnUnfinishedLambdaHidesNoLaterMember) {
  // tree-sitter-scala reads the members after `df.map(row => {` as locals of the lambda (or, with
  // the object's body never closed, as a part that did not parse): they are lifted back.
  for (const std::string broken : {"  def broken(df: DataFrame) = df.map(row => {\n",
                                   "  def broken(df: DataFrame) = df.map(row => { row.getString(0)\n  val x = 1\n"}) {
    auto b = build("import org.apache.spark.sql.streaming.Trigger\nobject Job {\n" + broken +
                   "  def main(args: Array[String]): Unit = {\n"
                   "    spark.readStream.table(\"a\").writeStream.trigger(Trigger.Once()).option(\"checkpointLocation\", \"/c/a\").toTable(\"t\")\n"
                   "  }\n"
                   "  def other(): Unit =\n"
                   "    spark.readStream.table(\"b\").writeStream.option(\"checkpointLocation\", \"/c/b\").toTable(\"u\")\n"
                   "}\n");
    ExpectBothQueriesOnce(*b, broken);
  }
}

// A method whose brackets do not balance (an unclosed call, a type argument list never closed):
// its broken lines are left out of the parse (scala_brackets.h), and the members before and after
// it keep their queries, each once (no query read twice, as one spread over the broken part was).
TEST(ScalaFrontEnd, AMethodWithUnbalancedBracketsHidesNoOtherMember) {
  for (const std::string broken : {"    df.select(col(\"a\"), upper(col(\"b\").as(\"b\"), col(\"c\")\n      .filter(col(\"c\") > 0\n",
                                   "    Seq[Int(x\n", "    foo(x\n    bar(x\n", "    val y = (x + 1))\n"}) {
    auto b = build("import org.apache.spark.sql.streaming.Trigger\nobject Job {\n"
                   "  def before(): Unit =\n"
                   "    spark.readStream.table(\"a\").writeStream.option(\"checkpointLocation\", \"/c/a\").toTable(\"t\")\n"
                   "  def broken(df: DataFrame, x: Int) = {\n" + broken + "  }\n"
                   "  def main(args: Array[String]): Unit = {\n"
                   "    spark.readStream.table(\"b\").writeStream.trigger(Trigger.Once()).option(\"checkpointLocation\", \"/c/b\").toTable(\"u\")\n"
                   "  }\n"
                   "}\n");
    ExpectBothQueriesOnce(*b, broken);
  }
}

// RULES.md SR203: a warning, an error in append mode (Spark rejects the query at start).
TEST(ScalaFrontEnd, AWatermarkOffTheGroupingKeysIsAnErrorInAppendMode) {
  for (const std::string mode : {"append", "update"}) {
    const std::string text =
        "spark.readStream.table(\"sec.logins\").withWatermark(\"ts\", \"10 minutes\")\n"
        "  .groupBy(\"user_id\").count()\n"
        "  .writeStream.outputMode(\"" + mode + "\").option(\"checkpointLocation\", \"/chk/f\").format(\"console\").start()\n";
    for (const std::string path : {"job.scala", "job.py"}) {
      const std::string source = path == "job.py" ? "(" + text.substr(0, text.size() - 1) + ")\n" : text;  // one Python statement
      AnalysisResult r = analyze({path, source}, ProjectFacts{});
      ASSERT_EQ(r.findings.size(), 1u) << path << " " << mode;
      EXPECT_EQ(r.findings[0].code, "SR203");
      EXPECT_EQ(r.findings[0].severity, mode == "append" ? Severity::Error : Severity::Warning) << path;
    }
  }
}

TEST(ScalaFrontEnd, ReadsDeltaImplicitsAndScala3Extensions) {
  auto b = build(R"scala(
import io.delta.implicits._
import org.apache.spark.sql.streaming.Trigger
extension (df: DataFrame)
  def mirrorTo(t: String): Unit =
    df.writeStream.option("checkpointLocation", s"/chk/$t").trigger(Trigger.Once()).toTable(t)
object Job {
  def main(args: Array[String]): Unit =
    spark.readStream.delta("/mnt/lake/orders").writeStream.option("checkpointLocation", "/chk/o").toTable("silver.orders")
}
)scala");
  ASSERT_EQ(b->model.queries.size(), 2u);
  EXPECT_EQ(b->model.queries[0].writer.trigger->kind, TriggerKind::Once);  // the extension method, run on its own
  ASSERT_TRUE(b->model.queries[1].writer.input);
  ASSERT_EQ(b->model.queries[1].writer.input->sources.size(), 1u);
  EXPECT_EQ(b->model.queries[1].writer.input->sources[0]->format, "delta");
}

TEST(ScalaFrontEnd, OldMacLineEndsEndLines) {
  // Lone '\r' ends lines for LSP and for Python; tree-sitter-scala reads it as a space.
  const std::string text =
      "import org.apache.spark.sql.streaming.Trigger\robject A {\r  def main(args: Array[String]): Unit = {\r"
      "    spark.readStream.table(\"a\").writeStream\r      .trigger(Trigger.Once())\r      .toTable(\"b\")\r  }\r}\r";
  AnalysisResult r = analyze({"job.scala", text}, ProjectFacts{});
  std::vector<std::string> found;
  for (const Finding& f : r.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:5", "SR101:6"}));
}

// A generated lookup table: an `else if` chain 20,000 long as a method's value overflowed the
// stack (the lowering now stops at its depth limit), and the query after it is still read.
TEST(ScalaFrontEnd, ALongElseIfChainAsAMethodValueIsCutNotFatal) {
  std::string text = "import org.apache.spark.sql.streaming.Trigger\nobject Codes {\n  def name(x: Int): Int = if (x == 0) 0\n";
  for (int i = 1; i < 20'000; ++i) text += "    else if (x == " + std::to_string(i) + ") " + std::to_string(i) + "\n";
  text += "    else -1\n}\nspark.readStream.table(\"a\").writeStream.trigger(Trigger.Once()).toTable(\"b\")\n";
  AnalysisResult r = analyze({"Codes.scala", text}, ProjectFacts{});
  std::vector<std::string> found;
  for (const Finding& f : r.findings) found.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
  EXPECT_EQ(found, (std::vector<std::string>{"SR301:20005", "SR101:20005"}));
}

// tree-sitter-scala's recovery after a stray token reads every later token of the level into one
// ERROR, and 65,536 of them corrupt tree-sitter 0.20.7's heap (scala_recovery_guard.h): `check`
// crashed on `#` before 16,400 `val` lines. The level is cut past the bound; the code after it keeps
// its findings. A valid level of 20,000 lines is probed, not cut: the query at its end is found.
TEST(ScalaFrontEnd, AStrayTokenBeforeTwentyThousandLinesIsCutNotFatal) {
  const std::string query = "spark.readStream.table(\"a\").writeStream.trigger(Trigger.Once()).toTable(\"b\")\n";
  const auto found = [](const std::string& text) {
    std::vector<std::string> out;
    for (const Finding& f : analyze({"Gen.scala", text}, ProjectFacts{}).findings) {
      out.push_back(f.code + ":" + std::to_string(f.range.start.row + 1));
    }
    return out;
  };
  std::string lines;
  for (int i = 0; i < 20'000; ++i) lines += "  val x" + std::to_string(i) + " = " + std::to_string(i) + "\n";
  const std::string head = "import org.apache.spark.sql.streaming.Trigger\nobject Gen {\n";
  // The stray token in the object: the object is cut, the next one is read.
  EXPECT_EQ(found(head + "#" + lines + "}\nobject Job {\n" + query + "}\n"),
            (std::vector<std::string>{"SR301:20005", "SR101:20005"}));
  // At the top of the file, with no bracket around the lines: the run ends at the file's end.
  const std::vector<std::string> none;
  EXPECT_EQ(found("#" + lines + query), none);
  // Valid: every line is read, the query after them too.
  EXPECT_EQ(found(head + lines + query + "}\n"), (std::vector<std::string>{"SR301:20003", "SR101:20003"}));
  // Valid in a method's body, the object's brace open around it too: the probe closes both.
  EXPECT_EQ(found(head + "  def main(args: Array[String]): Unit = {\n" + lines + query + "  }\n}\n"),
            (std::vector<std::string>{"SR301:20004", "SR101:20004"}));
}

TEST(ScalaFrontEnd, AnalyzeReportsInScalaSpellingWithScalaFixesAndNoqa) {
  const std::string text =
      "import org.apache.spark.sql.streaming.Trigger\n"
      "spark.readStream.table(\"t\").writeStream.option(\"checkpointLocation\", \"/c\")\n"
      "  .trigger(Trigger.Once()).toTable(\"o\")\n"
      "spark.readStream.table(\"t\").writeStream.option(\"checkpointLocation\", \"/d\")\n"
      "  .trigger(Trigger.Once()).toTable(\"p\") // noqa: SR301\n";
  AnalysisResult r = analyze({"job.scala", text}, ProjectFacts{});
  ASSERT_EQ(r.findings.size(), 1u);
  const Finding& f = r.findings[0];
  EXPECT_EQ(f.code, "SR301");
  EXPECT_EQ(f.range.start.row, 2u);
  EXPECT_NE(f.message.find("Trigger.Once() is deprecated"), std::string::npos) << f.message;
  ASSERT_TRUE(f.fix);
  ASSERT_EQ(f.fix->edits.size(), 1u);
  EXPECT_EQ(f.fix->edits[0].new_text, "AvailableNow");
  EXPECT_EQ(text.substr(f.fix->edits[0].range.start_byte, f.fix->edits[0].range.end_byte - f.fix->edits[0].range.start_byte), "Once");
}

// What a comment scan must not get wrong (scala_lexical.h): cells end an unclosed comment,
// backquoted names hold no comment, a line ending inside a block comment takes no `// noqa`, and
// code that does not parse reports no noqa unused.
std::vector<std::string> codes_at(const AnalysisResult& r) {
  std::vector<std::string> out;
  for (const Finding& f : r.findings) out.push_back(f.code + ":" + std::to_string(f.range.start.row));
  return out;
}

const char* kScalaHead =
    "import org.apache.spark.sql.streaming.Trigger\n"
    "val df = spark.readStream.format(\"kafka\").option(\"subscribe\", \"t\").load()\n";
const char* kOnceQuery = "df.writeStream.option(\"checkpointLocation\", \"/chk/b\").trigger(Trigger.Once()).start()";

TEST(ScalaFrontEnd, AnUnclosedCommentEndsWithItsNotebookCell) {
  const std::string text = std::string("// Databricks notebook source\n") + kScalaHead +
                           "// COMMAND ----------\n/* a cell with an unclosed comment\n// COMMAND ----------\n" +
                           kOnceQuery + "\n";
  EXPECT_EQ(codes_at(analyze({"n1.scala", text}, ProjectFacts{})), (std::vector<std::string>{"SR301:6"}));
}

TEST(ScalaFrontEnd, BackquotedNamesHoldNoComment) {
  const std::string line = std::string(kScalaHead) + "val `weird//name` = 1; " + kOnceQuery + "\n";
  EXPECT_EQ(codes_at(analyze({"b.scala", line}, ProjectFacts{})), (std::vector<std::string>{"SR301:2"}));
  const std::string opener = std::string(kScalaHead) + "val `a/*b` = 1\n" + kOnceQuery + "\n";
  EXPECT_EQ(codes_at(analyze({"b.scala", opener}, ProjectFacts{})), (std::vector<std::string>{"SR301:3"}));
  const std::string noqa = std::string(kScalaHead) + kOnceQuery + "; val `y // noqa: SR301` = 2\n";
  EXPECT_EQ(codes_at(analyze({"b.scala", noqa}, ProjectFacts{})), (std::vector<std::string>{"SR301:2"}));
}

TEST(ScalaFrontEnd, ALineEndingInsideABlockCommentIsNotDisabledThere) {
  const std::string text = std::string(kScalaHead) + kOnceQuery + " /* a comment\n  that continues */\n";
  const AnalysisResult r = analyze({"c.scala", text}, ProjectFacts{});
  ASSERT_EQ(codes_at(r), (std::vector<std::string>{"SR301:2"}));
  EXPECT_FALSE(disable_for_line_fix(text, nullptr, r.findings[0], "c.scala"));
  // Without the comment the line takes one.
  const std::string plain = std::string(kScalaHead) + kOnceQuery + "\n";
  const AnalysisResult p = analyze({"c.scala", plain}, ProjectFacts{});
  ASSERT_EQ(p.findings.size(), 1u);
  const auto fix = disable_for_line_fix(plain, nullptr, p.findings[0], "c.scala");
  ASSERT_TRUE(fix);
  EXPECT_EQ(fix->edits.at(0).new_text, "  // noqa: SR301");
}

// A comment between `Trigger.` and `Once`: the fix renames the member and keeps the object.
TEST(ScalaFrontEnd, TheTriggerFixReadsPastACommentAfterTheDot) {
  const std::string text = std::string(kScalaHead) +
                           "df.writeStream.option(\"checkpointLocation\", \"/c\").trigger(Trigger./* c */Once()).start()\n";
  const AnalysisResult r = analyze({"f.scala", text}, ProjectFacts{});
  ASSERT_EQ(r.findings.size(), 1u);
  ASSERT_TRUE(r.findings[0].fix);
  const TextEdit& e = r.findings[0].fix->edits.at(0);
  EXPECT_EQ(text.substr(e.range.start_byte, e.range.end_byte - e.range.start_byte), "Once");
  EXPECT_EQ(e.new_text, "AvailableNow");
}

// A fix that writes the Trigger object names it as the file does: imported, renamed, or in full.
TEST(ScalaFrontEnd, TheServerlessTriggerFixNamesTheTriggerObjectAsTheFileDoes) {
  const auto fixed_call = [](const std::string& import) {
    const std::string text = import + "\nobject J {\n  spark.readStream.table(\"a\").writeStream"
                             ".option(\"checkpointLocation\", \"/c\").toTable(\"b\")\n}\n";
    ProjectFacts serverless;
    serverless.compute = Compute::Serverless;
    for (const Finding& f : analyze({"j.scala", text}, serverless).findings) {
      if (f.code == "SR304" && f.fix) return f.fix->edits.at(0).new_text;
    }
    return std::string("(none)");
  };
  EXPECT_EQ(fixed_call("import org.apache.spark.sql.streaming.Trigger"), ".trigger(Trigger.AvailableNow())");
  EXPECT_EQ(fixed_call("import org.apache.spark.sql.streaming.{OutputMode, Trigger => T}"), ".trigger(T.AvailableNow())");
  EXPECT_EQ(fixed_call("import org.apache.spark.sql.streaming.{Trigger => _, _}"),
            ".trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())");
  EXPECT_EQ(fixed_call("import org.apache.spark.sql.functions._"),
            ".trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())");
}

// The SR301 fix renames the method as the file calls it: a name the import gave it (`RunOnce`) is
// replaced whole, never the `Once` inside it (which wrote `Runorg.apache...AvailableNow()`).
TEST(ScalaFrontEnd, TheTriggerOnceFixReplacesANameTheImportGaveTheMethod) {
  const auto fixed = [](const std::string& import, const std::string& call) {
    const std::string text = import + "\nobject J {\n  spark.readStream.table(\"a\").writeStream.trigger(" + call +
                             ").option(\"checkpointLocation\", \"/c\").toTable(\"b\")\n}\n";
    for (const Finding& f : analyze({"j.scala", text}, ProjectFacts{}).findings) {
      if (f.code != "SR301" || !f.fix) continue;
      std::string out = text;
      const TextEdit& e = f.fix->edits.at(0);
      out.replace(e.range.start_byte, e.range.end_byte - e.range.start_byte, e.new_text);
      return out.substr(out.find(".trigger("), out.find(".option") - out.find(".trigger("));
    }
    return std::string("(none)");
  };
  EXPECT_EQ(fixed("import org.apache.spark.sql.streaming.Trigger.{Once => RunOnce}", "RunOnce()"),
            ".trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())");
  EXPECT_EQ(
      fixed("import org.apache.spark.sql.streaming.Trigger\nimport org.apache.spark.sql.streaming.Trigger.{Once => "
            "RunOnce}",
            "RunOnce()"),
      ".trigger(Trigger.AvailableNow())");
  EXPECT_EQ(fixed("import org.apache.spark.sql.streaming.Trigger.{AvailableNow, Once => JustOnce}", "JustOnce()"),
            ".trigger(AvailableNow())");
  EXPECT_EQ(fixed("import org.apache.spark.sql.streaming.Trigger.Once", "Once()"),
            ".trigger(org.apache.spark.sql.streaming.Trigger.AvailableNow())");
  EXPECT_EQ(fixed("import org.apache.spark.sql.streaming.Trigger", "Trigger.Once()"),
            ".trigger(Trigger.AvailableNow())");
}

TEST(ScalaFrontEnd, ANoqaInCodeThatDoesNotParseIsNeverReportedUnused) {
  const std::string cut = std::string("object J {\n  def main(args: Array[String]): Unit = {\n") + kScalaHead + kOnceQuery +
                          " // noqa: SR301\n";
  EXPECT_EQ(codes_at(analyze({"j.scala", cut}, ProjectFacts{})), std::vector<std::string>{});
  // Closed, the noqa is checked: it suppresses, and an unused code is reported.
  const std::string whole = cut + "  }\n}\n" + "val x = 1 // noqa: SR302\n";
  EXPECT_EQ(codes_at(analyze({"j.scala", whole}, ProjectFacts{})), (std::vector<std::string>{"SR000:7"}));
}

}  // namespace
}  // namespace streamlint::analysis
