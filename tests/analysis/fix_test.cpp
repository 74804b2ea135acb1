// Fixes are safe: applied to every testdata and case file they re-parse without new syntax
// errors, and applying fixes again changes nothing (idempotent).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "analysis/analyze.h"
#include "analysis/fix_validation.h"
#include "analysis/fixes.h"
#include "analysis/syntax/node.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

int error_nodes(const analysis::SyntaxTree& tree) {
  int count = 0;
  analysis::for_each_descendant(tree.root(), [&](TSNode n) {
    if (std::string_view(ts_node_type(n)) == "ERROR" || ts_node_is_missing(n)) ++count;
  });
  return count;
}

// One round of every fix (safe and unsafe), as `check --fix --unsafe-fixes` applies them.
std::string apply_all_fixes(const std::string& text, const analysis::ProjectFacts& project, int* applied,
                            std::set<std::string>* codes = nullptr, const std::string& path = "") {
  auto round = analysis::apply_fixes(text, analysis::analyze({path, text, nullptr}, project).findings, true);
  *applied += round.applied;
  if (codes) codes->insert(round.codes.begin(), round.codes.end());
  return round.text;
}

// SR403's findings on serverless, as (row, the fix's new text or "(none)"), in row order.
std::vector<std::pair<std::uint32_t, std::string>> session_fixes(const std::string& text, const std::string& path = "") {
  analysis::ProjectFacts project;
  project.compute = analysis::Compute::Serverless;
  std::vector<std::pair<std::uint32_t, std::string>> fixes;
  for (const auto& f : analysis::analyze({path, text, nullptr}, project).findings) {
    if (f.code != "SR403") continue;
    fixes.emplace_back(f.range.start.row, f.fix ? f.fix->edits.at(0).new_text : "(none)");
  }
  std::sort(fixes.begin(), fixes.end());
  return fixes;
}

TEST(Fixes, ReparseCleanlyAndAreIdempotent) {
  auto files = source_files_under(STREAMLINT_SOURCE_DIR "/testdata");
  int fixed_files = 0;
  std::set<std::string> fixed_codes;
  for (const auto& path : files) {
    const std::string text = read_file(path);
    const auto project = parse_expectations(text).project;
    int applied = 0;
    const std::string once = apply_all_fixes(text, project, &applied, &fixed_codes, path);
    if (applied == 0) continue;
    ++fixed_files;
    EXPECT_NE(once, text) << path;
    if (path.ends_with(".py")) {
      EXPECT_LE(error_nodes(analysis::SyntaxTree::parse(once)), error_nodes(analysis::SyntaxTree::parse(text))) << path;
    }
    int again = 0;
    EXPECT_EQ(apply_all_fixes(once, project, &again, nullptr, path), once) << path;
    EXPECT_EQ(again, 0) << path;
  }
  // Every rule with a fix has it exercised by its testdata.
  const std::set<std::string> fixable = {"SR101", "SR103", "SR106", "SR203", "SR207", "SR301", "SR302", "SR501", "SR502",
                                         "SR304", "SR305", "SR308", "SR401", "SR403", "SR603", "SR604",
                                         "SR703", "SR705", "SR707"};
  for (const auto& code : fixable) EXPECT_TRUE(fixed_codes.count(code)) << code << " fix never applied";
  EXPECT_GE(fixed_files, 20);
}

// An edit replacing bytes [start, end) of a one-line text (row 0).
analysis::TextEdit edit_at(uint32_t start, uint32_t end, std::string text) {
  return {{start, end, {0, start}, {0, end}}, std::move(text)};
}

TEST(FixValidation, RejectsEditsThatBreakTheSyntaxOnly) {
  const std::string text = "x = f(1); y = 2\n";
  const auto tree = analysis::SyntaxTree::parse(text);
  EXPECT_TRUE(analysis::edits_keep_syntax(text, tree, {edit_at(4, 8, "g(2)")}));
  EXPECT_FALSE(analysis::edits_keep_syntax(text, tree, {edit_at(4, 8, "g(2")}));
  EXPECT_FALSE(analysis::edits_keep_syntax(text, tree, {edit_at(0, 8, "")}));  // leaves `; y = 2`
  EXPECT_TRUE(analysis::edits_keep_syntax(text, tree, {edit_at(0, 10, "")}));
  // Two edits, given in either order, applied as one fix.
  EXPECT_TRUE(analysis::edits_keep_syntax(text, tree, {edit_at(4, 5, "(g"), edit_at(8, 8, ")")}));
  EXPECT_TRUE(analysis::edits_keep_syntax(text, tree, {edit_at(8, 8, ")"), edit_at(4, 5, "(g")}));
  EXPECT_FALSE(analysis::edits_keep_syntax(text, tree, {edit_at(4, 5, "(g")}));
  // An error in another statement does not stop the check of the edited one.
  const std::string elsewhere = "x = f(1)\ny = (\n";
  EXPECT_FALSE(analysis::edits_keep_syntax(elsewhere, analysis::SyntaxTree::parse(elsewhere), {edit_at(4, 8, "g(2")}));
  EXPECT_TRUE(analysis::edits_keep_syntax(elsewhere, analysis::SyntaxTree::parse(elsewhere), {edit_at(4, 8, "g(2)")}));
  // A statement that already has errors cannot be made worse by a fix: it is not judged.
  const std::string broken = "x = f(1\n";
  EXPECT_TRUE(analysis::edits_keep_syntax(broken, analysis::SyntaxTree::parse(broken), {edit_at(0, 1, "(")}));
}

TEST(FixValidation, LinesABackslashJoinsAreJudgedAsOneLogicalLine) {
  // Deleting the call before `\` leaves the next line's indented `; y = 1` starting the statement.
  const std::string before = "f(1) \\\n  ; y = 1\n";
  EXPECT_FALSE(analysis::edits_keep_syntax(before, analysis::SyntaxTree::parse(before), {edit_at(0, 4, "")}));
  EXPECT_TRUE(analysis::edits_keep_syntax(before, analysis::SyntaxTree::parse(before), {edit_at(0, 4, "g(2)")}));
  // Deleting the continued line leaves `y = 1; \` at the end of the file (Python: unexpected EOF),
  // or joined to the line after it, which is fine for a simple statement and not for a compound one.
  const std::string at_end = "y = 1; \\\nf(1)\n";
  EXPECT_FALSE(analysis::edits_keep_syntax(at_end, analysis::SyntaxTree::parse(at_end), {edit_at(9, 14, "")}));
  const std::string then_simple = "y = 1; \\\nf(1)\nz = 2\n";
  EXPECT_TRUE(analysis::edits_keep_syntax(then_simple, analysis::SyntaxTree::parse(then_simple), {edit_at(9, 14, "")}));
  const std::string then_compound = "y = 1; \\\nf(1)\nif a:\n  pass\n";
  EXPECT_FALSE(
      analysis::edits_keep_syntax(then_compound, analysis::SyntaxTree::parse(then_compound), {edit_at(9, 14, "")}));
  // A backslash before an empty line (valid Python: the empty line ends the statement) is judged
  // and ends there: the search for the logical line's end used to find the same newline forever.
  for (const std::string blank : {"\n", "\r\n", "\n\n", "\n   \n"}) {
    const std::string text = "q = f(1).g(2)\\\n" + blank + "print(1)\n";
    EXPECT_TRUE(analysis::edits_keep_syntax(text, analysis::SyntaxTree::parse(text), {edit_at(6, 7, "3")}));
    EXPECT_FALSE(analysis::edits_keep_syntax(text, analysis::SyntaxTree::parse(text), {edit_at(6, 7, "(")}));
  }
}

// A comment after a bracketed statement's last line is a node of its own: an edit in it is judged
// with the statement's first lines (alone, `  .g())  # noqa` does not parse, and the server offered
// no fix for an unused noqa code there).
TEST(FixValidation, ACommentClosingAStatementIsJudgedWithTheStatement) {
  const std::string text = "q = (f(1)\n     .g())  # noqa: SR301, SR302\nx = 1\n";
  const std::uint32_t codes = static_cast<std::uint32_t>(text.find(", SR302"));
  EXPECT_TRUE(analysis::edits_keep_syntax(text, analysis::SyntaxTree::parse(text), {edit_at(codes, codes + 7, "")}));
  EXPECT_FALSE(
      analysis::edits_keep_syntax(text, analysis::SyntaxTree::parse(text), {edit_at(codes, codes + 7, "\n)")}));
}

TEST(FixValidation, ANotebookCellIsParsedOnItsOwn) {
  // Cell 2 (bytes 7..) holds `y = 2`; the first cell would not parse as Python with the second.
  const std::string text = "x = (\n\ny = 2\n";
  const auto tree = analysis::SyntaxTree::parse_range(text, 7, 13, {2, 0});
  ASSERT_FALSE(tree.has_error());
  const analysis::TextEdit good{{11, 12, {2, 4}, {2, 5}}, "33"};
  const analysis::TextEdit bad{{11, 12, {2, 4}, {2, 5}}, "3)"};
  EXPECT_TRUE(analysis::edits_keep_syntax(text, tree, {good}));
  EXPECT_FALSE(analysis::edits_keep_syntax(text, tree, {bad}));
}

TEST(FixValidation, AFixOnANotebookIsCheckedInItsCell) {
  // A magic line would not parse as Python: only the edited cell is parsed, magic lines blanked.
  const std::string text =
      "# Databricks notebook source\n%pip install x\n\n# COMMAND ----------\n\ny = f(2)\n";
  const auto at = static_cast<uint32_t>(text.find("f(2)"));
  const analysis::SourceRange call{at, at + 4, {5, 4}, {5, 8}};
  EXPECT_TRUE(analysis::fix_keeps_syntax(text, nullptr, {"ok", {{call, "g(2)"}}, true}));
  EXPECT_FALSE(analysis::fix_keeps_syntax(text, nullptr, {"broken", {{call, "g(2"}}, true}));
  const std::string module = "y = f(2)\n";
  const analysis::SourceRange in_module{4, 8, {0, 4}, {0, 8}};
  const auto tree = analysis::SyntaxTree::parse(module);
  EXPECT_TRUE(analysis::fix_keeps_syntax(module, &tree, {"ok", {{in_module, "g(2)"}}, true}));
  EXPECT_FALSE(analysis::fix_keeps_syntax(module, &tree, {"broken", {{in_module, "g(2"}}, true}));
}

TEST(Fixes, RemovingASettingKeepsTheOthersOnItsLineAndInItsLoop) {
  const std::string text =
      "spark.conf.set('spark.sql.streaming.stateStore.stateSchemaCheck', 'false'); spark.conf.set('a', '1')\n"
      "spark.conf.set('b', '2');  spark.conf.set('spark.sql.streaming.stateStore.stateSchemaCheck', 'false')\n"
      "CONFS = {'c': '3', 'spark.sql.streaming.stateStore.stateSchemaCheck': 'false'}\n"
      "for k, v in CONFS.items():\n"
      "    spark.conf.set(k, v)\n";
  const auto findings = analysis::analyze({"", text, nullptr}, {}).findings;
  ASSERT_EQ(findings.size(), 3u);
  EXPECT_FALSE(findings[2].fix.has_value()) << "the loop also sets 'c'";
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied),
            "spark.conf.set('a', '1')\n"
            "spark.conf.set('b', '2')\n"
            "CONFS = {'c': '3', 'spark.sql.streaming.stateStore.stateSchemaCheck': 'false'}\n"
            "for k, v in CONFS.items():\n"
            "    spark.conf.set(k, v)\n");
  EXPECT_EQ(applied, 2);
  // A setting alone on its line goes with the line, "\r\n" included.
  applied = 0;
  EXPECT_EQ(apply_all_fixes("x = 1\r\nspark.conf.set('spark.sql.streaming.stateStore.stateSchemaCheck', 'false')\r\ny = 2\r\n",
                            {}, &applied),
            "x = 1\r\ny = 2\r\n");
  EXPECT_EQ(applied, 1);
}

TEST(Fixes, TxnVersionUsesTheBatchIdNameInScopeAtTheWrite) {
  const std::string text =
      "def append(df, version, table):\n"
      "    df.write.mode('append').saveAsTable(table)\n"
      "def write_plain(df, table):\n"
      "    df.write.mode('append').saveAsTable(table)\n"
      "def handle(df, bid):\n"
      "    append(df, bid, 't1')\n"
      "    write_plain(df, 't2')\n"
      "spark.readStream.table('s').writeStream.foreachBatch(handle).option('checkpointLocation', '/c').start()\n";
  std::vector<std::string> fixes;
  for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
    if (f.code != "SR401") continue;
    fixes.push_back(f.fix ? f.fix->edits.at(0).new_text : "(none)");
  }
  // In append() the id is `version`; it never reaches write_plain(), so no name there is the id.
  EXPECT_EQ(fixes, (std::vector<std::string>{".option(\"txnAppId\", \"<app-id>\").option(\"txnVersion\", version)",
                                             "(none)"}));
  // A second handler passing a constant for `version`: the parameter is no batch id on that run,
  // and a fix writing it would make Delta skip every batch of that query after its first.
  fixes.clear();
  const std::string constant =
      text +
      "def replay(df, bid):\n"
      "    append(df, 0, 't3')\n"
      "spark.readStream.table('r').writeStream.foreachBatch(replay).option('checkpointLocation', "
      "'/r').start()\n";
  for (const auto& f : analysis::analyze({"", constant, nullptr}, {}).findings) {
    if (f.code == "SR401") fixes.push_back(f.fix ? f.fix->edits.at(0).new_text : "(none)");
  }
  EXPECT_EQ(fixes, (std::vector<std::string>{"(none)", "(none)"}));
}

// SR403's fix names the handler's DataFrame parameter: in the handler and in a function nested in
// it (a closure sees the name), not in a helper defined outside (where it would not exist).
TEST(Fixes, SessionFixOnlyWhereTheBatchDataFrameIsInScope) {
  const std::string text =
      "def with_site(df):\n"
      "    return df.join(spark.read.table('dim.sites'), 'site_id')\n"
      "def sink(batch_df, batch_id):\n"
      "    def enrich(df):\n"
      "        return df.join(spark.read.table('dim.b'), 'k')\n"
      "    with_site(enrich(batch_df)).write.mode('overwrite').saveAsTable('out.t')\n"
      "    spark.sql('SELECT 1')\n"
      "spark.readStream.table('s').writeStream.foreachBatch(sink).option('checkpointLocation', '/c').start()\n";
  EXPECT_EQ(session_fixes(text), (std::vector<std::pair<std::uint32_t, std::string>>{
                       {1, "(none)"}, {4, "batch_df.sparkSession"}, {6, "batch_df.sparkSession"}}));
}

// A session is known by its value, whatever its name; Scala's `_` parameter has no name to use.
TEST(Fixes, SessionFixForASessionOfAnyNameAndNoneForAnUnnamedParameter) {
  const std::string python =
      "from pyspark.sql import SparkSession\n"
      "session = SparkSession.builder.getOrCreate()\n"
      "def sink(batch_df, batch_id):\n"
      "    session.sql('OPTIMIZE t')\n"
      "session.readStream.table('s').writeStream.foreachBatch(sink).option('checkpointLocation', '/c').start()\n";
  EXPECT_EQ(session_fixes(python), (std::vector<std::pair<std::uint32_t, std::string>>{{3, "batch_df.sparkSession"}}));
  analysis::ProjectFacts serverless;
  serverless.compute = analysis::Compute::Serverless;
  auto findings = analysis::analyze({"", python, nullptr}, serverless).findings;
  std::erase_if(findings, [](const analysis::Finding& f) { return f.code != "SR403"; });
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_NE(findings[0].message.find("uses `session` from outside (the driver's session)"), std::string::npos)
      << findings[0].message;
  const std::string scala =
      "object Optimize {\n"
      "  def main(args: Array[String]): Unit = {\n"
      "    spark.readStream.table(\"a\").writeStream\n"
      "      .foreachBatch { (_: DataFrame, batchId: Long) => spark.sql(\"OPTIMIZE t\") }\n"
      "      .option(\"checkpointLocation\", \"/chk/o\").start()\n"
      "    spark.readStream.table(\"b\").writeStream\n"
      "      .foreachBatch { (df: DataFrame, batchId: Long) => spark.sql(\"OPTIMIZE u\") }\n"
      "      .option(\"checkpointLocation\", \"/chk/p\").start()\n"
      "  }\n"
      "}\n";
  EXPECT_EQ(session_fixes(scala, "Optimize.scala"),
            (std::vector<std::pair<std::uint32_t, std::string>>{{3, "(none)"}, {6, "df.sparkSession"}}));
}

// A conf value a fix rewrites is written in the file's own language: Python's True, Scala's and SQL's
// true, a string's quotes kept; a SQL SET's value (in `spark.sql` or a `%sql` cell) is rewritten in
// place (SR502 turns changelog checkpointing on, SR207 writes min for max).
TEST(Fixes, ConfValuesAreRewrittenInTheFilesOwnSpelling) {
  analysis::ProjectFacts dbr17;
  dbr17.target_dbr = analysis::DbrVersion{17, 3};
  const std::string key = "spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled";
  const auto fixed = [&](const std::string& text, const std::string& path, const std::string& code) {
    std::string found = "(no finding)";
    for (const auto& f : analysis::analyze({path, text, nullptr}, dbr17).findings) {
      if (f.code != code) continue;
      if (f.fix) return analysis::apply_edits(text, f.fix->edits);
      found = "(no fix)";
    }
    return found;
  };
  EXPECT_EQ(fixed("spark.conf.set('" + key + "', False)\n", "a.py", "SR502"), "spark.conf.set('" + key + "', True)\n");
  EXPECT_EQ(fixed("spark.conf.set('" + key + "', 'false')\n", "a.py", "SR502"),
            "spark.conf.set('" + key + "', 'true')\n");
  const std::string scala =
      "object S {\n  val spark = SparkSession.builder.config(\"" + key + "\", false).getOrCreate()\n}\n";
  EXPECT_EQ(fixed(scala, "S.scala", "SR502"),
            "object S {\n  val spark = SparkSession.builder.config(\"" + key + "\", true).getOrCreate()\n}\n");
  EXPECT_EQ(fixed("spark.sql('SET " + key + " = false')\n", "a.py", "SR502"), "spark.sql('SET " + key + " = true')\n");
  const std::string policy = "spark.sql.streaming.multipleWatermarkPolicy";
  EXPECT_EQ(fixed("spark.sql(\"SET " + policy + "=max\")\n", "a.py", "SR207"),
            "spark.sql(\"SET " + policy + "=min\")\n");
  EXPECT_EQ(
      fixed("# Databricks notebook source\n# MAGIC %sql\n# MAGIC SET " + policy + " = 'MAX';\n", "nb.py", "SR207"),
      "# Databricks notebook source\n# MAGIC %sql\n# MAGIC SET " + policy + " = 'min';\n");
  // A value folded from pieces is not written where a fix could rewrite it: reported, without a fix.
  EXPECT_EQ(fixed("p = 'max'\nspark.sql(f\"SET " + policy + "={p}\")\n", "a.py", "SR207"), "(no fix)");
}

// Once the handler rebinds its DataFrame parameter (to a pandas frame, a loop's items), the name no
// longer holds the micro-batch: no fix names it there.
TEST(Fixes, SessionFixOnlyWhileTheParameterHoldsTheMicroBatch) {
  const std::string text =
      "def sink(batch_df, batch_id):\n"
      "    spark.sql('SELECT 1')\n"
      "    batch_df = batch_df.filter('x > 0')\n"
      "    spark.sql('SELECT 2')\n"
      "    batch_df = batch_df.toPandas()\n"
      "    spark.sql('SELECT 3')\n"
      "def loop(batch_df, batch_id):\n"
      "    for batch_df in [1, 2]:\n"
      "        pass\n"
      "    spark.sql('SELECT 4')\n"
      "s = spark.readStream.table('s')\n"
      "s.writeStream.foreachBatch(sink).option('checkpointLocation', '/c').start()\n"
      "s.writeStream.foreachBatch(loop).option('checkpointLocation', '/d').start()\n";
  EXPECT_EQ(session_fixes(text), (std::vector<std::pair<std::uint32_t, std::string>>{
                       {1, "batch_df.sparkSession"}, {3, "batch_df.sparkSession"}, {5, "(none)"}, {9, "(none)"}}));
}

TEST(Fixes, KafkaResetIsRenamedOnlyWhenStartingOffsetsIsUnset) {
  auto fix_count = [](const std::string& options) {
    const std::string text = "spark.readStream.format('kafka')" + options + ".load()\n";
    int fixes = 0, findings = 0;
    for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
      findings += f.code == "SR603";
      fixes += f.code == "SR603" && f.fix.has_value();
    }
    EXPECT_EQ(findings, 1) << options;
    return fixes;
  };
  EXPECT_EQ(fix_count(".option('auto.offset.reset', 'latest')"), 1);
  EXPECT_EQ(fix_count(".option('startingOffsets', 'latest').option('auto.offset.reset', 'latest')"), 0);
  EXPECT_EQ(fix_count(".option('auto.offset.reset', 'latest').options(**EXTRA)"), 0);
  // "none" means no startingOffsets value; a value unknown here may be one.
  EXPECT_EQ(fix_count(".option('auto.offset.reset', 'none')"), 0);
  EXPECT_EQ(fix_count(".option('auto.offset.reset', RESET)"), 0);
  EXPECT_EQ(fix_count(".option('auto.offset.reset', 'EARLIEST')"), 1);
}

TEST(Fixes, TriggerOnceBecomesAvailableNow) {
  const std::string text = "q = df.writeStream.option('checkpointLocation', '/c').trigger(once=True).start()\n"
                           "r = spark.readStream.table('t')\n"
                           "r.writeStream.option('checkpointLocation', '/d').trigger(continuous='2 seconds').start()\n";
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied),
            "q = df.writeStream.option('checkpointLocation', '/c').trigger(availableNow=True).start()\n"
            "r = spark.readStream.table('t')\n"
            "r.writeStream.option('checkpointLocation', '/d').trigger(processingTime='2 seconds').start()\n");
  EXPECT_EQ(applied, 2);
}

// A rename never repeats a keyword the call names already (Python rejects the call), and a key of
// a `**{...}` dict keeps its quotes.
TEST(Fixes, TriggerRenamesNeverRepeatAKeywordAndKeepADictKeyQuoted) {
  const std::string text =
      "q = df.writeStream.option('checkpointLocation', '/c').trigger(availableNow=None, once=True).start()\n"
      "r = df.writeStream.option('checkpointLocation', '/d').trigger(**{\"once\": True}).start()\n"
      "s = df.writeStream.option('checkpointLocation', '/e').trigger(processingTime=None, continuous='1 second').start()\n";
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied),
            "q = df.writeStream.option('checkpointLocation', '/c').trigger(availableNow=None, once=True).start()\n"
            "r = df.writeStream.option('checkpointLocation', '/d').trigger(**{\"availableNow\": True}).start()\n"
            "s = df.writeStream.option('checkpointLocation', '/e').trigger(processingTime=None, continuous='1 second').start()\n");
  EXPECT_EQ(applied, 1);
}

// SR304's fix turns a query that runs until stopped into one that stops at the end of its backlog:
// a change of streaming semantics, applied only with --unsafe-fixes.
TEST(Fixes, TheServerlessTriggerFixIsUnsafe) {
  analysis::ProjectFacts project;
  project.compute = analysis::Compute::Serverless;
  const std::string text = "spark.readStream.table('t').writeStream.option('checkpointLocation', '/c')"
                           ".trigger(processingTime='1 minute').toTable('x')\n"
                           "spark.readStream.table('u').writeStream.option('checkpointLocation', '/d').toTable('y')\n";
  int fixes = 0;
  for (const auto& f : analysis::analyze({"", text, nullptr}, project).findings) {
    if (f.code != "SR304") continue;
    ASSERT_TRUE(f.fix.has_value());
    EXPECT_FALSE(f.fix->safe) << f.fix->title;
    ++fixes;
  }
  EXPECT_EQ(fixes, 2);
}

// An unused noqa is removed in a round of its own: the other fixes first, since they can make it
// used (the next round's analysis tells).
TEST(Fixes, AnUnusedNoqaIsRemovedOnlyInARoundWithNoOtherFix) {
  const std::string text = "q = df.writeStream.option('checkpointLocation', '/c').trigger(once=True).start()\n"
                           "x = 1  # noqa: SR101\n";
  const auto first = analysis::apply_fixes(text, analysis::analyze({"", text, nullptr}, {}).findings, false);
  EXPECT_EQ(first.codes, std::set<std::string>{"SR301"});
  const auto second = analysis::apply_fixes(first.text, analysis::analyze({"", first.text, nullptr}, {}).findings, false);
  EXPECT_EQ(second.codes, std::set<std::string>{"SR000"});
  EXPECT_EQ(second.text, "q = df.writeStream.option('checkpointLocation', '/c').trigger(availableNow=True).start()\nx = 1\n");
}

// SR605 reports failOnDataLoss=false without a fix (RULES.md's fix column is "-"): whether an
// outage should stop the query is the owner's decision, not a mechanical edit.
TEST(Fixes, FailOnDataLossHasNoFix) {
  const std::string text = "events = (spark.readStream.format('kafka')\n"
                           "          .option('subscribe', 't')\n"
                           "          .option('failOnDataLoss', 'false')\n"
                           "          .load())\n";
  int reported = 0;
  for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
    if (f.code != "SR605") continue;
    ++reported;
    EXPECT_FALSE(f.fix.has_value());
  }
  EXPECT_EQ(reported, 1);
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied), text);
  EXPECT_EQ(applied, 0);
}

// Once ignores maxOffsetsPerTrigger: SR308's fix would only add an option SR307 reports. A source
// that an availableNow query also reads keeps it.
TEST(Fixes, TheKafkaRateLimitIsNotAddedForOnceQueriesOnly) {
  const auto sr308_fixed = [](const std::string& text) {
    std::vector<bool> out;
    for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
      if (f.code == "SR308") out.push_back(f.fix.has_value());
    }
    return out;
  };
  const std::string source =
      "events = (spark.readStream.format('kafka').option('subscribe', 't')\n"
      "          .option('startingOffsets', 'earliest').load())\n";
  const std::string once = "events.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('x')\n";
  const std::string now =
      "events.writeStream.option('checkpointLocation', '/d').trigger(availableNow=True).toTable('y')\n";
  EXPECT_EQ(sr308_fixed(source + once), std::vector<bool>{false});
  EXPECT_EQ(sr308_fixed(source + once + now), std::vector<bool>{true});
}

// Scala: a statement before the only expression of a body written without braces would end the
// body, so SR501 offers its fix only where the query's statement is one of a block's.
TEST(Fixes, TheRocksDbFixIsOfferedInAScalaBlockOnly) {
  const std::string text =
      "object Joins {\n"
      "  def joinStreams(a: DataFrame, b: DataFrame): Unit =\n"
      "    a.join(b, Seq(\"id\")).writeStream.option(\"checkpointLocation\", \"/c/j2\").toTable(\"ab2\")\n"
      "  def main(args: Array[String]): Unit = {\n"
      "    val ss = SparkSession.builder.getOrCreate()\n"
      "    joinStreams(ss.readStream.table(\"a\"), ss.readStream.table(\"b\"))\n"
      "    ss.readStream.table(\"c\").join(ss.readStream.table(\"d\"), \"k\").writeStream\n"
      "      .option(\"checkpointLocation\", \"/c/k\").toTable(\"counts\")\n"
      "  }\n"
      "}\n";
  std::vector<std::pair<std::uint32_t, bool>> found;  // (row, has a fix)
  for (const auto& f : analysis::analyze({"Joins.scala", text, nullptr}, {}).findings) {
    if (f.code == "SR501") found.push_back({f.range.start.row, f.fix.has_value()});
  }
  EXPECT_EQ(found, (std::vector<std::pair<std::uint32_t, bool>>{{2, false}, {6, true}}));
}

// A line a fix inserts ends as the line it goes before: a CRLF file (a notebook cell saved on
// Windows) stays CRLF.
TEST(Fixes, AnInsertedLineEndsAsTheFileEndsItsLines) {
  const std::string lf = "a = spark.readStream.table('a').withWatermark('at', '1 hour')\n"
                         "b = spark.readStream.table('b').withWatermark('bt', '1 hour')\n"
                         "j = a.join(b, expr('id = bid AND bt BETWEEN at AND at + interval 1 hour'))\n"
                         "j.writeStream.option('checkpointLocation', '/c').toTable('t')\n";
  std::string crlf;
  for (const char c : lf) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  const auto provider_line = [](const std::string& text) {
    for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
      if (f.code == "SR501" && f.fix) return f.fix->edits.at(0).new_text;
    }
    return std::string("(none)");
  };
  EXPECT_EQ(provider_line(lf),
            "spark.conf.set(\"spark.sql.streaming.stateStore.providerClass\", "
            "\"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")\n");
  EXPECT_EQ(provider_line(crlf),
            "spark.conf.set(\"spark.sql.streaming.stateStore.providerClass\", "
            "\"com.databricks.sql.streaming.state.RocksDBStateStoreProvider\")\r\n");
}

// The placeholders SR101 and SR103 insert are named after each query's sink, so applying the
// unsafe fixes of two queries does not make them share one checkpoint (SR102).
TEST(Fixes, PlaceholdersAreNamedAfterTheSink) {
  const std::string text = "a = spark.readStream.table('s.a').writeStream.toTable('shop.orders_copy')\n"
                           "b = spark.readStream.table('s.b').writeStream.format('delta').start('/mnt/out/returns/')\n"
                           "c = spark.readStream.table('s.c').writeStream.toTable(name)\n";
  std::vector<std::string> inserted;
  for (const auto& f : analysis::analyze({"", text, nullptr}, {}).findings) {
    if (f.code == "SR101" && f.fix) inserted.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(inserted, (std::vector<std::string>{".option(\"checkpointLocation\", \"<checkpoint-root>/orders_copy\")",
                                                ".option(\"checkpointLocation\", \"<checkpoint-root>/returns\")",
                                                ".option(\"checkpointLocation\", \"<checkpoint-path>\")"}));
  // A helper's sink named by its caller: each call names another table, so no caller's name is
  // the placeholder (it was "<checkpoint-root>/orders" for the "returns" call too).
  const std::string helper =
      "def ingest(table):\n"
      "    spark.readStream.table('raw').writeStream.toTable(f'main.bronze.{table}')\n"
      "ingest('orders')\n"
      "ingest('returns')\n";
  std::vector<std::string> helper_inserted;
  for (const auto& f : analysis::analyze({"", helper, nullptr}, {}).findings) {
    if (f.code == "SR101" && f.fix) helper_inserted.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(helper_inserted, std::vector<std::string>{".option(\"checkpointLocation\", \"<checkpoint-path>\")"});
  // One caller: its table's last part ("a") is letters the helper's own names hold, not its sink.
  const std::string one_caller =
      "def sink(df, name):\n"
      "    return df.writeStream.toTable(name)\n"
      "sink(spark.readStream.table('src'), 'silver.a')\n";
  helper_inserted.clear();
  for (const auto& f : analysis::analyze({"", one_caller, nullptr}, {}).findings) {
    if (f.code == "SR101" && f.fix) helper_inserted.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(helper_inserted, std::vector<std::string>{".option(\"checkpointLocation\", \"<checkpoint-path>\")"});
  int applied = 0;
  std::set<std::string> codes;
  const std::string fixed = apply_all_fixes(text, {}, &applied, &codes);
  EXPECT_EQ(applied, 3);
  for (const auto& f : analysis::analyze({"", fixed, nullptr}, {}).findings) EXPECT_NE(f.code, "SR102") << fixed;
  // Two queries with no sink name get one placeholder: it is no path, so no shared checkpoint.
  const std::string unnamed =
      "q1 = df.writeStream.format('console').start()\n"
      "q2 = df.writeStream.format('memory').queryName('m').start()\n";
  applied = 0;
  const std::string placeholders =
      apply_all_fixes("df = spark.readStream.table('s')\n" + unnamed, {}, &applied, &codes);
  EXPECT_EQ(applied, 2);
  EXPECT_EQ(analysis::analyze({"", placeholders, nullptr}, {}).findings.size(), 0u) << placeholders;
  const std::string session = "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk')\n"
                              "spark.readStream.table('s.a').writeStream.toTable('shop.orders_copy')\n";
  std::vector<std::string> names;
  for (const auto& f : analysis::analyze({"", session, nullptr}, {}).findings) {
    if (f.code == "SR103" && f.fix) names.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(names, std::vector<std::string>{".queryName(\"orders_copy\")"});
  // Two schemas' `accounts`: the whole table names keep the queries' names, and so their folders
  // under the session's checkpoint root, apart (one name for both was one checkpoint, and Spark
  // refuses a second active query of one name). The same table written twice gets the placeholder.
  const std::string schemas = "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk')\n"
                              "spark.readStream.table('a').writeStream.toTable('main.silver.accounts')\n"
                              "spark.readStream.table('b').writeStream.toTable('main.gold.accounts')\n"
                              "spark.readStream.table('c').writeStream.toTable('main.gold.orders')\n"
                              "spark.readStream.table('d').writeStream.toTable('main.gold.orders')\n";
  names.clear();
  for (const auto& f : analysis::analyze({"", schemas, nullptr}, {}).findings) {
    if (f.code == "SR103" && f.fix) names.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(names, (std::vector<std::string>{".queryName(\"main_silver_accounts\")", ".queryName(\"main_gold_accounts\")",
                                             ".queryName(\"<query-name>\")", ".queryName(\"<query-name>\")"}));
  // A whole name that is a third query's name gets the placeholder (it would share its folder).
  const std::string third =
      "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk')\n"
      "spark.readStream.table('a').writeStream.toTable('silver.accounts')\n"
      "spark.readStream.table('b').writeStream.toTable('gold.accounts')\n"
      "spark.readStream.table('c').writeStream.toTable('silver_accounts')\n";
  names.clear();
  for (const auto& f : analysis::analyze({"", third, nullptr}, {}).findings) {
    if (f.code == "SR103" && f.fix) names.push_back(f.fix->edits.at(0).new_text);
  }
  EXPECT_EQ(names, (std::vector<std::string>{".queryName(\"<query-name>\")", ".queryName(\"gold_accounts\")",
                                             ".queryName(\"silver_accounts\")"}));
}

TEST(Fixes, PipelineSqlSourcesAreReadWithStream) {
  const std::string text = "CREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM bronze;\n"
                           "CREATE OR REFRESH STREAMING TABLE files AS SELECT * FROM read_files('/v', format => 'json');\n"
                           "CREATE OR REFRESH STREAMING TABLE joined AS SELECT * FROM a JOIN b USING (id);\n"
                           "APPLY CHANGES INTO live.customers FROM live.customers_cdc KEYS (id) SEQUENCE BY ts;\n";
  int applied = 0;
  EXPECT_EQ(apply_all_fixes(text, {}, &applied, nullptr, "pipeline.sql"),
            "CREATE OR REFRESH STREAMING TABLE silver AS SELECT * FROM STREAM(bronze);\n"
            "CREATE OR REFRESH STREAMING TABLE files AS SELECT * FROM STREAM read_files('/v', format => 'json');\n"
            "CREATE OR REFRESH STREAMING TABLE joined AS SELECT * FROM a JOIN b USING (id);\n"
            "APPLY CHANGES INTO live.customers FROM STREAM(live.customers_cdc) KEYS (id) SEQUENCE BY ts;\n");
  EXPECT_EQ(applied, 3);  // two relations: which one streams is the author's choice
}

}  // namespace
}  // namespace streamlint::testing
