#include "server/language_server.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <filesystem>
#include <fstream>
#include <map>
#include <unistd.h>

#include "tests/support/replace_all.h"
#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

// "é中😀" before the trigger: 3 UTF-16 units + 1 for the surrogate pair's second half.
const std::string kDoc =
    "q = spark.readStream.table('t')\n"
    "name = 'é中😀'; q.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('x')\n";
const std::string kUri = "file:///work/job.py";

class ServerTest : public ServerSession {
 protected:
  json initialize(json encodings = nullptr) {
    json caps = json::object();
    if (!encodings.is_null()) caps["general"] = {{"positionEncodings", encodings}};
    caps["workspace"] = {{"workspaceEdit", {{"documentChanges", true}}}};
    json reply = request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", caps}});
    notify("initialized", json::object());
    return reply;
  }
  json open_and_publish(const std::string& text, int version = 1) {
    sent.clear();
    notify("textDocument/didOpen",
           {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", version}, {"text", text}}}});
    server.publish_pending();
    EXPECT_EQ(sent.size(), 1u);
    return sent.empty() ? json() : sent.back();
  }
};

TEST_F(ServerTest, RequestsBeforeInitializeAreRejected) {
  json reply = request(7, "textDocument/hover", json::object());
  EXPECT_EQ(reply["id"], 7);
  EXPECT_EQ(reply["error"]["code"], protocol::error_code::ServerNotInitialized);
}

TEST_F(ServerTest, MalformedJsonGetsParseErrorAndServingContinues) {
  server.handle_frame({"{not json", std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(sent[0]["id"].is_null());
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::ParseError);
  sent.clear();
  server.handle_frame({"", std::string("missing Content-Length header")});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::ParseError);
  EXPECT_TRUE(initialize()["result"].contains("capabilities"));
}

TEST_F(ServerTest, DeeplyNestedParamsGetAnErrorReplyAndServingContinues) {
  // 200,000 nested arrays: decoding them would recurse once per level.
  const std::string deep = R"({"jsonrpc":"2.0","id":4,"method":"textDocument/hover","params":)" +
                           std::string(200000, '[') + std::string(200000, ']') + "}";
  server.handle_frame({deep, std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(sent[0]["id"].is_null());
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::InvalidRequest);
  // Brackets inside strings are text, not nesting; 512 levels are still read.
  sent.clear();
  server.handle_frame({R"({"jsonrpc":"2.0","method":"$/x","params":{"s":")" + std::string(1000, '[') + R"("}})",
                       std::nullopt});
  EXPECT_TRUE(sent.empty());
  server.handle_frame({R"({"jsonrpc":"2.0","method":"$/x","params":)" + std::string(511, '[') + std::string(511, ']') + "}",
                       std::nullopt});
  EXPECT_TRUE(sent.empty());
  EXPECT_TRUE(initialize()["result"].contains("capabilities"));
}

TEST_F(ServerTest, InvalidRequestsGetErrorReplies) {
  sent.clear();
  server.handle_frame({R"({"jsonrpc":"2.0","id":3})", std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["id"], 3);
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::InvalidRequest);
  sent.clear();
  server.handle_frame({"[1,2]", std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::InvalidRequest);
  // JSON-RPC 2.0 only; a null id is no notification; params are an object or an array.
  for (const char* body : {R"({"jsonrpc":"1.0","id":5,"method":"shutdown"})", R"({"id":5,"method":"shutdown"})",
                           R"({"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":"x"})"}) {
    sent.clear();
    server.handle_frame({body, std::nullopt});
    ASSERT_EQ(sent.size(), 1u) << body;
    EXPECT_EQ(sent[0]["id"], 5) << body;
    EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::InvalidRequest) << body;
  }
  sent.clear();
  server.handle_frame({R"({"jsonrpc":"2.0","id":null,"method":"shutdown"})", std::nullopt});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(sent[0]["id"].is_null());
  EXPECT_EQ(sent[0]["error"]["code"], protocol::error_code::InvalidRequest);
  EXPECT_TRUE(initialize()["result"].contains("capabilities"));  // and serving continues
}

TEST_F(ServerTest, UnknownMethodAndBadParams) {
  initialize();
  EXPECT_EQ(request(2, "textDocument/definition", json::object())["error"]["code"],
            protocol::error_code::MethodNotFound);
  EXPECT_EQ(request(3, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}})["error"]["code"],
            protocol::error_code::InvalidParams);
}

TEST_F(ServerTest, PositionsOutsideLspIntegersAreInvalidParamsNeverWrapped) {
  initialize();
  open_and_publish(kDoc);
  // 2^32 + 1 would wrap to line 1, where the SR301 finding is.
  for (const json& line : {json(4294967297ULL), json(2147483648LL), json(-1), json(1.5), json("1")}) {
    json reply = request(5, "textDocument/hover",
                         {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", line}, {"character", 70}}}});
    EXPECT_EQ(reply["error"]["code"], protocol::error_code::InvalidParams) << line;
  }
  json hover = request(6, "textDocument/hover",
                       {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 1}, {"character", 70}}}});
  EXPECT_NE(hover["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);
}

TEST_F(ServerTest, AFailedInitializeLeavesTheServerUninitialized) {
  json failed = request(1, "initialize", {{"capabilities", {{"workspace", {{"configuration", "yes"}}}}}});
  EXPECT_EQ(failed["error"]["code"], protocol::error_code::InvalidParams);
  failed = request(2, "initialize", {{"capabilities", json::object()}, {"workspaceFolders", json::array({42})}});
  EXPECT_EQ(failed["error"]["code"], protocol::error_code::InvalidParams);
  EXPECT_EQ(request(3, "textDocument/hover", json::object())["error"]["code"], protocol::error_code::ServerNotInitialized);
  // The failed attempts left nothing behind: the default encoding, and a working initialize.
  EXPECT_EQ(initialize()["result"]["capabilities"]["positionEncoding"], "utf-16");
}

TEST_F(ServerTest, AnInvalidDidChangeAppliesNoneOfItsEdits) {
  initialize();
  open_and_publish(kDoc, 1);
  // The first edit is valid, the version is not: nothing is applied, nothing republished.
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", "2"}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 72}}}, {"end", {{"line", 1}, {"character", 76}}}}},
                               {"text", "availableNow"}}}}});
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 2}}},
          {"contentChanges", {{{"text", "x = 1\n"}}, {{"range", {{"start", {{"line", 0}, {"character", 0}}}}}, {"text", "y"}}}}});
  server.publish_pending();
  EXPECT_TRUE(sent.empty());
  json hover = request(7, "textDocument/hover",
                       {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 1}, {"character", 70}}}});
  EXPECT_NE(hover["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);
  // A valid one afterwards applies as usual.
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 3}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 72}}}, {"end", {{"line", 1}, {"character", 76}}}}},
                               {"text", "availableNow"}}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["version"], 3);
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
}

TEST_F(ServerTest, ADocumentTooBrokenToParseInTimeIsCheckedInChunks) {
  initialize();
  std::string broken = "spark.readStream.table('a').writeStream.trigger(once=True).toTable('x')\n";
  for (int i = 0; i < 16000; ++i) broken += "\")\n";
  json published = open_and_publish(broken);
  std::vector<std::string> codes;
  for (const json& d : published["params"]["diagnostics"]) codes.push_back(d["code"]);
  EXPECT_EQ(codes, (std::vector<std::string>{"SR301", "SR101"}));
  // An edit is checked too (the chunk it touched is parsed again, the others kept).
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 2}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 0}, {"character", 48}}}, {"end", {{"line", 0}, {"character", 52}}}}},
                               {"text", "availableNow"}}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  codes.clear();
  for (const json& d : sent[0]["params"]["diagnostics"]) codes.push_back(d["code"]);
  EXPECT_EQ(codes, (std::vector<std::string>{"SR101"}));
  // Its fixes are proved to keep the syntax on the tree of the chunk holding the finding.
  const json diagnostic = sent[0]["params"]["diagnostics"][0];
  json actions = request(9, "textDocument/codeAction",
                         {{"textDocument", {{"uri", kUri}}}, {"range", diagnostic["range"]},
                          {"context", {{"diagnostics", json::array({diagnostic})}}}});
  std::vector<std::string> titles;
  for (const json& a : actions["result"]) titles.push_back(a["title"]);
  EXPECT_EQ(titles, (std::vector<std::string>{"Add .option(\"checkpointLocation\", ...)", "Disable SR101 for this line"}));
  ASSERT_EQ(actions["result"].size(), 2u);
  EXPECT_EQ(actions["result"][1]["edit"]["documentChanges"][0]["edits"][0]["range"]["start"],
            (json{{"line", 0}, {"character", 79}}));  // the end of the finding's line
  // A query typed in the middle is found where it is, and moves down with a line added above it.
  const auto change = [&](int version, int line, const std::string& text) {
    sent.clear();
    notify("textDocument/didChange",
           {{"textDocument", {{"uri", kUri}, {"version", version}}},
            {"contentChanges", {{{"range", {{"start", {{"line", line}, {"character", 0}}}, {"end", {{"line", line}, {"character", 0}}}}},
                                 {"text", text}}}}});
    server.publish_pending();
    std::vector<std::pair<std::string, int>> found;
    if (sent.size() == 1) {
      for (const json& d : sent[0]["params"]["diagnostics"]) found.push_back({d["code"], d["range"]["start"]["line"]});
    }
    return found;
  };
  using Found = std::vector<std::pair<std::string, int>>;
  EXPECT_EQ(change(3, 8000, "spark.readStream.table('b').writeStream.trigger(once=True)"
                            ".option('checkpointLocation', '/c').toTable('y')\n"),
            (Found{{"SR101", 0}, {"SR301", 8000}}));
  EXPECT_EQ(change(4, 1, "\n"), (Found{{"SR101", 0}, {"SR301", 8001}}));
}

TEST_F(ServerTest, NegotiatesPositionEncoding) {
  json caps = initialize(json::array({"utf-32", "utf-16"}))["result"]["capabilities"];
  EXPECT_EQ(caps["positionEncoding"], "utf-32");
  EXPECT_EQ(caps["textDocumentSync"]["change"], 2);
  EXPECT_EQ(caps["codeActionProvider"]["codeActionKinds"], json::array({"quickfix"}));
  EXPECT_TRUE(caps["hoverProvider"]);
}

TEST_F(ServerTest, DefaultsToUtf16) {
  EXPECT_EQ(initialize()["result"]["capabilities"]["positionEncoding"], "utf-16");
  LanguageServer other([](const json&) {});
  other.handle_frame({protocol::make_request(1, "initialize",
                                             {{"capabilities", {{"general", {{"positionEncodings", {"latin-1"}}}}}}})
                          .dump(),
                      std::nullopt});
  EXPECT_EQ(other.position_encoding(), protocol::PositionEncoding::Utf16);
}

TEST_F(ServerTest, PublishesVersionedDiagnosticsWithUtf16Columns) {
  initialize();
  json published = open_and_publish(kDoc, 4);
  EXPECT_EQ(published["method"], "textDocument/publishDiagnostics");
  EXPECT_EQ(published["params"]["version"], 4);
  const json& diagnostics = published["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  const json& d = diagnostics[0];
  EXPECT_EQ(d["code"], "SR301");
  EXPECT_EQ(d["source"], "streamlint");
  EXPECT_EQ(d["severity"], 2);
  EXPECT_EQ(d["tags"], json::array({2}));
  EXPECT_EQ(d["codeDescription"]["href"], "https://docs.databricks.com/aws/en/structured-streaming/triggers");
  // `name = '` (8) + é中 (2) + 😀 (2) + `'; q.writeStream.option('checkpointLocation', '/c')` (51)
  EXPECT_EQ(d["range"]["start"], (json{{"line", 1}, {"character", 63}}));
  EXPECT_EQ(d["range"]["end"], (json{{"line", 1}, {"character", 63 + 19}}));
}

TEST_F(ServerTest, Utf8AndUtf32ColumnsOfTheSameFinding) {
  for (auto [encoding, column] : {std::pair{"utf-8", 8 + 5 + 4 + 51}, std::pair{"utf-32", 8 + 3 + 51}}) {
    LanguageServer s([&](const json& m) { sent.push_back(m); });
    s.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", {{"general", {{"positionEncodings", {encoding}}}}}}}).dump(), std::nullopt});
    s.handle_frame({protocol::make_notification("textDocument/didOpen", {{"textDocument", {{"uri", kUri}, {"version", 1}, {"text", kDoc}}}}).dump(), std::nullopt});
    sent.clear();
    s.publish_pending();
    ASSERT_EQ(sent.size(), 1u);
    EXPECT_EQ(sent[0]["params"]["diagnostics"][0]["range"]["start"]["character"], column) << encoding;
  }
}

TEST_F(ServerTest, HoverExplainsTheFindingWithDocLinks) {
  initialize();
  open_and_publish(kDoc);
  json hover = request(5, "textDocument/hover",
                       {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 1}, {"character", 70}}}});
  const std::string value = hover["result"]["contents"]["value"];
  EXPECT_EQ(hover["result"]["contents"]["kind"], "markdown");
  EXPECT_NE(value.find("SR301"), std::string::npos);
  EXPECT_NE(value.find("availableNow"), std::string::npos);
  EXPECT_NE(value.find("https://docs.databricks.com/aws/en/structured-streaming/triggers"), std::string::npos);
  EXPECT_EQ(value.find("ignores rate limits; use trigger(availableNow=True)."), std::string::npos)
      << "the hover repeats the diagnostic's message";
  EXPECT_EQ(hover["result"]["range"]["start"]["character"], 63);
  json nothing = request(6, "textDocument/hover",
                         {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 0}, {"character", 1}}}});
  EXPECT_TRUE(nothing["result"].is_null());
}

TEST_F(ServerTest, CodeActionAppliesTheStoredFixToItsVersionOnly) {
  initialize();
  json diagnostics = open_and_publish(kDoc, 3)["params"]["diagnostics"];
  json params = {{"textDocument", {{"uri", kUri}}},
                 {"range", diagnostics[0]["range"]},
                 {"context", {{"diagnostics", diagnostics}}}};
  json actions = request(8, "textDocument/codeAction", params)["result"];
  ASSERT_EQ(actions.size(), 2u);
  EXPECT_EQ(actions[1]["title"], "Disable SR301 for this line");
  const json& noqa = actions[1]["edit"]["documentChanges"][0]["edits"][0];
  EXPECT_EQ(noqa["newText"], "  # noqa: SR301");
  EXPECT_EQ(noqa["range"]["start"], (json{{"line", 1}, {"character", 82 + 13}}));  // end of line 1
  EXPECT_EQ(actions[0]["kind"], "quickfix");
  EXPECT_EQ(actions[0]["title"], "Replace once=True with availableNow=True");
  const json& change = actions[0]["edit"]["documentChanges"][0];
  EXPECT_EQ(change["textDocument"]["version"], 3);
  EXPECT_EQ(change["edits"][0]["newText"], "availableNow");
  EXPECT_EQ(change["edits"][0]["range"]["start"], (json{{"line", 1}, {"character", 72}}));
  EXPECT_EQ(change["edits"][0]["range"]["end"], (json{{"line", 1}, {"character", 76}}));

  // After an edit the old diagnostic's fix is stale: no action is offered for it.
  notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 4}}},
                                    {"contentChanges", {{{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}}}, {"text", "# c\n"}}}}});
  EXPECT_TRUE(request(9, "textDocument/codeAction", params)["result"].empty());
  // Only non-quickfix kinds requested: nothing.
  params["context"]["only"] = {"refactor"};
  EXPECT_TRUE(request(10, "textDocument/codeAction", params)["result"].empty());
}

TEST_F(ServerTest, ADiagnosticSentBackWithoutItsDataIsKnownByItsCode) {
  // publishDiagnostics.dataSupport is optional: a client may send the diagnostic back without
  // `data`. Its code and range name the finding; another server's diagnostic there gets nothing.
  initialize();
  json diagnostics = open_and_publish(kDoc, 3)["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  json bare = diagnostics[0];
  bare.erase("data");
  bare.erase("source");
  json params = {{"textDocument", {{"uri", kUri}}}, {"range", bare["range"]}, {"context", {{"diagnostics", {bare}}}}};
  json actions = request(8, "textDocument/codeAction", params)["result"];
  ASSERT_EQ(actions.size(), 2u);
  EXPECT_EQ(actions[0]["title"], "Replace once=True with availableNow=True");
  EXPECT_EQ(actions[1]["title"], "Disable SR301 for this line");
  json other = bare;
  other["source"] = "pylint";
  params["context"]["diagnostics"] = {other};
  EXPECT_TRUE(request(9, "textDocument/codeAction", params)["result"].empty());
  other = bare;
  other["code"] = "SR101";
  params["context"]["diagnostics"] = {other};
  EXPECT_TRUE(request(10, "textDocument/codeAction", params)["result"].empty());
}

TEST_F(ServerTest, AnEditThatMovesNoDiagnosticPublishesNothingAndKeepsTheFix) {
  initialize();
  json diagnostics = open_and_publish(kDoc, 3)["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  // 't' -> 'tt' on line 0: the SR301 diagnostic on line 1 reads the same, so nothing is re-sent.
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 4}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 0}, {"character", 28}}}, {"end", {{"line", 0}, {"character", 28}}}}},
                               {"text", "t"}}}}});
  server.publish_pending();
  EXPECT_TRUE(sent.empty());
  // The diagnostic the client still shows gets its fix, made on the current text (version 4).
  json params = {{"textDocument", {{"uri", kUri}}},
                 {"range", diagnostics[0]["range"]},
                 {"context", {{"diagnostics", diagnostics}}}};
  json actions = request(8, "textDocument/codeAction", params)["result"];
  ASSERT_EQ(actions.size(), 2u);
  const json& change = actions[0]["edit"]["documentChanges"][0];
  EXPECT_EQ(change["textDocument"]["version"], 4);
  EXPECT_EQ(change["edits"][0]["range"]["start"], (json{{"line", 1}, {"character", 72}}));
  // A character typed before the trigger on its line moves the diagnostic: it is re-published.
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 5}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 0}}}}},
                               {"text", "x"}}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["version"], 5);
  EXPECT_EQ(diagnostics[0]["range"]["start"], (json{{"line", 1}, {"character", 63}}));
  EXPECT_EQ(sent[0]["params"]["diagnostics"][0]["range"]["start"], (json{{"line", 1}, {"character", 64}}));
  // The old diagnostic's range is gone: no fix for it.
  EXPECT_TRUE(request(9, "textDocument/codeAction", params)["result"].empty());
}

TEST_F(ServerTest, ACodeActionRightAfterAnEditIsMadeOnTheEditedText) {
  initialize();
  json diagnostics = open_and_publish(kDoc, 3)["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  json params = {{"textDocument", {{"uri", kUri}}},
                 {"range", diagnostics[0]["range"]},
                 {"context", {{"diagnostics", diagnostics}}}};
  // Text typed before the finding on its line, and the quick-fix menu opened before the edit was
  // analysed: the client's diagnostic is of the old text, so it gets no fix (its edit would land
  // 3 columns early and break the line).
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 4}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 0}}}}},
                               {"text", "y=2"}}}}});
  EXPECT_TRUE(request(8, "textDocument/codeAction", params)["result"].empty());
  // Text typed after it on its line moves nothing: the fix is made at the current columns.
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 5}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 3}}}}},
                               {"text", ""}}}}});
  server.publish_pending();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 6}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 97}}}, {"end", {{"line", 1}, {"character", 97}}}}},
                               {"text", " "}}}}});
  json actions = request(9, "textDocument/codeAction", params)["result"];
  ASSERT_EQ(actions.size(), 2u);
  const json& change = actions[0]["edit"]["documentChanges"][0];
  EXPECT_EQ(change["textDocument"]["version"], 6);
  EXPECT_EQ(change["edits"][0]["range"]["start"], (json{{"line", 1}, {"character", 72}}));
  EXPECT_EQ(actions[1]["edit"]["documentChanges"][0]["edits"][0]["range"]["start"], (json{{"line", 1}, {"character", 82 + 14}}));
}

TEST_F(ServerTest, ANotebookExportGetsItsFixesAndTheNoqaAction) {
  initialize();
  json diagnostics = open_and_publish("# Databricks notebook source\n" + kDoc)["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  json actions = request(8, "textDocument/codeAction",
                         {{"textDocument", {{"uri", kUri}}}, {"range", diagnostics[0]["range"]},
                          {"context", {{"diagnostics", diagnostics}}}})["result"];
  ASSERT_EQ(actions.size(), 2u);
  EXPECT_EQ(actions[0]["title"], "Replace once=True with availableNow=True");
  EXPECT_EQ(actions[0]["edit"]["documentChanges"][0]["edits"][0]["range"]["start"], (json{{"line", 2}, {"character", 72}}));
  EXPECT_EQ(actions[1]["title"], "Disable SR301 for this line");
}

// Old Mac line ends (lone '\r'): no tree is kept, the text is read with them as '\n'; its fixes
// and the noqa action are made on that reading, at the LSP lines the client sees.
TEST_F(ServerTest, ATextWithLoneCarriageReturnsGetsItsFixesAndTheNoqaAction) {
  initialize();
  std::string text = kDoc;
  std::replace(text.begin(), text.end(), '\n', '\r');
  json diagnostics = open_and_publish(text)["params"]["diagnostics"];
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0]["range"]["start"], (json{{"line", 1}, {"character", 63}}));
  json actions = request(8, "textDocument/codeAction",
                         {{"textDocument", {{"uri", kUri}}}, {"range", diagnostics[0]["range"]},
                          {"context", {{"diagnostics", diagnostics}}}})["result"];
  ASSERT_EQ(actions.size(), 2u);
  EXPECT_EQ(actions[0]["title"], "Replace once=True with availableNow=True");
  EXPECT_EQ(actions[0]["edit"]["documentChanges"][0]["edits"][0]["range"]["start"], (json{{"line", 1}, {"character", 72}}));
  EXPECT_EQ(actions[1]["title"], "Disable SR301 for this line");
  const json& noqa = actions[1]["edit"]["documentChanges"][0]["edits"][0];
  EXPECT_EQ(noqa["newText"], "  # noqa: SR301");
  EXPECT_EQ(noqa["range"]["start"], (json{{"line", 1}, {"character", 82 + 13}}));  // end of line 1
}

// A request that needs the edited text analysed (hover, code action) runs the analysis before the
// worker goes idle: the new version is still published after it.
TEST_F(ServerTest, AnEditAnalysedForARequestIsStillPublished) {
  initialize();
  open_and_publish(kDoc, 1);
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 2}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 0}}}}},
                               {"text", "x"}}}}});
  request(7, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 0}, {"character", 1}}}});
  EXPECT_TRUE(server.has_pending());
  sent.clear();
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["version"], 2);
  EXPECT_FALSE(server.has_pending());
}

TEST_F(ServerTest, IncrementalChangesRecheckAndCloseClears) {
  initialize();
  open_and_publish(kDoc, 1);
  sent.clear();
  // Replace `once` (line 1, UTF-16 characters 72..76) with `availableNow`.
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", kUri}, {"version", 2}}},
          {"contentChanges", {{{"range", {{"start", {{"line", 1}, {"character", 72}}}, {"end", {{"line", 1}, {"character", 76}}}}},
                               {"text", "availableNow"}}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["version"], 2);
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
  sent.clear();
  notify("textDocument/didClose", {{"textDocument", {{"uri", kUri}}}});
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["uri"], kUri);
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
}

TEST_F(ServerTest, ACheckpointSharedBetweenOpenDocumentsIsReportedInBoth) {
  initialize(json::array({"utf-32"}));
  const std::string query = "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/e').toTable('t')\n";
  auto open = [&](const std::string& uri, const std::string& text) {
    notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "python"}, {"version", 1}, {"text", text}}}});
  };
  // Diagnostics of the last publish for each URI.
  auto published = [&] {
    std::map<std::string, json> last;
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics") last[m["params"]["uri"]] = m["params"]["diagnostics"];
    }
    return last;
  };
  const std::string a = "file:///repo/jobs/a.py", b = "file:///repo/jobs/b.py";
  sent.clear();
  open(a, query);
  open(b, "\n" + query);
  server.publish_pending();
  auto last = published();
  ASSERT_EQ(last[a].size(), 1u) << last[a].dump(1);
  EXPECT_EQ(last[a][0]["code"], "SR102");
  EXPECT_NE(last[a][0]["message"].get<std::string>().find("(run from /repo/jobs/b.py)"), std::string::npos);
  ASSERT_EQ(last[a][0]["relatedInformation"].size(), 1u);
  EXPECT_EQ(last[a][0]["relatedInformation"][0]["location"]["uri"], b);
  EXPECT_EQ(last[a][0]["relatedInformation"][0]["location"]["range"]["start"],
            (json{{"line", 1}, {"character", 47}}));
  ASSERT_EQ(last[b].size(), 1u);
  EXPECT_EQ(last[b][0]["relatedInformation"][0]["location"]["uri"], a);

  // b moves to its own checkpoint: both are re-published clean.
  sent.clear();
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", b}, {"version", 2}}},
          {"contentChanges", json::array({{{"text", "\n" + streamlint::testing::replace_all(query, "/chk/e", "/chk/f")}}})}});
  server.publish_pending();
  last = published();
  EXPECT_EQ(last[a], json::array());
  EXPECT_EQ(last[b], json::array());

  // Back to the shared path, then b closes: a is re-published clean.
  notify("textDocument/didChange",
         {{"textDocument", {{"uri", b}, {"version", 3}}}, {"contentChanges", json::array({{{"text", query}}})}});
  server.publish_pending();
  sent.clear();
  notify("textDocument/didClose", {{"textDocument", {{"uri", b}}}});
  server.publish_pending();
  last = published();
  EXPECT_EQ(last[b], json::array());
  EXPECT_EQ(last[a], json::array());
}

TEST_F(ServerTest, InvalidSettingsAreIgnoredWithAMessage) {
  sent.clear();
  server.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", json::object()},
                                                                {"initializationOptions", {{"targetDbr", "banana"}, {"compute", "gpu"}}}})
                           .dump(),
                       std::nullopt});
  std::vector<std::string> messages;
  for (const json& m : sent) {
    if (m.value("method", "") == "window/showMessage") messages.push_back(m["params"]["message"]);
  }
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0], "streamlint: ignoring the setting targetDbr \"banana\": expected a version such as \"15.4\"");
  EXPECT_EQ(messages[1], "streamlint: ignoring the setting compute \"gpu\": expected \"serverless\", \"classic\" or \"pipeline\"");
}

TEST_F(ServerTest, AsksToWatchSourcesAndProjectFilesWhenTheClientCan) {
  sent.clear();
  server.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", {{"workspace", {{"didChangeWatchedFiles", {{"dynamicRegistration", true}}}}}}}}).dump(), std::nullopt});
  notify("initialized", json::object());
  json registration;
  for (const json& m : sent) {
    if (m.value("method", "") == "client/registerCapability") registration = m["params"]["registrations"][0];
  }
  ASSERT_TRUE(registration.is_object());
  EXPECT_EQ(registration["method"], "workspace/didChangeWatchedFiles");
  EXPECT_EQ(registration["registerOptions"]["watchers"][0]["globPattern"], "**/*.py");
  // The last watcher reports deletions of anything, so a removed folder (one event) is seen.
  const json& last = registration["registerOptions"]["watchers"].back();
  EXPECT_EQ(last["globPattern"], "**/*");
  EXPECT_EQ(last["kind"], 4);
}

TEST_F(ServerTest, CheckpointsOfWorkspaceFilesOnDiskCount) {
  const auto root = std::filesystem::temp_directory_path() / ("streamlint-ws-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "jobs");
  const std::string query = "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/e').toTable('t')\n";
  std::ofstream(root / "jobs/b.py") << "\n\n" << query;
  sent.clear();
  request(1, "initialize", {{"processId", nullptr}, {"rootUri", "file://" + root.string()}, {"capabilities", json::object()}});
  notify("initialized", json::object());
  const std::string a = "file://" + (root / "jobs/a.py").string();
  sent.clear();
  notify("textDocument/didOpen", {{"textDocument", {{"uri", a}, {"languageId", "python"}, {"version", 1}, {"text", query}}}});
  server.publish_pending();
  json diagnostics;
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") diagnostics = m["params"]["diagnostics"];
  }
  ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.dump(1);
  EXPECT_EQ(diagnostics[0]["code"], "SR102");
  EXPECT_EQ(diagnostics[0]["relatedInformation"][0]["location"]["uri"], "file://" + (root / "jobs/b.py").string());
  EXPECT_EQ(diagnostics[0]["relatedInformation"][0]["location"]["range"]["start"], (json{{"line", 2}, {"character", 47}}));

  // b.py moves to its own checkpoint on disk: the watched-file event clears a.py's finding.
  std::ofstream(root / "jobs/b.py") << streamlint::testing::replace_all(query, "/chk/e", "/chk/f");
  sent.clear();
  notify("workspace/didChangeWatchedFiles",
         {{"changes", json::array({{{"uri", "file://" + (root / "jobs/b.py").string()}, {"type", 2}}})}});
  server.publish_pending();
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") diagnostics = m["params"]["diagnostics"];
  }
  EXPECT_EQ(diagnostics, json::array());
  std::filesystem::remove_all(root);
}

TEST_F(ServerTest, AnAutoCdcFlowIsLinkedToADatasetInAWorkspaceFileOnDisk) {
  const auto root = std::filesystem::temp_directory_path() / ("streamlint-pipeline-" + std::to_string(::getpid()));
  std::filesystem::create_directories(root / "pipeline");
  const std::string staging = "from pyspark import pipelines as dp\n"
                              "@dp.temporary_view\n"
                              "def changes():\n"
                              "    return spark.read.table('raw.cdc')\n";
  std::ofstream(root / "pipeline/staging.py") << staging;
  request(1, "initialize", {{"processId", nullptr}, {"rootUri", "file://" + root.string()}, {"capabilities", json::object()}});
  notify("initialized", json::object());
  const std::string cdc = "file://" + (root / "pipeline/cdc.py").string();
  auto last_published = [&] {
    json diagnostics;
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == cdc) {
        diagnostics = m["params"]["diagnostics"];
      }
    }
    return diagnostics;
  };
  sent.clear();
  notify("textDocument/didOpen",
         {{"textDocument",
           {{"uri", cdc}, {"languageId", "python"}, {"version", 1},
            {"text", "from pyspark import pipelines as dp\n"
                     "dp.create_streaming_table('t')\n"
                     "dp.create_auto_cdc_flow(target='t', source='changes', keys=['id'], sequence_by='lsn')\n"}}}});
  server.publish_pending();
  json diagnostics = last_published();
  ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.dump(1);
  EXPECT_EQ(diagnostics[0]["code"], "SR707");
  EXPECT_EQ(diagnostics[0]["range"]["start"], (json{{"line", 2}, {"character", 0}}));  // the whole call
  EXPECT_EQ(diagnostics[0]["relatedInformation"][0]["location"]["uri"], "file://" + (root / "pipeline/staging.py").string());
  EXPECT_EQ(diagnostics[0]["relatedInformation"][0]["location"]["range"]["start"], (json{{"line", 1}, {"character", 0}}));

  // The view reads a stream now: the watched-file event clears the flow's finding.
  std::ofstream(root / "pipeline/staging.py") << streamlint::testing::replace_all(staging, "spark.read.", "spark.readStream.");
  sent.clear();
  notify("workspace/didChangeWatchedFiles",
         {{"changes", json::array({{{"uri", "file://" + (root / "pipeline/staging.py").string()}, {"type", 2}}})}});
  server.publish_pending();
  EXPECT_EQ(last_published(), json::array());
  std::filesystem::remove_all(root);
}

TEST_F(ServerTest, AnOpenBundleYamlGetsTheConfFindingsCheckReports) {
  initialize(json::array({"utf-16"}));
  const std::string uri = "file:///repo/resources/jobs.yml";
  const std::string yaml = "resources:\n"
                           "  jobs:\n"
                           "    nightly:\n"
                           "      tasks:\n"
                           "        - task_key: compact\n"
                           "          new_cluster:\n"
                           "            spark_version: 17.3.x-scala2.13\n"
                           "            spark_conf:\n"
                           "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: \"false\"\n";
  sent.clear();
  notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", "yaml"}, {"version", 1}, {"text", yaml}}}});
  server.publish_pending();
  json diagnostics;
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri) {
      diagnostics = m["params"]["diagnostics"];
    }
  }
  ASSERT_EQ(diagnostics.size(), 1u) << diagnostics.dump(1);
  EXPECT_EQ(diagnostics[0]["code"], "SR502");
  EXPECT_EQ(diagnostics[0]["range"]["start"], (json{{"line", 8}, {"character", 14}}));

  // The key goes: the finding goes with it.
  sent.clear();
  notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                    {"contentChanges", json::array({{{"text", "resources: {}\n"}}})}});
  server.publish_pending();
  for (const json& m : sent) {
    if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri) {
      diagnostics = m["params"]["diagnostics"];
    }
  }
  EXPECT_EQ(diagnostics, json::array());
}

TEST_F(ServerTest, ShutdownThenExitGivesZero) {
  initialize();
  EXPECT_TRUE(request(2, "shutdown", nullptr)["result"].is_null());
  EXPECT_EQ(request(3, "textDocument/hover", json::object())["error"]["code"], protocol::error_code::InvalidRequest);
  notify("exit", nullptr);
  EXPECT_TRUE(server.exit_requested());
  EXPECT_EQ(server.exit_code(), 0);
}

TEST_F(ServerTest, ExitWithoutShutdownGivesOne) {
  initialize();
  notify("exit", nullptr);
  EXPECT_TRUE(server.exit_requested());
  EXPECT_EQ(server.exit_code(), 1);
}

TEST_F(ServerTest, SettingsSetProjectFacts) {
  request(1, "initialize", {{"capabilities", json::object()}, {"initializationOptions", {{"compute", "classic"}}}});
  json d = open_and_publish("spark.readStream.table('a').writeStream.trigger(continuous='1 second').start()\n");
  // Known Databricks compute makes the continuous trigger an error.
  EXPECT_EQ(d["params"]["diagnostics"][0]["code"], "SR302");
  EXPECT_EQ(d["params"]["diagnostics"][0]["severity"], 1);
}

TEST_F(ServerTest, ATargetDbrWrittenAsANumberIsTheVersion) {
  // A settings UI may store `"targetDbr": 15.4` as a JSON number: DBR 15.4 runs no transformWithState.
  sent.clear();
  request(1, "initialize", {{"capabilities", json::object()}, {"initializationOptions", {{"targetDbr", 15.4}}}});
  for (const json& m : sent) EXPECT_NE(m.value("method", ""), "window/showMessage") << m.dump();
  json d = open_and_publish(
      "spark.readStream.table('a').groupBy('k').transformWithStateInPandas(P(), 's', 'append', 'None')"
      ".writeStream.option('checkpointLocation', '/c').toTable('t')\n");
  bool sr504 = false;
  for (const json& diagnostic : d["params"]["diagnostics"]) sr504 = sr504 || diagnostic["code"] == "SR504";
  EXPECT_TRUE(sr504) << d.dump(1);
}

TEST_F(ServerTest, ReviewCommandReturnsMarkdownForOpenDocuments) {
  json caps = initialize()["result"]["capabilities"];
  EXPECT_EQ(caps["executeCommandProvider"]["commands"], json::array({"streamlint.review"}));
  open_and_publish(kDoc);
  json reply = request(4, "workspace/executeCommand", {{"command", "streamlint.review"}});
  const std::string markdown = reply["result"];
  EXPECT_NE(markdown.find("**Verdict:** `safe-with-operational-changes`"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| medium | SR301 |"), std::string::npos);
  EXPECT_EQ(request(5, "workspace/executeCommand", {{"command", "nope"}})["error"]["code"],
            protocol::error_code::InvalidParams);
}

TEST_F(ServerTest, ReviewShowsPathsRelativeToTheWorkspaceFolder) {
  request(1, "initialize", {{"capabilities", json::object()},
                            {"workspaceFolders", json::array({{{"uri", "file:///work"}, {"name", "work"}}})}});
  notify("textDocument/didOpen", {{"textDocument", {{"uri", "file:///work/jobs/job.py"}, {"languageId", "python"},
                                                    {"version", 1}, {"text", kDoc}}}});
  std::string other = kDoc;
  other.replace(other.find("'/c'"), 4, "'/d'");  // its own checkpoint
  notify("textDocument/didOpen", {{"textDocument", {{"uri", "file:///elsewhere/other.py"}, {"languageId", "python"},
                                                    {"version", 1}, {"text", other}}}});
  const std::string markdown = request(4, "workspace/executeCommand", {{"command", "streamlint.review"}})["result"];
  EXPECT_NE(markdown.find("jobs/job.py"), std::string::npos) << markdown;
  EXPECT_EQ(markdown.find("/work/jobs/job.py"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("/elsewhere/other.py"), std::string::npos) << markdown;  // outside every folder
}

TEST_F(ServerTest, EmptyConfigurationAnswerKeepsInitializationOptions) {
  // Eglot and Helix answer workspace/configuration with null when only initializationOptions are set.
  request(1, "initialize", {{"capabilities", {{"workspace", {{"configuration", true}}}}},
                            {"initializationOptions", {{"compute", "serverless"}}}});
  sent.clear();
  notify("initialized", json::object());
  ASSERT_EQ(sent.size(), 1u);
  server.handle_frame({json{{"jsonrpc", "2.0"}, {"id", sent[0]["id"]}, {"result", json::array({nullptr})}}.dump(), std::nullopt});
  json d = open_and_publish("spark.readStream.table('a').writeStream.option('checkpointLocation', '/c')"
                            ".trigger(processingTime='1 minute').start()\n");
  ASSERT_EQ(d["params"]["diagnostics"].size(), 1u);
  EXPECT_EQ(d["params"]["diagnostics"][0]["code"], "SR304");
}

TEST_F(ServerTest, SavingAProjectFileReloadsIt) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("streamlint-server-reload-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "streamlint.toml") << "compute = \"classic\"\n";
  initialize();
  const std::string uri = "file://" + (dir / "job.py").string();
  const std::string text = "spark.readStream.table('a').writeStream.option('checkpointLocation', '/c').start()\n";
  sent.clear();
  notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"version", 1}, {"text", text}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
  std::ofstream(dir / "streamlint.toml") << "compute = \"serverless\"\n";
  sent.clear();
  notify("textDocument/didSave", {{"textDocument", {{"uri", "file://" + (dir / "streamlint.toml").string()}}}});
  server.publish_pending();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["params"]["diagnostics"][0]["code"], "SR304");
  fs::remove_all(dir);
}

TEST_F(ServerTest, PullsWorkspaceConfigurationAndReportsConfigErrors) {
  request(1, "initialize", {{"capabilities", {{"workspace", {{"configuration", true}}}}}});
  sent.clear();
  notify("initialized", json::object());
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["method"], "workspace/configuration");
  EXPECT_EQ(sent[0]["params"]["items"][0]["section"], "streamlint");
  // The client answers: compute classic makes the continuous trigger an error.
  server.handle_frame({json{{"jsonrpc", "2.0"}, {"id", sent[0]["id"]}, {"result", json::array({{{"compute", "classic"}}})}}.dump(),
                       std::nullopt});
  json d = open_and_publish("spark.readStream.table('a').writeStream.option('checkpointLocation', '/c')"
                            ".trigger(continuous='1 second').start()\n");
  EXPECT_EQ(d["params"]["diagnostics"][0]["severity"], 1);

  // A document under a folder with an invalid streamlint.toml: a message and a diagnostic in it.
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("streamlint-server-config-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "streamlint.toml") << "target-dbr = \"latest\"\n";
  sent.clear();
  notify("textDocument/didOpen", {{"textDocument", {{"uri", "file://" + (dir / "job.py").string()}, {"version", 1}, {"text", "x = 1\n"}}}});
  server.publish_pending();
  bool message = false, config_diagnostic = false;
  for (const json& m : sent) {
    if (m["method"] == "window/showMessage") message = m["params"]["message"].get<std::string>().find("target-dbr") != std::string::npos;
    if (m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == "file://" + (dir / "streamlint.toml").string()) {
      config_diagnostic = m["params"]["diagnostics"][0]["range"]["start"]["line"] == 0;
    }
  }
  EXPECT_TRUE(message);
  EXPECT_TRUE(config_diagnostic);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace streamlint::server
