#include "server/document_names.h"

#include "analysis/project/file_discovery.h"

namespace streamlint::server {

std::string document_name(const std::string& uri, const std::string& language_id) {
  std::string name = display_name(uri);
  if (analysis::is_source_path(name)) return name;
  if (language_id == "scala") return name + ".scala";
  if (language_id == "sql") return name + ".sql";
  return name;
}

}  // namespace streamlint::server
