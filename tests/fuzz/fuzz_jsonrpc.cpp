// libFuzzer target: bytes from a client, framed or not, through the JSON-RPC framing and the
// server's dispatch, after a real initialize and an open document so requests reach the analysis.
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
  server.publish_pending();
  streamlint::protocol::FrameReader reader;
  reader.feed(std::string_view(reinterpret_cast<const char*>(data), size));
  while (auto frame = reader.next()) {
    server.handle_frame(*frame);
    server.publish_pending();
  }
  return 0;
}
