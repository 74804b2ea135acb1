#include "protocol/jsonrpc.h"

namespace streamlint::protocol {

bool decode_message(const json& value, IncomingMessage& out, std::string& error) {
  out = {};
  if (!value.is_object()) {
    error = "message is not a JSON object";
    return false;
  }
  // JSON-RPC 2.0 (https://www.jsonrpc.org/specification#request_object): "jsonrpc" is exactly
  // "2.0"; LSP's ids are integers or strings (a null id is no notification: it gets the error).
  if (auto version = value.find("jsonrpc"); version == value.end() || *version != "2.0") {
    error = "jsonrpc must be \"2.0\"";
    return false;
  }
  if (auto id = value.find("id"); id != value.end()) {
    if (!id->is_number_integer() && !id->is_string()) {
      error = "id must be an integer or a string";
      return false;
    }
    out.id = *id;
  }
  auto method = value.find("method");
  if (method == value.end() || !method->is_string()) {
    error = "missing method";
    return false;
  }
  out.method = method->get<std::string>();
  if (auto params = value.find("params"); params != value.end()) {
    // null is taken as absent: clients send `"params": null` for shutdown and exit.
    if (!params->is_object() && !params->is_array() && !params->is_null()) {
      error = "params must be an object or an array";
      return false;
    }
    out.params = *params;
  }
  return true;
}

json make_response(const json& id, json result) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

json make_error_response(const json& id, int code, std::string_view message) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

// JSON-RPC 2.0 §4: params is an object or an array, or left out (a method without any, as
// workspace/diagnostic/refresh): null is never sent.
json make_notification(std::string_view method, json params) {
  json message{{"jsonrpc", "2.0"}, {"method", method}};
  if (!params.is_null()) message["params"] = std::move(params);
  return message;
}

json make_request(const json& id, std::string_view method, json params) {
  json message{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
  if (!params.is_null()) message["params"] = std::move(params);
  return message;
}

namespace {

// True when `body` nests arrays and objects deeper than `limit` (brackets inside strings do not count).
bool nests_deeper_than(std::string_view body, std::size_t limit) {
  std::size_t depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

}  // namespace

json parse_body(std::string_view body, bool& too_deep) {
  too_deep = nests_deeper_than(body, kMaxJsonDepth);
  if (too_deep) return json(json::value_t::discarded);
  return json::parse(body, nullptr, /*allow_exceptions=*/false);
}

}  // namespace streamlint::protocol
