// JSON-RPC 2.0 messages as LSP uses them.
// Source: LSP 3.17 specification, "Base Protocol" (RequestMessage, ResponseMessage,
// NotificationMessage, ErrorCodes).
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace streamlint::protocol {

using json = nlohmann::json;

// ErrorCodes / LSPErrorCodes from the specification.
namespace error_code {
inline constexpr int ParseError = -32700;
inline constexpr int InvalidRequest = -32600;
inline constexpr int MethodNotFound = -32601;
inline constexpr int InvalidParams = -32602;
inline constexpr int InternalError = -32603;
inline constexpr int ServerNotInitialized = -32002;
inline constexpr int RequestFailed = -32803;
inline constexpr int RequestCancelled = -32800;
}  // namespace error_code

// A request that fails with a JSON-RPC error (ResponseError in the specification): thrown by a
// handler or a params decoder, answered as an error response with this code and message.
struct ResponseError : std::runtime_error {
  ResponseError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
  int code;
};

// A parsed incoming message. `id` is null for notifications; a request's id is a number or string.
struct IncomingMessage {
  json id;
  std::string method;
  json params;
  bool is_request() const { return !id.is_null(); }
};

// Message bodies nested deeper than this are refused before they are decoded: copying or
// comparing a decoded value recurses once per level, and no LSP message comes near it.
inline constexpr std::size_t kMaxJsonDepth = 512;

// Parses a message body. Returns a discarded value (is_discarded()) when it is not JSON, and sets
// `too_deep` (also discarded) when its arrays and objects nest deeper than kMaxJsonDepth.
json parse_body(std::string_view body, bool& too_deep);

// Classifies a decoded JSON value. Returns false (and fills `error`) when it is not a valid
// request or notification: not an object, "jsonrpc" not "2.0", an id neither integer nor string
// (null included), no string method, or params neither object, array nor null. The caller answers with
// InvalidRequest, using `id` when it is an integer or a string.
bool decode_message(const json& value, IncomingMessage& out, std::string& error);

json make_response(const json& id, json result);
json make_error_response(const json& id, int code, std::string_view message);
json make_notification(std::string_view method, json params);
json make_request(const json& id, std::string_view method, json params);

}  // namespace streamlint::protocol
