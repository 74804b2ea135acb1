// A language server driven in process, as a client drives it: requests and notifications in, the
// messages it sends kept in `sent`.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "server/language_server.h"

namespace streamlint::server {

class ServerSession : public ::testing::Test {
 protected:
  LanguageServer server{[this](const json& m) { sent.push_back(m); }};
  std::vector<json> sent;

  // A request and its one reply (the whole message: `result` or `error`).
  json request(int id, const std::string& method, json params) {
    sent.clear();
    server.handle_frame({protocol::make_request(id, method, std::move(params)).dump(), std::nullopt});
    EXPECT_EQ(sent.size(), 1u) << method;
    return sent.empty() ? json() : sent.back();
  }
  void notify(const std::string& method, json params) {
    server.handle_frame({protocol::make_notification(method, std::move(params)).dump(), std::nullopt});
  }
  // initialize (no workspace folder) and initialized.
  void initialize(json capabilities = json::object()) {
    request(1, "initialize", {{"processId", nullptr}, {"rootUri", nullptr}, {"capabilities", std::move(capabilities)}});
    notify("initialized", json::object());
  }
  void open(const std::string& uri, const std::string& language_id, const std::string& text, int version = 1) {
    notify("textDocument/didOpen",
           {{"textDocument", {{"uri", uri}, {"languageId", language_id}, {"version", version}, {"text", text}}}});
  }
  // The diagnostics published for `uri` once pending work is done; null when none were published.
  json diagnostics(const std::string& uri) {
    sent.clear();
    server.publish_pending();
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri) return m["params"]["diagnostics"];
    }
    return json();
  }
};

}  // namespace streamlint::server
