#include "server/document_names.h"

#include "analysis/jupyter/notebook_json.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"

namespace streamlint::server {

std::string document_name(const std::string& uri, const std::string& language_id) {
  std::string name = display_name(uri);
  const bool known = name.ends_with(".py") || analysis::is_scala_path(name) || analysis::is_sql_path(name) ||
                     analysis::is_jupyter_path(name);
  if (known) return name;
  if (language_id == "scala") return name + ".scala";
  if (language_id == "sql") return name + ".sql";
  return name;
}

}  // namespace streamlint::server
