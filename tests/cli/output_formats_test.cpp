// check's CI formats and switches: SARIF, GitHub annotations, JUnit, --statistics, --fail-on,
// --output-file, and fingerprints that survive edits above a finding.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/support/child_process.h"
#include "tests/support/expectations.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

namespace fs = std::filesystem;

class Formats : public ::testing::Test {
 protected:
  void SetUp() override { write("job.py", kJob); }
  void write(const std::string& name, const std::string& text) { temp.write(name, text); }
  RunResult check(std::vector<std::string> args) {
    args.insert(args.begin(), {STREAMLINT_BINARY, "check"});
    return run_command(args);
  }
  TempDir temp;
  const fs::path& dir = temp.path();
  static constexpr const char* kJob =
      "src = spark.readStream.format('kafka').option('subscribe', 't').load()\n"
      "src.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('a')\n"
      "src.writeStream.option('checkpointLocation', '/d').trigger(continuous='1 second').toTable('b')\n";
};

TEST_F(Formats, SarifHasRulesColumnKindAndStableFingerprints) {
  RunResult r = check({"--format", "sarif", (dir / "job.py").string()});
  ASSERT_EQ(r.exit_code, 1) << r.err;
  auto log = nlohmann::json::parse(r.out);
  EXPECT_EQ(log["version"], "2.1.0");
  const auto& run = log["runs"][0];
  EXPECT_EQ(run["columnKind"], "unicodeCodePoints");
  bool has_help_uri = false;
  for (const auto& rule : run["tool"]["driver"]["rules"]) {
    if (rule["id"] == "SR301") has_help_uri = rule["helpUri"] == "https://docs.databricks.com/aws/en/structured-streaming/triggers";
    // Every rule, SR000 included, links its documentation.
    EXPECT_TRUE(rule.contains("helpUri") && rule["helpUri"].get<std::string>().starts_with("https://")) << rule["id"];
  }
  EXPECT_TRUE(has_help_uri);
  ASSERT_EQ(run["results"].size(), 2u);
  EXPECT_EQ(run["results"][0]["ruleId"], "SR301");
  EXPECT_EQ(run["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"], 2);
  const std::string before = run["results"][0]["partialFingerprints"]["streamlintFinding/v1"];

  // Lines inserted above move the finding, not its fingerprint.
  write("job.py", std::string("import os\n# a comment\n\n") + kJob);
  auto moved = nlohmann::json::parse(check({"--format", "sarif", (dir / "job.py").string()}).out)["runs"][0]["results"][0];
  EXPECT_EQ(moved["locations"][0]["physicalLocation"]["region"]["startLine"], 5);
  EXPECT_EQ(moved["partialFingerprints"]["streamlintFinding/v1"], before);
}

TEST_F(Formats, SharedCheckpointNamesEachOtherPlaceOnce) {
  // A helper started twice writes its key at one place for two queries; a third query shares the
  // path. SARIF's relatedLocations must be unique: each other place once.
  write("job.py",
        "def start(t):\n"
        "    return spark.readStream.table(t).writeStream.option('checkpointLocation', '/c').toTable(t + '_x')\n"
        "start('a')\n"
        "start('b')\n"
        "spark.readStream.table('c').writeStream.option('checkpointLocation', '/c').toTable('c_x')\n");
  RunResult r = check({"--format", "sarif", (dir / "job.py").string()});
  ASSERT_EQ(r.exit_code, 1) << r.err;
  const auto log = nlohmann::json::parse(r.out);
  const auto& results = log["runs"][0]["results"];
  ASSERT_EQ(results.size(), 2u);
  std::vector<int> related_lines;
  for (const auto& result : results) {
    for (const auto& place : result["relatedLocations"]) {
      related_lines.push_back(place["physicalLocation"]["region"]["startLine"]);
    }
  }
  EXPECT_EQ(related_lines, (std::vector<int>{5, 2}));  // line 2's use names line 5, and line 5's line 2 once
}

TEST_F(Formats, JsonNamesASharedCheckpointsOtherPlacesAsSarifDoes) {
  // One query in each of two files on /c: each finding names the other file's option, with its
  // row and column (1-based, code points) and end.
  write("a.py", "spark.readStream.table('a').writeStream.option('checkpointLocation', '/c').toTable('x')\n");
  write("b.py", "# b\nspark.readStream.table('b').writeStream.option('checkpointLocation', '/c').toTable('y')\n");
  RunResult r = check({"--format", "json", (dir / "a.py").string(), (dir / "b.py").string()});
  ASSERT_EQ(r.exit_code, 1) << r.err;
  const auto findings = nlohmann::json::parse(r.out);
  ASSERT_EQ(findings.size(), 2u) << r.out;
  for (const auto& f : findings) {
    ASSERT_EQ(f["code"], "SR102");
    ASSERT_EQ(f["related"].size(), 1u) << f.dump(1);
    const auto& other = f["related"][0];
    const bool from_a = f["filename"].get<std::string>().ends_with("a.py");
    EXPECT_TRUE(other["filename"].get<std::string>().ends_with(from_a ? "b.py" : "a.py"));
    EXPECT_EQ(other["location"]["row"], from_a ? 2 : 1);
    EXPECT_EQ(other["location"]["column"], 48);
    EXPECT_EQ(other["end_location"]["row"], from_a ? 2 : 1);
    EXPECT_FALSE(other["message"].get<std::string>().empty());
  }
  // A finding with no other place has no "related" key.
  const auto single = nlohmann::json::parse(check({"--format", "json", (dir / "job.py").string()}).out);
  ASSERT_FALSE(single.empty());
  for (const auto& f : single) EXPECT_FALSE(f.contains("related"));
}

TEST_F(Formats, GithubAnnotations) {
  RunResult r = check({"--format", "github", (dir / "job.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("::warning file=" + (dir / "job.py").string() + ",line=2,col=51,endLine=2,endColumn=70,title=SR301::SR301 "),
            std::string::npos) << r.out;
}

TEST_F(Formats, JunitOneTestcasePerFile) {
  write("clean.py", "x = 1\n");
  RunResult r = check({"--format", "junit", dir.string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("<testsuites name=\"streamlint\" tests=\"2\" failures=\"1\">"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("clean.py\"/>"), std::string::npos);
  EXPECT_NE(r.out.find("<failure message=\"2 findings\" type=\"streamlint\">"), std::string::npos);
}

TEST_F(Formats, TextThatIsNotUtf8IsReplacedInEveryFormat) {
  // A checkpoint path with a Latin-1 byte (quoted in SR102's message) in a file whose name has one.
  const std::string name = "caf\xE9.py";
  write(name,
        "df = spark.readStream.table('t')\n"
        "df.writeStream.option('checkpointLocation', '/chk/\xE9').trigger(availableNow=True).toTable('a')\n"
        "df.writeStream.option('checkpointLocation', '/chk/\xE9').trigger(availableNow=True).toTable('b')\n");
  fs::remove(dir / "job.py");
  const std::string shown = "caf\\xE9.py";  // the name as printed: the byte escaped
  RunResult json = check({"--format", "json", dir.string()});
  ASSERT_EQ(json.exit_code, 1) << json.err;
  const auto findings = nlohmann::json::parse(json.out);  // throws on invalid UTF-8
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_EQ(fs::path(findings[0]["filename"].get<std::string>()).filename().string(), shown);
  EXPECT_NE(findings[0]["message"].get<std::string>().find("\"/chk/\xEF\xBF\xBD\""), std::string::npos);
  RunResult sarif = check({"--format", "sarif", dir.string()});
  ASSERT_EQ(sarif.exit_code, 1) << sarif.err;
  const auto log = nlohmann::json::parse(sarif.out);
  const std::string uri = log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
  EXPECT_EQ(uri.substr(uri.size() - 9), "caf%E9.py");
  RunResult junit = check({"--format", "junit", dir.string()});
  ASSERT_EQ(junit.exit_code, 1) << junit.err;
  EXPECT_EQ(junit.out.find("\xE9"), std::string::npos);  // no raw Latin-1 byte left
  EXPECT_NE(junit.out.find(shown), std::string::npos);
  RunResult text = check({dir.string()});
  EXPECT_NE(text.out.find(shown + ":2:"), std::string::npos) << text.out;
}

TEST_F(Formats, StatisticsFailOnAndOutputFile) {
  RunResult stats = check({"--statistics", (dir / "job.py").string()});
  EXPECT_EQ(stats.out, "   1  SR301  trigger-once-deprecated\n   1  SR302  continuous-trigger\nFound 2 findings in 1 file.\n");
  // Only warnings here: failing on errors passes, failing on warnings does not.
  EXPECT_EQ(check({"--fail-on", "error", (dir / "job.py").string()}).exit_code, 0);
  EXPECT_EQ(check({"--fail-on", "warning", (dir / "job.py").string()}).exit_code, 1);
  EXPECT_EQ(check({"--fail-on", "fatal", (dir / "job.py").string()}).exit_code, 2);
  RunResult to_file = check({"--format", "json", "--output-file", (dir / "out.json").string(), (dir / "job.py").string()});
  EXPECT_EQ(to_file.out, "");
  EXPECT_EQ(nlohmann::json::parse(read_file((dir / "out.json").string())).size(), 2u);
}

TEST_F(Formats, StatisticsKeepMachineOutputValid) {
  // JSON: the counts as JSON. SARIF (and GitHub, JUnit): the findings as before, counts on stderr.
  RunResult json = check({"--format", "json", "--statistics", (dir / "job.py").string()});
  const auto counts = nlohmann::json::parse(json.out);
  ASSERT_EQ(counts.size(), 2u);
  EXPECT_EQ(counts[0]["code"], "SR301");
  EXPECT_EQ(counts[0]["name"], "trigger-once-deprecated");
  EXPECT_EQ(counts[0]["count"], 1);
  RunResult sarif = check({"--format", "sarif", "--statistics", "--output-file", (dir / "out.sarif").string(),
                           (dir / "job.py").string()});
  EXPECT_EQ(nlohmann::json::parse(read_file((dir / "out.sarif").string()))["runs"][0]["results"].size(), 2u);
  EXPECT_NE(sarif.err.find("   1  SR302  continuous-trigger\n"), std::string::npos) << sarif.err;
}

}  // namespace
}  // namespace streamlint::testing

namespace streamlint::testing {
namespace {

// The byte prefilter only skips work: every testdata file gives the same findings without it.
TEST(Prefilter, LosesNoFindingOnAnyTestdataFile) {
  const std::string root = STREAMLINT_SOURCE_DIR "/testdata";
  RunResult with = run_command({STREAMLINT_BINARY, "check", "--format", "json", root});
  RunResult without = run_command({STREAMLINT_BINARY, "check", "--format", "json", "--no-prefilter", root});
  ASSERT_EQ(with.exit_code, without.exit_code);
  EXPECT_GT(nlohmann::json::parse(with.out).size(), 100u);
  EXPECT_EQ(with.out, without.out);
}

}  // namespace
}  // namespace streamlint::testing
