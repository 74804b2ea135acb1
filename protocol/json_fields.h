// Reading fields of LSP params into typed values. A value of the wrong shape throws
// ResponseError(InvalidParams) naming the field, never a wrapped number or a crash; fields the
// specification marks optional read as std::nullopt when absent or null.
// Source: LSP 3.17 specification, "Base Types" (integer, uinteger) and "Base Protocol" (ErrorCodes).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/jsonrpc.h"

namespace streamlint::protocol {

[[noreturn]] inline void invalid_params(const std::string& message) {
  throw ResponseError(error_code::InvalidParams, message);
}

// The value of a required field.
inline const json& required_field(const json& object, const char* key) {
  if (!object.is_object()) invalid_params(std::string("expected an object holding '") + key + "'");
  const auto it = object.find(key);
  if (it == object.end()) invalid_params(std::string("missing '") + key + "'");
  return *it;
}

// The value of an optional field; nullptr when absent or null.
inline const json* optional_field(const json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  return it == object.end() || it->is_null() ? nullptr : &*it;
}

// Converts one field with its from_json; a type error names the field.
template <class T>
T decode_as(const json& value, const char* key) {
  try {
    return value.get<T>();
  } catch (const nlohmann::json::exception& e) {
    invalid_params(std::string("'") + key + "' has the wrong type: " + e.what());
  }
}

template <class T>
T read_field(const json& object, const char* key) {
  return decode_as<T>(required_field(object, key), key);
}

template <class T>
std::optional<T> read_optional(const json& object, const char* key) {
  const json* value = optional_field(object, key);
  if (!value) return std::nullopt;
  return decode_as<T>(*value, key);
}

// An LSP `uinteger`: 0 to 2^31 - 1.
inline std::uint32_t read_uinteger(const json& object, const char* key) {
  constexpr std::uint64_t kMax = 2147483647;
  const json& v = required_field(object, key);
  const bool valid = v.is_number_unsigned() ? v.get<std::uint64_t>() <= kMax
                                            : v.is_number_integer() && v.get<std::int64_t>() >= 0 &&
                                                  static_cast<std::uint64_t>(v.get<std::int64_t>()) <= kMax;
  if (!valid) invalid_params(std::string("'") + key + "' must be an integer from 0 to 2147483647");
  return static_cast<std::uint32_t>(v.get<std::uint64_t>());
}

// An LSP `integer` (-2^31 to 2^31 - 1), such as a document version.
inline std::int32_t read_integer(const json& v, const char* key) {
  if (!v.is_number_integer() || v.get<std::int64_t>() < INT32_MIN || v.get<std::int64_t>() > INT32_MAX) {
    invalid_params(std::string("'") + key + "' must be an integer from -2147483648 to 2147483647");
  }
  return static_cast<std::int32_t>(v.get<std::int64_t>());
}

inline std::string read_string(const json& object, const char* key) {
  const json& v = required_field(object, key);
  if (!v.is_string()) invalid_params(std::string("'") + key + "' must be a string");
  return v.get<std::string>();
}

// Writes `value` under `key` only when it is set (an optional property is left out, not null).
template <class T>
void write_optional(json& object, const char* key, const std::optional<T>& value) {
  if (value) object[key] = *value;
}

}  // namespace streamlint::protocol
