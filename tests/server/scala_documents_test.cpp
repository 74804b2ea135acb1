// Scala documents in the server: diagnostics on open and after an edit, hover, the Scala quick fix
// (Trigger.Once() -> Trigger.AvailableNow()) and "Disable for this line" with a `//` comment.
#include <gtest/gtest.h>

#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

const std::string kUri = "file:///work/jobs/Ingest.scala";
const std::string kText =
    "import org.apache.spark.sql.streaming.Trigger\n"
    "object Ingest {\n"
    "  def main(args: Array[String]): Unit = {\n"
    "    spark.readStream.table(\"bronze\").writeStream\n"
    "      .option(\"checkpointLocation\", \"/chk/silver\")\n"
    "      .trigger(Trigger.Once())\n"
    "      .toTable(\"silver\")\n"
    "  }\n"
    "}\n";

class ScalaDocuments : public ServerSession {
 protected:
  void SetUp() override {
    initialize();
    open(kUri, "scala", kText);
  }
  json diagnostics(const std::string& uri = kUri) { return ServerSession::diagnostics(uri); }
};

TEST_F(ScalaDocuments, PublishesHoversAndFixesInScala) {
  const json found = diagnostics();
  ASSERT_EQ(found.size(), 1u) << found.dump();
  EXPECT_EQ(found[0]["code"], "SR301");
  EXPECT_EQ(found[0]["range"]["start"]["line"], 5);
  EXPECT_NE(found[0]["message"].get<std::string>().find("Trigger.Once()"), std::string::npos);

  const json hover = request(2, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 5}, {"character", 10}}}});
  EXPECT_NE(hover["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);

  const json actions = request(3, "textDocument/codeAction",
                               {{"textDocument", {{"uri", kUri}}}, {"range", found[0]["range"]},
                                {"context", {{"diagnostics", found}}}});
  std::vector<std::string> new_texts;
  for (const json& a : actions["result"]) {
    for (const auto& [uri, edits] : a["edit"]["changes"].items()) {
      for (const json& e : edits) new_texts.push_back(e["newText"]);
    }
  }
  EXPECT_EQ(new_texts, (std::vector<std::string>{"AvailableNow", "  // noqa: SR301"}));
}

TEST_F(ScalaDocuments, AnUnsavedBufferIsReadInItsLanguageId) {
  // `untitled:Untitled-1` names no language; its languageId does. A name with an extension of its
  // own keeps it.
  const std::string untitled = "untitled:Untitled-1";
  std::string text = kText;
  text.replace(text.find("silver\")"), 6, "sketch");  // its own checkpoint (no SR102 with kUri's)
  open(untitled, "scala", text);
  const json found = diagnostics(untitled);
  ASSERT_EQ(found.size(), 1u) << found.dump();
  EXPECT_EQ(found[0]["code"], "SR301");
  EXPECT_EQ(found[0]["range"]["start"], (json{{"line", 5}, {"character", 6}}));
  const json actions = request(4, "textDocument/codeAction",
                               {{"textDocument", {{"uri", untitled}}}, {"range", found[0]["range"]},
                                {"context", {{"diagnostics", found}}}});
  ASSERT_FALSE(actions["result"].empty());
  EXPECT_EQ(actions["result"][0]["edit"]["changes"][untitled][0]["newText"], "AvailableNow");

  const std::string sql = "untitled:Untitled-2";
  open(sql, "sql", "CREATE OR REPLACE STREAMING TABLE s AS SELECT * FROM STREAM(b);\n");
  const json in_sql = diagnostics(sql);
  ASSERT_EQ(in_sql.size(), 1u) << in_sql.dump();
  EXPECT_EQ(in_sql[0]["code"], "SR703");

  // A Python file stays Python whatever the client calls it.
  const std::string python = "file:///work/jobs/job.py";
  open(python, "scala", "q = df.writeStream.trigger(once=True)\n");
  const json in_python = diagnostics(python);
  ASSERT_EQ(in_python.size(), 1u) << in_python.dump();
  EXPECT_EQ(in_python[0]["code"], "SR301");
}

TEST_F(ScalaDocuments, AnEditIsCheckedAgain) {
  ASSERT_EQ(diagnostics().size(), 1u);
  // Once() -> AvailableNow(): the finding goes.
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 2}}},
          {"contentChanges", json::array({{{"range", {{"start", {{"line", 5}, {"character", 23}}}, {"end", {{"line", 5}, {"character", 27}}}}},
                                           {"text", "AvailableNow"}}})}});
  EXPECT_EQ(diagnostics(), json::array());
}

}  // namespace
}  // namespace streamlint::server

namespace streamlint::server {
namespace {

std::string with_lone_carriage_returns(std::string text) {
  for (char& c : text) c = c == '\n' ? '\r' : c;
  return text;
}

TEST_F(ScalaDocuments, OldMacLineEndsAreLinesAsCheckReadsThem) {
  // Lone '\r' ends a line for LSP and for `check`; tree-sitter-scala does not end lines there.
  open(kUri, "scala", with_lone_carriage_returns(kText), 2);
  json found = diagnostics();
  ASSERT_EQ(found.size(), 1u) << found.dump();
  EXPECT_EQ(found[0]["code"], "SR301");
  EXPECT_EQ(found[0]["range"]["start"], (json{{"line", 5}, {"character", 6}}));
  // An edit keeps them right (line 4's path typed over), and so does the text once its line ends
  // are '\n' again (then parsed whole, and edited incrementally).
  const json path = {{"start", {{"line", 4}, {"character", 38}}}, {"end", {{"line", 4}, {"character", 44}}}};
  notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 3}}},
                                    {"contentChanges", json::array({{{"range", path}, {"text", "gold"}}})}});
  EXPECT_TRUE(diagnostics().is_null());  // the same finding at the same place: nothing republished
  notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 4}}},
                                    {"contentChanges", json::array({{{"text", kText}}})}});
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 5}}},
          {"contentChanges", json::array({{{"range", {{"start", {{"line", 5}, {"character", 23}}}, {"end", {{"line", 5}, {"character", 27}}}}},
                                           {"text", "AvailableNow"}}})}});
  EXPECT_EQ(diagnostics(), json::array());
}

}  // namespace
}  // namespace streamlint::server
