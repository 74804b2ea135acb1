// Pull diagnostics (textDocument/diagnostic, workspace/diagnostic) for clients that ask for them,
// and $/cancelRequest within a batch of frames.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

const std::string kJob =
    "q = spark.readStream.table('t')\n"
    "q.writeStream.option('checkpointLocation', '/chk/a').trigger(once=True).toTable('x')\n";

class PullTest : public ServerSession {
 protected:

  json request(int id, const std::string& method, json params) {
    sent.clear();
    server.handle_frame({protocol::make_request(id, method, std::move(params)).dump(), std::nullopt});
    for (const json& m : sent) {
      if (m.contains("id") && m["id"] == id && !m.contains("method")) return m;
    }
    ADD_FAILURE() << "no reply to " << method;
    return json();
  }
  json initialize(bool pulls, const std::string& root_uri = "") {
    json caps = {{"workspace", {{"diagnostics", {{"refreshSupport", true}}}}}};
    if (pulls) caps["textDocument"] = {{"diagnostic", {{"dynamicRegistration", false}}}};
    json reply = request(1, "initialize", {{"processId", nullptr},
                                           {"rootUri", root_uri.empty() ? json(nullptr) : json(root_uri)},
                                           {"capabilities", caps}});
    notify("initialized", json::object());
    return reply;
  }
  void open(const std::string& uri, const std::string& text) {
    notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "python"}, {"version", 1}, {"text", text}}}});
  }
  std::vector<json> sent_with(const std::string& method) const {
    std::vector<json> out;
    for (const json& m : sent) {
      if (m.value("method", "") == method) out.push_back(m);
    }
    return out;
  }
};

TEST_F(PullTest, AClientThatPullsIsOfferedPullDiagnosticsAndGetsNonePushed) {
  const json caps = initialize(true)["result"]["capabilities"];
  EXPECT_EQ(caps["diagnosticProvider"],
            (json{{"identifier", "streamlint"}, {"interFileDependencies", true}, {"workspaceDiagnostics", true}}));
  sent.clear();
  open("file:///w/job.py", kJob);
  server.publish_pending();
  EXPECT_TRUE(sent_with("textDocument/publishDiagnostics").empty());
}

TEST_F(PullTest, AClientThatCannotPullGetsDiagnosticsPushedAsBefore) {
  EXPECT_FALSE(initialize(false)["result"]["capabilities"].contains("diagnosticProvider"));
  sent.clear();
  open("file:///w/job.py", kJob);
  server.publish_pending();
  ASSERT_EQ(sent_with("textDocument/publishDiagnostics").size(), 1u);
}

TEST_F(PullTest, TheDocumentsReportIsWhatAPushWouldHaveSentThenUnchanged) {
  // The same document pushed to a client that cannot pull: the reference.
  std::vector<json> pushed;
  LanguageServer pusher{[&](const json& m) { pushed.push_back(m); }};
  pusher.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", json::object()}}).dump(), std::nullopt});
  pusher.handle_frame({protocol::make_notification("textDocument/didOpen",
                                                   {{"textDocument", {{"uri", "file:///w/job.py"}, {"languageId", "python"},
                                                                      {"version", 1}, {"text", kJob}}}}).dump(), std::nullopt});
  pusher.publish_pending();
  const json expected = pushed.back()["params"]["diagnostics"];
  ASSERT_EQ(expected.size(), 1u);
  EXPECT_EQ(expected[0]["code"], "SR301");

  initialize(true);
  open("file:///w/job.py", kJob);
  const json full = request(2, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/job.py"}}}})["result"];
  EXPECT_EQ(full["kind"], "full");
  EXPECT_EQ(full["items"], expected);
  ASSERT_TRUE(full["resultId"].is_string());
  const json again = request(3, "textDocument/diagnostic",
                             {{"textDocument", {{"uri", "file:///w/job.py"}}}, {"previousResultId", full["resultId"]}})["result"];
  EXPECT_EQ(again, (json{{"kind", "unchanged"}, {"resultId", full["resultId"]}}));

  // The fix applied: the finding is gone, and so is the report's id.
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", "file:///w/job.py"}, {"version", 2}}},
          {"contentChanges", json::array({{{"range", {{"start", {{"line", 1}, {"character", 62}}}, {"end", {{"line", 1}, {"character", 71}}}}},
                                           {"text", "availableNow=True"}}})}});
  const json fixed = request(4, "textDocument/diagnostic",
                             {{"textDocument", {{"uri", "file:///w/job.py"}}}, {"previousResultId", full["resultId"]}})["result"];
  EXPECT_EQ(fixed["kind"], "full");
  EXPECT_EQ(fixed["items"], json::array());
  EXPECT_NE(fixed["resultId"], full["resultId"]);
}

TEST_F(PullTest, AFindingCausedByAnotherOpenDocumentAsksTheClientToPullAgain) {
  initialize(true);
  open("file:///w/a.py", kJob);
  open("file:///w/b.py", "x = 1\n");
  request(2, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/a.py"}}}});
  request(3, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/b.py"}}}});
  // b.py now writes to a.py's checkpoint: a.py's findings change (SR102) though a.py was not edited.
  sent.clear();
  notify("textDocument/didChange", {{"textDocument", {{"uri", "file:///w/b.py"}, {"version", 2}}},
                                    {"contentChanges", json::array({{{"text", kJob}}})}});
  server.publish_pending();
  const auto refreshes = sent_with("workspace/diagnostic/refresh");
  ASSERT_EQ(refreshes.size(), 1u);
  EXPECT_FALSE(refreshes[0].contains("params"));  // JSON-RPC: an object, an array, or left out (never null)
  // Until the client answers, no second refresh is sent.
  notify("textDocument/didChange", {{"textDocument", {{"uri", "file:///w/b.py"}, {"version", 3}}},
                                    {"contentChanges", json::array({{{"text", "x = 2\n"}}})}});
  sent.clear();
  server.publish_pending();
  EXPECT_TRUE(sent_with("workspace/diagnostic/refresh").empty());
  server.handle_frame({protocol::make_response(refreshes[0]["id"], nullptr).dump(), std::nullopt});
  const json a = request(4, "textDocument/diagnostic", {{"textDocument", {{"uri", "file:///w/a.py"}}}})["result"];
  ASSERT_EQ(a["items"].size(), 1u);
  EXPECT_EQ(a["items"][0]["code"], "SR301");
}

TEST_F(PullTest, TheWorkspaceReportListsFilesThatAreNotOpen) {
  const auto root = std::filesystem::temp_directory_path() / ("streamlint-pull-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "jobs");
  std::ofstream(root / "jobs/closed.py") << kJob;
  std::ofstream(root / "jobs/open.py") << kJob;
  std::ofstream(root / "jobs/plain.py") << "print(1)\n";
  initialize(true, "file://" + root.string());
  const std::string closed = "file://" + (root / "jobs/closed.py").string();
  const std::string opened = "file://" + (root / "jobs/open.py").string();
  open(opened, kJob);
  const json report = request(2, "workspace/diagnostic", {{"previousResultIds", json::array()}})["result"];
  ASSERT_EQ(report["items"].size(), 1u) << report.dump(1);
  const json& item = report["items"][0];
  EXPECT_EQ(item["uri"], closed);
  EXPECT_TRUE(item["version"].is_null());
  EXPECT_EQ(item["kind"], "full");
  std::vector<std::string> codes;
  for (const json& d : item["items"]) codes.push_back(d["code"]);
  // Both write to /chk/a: the closed file shares its checkpoint with the open one.
  EXPECT_EQ(codes, (std::vector<std::string>{"SR102", "SR301"}));
  // Asked again with the ids it got: unchanged.
  const json again = request(3, "workspace/diagnostic",
                             {{"previousResultIds", json::array({{{"uri", closed}, {"value", item["resultId"]}}})}})["result"];
  ASSERT_EQ(again["items"].size(), 1u);
  EXPECT_EQ(again["items"][0]["kind"], "unchanged");
  // The file is fixed on disk: its report is full and empty, so the client drops the old one.
  std::ofstream(root / "jobs/closed.py") << "print(2)\n";
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", closed}, {"type", 2}}})}});
  const json fixed = request(4, "workspace/diagnostic",
                             {{"previousResultIds", json::array({{{"uri", closed}, {"value", item["resultId"]}}})}})["result"];
  ASSERT_EQ(fixed["items"].size(), 1u);
  EXPECT_EQ(fixed["items"][0]["kind"], "full");
  EXPECT_EQ(fixed["items"][0]["items"], json::array());
  // A closed file's own report, asked by URI, is the workspace index's.
  std::ofstream(root / "jobs/closed.py") << kJob;
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", closed}, {"type", 2}}})}});
  EXPECT_EQ(request(5, "textDocument/diagnostic", {{"textDocument", {{"uri", closed}}}})["result"]["items"].size(), 2u);
  std::filesystem::remove_all(root);
}

// A bundle's YAML holds findings of its own (a pipeline's conf, where it is written): the workspace
// report lists them as `check` does.
TEST_F(PullTest, TheWorkspaceReportListsTheBundlesYamlFindings) {
  const auto root = std::filesystem::temp_directory_path() / ("streamlint-pull-yaml-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "transformations");
  std::ofstream(root / "databricks.yml") << "bundle:\n  name: ads\nresources:\n  pipelines:\n    attribution:\n"
                                            "      name: attribution\n      configuration:\n"
                                            "        spark.sql.streaming.multipleWatermarkPolicy: max\n";
  std::ofstream(root / "transformations/a.sql")
      << "CREATE OR REFRESH STREAMING TABLE clicks AS SELECT * FROM STREAM(raw.clicks) WATERMARK ts DELAY OF "
         "INTERVAL 1 HOUR;\n";
  initialize(true, "file://" + root.string());
  const json report = request(2, "workspace/diagnostic", {{"previousResultIds", json::array()}})["result"];
  ASSERT_EQ(report["items"].size(), 1u) << report.dump(1);
  EXPECT_EQ(report["items"][0]["uri"], "file://" + (root / "databricks.yml").string());
  ASSERT_EQ(report["items"][0]["items"].size(), 1u);
  EXPECT_EQ(report["items"][0]["items"][0]["code"], "SR207");
  EXPECT_EQ(report["items"][0]["items"][0]["range"]["start"]["line"], 7);
  std::filesystem::remove_all(root);
}

TEST_F(PullTest, TheWorkspaceReportListsClosedFilesThatOnlyOtherFilesQueriesPlaceFindingsIn) {
  // With nothing open, as `check` reports them: an SR102 at the checkpoint option a helper writes
  // (its own run finds nothing), an SR603 at a key of a config module with no streaming text, and
  // a Scala job with no streaming text of its own whose objects' query shares a checkpoint.
  const auto root = std::filesystem::temp_directory_path() / ("streamlint-pull-held-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "helpers");
  std::ofstream(root / "helpers/__init__.py") << "";
  std::ofstream(root / "helpers/sinks.py")
      << "def land(df, name):\n    return df.writeStream.option('checkpointLocation', '/chk/' + name).toTable(name)\n";
  std::ofstream(root / "helpers/conf.py")
      << "SOURCE = {\n    'subscribe': 'a',\n    'kafka.auto.offset.reset': 'latest',\n}\n";
  std::ofstream(root / "job_a.py") << "from helpers.sinks import land\nfrom helpers.conf import SOURCE\n"
                                      "land(spark.readStream.format('kafka').options(**SOURCE).load(), 'orders')\n";
  std::ofstream(root / "job_b.py") << "from helpers.sinks import land\nland(spark.readStream.table('o'), 'orders')\n";
  const std::string scala_head = "package com.acme\n\nimport org.apache.spark.sql.SparkSession\n\n";
  std::ofstream(root / "Sinks.scala") << scala_head
                                      << "object Sinks {\n  def start(spark: SparkSession, t: String) =\n    "
                                         "spark.readStream.table(t).writeStream.option(\"checkpointLocation\", "
                                         "\"/chk/scala\").toTable(t)\n}\n";
  for (const std::string job : {"JobOne", "JobTwo"}) {
    std::ofstream(root / (job + ".scala")) << scala_head << "object " << job
                                           << " {\n  def main(args: Array[String]): Unit =\n    "
                                              "Sinks.start(SparkSession.builder().getOrCreate(), \""
                                           << job << "\")\n}\n";
  }
  initialize(true, "file://" + root.string());
  const json report = request(2, "workspace/diagnostic", {{"previousResultIds", json::array()}})["result"];
  std::map<std::string, std::vector<std::string>> shown;
  for (const json& item : report["items"]) {
    const std::string file = std::filesystem::path(item["uri"].get<std::string>()).filename().string();
    for (const json& d : item["items"]) {
      shown[file].push_back(d["code"].get<std::string>() + ":" +
                            std::to_string(d["range"]["start"]["line"].get<int>()));
    }
  }
  EXPECT_EQ(shown["sinks.py"], (std::vector<std::string>{"SR102:1"})) << report.dump(1);
  EXPECT_EQ(shown["conf.py"], (std::vector<std::string>{"SR603:2"})) << report.dump(1);
  EXPECT_EQ(shown["Sinks.scala"], (std::vector<std::string>{"SR102:6"})) << report.dump(1);
  std::filesystem::remove_all(root);
}

TEST_F(PullTest, NotebookCellsArePushedUntilTheClientPullsOne) {
  initialize(true);
  const std::string nb = "file:///w/orders.ipynb";
  auto cell = [](int n) { return "vscode-notebook-cell:/w/orders.ipynb#cell" + std::to_string(n); };
  notify("notebookDocument/didOpen",
         {{"notebookDocument", {{"uri", nb}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                {"cells", json::array({{{"kind", 2}, {"document", cell(1)}}})}}},
          {"cellTextDocuments", json::array({{{"uri", cell(1)}, {"languageId", "python"}, {"version", 1}, {"text", kJob}}})}});
  sent.clear();
  server.publish_pending();
  // VS Code's client pulls text documents but not notebook cells: the cells are pushed.
  auto pushed = sent_with("textDocument/publishDiagnostics");
  ASSERT_EQ(pushed.size(), 1u);
  EXPECT_EQ(pushed[0]["params"]["uri"], cell(1));
  EXPECT_EQ(pushed[0]["params"]["diagnostics"][0]["code"], "SR301");
  // A client that does pull a cell gets the pushed ones cleared, and its report.
  sent.clear();
  server.handle_frame({protocol::make_request(2, "textDocument/diagnostic", {{"textDocument", {{"uri", cell(1)}}}}).dump(), std::nullopt});
  pushed = sent_with("textDocument/publishDiagnostics");
  ASSERT_EQ(pushed.size(), 1u);
  EXPECT_EQ(pushed[0]["params"]["diagnostics"], json::array());
  ASSERT_EQ(sent.back()["result"]["items"].size(), 1u);
  EXPECT_EQ(sent.back()["result"]["items"][0]["code"], "SR301");
  sent.clear();
  server.publish_pending();
  EXPECT_TRUE(sent_with("textDocument/publishDiagnostics").empty());
}

TEST_F(PullTest, ARequestCancelledInItsBatchIsAnsweredCancelledAndTheOthersAreServed) {
  initialize(false);
  open("file:///w/job.py", kJob);
  const json hover = {{"textDocument", {{"uri", "file:///w/job.py"}}}, {"position", {{"line", 1}, {"character", 65}}}};
  sent.clear();
  server.handle_frames({{protocol::make_request(7, "textDocument/hover", hover).dump(), std::nullopt},
                        {protocol::make_request(8, "textDocument/hover", hover).dump(), std::nullopt},
                        {protocol::make_notification("$/cancelRequest", {{"id", 7}}).dump(), std::nullopt},
                        {protocol::make_notification("$/cancelRequest", {{"id", 99}}).dump(), std::nullopt}});
  ASSERT_EQ(sent.size(), 2u);  // one reply each, nothing for the cancellations
  EXPECT_EQ(sent[0]["id"], 7);
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::RequestCancelled);
  EXPECT_EQ(sent[1]["id"], 8);
  EXPECT_TRUE(sent[1]["result"]["contents"]["value"].get<std::string>().find("SR301") != std::string::npos);
  // A later request that reuses a cancelled id is served.
  sent.clear();
  server.handle_frame({protocol::make_request(7, "textDocument/hover", hover).dump(), std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(sent[0].contains("result"));
}

}  // namespace
}  // namespace streamlint::server
