#include "protocol/jsonrpc.h"

namespace streamlint::protocol {

bool decode_message(const json& value, IncomingMessage& out, std::string& error) {
  out = {};
  if (!value.is_object()) {
    error = "message is not a JSON object";
    return false;
  }
  if (auto id = value.find("id"); id != value.end()) {
    if (id->is_number_integer() || id->is_string()) {
      out.id = *id;
    } else if (!id->is_null()) {
      error = "id must be an integer or a string";
      return false;
    }
  }
  auto method = value.find("method");
  if (method == value.end() || !method->is_string()) {
    error = "missing method";
    return false;
  }
  out.method = method->get<std::string>();
  if (auto params = value.find("params"); params != value.end()) out.params = *params;
  return true;
}

json make_response(const json& id, json result) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

json make_error_response(const json& id, int code, std::string_view message) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

json make_notification(std::string_view method, json params) {
  return json{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

json make_request(const json& id, std::string_view method, json params) {
  return json{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

}  // namespace streamlint::protocol
