// Starts the built binary as `streamlint server` and talks LSP to it over pipes, as an editor does.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <map>
#include <thread>

#include <nlohmann/json.hpp>

#include "protocol/framing.h"
#include "tests/support/child_process.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

using json = nlohmann::json;
using namespace std::chrono_literals;

class LspClient {
 public:
  LspClient() : server_({binary(), "server"}) {}
  // A server built with ThreadSanitizer (scripts/test) reports a race on stderr.
  ~LspClient() { EXPECT_EQ(server_.drain_stderr().find("ThreadSanitizer"), std::string::npos) << server_.drain_stderr(); }
  // The binary under test: STREAMLINT_TEST_BINARY (another build of it, such as ThreadSanitizer's),
  // else this build's.
  static std::string binary() {
    const char* other = std::getenv("STREAMLINT_TEST_BINARY");
    return other && *other ? other : STREAMLINT_BINARY;
  }

  void send(const json& message) { server_.write_stdin(protocol::frame_message(message.dump())); }
  void send_raw(const std::string& bytes) { server_.write_stdin(bytes); }
  void request(int id, const std::string& method, json params) {
    send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}});
  }
  void notify(const std::string& method, json params) {
    send({{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}});
  }
  // The next message matching `pred`, within 10 s; messages that do not match are kept.
  json wait_for(const std::function<bool(const json&)>& pred) {
    const auto deadline = std::chrono::steady_clock::now() + 10s;
    while (std::chrono::steady_clock::now() < deadline) {
      for (auto it = inbox_.begin(); it != inbox_.end(); ++it) {
        if (pred(*it)) {
          json m = *it;
          inbox_.erase(it);
          return m;
        }
      }
      reader_.feed(server_.read_stdout(100ms));
      while (auto frame = reader_.next()) inbox_.push_back(json::parse(frame->body));
    }
    ADD_FAILURE() << "timed out waiting for a message";
    return nullptr;
  }
  json reply(int id) {
    return wait_for([id](const json& m) { return m.contains("id") && m["id"] == id && !m.contains("method"); });
  }
  json diagnostics(int version) {
    return wait_for([version](const json& m) {
      return m.value("method", "") == "textDocument/publishDiagnostics" && m["params"].value("version", -1) == version;
    });
  }
  std::optional<int> wait_exit() { return server_.wait(5000ms); }
  void close_input() { server_.close_stdin(); }
  // Every message received so far (and within `quiet` of silence), in order.
  std::vector<json> drain(std::chrono::milliseconds quiet = 300ms) {
    for (;;) {
      const std::string bytes = server_.read_stdout(quiet);
      if (bytes.empty()) break;
      reader_.feed(bytes);
      while (auto frame = reader_.next()) inbox_.push_back(json::parse(frame->body));
    }
    std::vector<json> out;
    out.swap(inbox_);
    return out;
  }
  std::string stderr_text() { return server_.drain_stderr(); }

 private:
  ChildProcess server_;
  protocol::FrameReader reader_;
  std::vector<json> inbox_;
};

const std::string kUri = "file:///tmp/bronze.py";
const std::string kText =
    "raw = spark.readStream.format('kafka').option('subscribe', 'e').load()\n"
    "(raw.writeStream\n"
    "    .option('checkpointLocation', '/Volumes/a/b/c')\n"
    "    .trigger(once=True)\n"
    "    .toTable('bronze'))\n";

TEST(LspOverStdio, FullSession) {
  LspClient client;
  client.request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", json::object()}});
  json init = client.reply(1);
  EXPECT_EQ(init["result"]["capabilities"]["positionEncoding"], "utf-16");
  EXPECT_EQ(init["result"]["serverInfo"]["name"], "streamlint");
  client.notify("initialized", json::object());

  client.notify("textDocument/didOpen",
                {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", kText}}}});
  json published = client.diagnostics(1);
  ASSERT_EQ(published["params"]["diagnostics"].size(), 1u);
  const json diagnostic = published["params"]["diagnostics"][0];
  EXPECT_EQ(diagnostic["code"], "SR301");
  EXPECT_EQ(diagnostic["range"]["start"], (json{{"line", 3}, {"character", 4}}));

  client.request(2, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 3}, {"character", 10}}}});
  const std::string hover = client.reply(2)["result"]["contents"]["value"];
  EXPECT_NE(hover.find("https://docs.databricks.com/aws/en/structured-streaming/triggers"), std::string::npos);

  client.request(3, "textDocument/codeAction",
                 {{"textDocument", {{"uri", kUri}}}, {"range", diagnostic["range"]}, {"context", {{"diagnostics", {diagnostic}}}}});
  json actions = client.reply(3)["result"];
  ASSERT_EQ(actions.size(), 2u);  // the fix, then "Disable SR301 for this line"
  EXPECT_EQ(actions[1]["title"], "Disable SR301 for this line");
  const json edit = actions[0]["edit"]["changes"][kUri][0];
  EXPECT_EQ(edit["newText"], "availableNow");
  EXPECT_EQ(edit["range"]["start"], (json{{"line", 3}, {"character", 13}}));

  // Apply the edit the way the editor would, as an incremental change.
  client.notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 2}}},
                                           {"contentChanges", {{{"range", edit["range"]}, {"text", "availableNow"}}}}});
  EXPECT_TRUE(client.diagnostics(2)["params"]["diagnostics"].empty());

  // A malformed message gets a ParseError reply and the session goes on.
  client.send_raw("Content-Length: 9\r\n\r\n{not json");
  json parse_error = client.wait_for([](const json& m) { return m.contains("error"); });
  EXPECT_EQ(parse_error["error"]["code"], -32700);
  client.request(4, "workspace/symbol", {{"query", ""}});
  EXPECT_EQ(client.reply(4)["error"]["code"], -32601);

  client.request(5, "shutdown", nullptr);
  EXPECT_TRUE(client.reply(5)["result"].is_null());
  client.notify("exit", nullptr);
  EXPECT_EQ(client.wait_exit(), 0);
  // Logs never reach stdout: every stdout byte above parsed as a framed message.
  EXPECT_NE(client.stderr_text().find("language server"), std::string::npos);
}

TEST(LspOverStdio, ExitWithoutShutdownIsOne) {
  LspClient client;
  client.request(1, "initialize", {{"capabilities", json::object()}});
  client.reply(1);
  client.notify("exit", nullptr);
  EXPECT_EQ(client.wait_exit(), 1);
}

TEST(LspOverStdio, AFolderNameThatIsNotUtf8ReachesTheClientAsValidJson) {
  // An invalid pyproject.toml in a folder whose name has a Latin-1 byte: the message that names it
  // is sent (the byte replaced) and the server goes on serving.
  TempDir temp;
  temp.write("caf\xE9/pyproject.toml", "[tool.streamlint]\ncompute = \"gpu\"\n");
  temp.write("caf\xE9/job.py", kText);
  const std::string uri = "file://" + temp.path().string() + "/caf%E9/job.py";
  LspClient client;
  client.request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", json::object()}});
  client.reply(1);
  client.notify("initialized", json::object());
  client.notify("textDocument/didOpen",
                {{"textDocument", {{"uri", uri}, {"languageId", "python"}, {"version", 1}, {"text", kText}}}});
  const json shown = client.wait_for([](const json& m) { return m.value("method", "") == "window/showMessage"; });
  const std::string message = shown["params"]["message"];
  EXPECT_NE(message.find("caf\xEF\xBF\xBD"), std::string::npos) << message;
  client.request(2, "textDocument/hover", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", 3}, {"character", 6}}}});
  EXPECT_TRUE(client.reply(2)["result"].contains("contents"));
  client.request(3, "shutdown", nullptr);
  client.reply(3);
  client.notify("exit", nullptr);
  EXPECT_EQ(client.wait_exit(), 0);
}

// The hostile-input suite: malformed frames and JSON, requests out of order or of the wrong shape,
// a flood of edits, a client that goes away. Each request gets exactly one reply, every frame the
// server sends decodes (wait_for parses them), and a final hover is still right.
// A document whose whole analysis takes a while: one query per line, each with SR301.
std::string many_queries(int lines, bool first_fixed) {
  std::string text;
  for (int i = 0; i < lines; ++i) {
    const std::string n = std::to_string(i);
    text += "q" + n + " = spark.readStream.table('t" + n + "').writeStream.option('checkpointLocation', '/chk/" + n +
            "').trigger(" + (i == 0 && first_fixed ? "availableNow" : "once") + "=True).toTable('x" + n + "')\n";
  }
  return text;
}

// Opens `text` and waits for its diagnostics, then replaces it whole (version 2) and waits
// `pause`, so the server is busy analysing the new text when the caller writes next.
void open_then_replace(LspClient& client, const std::string& text, const std::string& replacement,
                       std::chrono::milliseconds pause) {
  client.request(1, "initialize", {{"capabilities", json::object()}});
  client.reply(1);
  client.notify("initialized", json::object());
  client.notify("textDocument/didOpen", {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", text}}}});
  client.diagnostics(1);
  client.notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 2}}},
                                           {"contentChanges", json::array({{{"text", replacement}}})}});
  std::this_thread::sleep_for(pause);
}

// After 5 s of quiet input the open documents rest (LanguageServer::rest_documents: their kept
// runs dropped); the next edit runs the text whole and publishes what it finds, and the lenses are
// made again.
TEST(LspOverStdio, AnEditAfterTheDocumentsRestedPublishesItsFindings) {
  LspClient client;
  client.request(1, "initialize", {{"capabilities", json::object()}});
  client.reply(1);
  client.notify("initialized", json::object());
  client.notify(
      "textDocument/didOpen",
      {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", many_queries(40, false)}}}});
  EXPECT_EQ(client.diagnostics(1)["params"]["diagnostics"].size(), 40u);
  std::this_thread::sleep_for(7000ms);  // 5 s of quiet, and slack for a busy machine
  client.notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 2}}},
                                           {"contentChanges", json::array({{{"text", many_queries(40, true)}}})}});
  const json published = client.diagnostics(2);
  ASSERT_EQ(published["params"]["diagnostics"].size(), 39u);
  EXPECT_EQ(published["params"]["diagnostics"][0]["range"]["start"]["line"], 1);
  client.request(3, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  EXPECT_EQ(client.reply(3)["result"].size(), 40u);
  client.request(4, "shutdown", nullptr);
  client.reply(4);
  client.notify("exit", nullptr);
  EXPECT_EQ(client.wait_exit(), 0);
  EXPECT_NE(client.stderr_text().find("1 open documents rest"), std::string::npos) << client.stderr_text();
}

TEST(LspOverStdio, AHoverWhileAnEditIsAnalysedIsAnsweredFromTheLastAnalysis) {
  LspClient client;
  const auto start = std::chrono::steady_clock::now();
  open_then_replace(client, many_queries(3000, false), many_queries(3000, true), 100ms);
  const auto changed = std::chrono::steady_clock::now();
  client.request(7, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 0}, {"character", 88}}}});
  // Every message in arrival order, up to the diagnostics of version 2.
  std::vector<json> seen;
  const json published = client.wait_for([&](const json& m) {
    seen.push_back(m);
    return m.value("method", "") == "textDocument/publishDiagnostics" && m["params"].value("version", -1) == 2;
  });
  const auto analysed = std::chrono::steady_clock::now();
  ASSERT_FALSE(published.is_null());
  const auto hover = std::find_if(seen.begin(), seen.end(), [](const json& m) { return m.contains("id") && m["id"] == 7; });
  const json reply = hover != seen.end() ? *hover : client.reply(7);
  ASSERT_TRUE(reply.contains("result")) << reply.dump();
  (void)start;
  // When the analysis of version 2 clearly outlasted the pause, the hover came before it, from
  // version 1: the finding at line 0 that version 2 fixed. (A machine fast enough to finish first
  // answers from version 2, which has no finding there.)
  if (analysed - changed > 400ms) {
    ASSERT_NE(hover, seen.end()) << "the hover waited for the analysis";
    ASSERT_TRUE(reply["result"].is_object());
    EXPECT_NE(reply["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);
  } else {
    std::cerr << "analysis took " << std::chrono::duration_cast<std::chrono::milliseconds>(analysed - changed).count()
              << " ms: too fast to check the snapshot hover\n";
  }
}

TEST(LspOverStdio, ARequestCancelledWhileItWaitsBehindAnAnalysisIsAnsweredCancelled) {
  LspClient client;
  open_then_replace(client, many_queries(3000, false), many_queries(3000, true), 100ms);
  const auto changed = std::chrono::steady_clock::now();
  client.request(8, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  std::this_thread::sleep_for(20ms);
  client.notify("$/cancelRequest", {{"id", 8}});
  const json reply = client.reply(8);
  const auto answered = std::chrono::steady_clock::now();
  if (answered - changed > 400ms) {
    EXPECT_EQ(reply["error"]["code"], -32800) << reply.dump();  // RequestCancelled
  } else {
    EXPECT_TRUE(reply.contains("result") || reply.contains("error")) << reply.dump();
  }
  // The session goes on: a later request is served.
  client.request(9, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 1}, {"character", 88}}}});
  EXPECT_TRUE(client.reply(9)["result"].is_object());
}

TEST(LspOverStdio, AHoverAfterShutdownIsRefusedEvenWhileAnAnalysisRuns) {
  LspClient client;
  open_then_replace(client, many_queries(3000, false), many_queries(3000, true), 100ms);
  client.request(7, "shutdown", nullptr);
  client.request(8, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 1}, {"character", 88}}}});
  EXPECT_TRUE(client.reply(7)["result"].is_null());
  EXPECT_EQ(client.reply(8)["error"]["code"], -32600) << "InvalidRequest after shutdown";
  client.notify("exit", nullptr);
  // Nothing is analysed after shutdown (the edit's analysis, queued behind it, is dropped): the
  // server exits at once.
  EXPECT_EQ(client.wait_exit(), 0);
}

TEST(LspHostileInput, EveryRequestGetsOneReplyAndTheServerStillAnswersRight) {
  LspClient client;
  client.request(1, "textDocument/hover", json::object());  // before initialize
  client.send_raw("Content-Length: 9\r\n\r\n{not json");
  client.send_raw("Content-Length: 2\r\nContent-Type: x\r\n\r\n[]");
  client.send_raw(protocol::frame_message(R"({"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":)" +
                                          std::string(100000, '[') + std::string(100000, ']') + "}"));
  client.request(3, "initialize", {{"capabilities", json::object()}});
  client.notify("initialized", json::object());
  client.request(4, "initialize", {{"capabilities", json::object()}});  // twice
  client.request(5, "textDocument/definition", json::object());          // unknown method
  client.notify("$/cancelRequest", {{"id", 99}});
  client.notify("textDocument/didOpen",
                {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", kText}}}});
  client.request(6, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 4294967299LL}, {"character", 5}}}});
  client.request(7, "textDocument/codeAction",
                 {{"textDocument", {{"uri", kUri}}},
                  {"range", {{"start", {{"line", 3}, {"character", 4}}}, {"end", {{"line", 3}, {"character", 23}}}}},
                  {"context", {{"diagnostics", json::array({{{"code", "SR301"}, {"message", "m"}, {"data", {{"fix", {{"title", "t"}}}}},
                                                               {"range", {{"start", {{"line", 3}, {"character", 4}}}, {"end", {{"line", 3}, {"character", 23}}}}}}})}}}});
  client.notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", "2"}}},
                                           {"contentChanges", json::array({{{"text", "x = 1\n"}}})}});
  // 1,000 edits typed and deleted inside the checkpoint path, then a hover on the trigger.
  for (int v = 2; v < 1002; ++v) {
    const bool insert = v % 2 == 0;
    json change = {{"range", {{"start", {{"line", 2}, {"character", 35}}}, {"end", {{"line", 2}, {"character", insert ? 35 : 36}}}}},
                   {"text", insert ? "x" : ""}};
    client.notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", v}}}, {"contentChanges", json::array({change})}});
  }
  client.request(8, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 3}, {"character", 6}}}});
  const json last = client.reply(8);
  EXPECT_NE(last["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos) << last;
  std::map<int, int> replies;
  std::vector<json> messages = client.drain();
  for (const json& m : messages) {
    if (m.contains("id") && !m.contains("method") && m["id"].is_number_integer()) ++replies[m["id"].get<int>()];
  }
  replies[8] += 1;  // taken by reply(8) above
  for (int id = 1; id <= 8; ++id) {
    if (id == 2) continue;  // refused before decoding: its id is unknown, the reply has a null id
    EXPECT_EQ(replies[id], 1) << "request " << id;
  }
  // The client goes away in the middle of a message: the server ends, it does not hang.
  client.send_raw("Content-Length: 100\r\n\r\n{\"jsonrpc\"");
  client.close_input();
  EXPECT_TRUE(client.wait_exit().has_value());
}

}  // namespace
}  // namespace streamlint::testing
