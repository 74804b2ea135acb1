#include "protocol/uri.h"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace streamlint::protocol {
namespace {

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::optional<std::string> file_path_of(std::string_view uri) {
  // The scheme is case-insensitive (RFC 3986 3.1); `file:/p` has no authority (RFC 8089 2).
  constexpr std::string_view kScheme = "file:";
  if (uri.size() < kScheme.size() ||
      !std::equal(kScheme.begin(), kScheme.end(), uri.begin(),
                  [](char a, char b) { return a == std::tolower(static_cast<unsigned char>(b)); })) {
    return std::nullopt;
  }
  uri.remove_prefix(kScheme.size());
  if (uri.substr(0, 2) == "//") {
    uri.remove_prefix(2);
    const std::size_t slash = uri.find('/');  // skip an authority such as "localhost"
    if (slash == std::string_view::npos) return std::nullopt;
    uri.remove_prefix(slash);
  }
  if (uri.empty() || uri.front() != '/') return std::nullopt;
  std::string out;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() && hex(uri[i + 1]) >= 0 && hex(uri[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hex(uri[i + 1]) * 16 + hex(uri[i + 2])));
      i += 2;
    } else {
      out.push_back(uri[i]);
    }
  }
  // One spelling per file: `/a/./b`, `/a/x/../b` and `/a//b` name `/a/b`, as the paths of the
  // files read from disk do.
  std::string normal = std::filesystem::path(out).lexically_normal().string();
  while (normal.size() > 1 && normal[0] == '/' && normal[1] == '/') normal.erase(0, 1);
  if (normal.size() > 1 && normal.back() == '/' && out.back() != '/') normal.pop_back();
  return normal;
}

std::string file_uri(std::string_view path) { return "file://" + percent_encode_path(path); }

std::string percent_encode_path(std::string_view path) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 15]);
    }
  }
  return out;
}

}  // namespace streamlint::protocol
