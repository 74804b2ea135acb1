// streamlint review: verdict, areas with query cards and labelled findings, JSON of the same
// structure, and a request for the query source when there is none.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "tests/support/child_process.h"

namespace streamlint::testing {
namespace {

const std::string kDemo = STREAMLINT_SOURCE_DIR "/testdata/demo";

TEST(Review, MarkdownHasVerdictScopeAreasCardsAndEvidence) {
  RunResult r = run_command({STREAMLINT_BINARY, "review", kDemo});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("**Verdict:** `unsafe-refactor-required`"), std::string::npos);
  EXPECT_NE(r.out.find("Out of scope, for other specialists: pipeline design"), std::string::npos);
  for (const char* area : {"## Checkpoint and state schema", "## Watermark and late data", "## Trigger selection",
                           "## Exactly-once vs at-least-once", "## State store and checkpointing",
                           "## Restart and backfill"}) {
    EXPECT_NE(r.out.find(area), std::string::npos) << area;
  }
  EXPECT_NE(r.out.find("-> foreachBatch; trigger continuous 1 second; output mode append (default)"), std::string::npos);
  EXPECT_NE(r.out.find("| high | SR303 | `" + kDemo + "/alerts_stream.py:19` |"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("| medium | SR401 | `" + kDemo + "/returns_notebook.ipynb:cell 3:5` |"), std::string::npos) << r.out;
}

TEST(Review, JsonHasTheSameStructure) {
  RunResult r = run_command({STREAMLINT_BINARY, "review", "--format", "json", kDemo});
  ASSERT_EQ(r.exit_code, 0);
  auto review = nlohmann::json::parse(r.out);
  EXPECT_EQ(review["verdict"], "unsafe-refactor-required");
  // Three .py jobs, the returns notebook's query and its %sql streaming table (read_files with a
  // named argument), and the Scala job.
  EXPECT_EQ(review["queries"], 6);
  ASSERT_EQ(review["areas"].size(), 6u);
  const auto& triggers = review["areas"][2];
  EXPECT_EQ(triggers["title"], "Trigger selection");
  std::multiset<std::string> findings, sinks;
  for (const auto& f : triggers["findings"]) {
    findings.insert(f["severity"].get<std::string>() + " " + f["code"].get<std::string>() + " " + f["evidence"].get<std::string>());
  }
  for (const auto& q : triggers["queries"]) sinks.insert(q["sink"].get<std::string>());
  EXPECT_EQ(findings, (std::multiset<std::string>{"high SR303 " + kDemo + "/alerts_stream.py:19",
                                                  "medium SR302 " + kDemo + "/alerts_stream.py:20",
                                                  "medium SR307 " + kDemo + "/bronze_ingest.py:11",
                                                  "medium SR301 " + kDemo + "/bronze_ingest.py:23",
                                                  "medium SR301 " + kDemo + "/BronzeClaims.scala:22"}));
  EXPECT_EQ(sinks, (std::multiset<std::string>{"foreachBatch", "table (Delta)", "table (Delta)"}));
}

TEST(Review, ANextActionWithAQuickFixNamesIt) {
  const std::string file = STREAMLINT_SOURCE_DIR "/testdata/rules/SR301/positive_1_nightly_backfill.py";
  auto review = nlohmann::json::parse(run_command({STREAMLINT_BINARY, "review", "--format", "json", file}).out);
  const auto& trigger = review["areas"][2]["findings"][0];
  EXPECT_EQ(trigger["code"], "SR301");
  EXPECT_EQ(trigger["next_action"], "Replace once=True with availableNow=True (quick fix)");
}

TEST(Review, VerdictFollowsTheWorstSeverity) {
  // Only warnings (SR301 with a checkpoint): operational changes; a clean query: safe.
  const std::string warn_only = STREAMLINT_SOURCE_DIR "/testdata/rules/SR301/positive_1_nightly_backfill.py";
  EXPECT_EQ(nlohmann::json::parse(run_command({STREAMLINT_BINARY, "review", "--format", "json", warn_only}).out)["verdict"],
            "safe-with-operational-changes");
  const std::string clean = STREAMLINT_SOURCE_DIR "/testdata/rules/SR301/negative_1_available_now.py";
  EXPECT_EQ(nlohmann::json::parse(run_command({STREAMLINT_BINARY, "review", "--format", "json", clean}).out)["verdict"],
            "safe");
}

TEST(Review, NoStreamingQueryAsksForTheSource) {
  RunResult r = run_command({STREAMLINT_BINARY, "review", kDemo + "/daily_report.py"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("No streaming query was found"), std::string::npos);
  EXPECT_NE(r.out.find("Please point the review at the code"), std::string::npos);
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  // JSON says so with a null verdict (it used to stop with an error and print nothing).
  RunResult json = run_command({STREAMLINT_BINARY, "review", "--format", "json", kDemo + "/daily_report.py"});
  EXPECT_EQ(json.exit_code, 0) << json.err;
  const auto review = nlohmann::json::parse(json.out);
  EXPECT_TRUE(review["verdict"].is_null());
  EXPECT_EQ(review["queries"], 0);
}

// `-` reads the file from stdin, as `check -` does (the usage message names it), named by
// --stdin-filename; a path that does not exist is an I/O error (exit 2).
TEST(Review, StdinIsReadAsCheckReadsIt) {
  const std::string job =
      "df = spark.readStream.table('a')\n"
      "df.writeStream.trigger(once=True).option('checkpointLocation', '/chk/b').toTable('b')\n";
  RunResult r = run_command({STREAMLINT_BINARY, "review", "--format", "json", "--stdin-filename", "job.py", "-"}, job);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto review = nlohmann::json::parse(r.out);
  EXPECT_EQ(review["queries"], 1);
  EXPECT_NE(r.out.find("\"job.py:2\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"SR301\""), std::string::npos) << r.out;
  EXPECT_EQ(run_command({STREAMLINT_BINARY, "review", "does/not/exist.py"}).exit_code, 2);
}

}  // namespace
}  // namespace streamlint::testing
