// Every folder case (a small project with an EXPECT.txt: testdata/project_cases, and
// ../shared/new-cases/project and new-cases/v2 when they are beside the checkout) checked as one workspace by the built
// CLI scores exactly as its EXPECT.txt says: each finding's file, code and line, nothing more.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "tests/support/child_process.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

std::vector<std::string> folders() {
  auto own = case_folders_under(STREAMLINT_SOURCE_DIR "/testdata/project_cases");
  for (const char* dir : {STREAMLINT_SOURCE_DIR "/../shared/new-cases/project", STREAMLINT_SOURCE_DIR "/../shared/new-cases/v2"}) {
    auto shared = case_folders_under(dir);
    own.insert(own.end(), shared.begin(), shared.end());
  }
  return own;
}

class ProjectCase : public ::testing::TestWithParam<std::string> {};

TEST_P(ProjectCase, ScoresAsItsExpectSays) {
  const std::string folder = GetParam();
  const ProjectExpectations expected = parse_project_expectations(read_file(folder + "/EXPECT.txt"));
  std::vector<std::string> argv = {STREAMLINT_BINARY, "check", "--format", "json"};
  argv.insert(argv.end(), expected.cli_flags.begin(), expected.cli_flags.end());
  argv.push_back(folder);
  const RunResult run = run_command(argv);
  ASSERT_TRUE(run.exit_code == 0 || run.exit_code == 1) << run.err;
  std::multiset<std::pair<std::string, CodeLine>> found;
  namespace fs = std::filesystem;
  const fs::path root = fs::absolute(folder).lexically_normal();
  for (const auto& f : nlohmann::json::parse(run.out)) {
    // Files are named relative to the working directory: compare them inside the folder.
    const fs::path file = fs::absolute(f["filename"].get<std::string>()).lexically_normal();
    const std::string relative = file.lexically_relative(root).generic_string();
    found.insert({relative, {f["code"].get<std::string>(), f["location"]["row"].get<int>()}});
  }
  EXPECT_EQ(found, expected.findings);
  EXPECT_EQ(run.exit_code, found.empty() ? 0 : 1);
}

INSTANTIATE_TEST_SUITE_P(Folders, ProjectCase, ::testing::ValuesIn(folders()), [](const auto& info) {
  const bool shared = info.param.find("/shared/new-cases/") != std::string::npos;
  std::string name = (shared ? "shared_" : "testdata_") + std::filesystem::path(info.param).filename().string();
  for (char& c : name) {
    if (!isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return name;
});

}  // namespace
}  // namespace streamlint::testing
