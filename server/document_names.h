// How the server names an open document to the analysis.
#pragma once

#include <string>

#include "protocol/uri.h"

namespace streamlint::server {

// Findings name a document by its file path, or by its URI for unsaved buffers (untitled:).
inline std::string display_name(const std::string& uri) { return protocol::file_path_of(uri).value_or(uri); }

// The name the analysis knows an open text document by: display_name, and when that has no
// extension the analysis reads (an unsaved buffer `untitled:Untitled-1`, a file `Job`), the
// extension of the document's languageId ("scala", "sql"): the analysis picks the language by
// name. A name with its own extension keeps it.
std::string document_name(const std::string& uri, const std::string& language_id);

}  // namespace streamlint::server
