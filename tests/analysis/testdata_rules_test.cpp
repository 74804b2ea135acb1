// Every file under testdata/rules scores exactly as its `# expect:` header says.
#include <gtest/gtest.h>

#include <set>

#include <filesystem>

#include "analysis/analyze.h"
#include "analysis/project/project_config.h"
#include "analysis/rules/rule.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

std::multiset<CodeLine> analyse_file(const std::string& path, analysis::ProjectFacts project) {
  const std::string text = read_file(path);
  // A streamlint.lock beside the file is its baseline (SR104, SR105), as `check` finds it.
  const auto config = analysis::ProjectConfig::discover(std::filesystem::path(path).parent_path());
  EXPECT_TRUE(config.errors().empty()) << path;
  project.baseline = config.settings_for(path).project.baseline;
  analysis::AnalysisResult result = analysis::analyze({path, text, nullptr}, project);
  EXPECT_TRUE(result.internal_errors.empty()) << path;
  std::multiset<CodeLine> found;
  for (const auto& f : result.findings) found.insert({f.code, static_cast<int>(f.range.start.row) + 1});
  return found;
}

class RuleTestdata : public ::testing::TestWithParam<std::string> {};

TEST_P(RuleTestdata, FindingsMatchTheHeader) {
  const std::string text = read_file(GetParam());
  const Expectations expected = parse_expectations(text);
  ASSERT_TRUE(expected.expects_none || !expected.findings.empty()) << "no # expect: header";
  EXPECT_EQ(analyse_file(GetParam(), expected.project), expected.findings);
}

std::vector<std::string> rule_files() { return source_files_under(STREAMLINT_SOURCE_DIR "/testdata/rules"); }

INSTANTIATE_TEST_SUITE_P(Files, RuleTestdata, ::testing::ValuesIn(rule_files()),
                         [](const auto& info) {
                           std::string name = info.param.substr(info.param.find("/testdata/rules/") + 16);
                           for (char& c : name) {
                             if (!isalnum(static_cast<unsigned char>(c))) c = '_';
                           }
                           return name;
                         });

// Each implemented rule has at least two positive and two negative files.
TEST(RuleTestdata, EveryRuleHasPositiveAndNegativeFiles) {
  const auto files = rule_files();
  for (const auto& rule : analysis::all_rules()) {
    int positive = 0, negative = 0;
    const std::string folder = "/testdata/rules/" + std::string(rule.doc.code) + "/";
    for (const auto& f : files) {
      if (f.find(folder + "positive_") != std::string::npos) ++positive;
      if (f.find(folder + "negative_") != std::string::npos) ++negative;
    }
    EXPECT_GE(positive, 2) << rule.doc.code;
    EXPECT_GE(negative, 2) << rule.doc.code;
  }
}

// A positive file really exercises its rule: the code under test is expected in it.
TEST(RuleTestdata, PositiveFilesExpectTheirRule) {
  for (const auto& f : rule_files()) {
    if (f.find("/positive_") == std::string::npos) continue;
    const std::string code = f.substr(f.find("/testdata/rules/") + 16, 5);
    const Expectations e = parse_expectations(read_file(f));
    bool has = false;
    for (const auto& [c, line] : e.findings) has = has || c == code;
    EXPECT_TRUE(has) << f;
  }
}

// SR205's message names what is wrong: the watermark, the runtime, or both. A stream handed in
// by a caller may carry a watermark, so on an old runtime only the version is certain.
TEST(RuleMessages, DropDuplicatesWithinWatermarkNamesWhatIsWrong) {
  const auto message = [](const std::string& text, std::optional<analysis::DbrVersion> dbr) {
    analysis::ProjectFacts project;
    project.target_dbr = dbr;
    for (const auto& f : analysis::analyze({"t.py", text, nullptr}, project).findings) {
      if (f.code == "SR205") return f.message;
    }
    return std::string("(no SR205)");
  };
  const std::string local =
      "df = spark.readStream.table('t').dropDuplicatesWithinWatermark(['id'])\n"
      "df.writeStream.option('checkpointLocation', '/c').toTable('o')\n";
  const std::string handed =
      "def dedup(df):\n"
      "    df.dropDuplicatesWithinWatermark(['id']).writeStream.option('checkpointLocation', '/c').toTable('o')\n";
  const analysis::DbrVersion old{13, 3};
  EXPECT_EQ(message(local, std::nullopt),
            "dropDuplicatesWithinWatermark needs a watermark set with withWatermark upstream; without one the query fails.");
  EXPECT_EQ(message(local, old),
            "dropDuplicatesWithinWatermark needs a watermark set with withWatermark upstream and Spark 3.5 (DBR 14.3 "
            "LTS or above).");
  EXPECT_EQ(message(handed, old), "dropDuplicatesWithinWatermark needs Spark 3.5 (DBR 14.3 LTS or above).");
  EXPECT_EQ(message(handed, std::nullopt), "(no SR205)");
}

// SR206 on an inner join says what is missing: a watermark on a side, or (both watermarked) the
// event-time range in the condition. It said "no watermark" on streams that had both.
TEST(RuleMessages, AnInnerJoinsMessageNamesWhatBoundsItsStateNot) {
  const auto message = [](const std::string& right) {
    const std::string text =
        "a = spark.readStream.table('a').withWatermark('ts', '1 hour')\n"
        "b = spark.readStream.table('b')" +
        right +
        "\n"
        "a.join(b, 'id').writeStream.option('checkpointLocation', '/c').toTable('t')\n";
    for (const auto& f : analysis::analyze({"t.py", text, nullptr}, {}).findings) {
      if (f.code == "SR206") return f.message;
    }
    return std::string("(no SR206)");
  };
  EXPECT_EQ(message(".withWatermark('ts2', '1 hour')"),
            "This stream-stream inner join has watermarks on both streams but no event-time range condition: both "
            "inputs are buffered in state forever.");
  EXPECT_EQ(message(""),
            "This stream-stream inner join has no watermark on both streams with an event-time range condition: both "
            "inputs are buffered in state forever.");
}

}  // namespace
}  // namespace streamlint::testing
