// SQL documents in the server: read as text (never parsed as Python: a long statement is no
// slower to open or edit than `check` is to read it), with the quick fixes `check` offers.
#include <gtest/gtest.h>

#include "analysis/document.h"
#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

const std::string kUri = "file:///work/pipelines/orders.sql";
const std::string kText =
    "CREATE OR REFRESH STREAMING TABLE silver_orders;\n"
    "CREATE FLOW orders_cdc AS AUTO CDC INTO silver_orders\n"
    "FROM bronze_orders\n"
    "KEYS (order_id)\n"
    "SEQUENCE BY ts;\n";

class SqlDocuments : public ServerSession {
 protected:
  void SetUp() override {
    initialize();
    open(kUri, "sql", kText);
  }
  json diagnostics() { return ServerSession::diagnostics(kUri); }
};

TEST_F(SqlDocuments, AMultiLineFlowGetsTheStreamFix) {
  const json found = diagnostics();
  ASSERT_EQ(found.size(), 1u) << found.dump();
  EXPECT_EQ(found[0]["code"], "SR707");
  EXPECT_EQ(found[0]["range"]["start"]["line"], 1);
  const json actions = request(2, "textDocument/codeAction",
                               {{"textDocument", {{"uri", kUri}}}, {"range", found[0]["range"]},
                                {"context", {{"diagnostics", found}}}});
  ASSERT_FALSE(actions["result"].empty()) << actions.dump();
  const json& fix = actions["result"][0];
  EXPECT_EQ(fix["title"], "Read the source with STREAM");
  const json& edit = fix["edit"]["changes"][kUri][0];
  EXPECT_EQ(edit["newText"], "STREAM(bronze_orders)");
  EXPECT_EQ(edit["range"]["start"], (json{{"line", 2}, {"character", 5}}));

  // The fix typed in: the finding goes.
  notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 2}}},
                                    {"contentChanges", json::array({{{"range", edit["range"]}, {"text", "STREAM(bronze_orders)"}}})}});
  EXPECT_EQ(diagnostics(), json::array());
}

// A SQL notebook export's Python cell (`-- MAGIC %python`) is checked as Python: its finding, its
// fix and its noqa comment are where the file has them, after the `-- MAGIC ` prefix.
TEST_F(SqlDocuments, ASqlNotebooksPythonCellGetsPythonFixes) {
  const std::string uri = "file:///work/notebooks/copy_events.sql";
  open(uri, "sql",
       "-- Databricks notebook source\n"
       "-- MAGIC %python\n"
       "-- MAGIC (spark.readStream.table(\"events\").writeStream\n"
       "-- MAGIC     .option(\"checkpointLocation\", \"/chk/copy\")\n"
       "-- MAGIC     .trigger(once=True).toTable(\"events_copy\"))\n");
  const json found = ServerSession::diagnostics(uri);
  ASSERT_EQ(found.size(), 1u) << found.dump();
  EXPECT_EQ(found[0]["code"], "SR301");
  EXPECT_EQ(found[0]["range"]["start"], (json{{"line", 4}, {"character", 13}}));
  const json actions =
      request(3, "textDocument/codeAction",
              {{"textDocument", {{"uri", uri}}}, {"range", found[0]["range"]}, {"context", {{"diagnostics", found}}}});
  ASSERT_EQ(actions["result"].size(), 2u) << actions.dump();
  const json& fix = actions["result"][0]["edit"]["changes"][uri][0];
  EXPECT_EQ(fix["newText"], "availableNow");
  EXPECT_EQ(fix["range"]["start"], (json{{"line", 4}, {"character", 22}}));
  const json& noqa = actions["result"][1]["edit"]["changes"][uri][0];
  EXPECT_EQ(noqa["newText"], "  # noqa: SR301");
  EXPECT_EQ(noqa["range"]["start"], (json{{"line", 4}, {"character", 56}}));
}

TEST(SqlDocument, IsTextOnly) {
  analysis::Document doc(kText, "/work/pipelines/orders.sql");
  EXPECT_FALSE(doc.parsed());
  EXPECT_FALSE(doc.keeps_units());
  doc.apply_edit(0, 6, "create");
  EXPECT_EQ(doc.text().substr(0, 16), "create OR REFRES");
  EXPECT_FALSE(doc.parsed());
  EXPECT_TRUE(analysis::Document("x = 1\n", "/work/jobs/job.py").parsed());
}

}  // namespace
}  // namespace streamlint::server
