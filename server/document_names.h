// How the server names an open document to the analysis.
#pragma once

#include <string>

#include "protocol/uri.h"

namespace streamlint::server {

// Findings name a document by its file path, or by its URI for unsaved buffers (untitled:).
inline std::string display_name(const std::string& uri) { return protocol::file_path_of(uri).value_or(uri); }

}  // namespace streamlint::server
