#include "protocol/lsp_window_workspace.h"

#include "protocol/json_fields.h"

namespace streamlint::protocol {

void to_json(json& j, const MessageParams& p) { j = {{"type", static_cast<int>(p.type)}, {"message", p.message}}; }

void to_json(json& j, const RegistrationParams& p) {
  json registrations = json::array();
  for (const Registration& r : p.registrations) {
    registrations.push_back({{"id", r.id}, {"method", r.method}, {"registerOptions", r.register_options}});
  }
  j = {{"registrations", registrations}};
}

json watched_files_options(const std::vector<std::string>& glob_patterns,
                           const std::vector<std::string>& delete_only_patterns) {
  json watchers = json::array();
  for (const std::string& glob : glob_patterns) watchers.push_back({{"globPattern", glob}});
  for (const std::string& glob : delete_only_patterns)
    watchers.push_back({{"globPattern", glob}, {"kind", kWatchDelete}});
  return {{"watchers", watchers}};
}

void to_json(json& j, const ConfigurationParams& p) {
  json items = json::array();
  for (const std::string& section : p.sections) items.push_back({{"section", section}});
  j = {{"items", items}};
}

void from_json(const json& j, DidChangeConfigurationParams& p) {
  p.settings = j.is_object() ? j.value("settings", json()) : json();
}

void from_json(const json& j, DidChangeWatchedFilesParams& p) {
  p.changes.clear();
  const json& changes = required_field(j, "changes");
  if (!changes.is_array()) invalid_params("'changes' must be an array");
  for (const json& c : changes) {
    const std::uint32_t type = read_uinteger(c, "type");
    if (type < 1 || type > 3) invalid_params("'type' must be a FileChangeType (1, 2 or 3)");
    p.changes.push_back({read_string(c, "uri"), static_cast<FileChangeType>(type)});
  }
}

}  // namespace streamlint::protocol
