// DESIGN.md invariant: the editor and CI never disagree. Every testdata file analysed through the
// CLI (JSON output) and through the language server (UTF-32 positions) gives the same findings
// at the same places.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "server/language_server.h"
#include "tests/support/child_process.h"
#include "tests/support/expectations.h"

namespace streamlint::testing {
namespace {

using json = nlohmann::json;
using Place = std::tuple<std::string, int, int, int, int>;  // code, start line/col, end line/col (1-based)

TEST(CliServerAgreement, SameFindingsOnEveryTestdataFile) {
  const auto files = source_files_under(STREAMLINT_SOURCE_DIR "/testdata");
  ASSERT_FALSE(files.empty());
  std::vector<std::string> argv = {STREAMLINT_BINARY, "check", "--format", "json"};
  argv.insert(argv.end(), files.begin(), files.end());
  const RunResult run = run_command(argv);
  ASSERT_EQ(run.exit_code, 1) << run.err;
  std::map<std::string, std::set<Place>> from_cli;
  for (const json& f : json::parse(run.out)) {
    from_cli[f["filename"].get<std::string>()].insert(
        {f["code"].get<std::string>(), f["location"]["row"].get<int>(), f["location"]["column"].get<int>(),
         f["end_location"]["row"].get<int>(), f["end_location"]["column"].get<int>()});
  }

  std::vector<json> sent;
  server::LanguageServer server([&](const json& m) { sent.push_back(m); });
  server.handle_frame({json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
                            {"params", {{"capabilities", {{"general", {{"positionEncodings", {"utf-32"}}}}}}}}}
                           .dump(),
                       std::nullopt});
  // Every file open at once, as the CLI checks them together (SR102 across files sees the same set).
  sent.clear();
  for (const std::string& path : files) {
    server.handle_frame({json{{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
                              {"params", {{"textDocument", {{"uri", "file://" + path}, {"version", 1}, {"text", read_file(path)}}}}}}
                             .dump(),
                         std::nullopt});
  }
  server.publish_pending();
  std::map<std::string, json> last_published;
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") last_published[m["params"]["uri"]] = m["params"];
  }
  int compared = 0;
  for (const std::string& path : files) {
    ASSERT_TRUE(last_published.count("file://" + path)) << path;
    std::set<Place> from_server;
    for (const json& d : last_published["file://" + path]["diagnostics"]) {
      const json& r = d["range"];
      from_server.insert({d["code"].get<std::string>(), r["start"]["line"].get<int>() + 1, r["start"]["character"].get<int>() + 1,
                          r["end"]["line"].get<int>() + 1, r["end"]["character"].get<int>() + 1});
    }
    EXPECT_EQ(from_server, from_cli[path]) << path;
    compared += static_cast<int>(from_server.size());
  }
  EXPECT_GT(compared, 20);
}

}  // namespace
}  // namespace streamlint::testing
