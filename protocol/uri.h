// file:// URIs <-> filesystem paths (RFC 8089 with percent-encoding, as LSP clients send them).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace streamlint::protocol {

// The path of a `file://` (or `file:/`) URI, percent-decoded and lexically normal (no `.`, `..` or
// doubled `/`); nullopt for other schemes (untitled:, ...). The scheme's case does not matter.
std::optional<std::string> file_path_of(std::string_view uri);
// A `file://` URI for an absolute path, percent-encoding what needs it.
std::string file_uri(std::string_view path);
// A path as a URI reference: every byte but unreserved characters and '/' percent-encoded.
std::string percent_encode_path(std::string_view path);

}  // namespace streamlint::protocol
