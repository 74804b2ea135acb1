// SQL documents in the server: read as text (never parsed as Python: a long statement is no
// slower to open or edit than `check` is to read it), with the quick fixes `check` offers.
#include <gtest/gtest.h>

#include "analysis/document.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

const std::string kUri = "file:///work/pipelines/orders.sql";
const std::string kText =
    "CREATE OR REFRESH STREAMING TABLE silver_orders;\n"
    "CREATE FLOW orders_cdc AS AUTO CDC INTO silver_orders\n"
    "FROM bronze_orders\n"
    "KEYS (order_id)\n"
    "SEQUENCE BY ts;\n";

class SqlDocuments : public ::testing::Test {
 protected:
  LanguageServer server{[this](const json& m) { sent.push_back(m); }};
  std::vector<json> sent;

  void SetUp() override {
    request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", json::object()}});
    notify("initialized", json::object());
    notify("textDocument/didOpen", {{"textDocument", {{"uri", kUri}, {"languageId", "sql"}, {"version", 1}, {"text", kText}}}});
  }
  json request(int id, const std::string& method, json params) {
    sent.clear();
    server.handle_frame({protocol::make_request(id, method, std::move(params)).dump(), std::nullopt});
    EXPECT_EQ(sent.size(), 1u) << method;
    return sent.empty() ? json() : sent.back();
  }
  void notify(const std::string& method, json params) {
    server.handle_frame({protocol::make_notification(method, std::move(params)).dump(), std::nullopt});
  }
  json diagnostics() {
    sent.clear();
    server.publish_pending();
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == kUri) return m["params"]["diagnostics"];
    }
    return json();
  }
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
