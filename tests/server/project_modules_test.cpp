// The language server over a project: imports of open documents resolve in the workspace (open
// documents' unsaved text first), findings land in the file they are in, and an edit to a helper
// module re-checks the open documents that import it (DESIGN.md "Data flow on a keystroke").
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <map>

#include "server/language_server.h"
#include "tests/support/temp_dir.h"

namespace streamlint::server {
namespace {

class ProjectServerTest : public ::testing::Test {
 protected:
  testing::TempDir dir;
  std::vector<json> sent;
  LanguageServer server{[this](const json& m) { sent.push_back(m); }};

  void SetUp() override {
    dir.write("helpers/__init__.py", "");
    dir.write("helpers/paths.py", "ROOT = '/chk'\n\ndef checkpoint(name):\n    return f'{ROOT}/{name}'\n");
    dir.write("helpers/kafka.py", "SOURCE = {\n    'subscribe': 'orders',\n    'kafka.auto.offset.reset': 'latest',\n}\n");
    server.handle_frame({protocol::make_request(1, "initialize",
                                                {{"capabilities", json::object()},
                                                 {"workspaceFolders", json::array({{{"uri", uri_of("")}, {"name", "p"}}})}})
                             .dump(),
                         std::nullopt});
    notify("initialized", json::object());
  }
  std::string uri_of(const std::string& relative) const { return "file://" + (dir.path() / relative).string(); }
  void notify(const std::string& method, json params) {
    server.handle_frame({protocol::make_notification(method, std::move(params)).dump(), std::nullopt});
  }
  void open(const std::string& relative, const std::string& text, const std::string& language = "python") {
    notify("textDocument/didOpen",
           {{"textDocument", {{"uri", uri_of(relative)}, {"languageId", language}, {"version", 1}, {"text", text}}}});
  }
  // The client's watcher reports `relative` files as created (the workspace was indexed at
  // initialize, before the test wrote them).
  void created(const std::vector<std::string>& relative) {
    json changes = json::array();
    for (const std::string& r : relative) changes.push_back({{"uri", uri_of(r)}, {"type", 1}});
    notify("workspace/didChangeWatchedFiles", {{"changes", changes}});
  }
  void replace(const std::string& relative, const std::string& text, int version) {
    notify("textDocument/didChange", {{"textDocument", {{"uri", uri_of(relative)}, {"version", version}}},
                                      {"contentChanges", json::array({{{"text", text}}})}});
  }
  // The codes published for each file by the last publish_pending.
  std::map<std::string, std::vector<std::string>> publish() {
    sent.clear();
    server.publish_pending();
    std::map<std::string, std::vector<std::string>> out;
    for (const json& m : sent) {
      if (m.value("method", "") != "textDocument/publishDiagnostics") continue;
      auto& codes = out[m["params"]["uri"]];
      for (const json& d : m["params"]["diagnostics"]) {
        codes.push_back(d["code"].get<std::string>() + ":" + std::to_string(d["range"]["start"]["line"].get<int>() + 1));
      }
    }
    return out;
  }
  // What the client shows for `path` after a publish: the last diagnostics published for it (an
  // unchanged list is not sent again).
  std::vector<std::string> shown_after_publish(const std::string& path) {
    auto published = publish();
    if (published.count(uri_of(path))) shown[path] = published[uri_of(path)];
    return shown[path];
  }
  std::map<std::string, std::vector<std::string>> shown;
};

const std::string kJobA =
    "from helpers.paths import checkpoint\n"
    "spark.readStream.table('a').writeStream.option('checkpointLocation', checkpoint('orders')).toTable('x')\n";
const std::string kJobB =
    "from helpers.paths import checkpoint\n"
    "spark.readStream.table('b').writeStream.option('checkpointLocation', checkpoint('orders')).toTable('y')\n";

TEST_F(ProjectServerTest, CheckpointsBuiltByAnImportedHelperAreCompared) {
  open("job_a.py", kJobA);
  open("job_b.py", kJobB);
  auto published = publish();
  EXPECT_EQ(published[uri_of("job_a.py")], std::vector<std::string>{"SR102:2"});
  EXPECT_EQ(published[uri_of("job_b.py")], std::vector<std::string>{"SR102:2"});
}

TEST_F(ProjectServerTest, ScalaObjectsOfTheWorkspaceResolveAndAnEditToOneRechecksItsUsers) {
  // Two jobs of one package checkpoint at Paths.checkpoint("orders"), an object of another file
  // that is not open: SR102 on both. Then the open helper's unsaved text makes the paths unique.
  const std::string paths = "package acme\nobject Paths {\n  def checkpoint(name: String) = s\"/chk/$name\"\n}\n";
  dir.write("src/main/scala/acme/Paths.scala", paths);
  auto job = [](const std::string& table) {
    return "package acme\nobject Job_" + table + " {\n  spark.readStream.table(\"" + table +
           "\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"orders\")).toTable(\"out\")\n}\n";
  };
  open("src/main/scala/acme/JobA.scala", job("a"), "scala");
  open("src/main/scala/acme/JobB.scala", job("b"), "scala");
  auto published = publish();
  EXPECT_EQ(published[uri_of("src/main/scala/acme/JobA.scala")], std::vector<std::string>{"SR102:3"});
  EXPECT_EQ(published[uri_of("src/main/scala/acme/JobB.scala")], std::vector<std::string>{"SR102:3"});
  open("src/main/scala/acme/Paths.scala", paths, "scala");
  replace("src/main/scala/acme/Paths.scala",
          "package acme\nobject Paths {\n  def checkpoint(name: String) = s\"/chk/$name/${java.util.UUID.randomUUID}\"\n}\n", 2);
  published = publish();
  EXPECT_EQ(published[uri_of("src/main/scala/acme/JobA.scala")], std::vector<std::string>{});
  EXPECT_EQ(published[uri_of("src/main/scala/acme/JobB.scala")], std::vector<std::string>{});
}

TEST_F(ProjectServerTest, ANotebookOnDiskIsReadAsItsCodeCells) {
  // A Jupyter notebook in the workspace shares the open document's checkpoint (SR102); read as JSON
  // text it would hold no query at all.
  dir.write("nb/orders.ipynb",
            R"j({"cells": [{"cell_type": "markdown", "source": ["# Orders"]},
                          {"cell_type": "code", "source": ["q = spark.readStream.table('o').writeStream\n",
                                                           "q.option('checkpointLocation', '/chk/shared').toTable('t')"]}],
                "nbformat": 4})j");
  created({"nb/orders.ipynb"});
  open("job.py", "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/shared').toTable('b')\n");
  EXPECT_EQ(publish()[uri_of("job.py")], std::vector<std::string>{"SR102:1"});
}

TEST_F(ProjectServerTest, ANotebookOnDiskIsReadWithItsScalaCells) {
  // Its `%scala` cell shares the open document's checkpoint, as `check` reads it (SR102).
  dir.write("nb/scala.ipynb",
            R"j({"cells": [{"cell_type": "code", "source": ["x = 1\n"]},
                          {"cell_type": "code", "source": ["%scala\n",
                                                           "spark.readStream.table(\"o\").writeStream.option(\"checkpointLocation\", \"/chk/shared\").toTable(\"t\")\n"]}],
                "nbformat": 4})j");
  created({"nb/scala.ipynb"});
  open("job.py", "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/shared').toTable('b')\n");
  EXPECT_EQ(publish()[uri_of("job.py")], std::vector<std::string>{"SR102:1"});
}

// An open notebook's Scala cells read the project's Scala objects as a Scala file there would: a
// checkpoint named by one is shared with an open Python document (SR102 in both).
TEST_F(ProjectServerTest, AnOpenNotebooksScalaCellsReadTheProjectsObjects) {
  dir.write("src/main/scala/com/acme/Paths.scala", "package com.acme\nobject Paths { val Chk = \"/chk/orders\" }\n");
  const std::string cell = "vscode-notebook-cell:" + (dir.path() / "nb.ipynb").string() + "#cell1";
  notify("notebookDocument/didOpen",
         {{"notebookDocument", {{"uri", uri_of("nb.ipynb")}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                {"cells", json::array({{{"kind", 2}, {"document", cell}}})}}},
          {"cellTextDocuments",
           json::array({{{"uri", cell}, {"languageId", "scala"}, {"version", 1},
                         {"text", "import com.acme.Paths\nval q = df.writeStream.option(\"checkpointLocation\", Paths.Chk).start(\"/o\")\n"}}})}});
  open("job.py", "q = df.writeStream.option('checkpointLocation', '/chk/orders').start('/o2')\n");
  auto published = publish();
  EXPECT_EQ(published[cell], std::vector<std::string>{"SR102:2"});
  EXPECT_EQ(published[uri_of("job.py")], std::vector<std::string>{"SR102:1"});
}

TEST_F(ProjectServerTest, AnEditToAnOpenHelperRechecksItsImporters) {
  open("job_a.py", kJobA);
  open("job_b.py", kJobB);
  open("helpers/paths.py", "ROOT = '/chk'\n\ndef checkpoint(name):\n    return f'{ROOT}/{name}'\n");
  publish();
  // The helper now makes every checkpoint unique per call site: nothing is shared any more.
  replace("helpers/paths.py", "import uuid\n\ndef checkpoint(name):\n    return f'/chk/{name}/{uuid.uuid4()}'\n", 2);
  auto published = publish();
  EXPECT_EQ(published[uri_of("job_a.py")], std::vector<std::string>{});
  EXPECT_EQ(published[uri_of("job_b.py")], std::vector<std::string>{});
  // Back: the unsaved text is what counts, not the file on disk.
  replace("helpers/paths.py", "def checkpoint(name):\n    return '/chk/all'\n", 3);
  published = publish();
  EXPECT_EQ(published[uri_of("job_a.py")], std::vector<std::string>{"SR102:2"});
}

TEST_F(ProjectServerTest, AModuleCreatedAfterItsImporterOpenedIsRead) {
  // job.py imports a module that does not exist yet: nothing to compare. Once the module is
  // created on disk (the client reports it), the import resolves and the shared checkpoint shows.
  const std::string job =
      "from common.extra import CHK\n"
      "spark.readStream.table('a').writeStream.option('checkpointLocation', CHK).toTable('x')\n"
      "spark.readStream.table('b').writeStream.option('checkpointLocation', CHK).toTable('y')\n";
  open("job.py", job);
  EXPECT_EQ(publish()[uri_of("job.py")], std::vector<std::string>{});
  dir.write("common/__init__.py", "");
  dir.write("common/extra.py", "CHK = '/chk/same'\n");
  created({"common/extra.py"});
  EXPECT_EQ(publish()[uri_of("job.py")], (std::vector<std::string>{"SR102:2", "SR102:3"}));
}

TEST_F(ProjectServerTest, AModuleCreatedInTheEditorIsReadByItsImportersOnceSaved) {
  // The same, with no watcher: the module is created in the editor (opened, then saved to disk).
  // Its first save is its creation: the jobs that import it read it, and their queries share
  // its checkpoint (SR102 where the option is written, in the module).
  open("job_a.py", "from sinks import publish\npublish(spark.readStream.table('a'), 'a')\n");
  open("job_b.py", "from sinks import publish\npublish(spark.readStream.table('b'), 'b')\n");
  EXPECT_EQ(publish()[uri_of("job_a.py")], std::vector<std::string>{});
  const std::string sinks =
      "def publish(df, name):\n    return df.writeStream.option('checkpointLocation', '/chk/same').toTable(name)\n";
  open("sinks.py", sinks);
  dir.write("sinks.py", sinks);
  notify("textDocument/didSave", {{"textDocument", {{"uri", uri_of("sinks.py")}}}});
  EXPECT_EQ(shown_after_publish("sinks.py"), std::vector<std::string>{"SR102:2"});
}

TEST_F(ProjectServerTest, ASavedHelperRereadsTheWorkspaceFilesThatImportIt) {
  // Two jobs on disk, not open, start their queries through a helper: each its own checkpoint.
  // The helper, open, is edited to one checkpoint for all and saved: the jobs on disk are read
  // again with it, and their queries now share the helper's checkpoint (SR102 in the helper).
  const std::string unique = "def start(df, name):\n    return df.writeStream.option('checkpointLocation', f'/chk/{name}').toTable(name)\n";
  const std::string shared = "def start(df, name):\n    return df.writeStream.option('checkpointLocation', '/chk/all').toTable(name)\n";
  dir.write("helpers/sinks.py", unique);
  dir.write("job_a.py", "from helpers.sinks import start\nstart(spark.readStream.table('a'), 'a')\n");
  dir.write("job_b.py", "from helpers.sinks import start\nstart(spark.readStream.table('b'), 'b')\n");
  created({"job_a.py", "job_b.py"});
  open("helpers/sinks.py", unique);
  EXPECT_EQ(publish()[uri_of("helpers/sinks.py")], std::vector<std::string>{});
  replace("helpers/sinks.py", shared, 2);
  dir.write("helpers/sinks.py", shared);
  notify("textDocument/didSave", {{"textDocument", {{"uri", uri_of("helpers/sinks.py")}}}});
  EXPECT_EQ(publish()[uri_of("helpers/sinks.py")], std::vector<std::string>{"SR102:2"});
}

TEST_F(ProjectServerTest, WhatFilesOnDiskCauseInAnEditedHelperWaitsForItsSave) {
  // A job on disk, not open, starts a query through an open helper with once=True (SR301 in the
  // helper, found by the index). The helper's write is deleted, unsaved: the finding was about the
  // text the index read, so it goes (before, it stayed, past the end of the 1-line document). The
  // save reads the job again with the helper's new text.
  const std::string helper =
      "def start(df, name):\n    w = df.writeStream.trigger(once=True)\n"
      "    return w.option('checkpointLocation', f'/chk/{name}').toTable(name)\n";
  dir.write("helpers/sinks.py", helper);
  dir.write("job_a.py", "from helpers.sinks import start\nstart(spark.readStream.table('a'), 'a')\n");
  created({"job_a.py"});
  open("helpers/sinks.py", helper);
  EXPECT_EQ(publish()[uri_of("helpers/sinks.py")], std::vector<std::string>{"SR301:2"});
  replace("helpers/sinks.py", "ROOT = '/chk'\n", 2);
  EXPECT_EQ(publish()[uri_of("helpers/sinks.py")], std::vector<std::string>{});
  // Typed back as it was on disk: the index's reading holds again.
  replace("helpers/sinks.py", helper, 3);
  EXPECT_EQ(publish()[uri_of("helpers/sinks.py")], std::vector<std::string>{"SR301:2"});
}

TEST_F(ProjectServerTest, AQueryOfAFileOnDiskStillSharesAnEditedHelpersCheckpoint) {
  // job_b on disk (not open) and job_a (open) start their queries through the open helper, on one
  // checkpoint (SR102 at the helper's key). An unsaved edit of the helper elsewhere (the table name
  // after the key) leaves job_b's query as it was: the key is still shared. Nothing is placed at a
  // place the index read before the edit (the line typed above the key moves it one line down).
  const std::string helper =
      "CHK = '/chk/shared'\n\ndef start(df):\n    return df.writeStream.option('checkpointLocation', "
      "CHK).toTable('t')\n";
  dir.write("helpers/sinks.py", helper);
  dir.write("job_b.py", "from helpers.sinks import start\nstart(spark.readStream.table('b'))\n");
  created({"job_b.py"});
  open("helpers/sinks.py", helper);
  open("job_a.py", "from helpers.sinks import start\nstart(spark.readStream.table('a'))\n");
  const auto show = [&] { return shown_after_publish("helpers/sinks.py"); };
  EXPECT_EQ(show(), std::vector<std::string>{"SR102:4"});
  std::string renamed = helper;
  renamed.replace(renamed.find("'t'"), 3, "'t2'");
  replace("helpers/sinks.py", renamed, 2);
  EXPECT_EQ(show(), std::vector<std::string>{"SR102:4"});
  replace("helpers/sinks.py", "# the sinks\n" + renamed, 3);
  EXPECT_EQ(show(), std::vector<std::string>{"SR102:5"});
}

TEST_F(ProjectServerTest, AHelpersQueryRunsWithTheSessionOfTheEntryThatCallsIt) {
  // The helper's writer names no checkpoint. Alone it is a guess (SR101 on its own run); a job on
  // disk that calls it sets the session's checkpoint root, so the job's run decides: no finding.
  // An unsaved line typed above the function leaves its statement as the index read it.
  const std::string helper =
      "def to_kafka(df, topic):\n    return df.writeStream.format('kafka').option('topic', "
      "topic).queryName(topic).start()\n";
  dir.write("helpers/sinks.py", helper);
  open("helpers/sinks.py", helper);
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{"SR101:2"});
  dir.write("job.py",
            "from helpers.sinks import to_kafka\n"
            "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk/root')\n"
            "to_kafka(spark.readStream.table('orders'), 'orders')\n");
  created({"job.py"});
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{});
  replace("helpers/sinks.py", "# sinks\n" + helper, 2);
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{});
  // An open job without the conf: its run reports the helper's query.
  open("job_b.py", "from helpers.sinks import to_kafka\nto_kafka(spark.readStream.table('b'), 'b')\n");
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{"SR101:3"});
  replace("job_b.py",
          "from helpers.sinks import to_kafka\n"
          "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk/b')\n"
          "to_kafka(spark.readStream.table('b'), 'b')\n",
          2);
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{});
}

TEST_F(ProjectServerTest, ANoqaForAStandInFindingItsCallerDecidesIsNotReportedUnused) {
  // Alone, the helper's query lacks a checkpoint and its noqa suppresses that. The job that calls it
  // sets the session's checkpoint root, so the stand-in finding is withdrawn: the noqa still holds
  // for the helper checked alone, and is not an unused one (SR000). A noqa of a rule that fires
  // nowhere on its line still is.
  const std::string helper =
      "def to_kafka(df, topic):\n    return df.writeStream.format('kafka').option('topic', "
      "topic).queryName(topic).start()  # noqa: SR101\n"
      "def to_delta(df):\n    return df.writeStream.option('checkpointLocation', '/chk/d').toTable('d')  # noqa: "
      "SR101\n";
  dir.write("helpers/sinks.py", helper);
  open("helpers/sinks.py", helper);
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{"SR000:4"});
  dir.write("job.py",
            "from helpers.sinks import to_kafka\n"
            "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk/root')\n"
            "to_kafka(spark.readStream.table('orders'), 'orders')\n");
  created({"job.py"});
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{"SR000:4"});
}

TEST_F(ProjectServerTest, AnEditAboveAHelpersQueryKeepsItOneQueryWithItsCallers) {
  // The helper's own (stand-in) run and the open job's run reach one start; a keystroke in a
  // comment above it moved the helper's kept checkpoint use but not its start, and SR102 then saw
  // two queries sharing "/chk/audit".
  const std::string sinks =
      "# c\n"
      "def write_audit(df):\n"
      "    return df.writeStream.option('checkpointLocation', '/chk/audit').toTable('silver.audit')\n";
  const std::string job = "from sinks import write_audit\nwrite_audit(spark.readStream.table('bronze.audit'))\n";
  dir.write("sinks.py", sinks);
  dir.write("job.py", job);
  open("job.py", job);
  open("sinks.py", sinks);
  EXPECT_EQ(shown_after_publish("sinks.py"), std::vector<std::string>{});
  for (int version = 2; version < 6; ++version) {
    const json at = {{"line", 0}, {"character", 1}};
    notify("textDocument/didChange",
           {{"textDocument", {{"uri", uri_of("sinks.py")}, {"version", version}}},
            {"contentChanges", json::array({{{"range", {{"start", at}, {"end", at}}}, {"text", "c"}}})}});
    EXPECT_EQ(shown_after_publish("sinks.py"), std::vector<std::string>{}) << version;
    EXPECT_EQ(shown_after_publish("job.py"), std::vector<std::string>{}) << version;
  }
}

TEST_F(ProjectServerTest, WhileAnEditedHelpersCallersOnDiskWaitForItsSaveItsStandInFindingStands) {
  // Two jobs on disk call the open helper: one without the session's checkpoint root (its run
  // reports SR101 in the helper), one with it. An unsaved edit leaves the first one's finding out
  // until the save; meanwhile the second decides nothing, and the helper's own SR101 stands in.
  const std::string helper =
      "def to_delta(df, table):\n    return df.writeStream.format('delta').queryName(table).toTable(table)\n";
  dir.write("helpers/sinks.py", helper);
  dir.write("job.py", "from helpers.sinks import to_delta\nto_delta(spark.readStream.table('a'), 'a')\n");
  dir.write("job_conf.py",
            "from helpers.sinks import to_delta\n"
            "spark.conf.set('spark.sql.streaming.checkpointLocation', '/chk/root')\n"
            "to_delta(spark.readStream.table('b'), 'b')\n");
  created({"job.py", "job_conf.py"});
  open("helpers/sinks.py", helper);
  EXPECT_EQ(shown_after_publish("helpers/sinks.py"), std::vector<std::string>{"SR101:2"});
  replace("helpers/sinks.py", "# sinks\n" + helper, 2);
  sent.clear();
  server.publish_pending();
  json diagnostics = json::array();
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics" &&
        m["params"]["uri"] == uri_of("helpers/sinks.py")) {
      diagnostics = m["params"]["diagnostics"];
    }
  }
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0]["code"], "SR101");
  EXPECT_EQ(diagnostics[0]["range"]["start"]["line"], 2);
  // Its fix is the helper's own (the callers' reports of it carry none).
  sent.clear();
  server.handle_frame({protocol::make_request(9, "textDocument/codeAction",
                                              {{"textDocument", {{"uri", uri_of("helpers/sinks.py")}}},
                                               {"range", diagnostics[0]["range"]},
                                               {"context", {{"diagnostics", diagnostics}}}})
                           .dump(),
                       std::nullopt});
  std::vector<std::string> titles;
  for (const json& m : sent) {
    if (m.contains("id") && m["id"] == 9) {
      for (const json& a : m["result"]) titles.push_back(a["title"]);
    }
  }
  EXPECT_EQ(titles,
            (std::vector<std::string>{"Add .option(\"checkpointLocation\", ...)", "Disable SR101 for this line"}));
}

TEST_F(ProjectServerTest, AModuleDeletedAndCreatedAgainIsReadAgainByFilesOnDisk) {
  // job_b on disk imports the open helper, which imports settings.py (closed) for the checkpoint
  // both jobs share. settings.py deleted: no path is known. Written again: job_b, which read the
  // helper while the module was missing, is read again with it, and the two queries share.
  dir.write("settings.py", "CHK = '/chk/shared'\n");
  const std::string helper =
      "from settings import CHK\n\ndef start(df):\n    return df.writeStream.option('checkpointLocation', "
      "CHK).toTable('t')\n";
  dir.write("helpers/sinks.py", helper);
  dir.write("job_b.py", "from helpers.sinks import start\nstart(spark.readStream.table('b'))\n");
  created({"settings.py", "job_b.py"});
  open("helpers/sinks.py", helper);
  open("job_a.py", "from helpers.sinks import start\nstart(spark.readStream.table('a'))\n");
  const auto show = [&] { return shown_after_publish("helpers/sinks.py"); };
  EXPECT_EQ(show(), std::vector<std::string>{"SR102:4"});
  std::filesystem::remove(dir.path() / "settings.py");
  notify("workspace/didChangeWatchedFiles",
         {{"changes", json::array({{{"uri", uri_of("settings.py")}, {"type", 3}}})}});
  EXPECT_EQ(show(), std::vector<std::string>{});
  dir.write("settings.py", "CHK = '/chk/shared'\n");
  created({"settings.py"});
  EXPECT_EQ(show(), std::vector<std::string>{"SR102:4"});
}

TEST_F(ProjectServerTest, AFileReachedThroughASymbolicLinkIsReadOnce) {
  // One query, one file, also linked from a subfolder of the workspace: the index's second name of
  // the file, and the document opened under the link's name, are not a second query (before: an
  // SR102 of the file with itself).
  const std::string job =
      "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/only').toTable('x')\n";
  dir.write("jobs/a.py", job);
  std::filesystem::create_directories(dir.path() / "linked");
  std::filesystem::create_symlink(dir.path() / "jobs/a.py", dir.path() / "linked/alias.py");
  created({"jobs/a.py", "linked/alias.py"});
  open("jobs/a.py", job);
  EXPECT_EQ(publish()[uri_of("jobs/a.py")], std::vector<std::string>{});
  notify("textDocument/didClose", {{"textDocument", {{"uri", uri_of("jobs/a.py")}}}});
  open("linked/alias.py", job);
  EXPECT_EQ(publish()[uri_of("linked/alias.py")], std::vector<std::string>{});
  // A second file with the same checkpoint is still a second query.
  dir.write("jobs/b.py", job);
  created({"jobs/b.py"});
  EXPECT_EQ(publish()[uri_of("linked/alias.py")], std::vector<std::string>{"SR102:1"});
}

TEST_F(ProjectServerTest, AScalaObjectRenamedAwayAndBackIsReadAgainByItsUsers) {
  const std::string paths = "package acme\nobject Paths {\n  def checkpoint(name: String) = s\"/chk/$name\"\n}\n";
  auto job = [](const std::string& table) {
    return "package acme\nobject Job_" + table + " {\n  spark.readStream.table(\"" + table +
           "\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"orders\")).toTable(\"out\")\n}\n";
  };
  dir.write("src/main/scala/acme/Paths.scala", paths);
  open("src/main/scala/acme/Paths.scala", paths, "scala");
  open("src/main/scala/acme/JobA.scala", job("a"), "scala");
  open("src/main/scala/acme/JobB.scala", job("b"), "scala");
  EXPECT_EQ(publish()[uri_of("src/main/scala/acme/JobA.scala")], std::vector<std::string>{"SR102:3"});
  replace("src/main/scala/acme/Paths.scala", "package acme\nobject Paths2 {\n  def checkpoint(name: String) = s\"/chk/$name\"\n}\n", 2);
  EXPECT_EQ(publish()[uri_of("src/main/scala/acme/JobA.scala")], std::vector<std::string>{});
  replace("src/main/scala/acme/Paths.scala", paths, 3);
  EXPECT_EQ(publish()[uri_of("src/main/scala/acme/JobA.scala")], std::vector<std::string>{"SR102:3"});
}

TEST_F(ProjectServerTest, ADocumentInASubfolderImportsFromTheWorkspaceFolder) {
  // jobs/job.py imports helpers.paths, a package at the workspace folder, not beside the job: two
  // queries on the helper's checkpoint path share it (SR102), which the job only sees through it.
  open("jobs/job.py",
       "from helpers.paths import checkpoint\n"
       "a = spark.readStream.table('a').writeStream.option('checkpointLocation', checkpoint('x')).toTable('o1')\n"
       "b = spark.readStream.table('b').writeStream.option('checkpointLocation', checkpoint('x')).toTable('o2')\n");
  auto published = publish();
  EXPECT_EQ(published[uri_of("jobs/job.py")], (std::vector<std::string>{"SR102:2", "SR102:3"}));
}

TEST_F(ProjectServerTest, AFindingInAnOptionDictLandsInItsModule) {
  open("helpers/kafka.py", "SOURCE = {\n    'subscribe': 'orders',\n    'kafka.auto.offset.reset': 'latest',\n}\n");
  open("job.py",
       "from helpers.kafka import SOURCE\n"
       "spark.readStream.format('kafka').options(**SOURCE).load().writeStream"
       ".option('checkpointLocation', '/c').toTable('t')\n");
  auto published = publish();
  EXPECT_EQ(published[uri_of("helpers/kafka.py")], std::vector<std::string>{"SR603:3"});
  EXPECT_EQ(published[uri_of("job.py")], std::vector<std::string>{});
  // A noqa in the module silences it there, and is used (no SR000).
  replace("helpers/kafka.py",
          "SOURCE = {\n    'subscribe': 'orders',\n    'kafka.auto.offset.reset': 'latest',  # noqa: SR603\n}\n", 2);
  published = publish();
  EXPECT_EQ(published[uri_of("helpers/kafka.py")], std::vector<std::string>{});
}

TEST_F(ProjectServerTest, SpecialFilesInTheWorkspaceAreReportedNeverRead) {
  // A FIFO as pyproject.toml, a bundle that is a single value, and a helper module that became a
  // FIFO after the index listed it: nothing blocks, the configuration errors are shown, and the
  // document is still checked.
  dir.write("databricks.yml", "42\n");
  ASSERT_EQ(::mkfifo((dir.path() / "pyproject.toml").c_str(), 0600), 0);
  std::filesystem::remove(dir.path() / "helpers/kafka.py");
  ASSERT_EQ(::mkfifo((dir.path() / "helpers/kafka.py").c_str(), 0600), 0);
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", uri_of("helpers/kafka.py")}, {"type", 2}}})}});
  sent.clear();
  // SOURCE cannot be read, so the Kafka options are unknown (no SR603 for its offset reset).
  open("job.py",
       "from helpers.kafka import SOURCE\n"
       "spark.readStream.format('kafka').options(**SOURCE).load().writeStream.trigger(once=True).toTable('x')\n");
  server.publish_pending();
  std::string shown;
  std::vector<std::string> codes;
  for (const json& m : sent) {
    if (m.value("method", "") == "window/showMessage") shown += m["params"]["message"].get<std::string>() + "\n";
    if (m.value("method", "") != "textDocument/publishDiagnostics" || m["params"]["uri"] != uri_of("job.py")) continue;
    for (const json& d : m["params"]["diagnostics"]) codes.push_back(d["code"]);
  }
  EXPECT_NE(shown.find("pyproject.toml: cannot read it: a FIFO, not a regular file"), std::string::npos) << shown;
  EXPECT_NE(shown.find("databricks.yml: expected a mapping of keys, found a single value"), std::string::npos) << shown;
  EXPECT_EQ(codes, (std::vector<std::string>{"SR301", "SR101"}));
}

TEST_F(ProjectServerTest, ADriverNotebookSavedWithoutItsRunTakesTheTasksComputeFromTheNotebook) {
  // A serverless task runs a driver notebook that runs an ingestion notebook: the ingestion
  // notebook's foreachBatch function reads the driver's `spark`, an SR403 error on that compute.
  // The driver saved without the run: the ingestion notebook's compute is unknown again (its SR403
  // stayed, as the bundle's reading of the driver was kept).
  dir.write("databricks.yml",
            "bundle:\n  name: ingest\nresources:\n  jobs:\n    ingest:\n      tasks:\n        - task_key: driver\n"
            "          notebook_task:\n            notebook_path: ./src/driver\n");
  const std::string driver = "# Databricks notebook source\ndbutils.notebook.run(\"ingest/orders\", 0)\n";
  dir.write("src/driver.py", driver);
  const std::string orders =
      "# Databricks notebook source\ndef upsert(batch_df, batch_id):\n"
      "    spark.sql(\"SELECT 1\")\n\n"
      "spark.readStream.table('a').writeStream.foreachBatch(upsert).option('checkpointLocation', '/c')"
      ".trigger(availableNow=True).start()\n";
  dir.write("src/ingest/orders.py", orders);
  open("src/driver.py", driver);
  open("src/ingest/orders.py", orders);
  EXPECT_EQ(shown_after_publish("src/ingest/orders.py"), std::vector<std::string>{"SR403:3"});
  const std::string without = "# Databricks notebook source\nprint('nothing runs')\n";
  replace("src/driver.py", without, 2);
  dir.write("src/driver.py", without);
  notify("textDocument/didSave", {{"textDocument", {{"uri", uri_of("src/driver.py")}}}});
  EXPECT_EQ(shown_after_publish("src/ingest/orders.py"), std::vector<std::string>{});
}

TEST_F(ProjectServerTest, AConfigurationErrorGoesWhenItsFileIsFixedOrDeleted) {
  // The error is published on the configuration file itself, which editors rarely open: a watched
  // change that fixes or deletes the file publishes its diagnostics empty.
  dir.write("streamlint.toml", "ignore = [\n");
  open("job.py", "spark.readStream.table('a').writeStream.trigger(once=True).toTable('b')\n");
  server.publish_pending();
  const std::string config = uri_of("streamlint.toml");
  const auto config_diagnostics = [&] {
    std::vector<std::size_t> counts;  // one per publish for the configuration file
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == config) {
        counts.push_back(m["params"]["diagnostics"].size());
      }
    }
    sent.clear();
    return counts;
  };
  EXPECT_EQ(config_diagnostics(), std::vector<std::size_t>{1});
  dir.write("streamlint.toml", "ignore = []\n");
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", config}, {"type", 2}}})}});
  server.publish_pending();
  EXPECT_EQ(config_diagnostics(), std::vector<std::size_t>{0});
  dir.write("streamlint.toml", "ignore = [\n");
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", config}, {"type", 2}}})}});
  server.publish_pending();
  EXPECT_EQ(config_diagnostics(), std::vector<std::size_t>{1});
  std::filesystem::remove(dir.path() / "streamlint.toml");
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", config}, {"type", 3}}})}});
  server.publish_pending();
  EXPECT_EQ(config_diagnostics(), std::vector<std::size_t>{0});
}

// The workspace's files that are not open are analysed with the configuration too: a changed
// configuration file (an `exclude`), and a deleted folder reported as one event, reach them (the
// open file kept an SR102 against an excluded or deleted file).
TEST_F(ProjectServerTest, AConfigurationChangeAndADeletedFolderReachTheFilesThatAreNotOpen) {
  const std::string job =
      "spark.readStream.table('s').writeStream.option('checkpointLocation', '/chk/x').toTable('t')\n";
  dir.write("pyproject.toml", "[tool.streamlint]\n");
  dir.write("a.py", job);
  dir.write("b.py", job);
  dir.write("pkg/c.py", job);
  created({"pyproject.toml", "a.py", "b.py", "pkg/c.py"});
  open("a.py", job);
  EXPECT_EQ(shown_after_publish("a.py"), std::vector<std::string>{"SR102:1"});
  const auto sharing = [&] {  // the files a.py's SR102 names
    std::vector<std::string> files;
    for (const json& m : sent) {
      if (m.value("method", "") != "textDocument/publishDiagnostics" || m["params"]["uri"] != uri_of("a.py")) continue;
      files.clear();
      for (const json& d : m["params"]["diagnostics"]) {
        for (const json& r : d.value("relatedInformation", json::array())) files.push_back(r["location"]["uri"]);
      }
    }
    return files;
  };
  std::filesystem::remove_all(dir.path() / "pkg");
  notify("workspace/didChangeWatchedFiles", {{"changes", json::array({{{"uri", uri_of("pkg")}, {"type", 3}}})}});
  EXPECT_EQ(shown_after_publish("a.py"), std::vector<std::string>{"SR102:1"});
  EXPECT_EQ(sharing(), std::vector<std::string>{uri_of("b.py")});
  dir.write("pyproject.toml", "[tool.streamlint]\nexclude = [\"b.py\"]\n");
  notify("workspace/didChangeWatchedFiles",
         {{"changes", json::array({{{"uri", uri_of("pyproject.toml")}, {"type", 2}}})}});
  EXPECT_EQ(shown_after_publish("a.py"), std::vector<std::string>{});
}

}  // namespace
}  // namespace streamlint::server
