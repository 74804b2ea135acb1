// Reading LSP params: a request whose params have the wrong shape fails with InvalidParams
// (JSON-RPC 2.0 error codes), never with a wrapped number or a crash.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "protocol/jsonrpc.h"
#include "protocol/line_index.h"

namespace streamlint::server {

// A request that fails with a specific JSON-RPC error code.
struct RequestError : std::runtime_error {
  RequestError(int code, const std::string& message) : std::runtime_error(message), code(code) {}
  int code;
};

inline const nlohmann::json& require(const nlohmann::json& object, const char* key) {
  if (!object.is_object() || !object.contains(key)) {
    throw RequestError(protocol::error_code::InvalidParams, std::string("missing '") + key + "'");
  }
  return object.at(key);
}

// An LSP `uinteger` (0 to 2^31 - 1, LSP 3.17 "Base Types"); anything else is InvalidParams, never
// a number wrapped into range.
inline std::uint32_t unsigned_field(const nlohmann::json& object, const char* key) {
  constexpr std::uint64_t kMax = 2147483647;
  const nlohmann::json& v = require(object, key);
  const bool valid = v.is_number_unsigned() ? v.get<std::uint64_t>() <= kMax
                                            : v.is_number_integer() && v.get<std::int64_t>() >= 0 &&
                                                  static_cast<std::uint64_t>(v.get<std::int64_t>()) <= kMax;
  if (!valid) {
    throw RequestError(protocol::error_code::InvalidParams,
                       std::string("'") + key + "' must be an integer from 0 to 2147483647");
  }
  return static_cast<std::uint32_t>(v.get<std::uint64_t>());
}

inline protocol::Position position_of(const nlohmann::json& p) {
  return {unsigned_field(p, "line"), unsigned_field(p, "character")};
}

}  // namespace streamlint::server
