// Findings checked run by run (incremental_findings.h) equal the whole-model rules' findings, on
// every rule file and case: each rule's findings over the whole model are the union of those over
// its fragments. After an edit that moves every statement (a line typed above them), the kept
// findings move with them and still equal a fresh analysis.
#include "analysis/incremental_findings.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <tuple>

#include "analysis/analyze.h"
#include "analysis/document.h"
#include "analysis/project/project_config.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

using Place = std::tuple<std::string, std::uint32_t, std::uint32_t, std::uint32_t, std::uint32_t, std::string, std::string>;

std::vector<Place> places(analysis::AnalysisResult result, std::string_view text, const analysis::RuleSelection& selection,
                          const std::string& path) {
  analysis::finish_findings(result.findings, result.noqa, text, selection, path);
  std::vector<Place> out;
  for (const auto& f : result.findings) {
    std::string fix;
    if (f.fix) {
      for (const auto& e : f.fix->edits) fix += std::to_string(e.range.start_byte) + ":" + e.new_text + ";";
    }
    out.emplace_back(f.code, f.range.start.row, f.range.start.column, f.range.end.row, f.range.end.column, f.message, fix);
  }
  return out;
}

std::vector<std::string> checked_files() {
  auto files = source_files_under(STREAMLINT_SOURCE_DIR "/testdata/rules");
  for (const char* dir : {STREAMLINT_SOURCE_DIR "/testdata/cases", STREAMLINT_SOURCE_DIR "/../shared/cases"}) {
    auto more = source_files_under(dir);
    files.insert(files.end(), more.begin(), more.end());
  }
  std::erase_if(files, [](const std::string& f) { return f.ends_with(".sql"); });
  return files;
}

class FragmentFindings : public ::testing::TestWithParam<std::string> {};

TEST_P(FragmentFindings, EqualTheWholeModelsBeforeAndAfterAnEdit) {
  const std::string path = GetParam();
  std::string text = read_file(path);
  // A notebook export is kept in cells (document.h): the line is typed below its header.
  const std::size_t above = text.starts_with("# Databricks notebook source") ? text.find('\n') + 1 : 0;
  analysis::ProjectFacts project = parse_expectations(text).project;
  project.baseline = analysis::ProjectConfig::discover(std::filesystem::path(path).parent_path())
                         .settings_for(path)
                         .project.baseline;
  const analysis::RuleSelection selection;
  analysis::Document document(text, path);
  analysis::ModuleRun run(nullptr, {});
  analysis::IncrementalFindings kept;
  for (int round = 0; round < 2; ++round) {
    const analysis::Snapshot whole{.path = path, .text = document.text(), .tree = document.parsed() ? &document.tree() : nullptr};
    analysis::Snapshot fragments = whole;
    fragments.units = &document.units();
    if (document.chunked()) fragments.chunks = &document.chunks();
    fragments.run = &run;
    fragments.findings = &kept;
    const auto expected = places(analysis::analyze_module(whole, project, selection), document.text(), selection, path);
    const auto got = places(analysis::analyze_module(fragments, project, selection), document.text(), selection, path);
    EXPECT_EQ(got, expected) << "round " << round;
    if (round == 0) {
      EXPECT_EQ(kept.checked(), run.runs().size());
      ASSERT_TRUE(document.keeps_units());
      document.apply_edit(above, above, "import os  # typed above\n");  // every statement moves one line down
    } else {
      // Only the runs that ran again (and those with a range outside their statement); the others moved.
      EXPECT_LE(kept.checked(), run.executed() + kept.unmovable());
    }
  }
}

// A module edited in place and analysed run by run (or, with `incremental` false, afresh): the
// codes of its findings.
struct EditedModule {
  explicit EditedModule(const std::string& text) : document(text, "job.py") {}
  std::vector<std::string> codes(bool incremental = true) {
    analysis::Snapshot s{.path = "job.py", .text = document.text(), .tree = &document.tree()};
    if (incremental) {
      s.units = &document.units();
      s.run = &run;
      s.findings = &kept;
    }
    std::vector<std::string> out;
    for (const auto& f : analysis::analyze_module(s, {}, {}).findings) out.push_back(f.code);
    return out;
  }
  analysis::Document document;
  analysis::ModuleRun run{nullptr, {}};
  analysis::IncrementalFindings kept;
};

// An edit in the statement that sets a session conf, leaving the conf as it was, re-checks only the
// runs that ran again: the other queries were checked with the same confs. A changed conf value
// re-checks them all (SR501 depends on it).
TEST(FragmentFindingsConfs, ASetterThatRunsAgainToTheSameConfsRechecksOnlyWhatRan) {
  const std::string rocksdb = "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider";
  std::string text = "def configure():\n"
                     "    spark.conf.set('spark.sql.streaming.stateStore.providerClass', '" + rocksdb + "')\n"
                     "    name = 'abc'\n"
                     "configure()\n";
  for (int i = 0; i < 5; ++i) {
    const std::string n = std::to_string(i);
    text += "q" + n + " = spark.readStream.table('t" + n + "').withWatermark('ts', '1 minute').groupBy('k')"
            ".applyInPandasWithState(f, 'a int', 'a int', 'update', 'NoTimeout').writeStream.outputMode('update')"
            ".option('checkpointLocation', '/c" + n + "').foreachBatch(sink).start()\n";
  }
  EditedModule module(text);
  analysis::Document& document = module.document;
  const analysis::ModuleRun& run = module.run;
  const analysis::IncrementalFindings& kept = module.kept;
  auto codes = [&] { return module.codes(); };
  EXPECT_EQ(codes(), std::vector<std::string>{});  // RocksDB is set: no SR501
  const std::size_t at = document.text().find("'abc'") + 1;
  document.apply_edit(at, at, "x");
  EXPECT_EQ(codes(), std::vector<std::string>{});
  EXPECT_LE(kept.checked(), run.executed());
  EXPECT_LT(kept.checked(), run.runs().size());
  // The conf's key changes (a typo): every query is checked again, and each now lacks RocksDB.
  const std::size_t key = document.text().find("providerClass") + 12;
  document.apply_edit(key, key + 1, "z");
  EXPECT_EQ(codes(), std::vector<std::string>(5, "SR501"));
}

// The session's checkpoint root holds for the queries started after the statement that sets it:
// moving that statement above a start, or away, re-checks the start (it read the setting).
TEST(FragmentFindingsConfs, ACheckpointRootMovedAboveAStartChangesItsFindings) {
  const std::string set = "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk')\n";
  const std::string start = "spark.readStream.table('t').writeStream.toTable('u')\n";
  EditedModule module("import os\n" + start + set);
  analysis::Document& document = module.document;
  auto codes = [&](bool incremental) { return module.codes(incremental); };
  EXPECT_EQ(codes(true), std::vector<std::string>{"SR101"});
  document.apply_edit(document.text().find(set), document.text().size(), "");  // the setting goes
  document.apply_edit(0, 0, set);                                              // and comes back first
  EXPECT_EQ(codes(true), std::vector<std::string>{"SR103"});
  EXPECT_EQ(codes(true), codes(false));
  document.apply_edit(0, set.size(), "");
  EXPECT_EQ(codes(true), std::vector<std::string>{"SR101"});
}

INSTANTIATE_TEST_SUITE_P(Files, FragmentFindings, ::testing::ValuesIn(checked_files()), [](const auto& info) {
  std::string name = info.param.substr(info.param.find("/testdata/") != std::string::npos
                                           ? info.param.find("/testdata/") + 10
                                           : info.param.find("/shared/") + 1);
  for (char& c : name) {
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
});

}  // namespace
}  // namespace streamlint::testing
