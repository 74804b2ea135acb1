// libFuzzer target: bytes from a client, framed or not, through the JSON-RPC framing and the
// server's dispatch, after a real initialize, an open document and an open notebook (cells
// vscode-notebook-cell:/fuzz.ipynb#c1 and #c2), so requests reach the analysis.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "protocol/framing.h"
#include "protocol/jsonrpc.h"
#include "server/language_server.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using streamlint::protocol::json;
  streamlint::server::LanguageServer server([](const json& m) { (void)m.dump(-1, ' ', false, json::error_handler_t::replace); });
  auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
  send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", "untitled:fuzz.py"}, {"languageId", "python"}, {"version", 1},
                                      {"text", "q = spark.readStream.table('t').writeStream.trigger(once=True).start()\n"}}}}}});
  send({{"jsonrpc", "2.0"}, {"method", "notebookDocument/didOpen"},
        {"params", {{"notebookDocument", {{"uri", "file:///fuzz.ipynb"}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                          {"cells", json::array({{{"kind", 2}, {"document", "vscode-notebook-cell:/fuzz.ipynb#c1"}},
                                                                 {{"kind", 2}, {"document", "vscode-notebook-cell:/fuzz.ipynb#c2"}}})}}},
                    {"cellTextDocuments",
                     json::array({{{"uri", "vscode-notebook-cell:/fuzz.ipynb#c1"}, {"languageId", "python"}, {"version", 1},
                                   {"text", "raw = spark.readStream.table('t')\n"}},
                                  {{"uri", "vscode-notebook-cell:/fuzz.ipynb#c2"}, {"languageId", "python"}, {"version", 1},
                                   {"text", "raw.writeStream.trigger(once=True).start()"}}})}}}});
  server.publish_pending();
  streamlint::protocol::FrameReader reader;
  reader.feed(std::string_view(reinterpret_cast<const char*>(data), size));
  while (auto frame = reader.next()) {
    server.handle_frame(*frame);
    server.publish_pending();
  }
  return 0;
}
