// JSON-RPC 2.0 messages as LSP uses them.
// Source: LSP 3.17 specification, "Base Protocol" (RequestMessage, ResponseMessage,
// NotificationMessage, ErrorCodes).
#pragma once

#include <nlohmann/json.hpp>
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
}  // namespace error_code

// A parsed incoming message. `id` is null for notifications; a request's id is a number or string.
struct IncomingMessage {
  json id;
  std::string method;
  json params;
  bool is_request() const { return !id.is_null(); }
};

// Classifies a decoded JSON value. Returns false (and fills `error`) when it is not a valid
// request or notification: the caller answers with InvalidRequest, using `id` when present.
bool decode_message(const json& value, IncomingMessage& out, std::string& error);

json make_response(const json& id, json result);
json make_error_response(const json& id, int code, std::string_view message);
json make_notification(std::string_view method, json params);
json make_request(const json& id, std::string_view method, json params);

}  // namespace streamlint::protocol
