// Every case file (testdata/cases, testdata/scala_cases, and ../shared/cases, new-cases/scala and
// new-cases/v2 when they are beside the checkout) run
// through the built CLI with its header's config scores as the header says, on the rules that
// exist so far. Expected codes of rules not yet implemented are listed, not silently passed.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "analysis/rules/rule.h"
#include "tests/support/child_process.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

bool implemented(const std::string& code) {
  if (code == "SR000") return true;  // unused noqa: reported by the suppression pass, not a rule
  for (const auto& r : analysis::all_rules()) {
    if (r.doc.code == code) return true;
  }
  return false;
}

// A test name for a case file: where it comes from (shared_ or testdata_) and its stem.
std::string case_name(const std::string& path) {
  const bool shared = path.find("/shared/") != std::string::npos;
  std::string name = (shared ? "shared_" : "testdata_") + std::filesystem::path(path).stem().string();
  for (char& c : name) {
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
}

std::vector<std::string> case_files() {
  std::vector<std::string> files;
  for (const char* dir : {STREAMLINT_SOURCE_DIR "/testdata/cases", STREAMLINT_SOURCE_DIR "/../shared/cases",
                          STREAMLINT_SOURCE_DIR "/testdata/scala_cases", STREAMLINT_SOURCE_DIR "/../shared/new-cases/scala"}) {
    auto found = source_files_under(dir);
    files.insert(files.end(), found.begin(), found.end());
  }
  // The second catalog's single files (its folder cases are project cases: project_cases_test.cpp).
  const std::filesystem::path v2 = STREAMLINT_SOURCE_DIR "/../shared/new-cases/v2";
  for (const std::string& file : source_files_under(v2.string())) {
    if (std::filesystem::path(file).parent_path() == v2) files.push_back(file);
  }
  return files;
}

class Case : public ::testing::TestWithParam<std::string> {};

TEST_P(Case, ScoresAsItsHeaderSays) {
  const std::string text = read_file(GetParam());
  const Expectations expected = parse_expectations(text);
  std::vector<std::string> argv = {STREAMLINT_BINARY, "check", "--format", "json"};
  argv.insert(argv.end(), expected.cli_flags.begin(), expected.cli_flags.end());
  argv.push_back(GetParam());
  const RunResult run = run_command(argv);
  ASSERT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  const auto findings = nlohmann::json::parse(run.out);

  std::multiset<CodeLine> found, wanted;
  std::set<std::string> pending;
  for (const auto& f : findings) found.insert({f["code"].get<std::string>(), f["location"]["row"].get<int>()});
  for (const auto& [code, line] : expected.findings) {
    if (implemented(code)) wanted.insert({code, line}); else pending.insert(code);
  }
  EXPECT_EQ(found, wanted);
  EXPECT_EQ(run.exit_code, found.empty() ? 0 : 1);
  // `fix:` headers: the diff of the fixes adds a line holding the text.
  for (const auto& [code, line] : expected.fixes) {
    std::vector<std::string> diff = {STREAMLINT_BINARY, "check", "--diff"};
    diff.insert(diff.end(), expected.cli_flags.begin(), expected.cli_flags.end());
    diff.push_back(GetParam());
    const RunResult fixed = run_command(diff);
    bool written = false;
    std::istringstream lines(fixed.out);
    for (std::string l; std::getline(lines, l);) written = written || (l.rfind("+", 0) == 0 && l.find(line) != std::string::npos);
    EXPECT_TRUE(written) << code << "'s fix does not write `" << line << "`:\n" << fixed.out;
  }
  if (!pending.empty()) {
    std::string list;
    for (const auto& p : pending) list += p + " ";
    RecordProperty("pending_rules", list);
    std::cout << "[ pending  ] " << GetParam() << " also expects rules not implemented yet: " << list << "\n";
  }
}

INSTANTIATE_TEST_SUITE_P(Files, Case, ::testing::ValuesIn(case_files()), [](const auto& info) { return case_name(info.param); });

// Jupyter notebooks (testdata/notebook_cases, and ../shared/new-cases/notebooks beside the
// checkout): headers in the first cell, findings by cell and line inside the cell.
std::vector<std::string> notebook_cases() {
  auto files = notebook_files_under(STREAMLINT_SOURCE_DIR "/testdata/notebook_cases");
  auto shared = notebook_files_under(STREAMLINT_SOURCE_DIR "/../shared/new-cases/notebooks");
  files.insert(files.end(), shared.begin(), shared.end());
  return files;
}

class NotebookCase : public ::testing::TestWithParam<std::string> {};

TEST_P(NotebookCase, ScoresAsItsHeaderSays) {
  const Expectations expected = parse_notebook_expectations(read_file(GetParam()));
  ASSERT_TRUE(expected.expects_none || !expected.cell_findings.empty()) << "no header in the first cell";
  std::vector<std::string> argv = {STREAMLINT_BINARY, "check", "--format", "json"};
  argv.insert(argv.end(), expected.cli_flags.begin(), expected.cli_flags.end());
  argv.push_back(GetParam());
  const RunResult run = run_command(argv);
  ASSERT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  std::multiset<CodeCellLine> found, wanted;
  std::set<std::string> pending;
  for (const auto& f : nlohmann::json::parse(run.out)) {
    found.insert({f["code"].get<std::string>(), f["cell"].get<int>(), f["location"]["row"].get<int>()});
  }
  for (const auto& [code, cell, line] : expected.cell_findings) {
    if (implemented(code)) wanted.insert({code, cell, line}); else pending.insert(code);
  }
  EXPECT_EQ(found, wanted);
  for (const auto& p : pending) std::cout << "[ pending  ] " << GetParam() << " also expects " << p << "\n";
}

INSTANTIATE_TEST_SUITE_P(Notebooks, NotebookCase, ::testing::ValuesIn(notebook_cases()),
                         [](const auto& info) { return case_name(info.param); });
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(NotebookCase);

}  // namespace
}  // namespace streamlint::testing
