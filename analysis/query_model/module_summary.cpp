#include "analysis/query_model/module_summary.h"

#include "analysis/query_model/scope.h"

namespace streamlint::analysis {

ValuePtr ModuleSummary::lookup(std::string_view name) const {
  if (!globals) return nullptr;
  if (!member_prefix.empty()) {
    const std::string member = member_prefix + std::string(name);
    if (globals->binds(member)) return globals->lookup(member);
  }
  if (!globals->binds(name)) return nullptr;
  return globals->lookup(name);
}

std::string resolve_relative_import(const ModuleIdentity& from, int dots, std::string_view rest) {
  if (from.name.empty() || dots <= 0) return {};
  // The package the import is relative to: the module itself for a package's __init__, else the
  // package holding the module; each further dot climbs one package.
  std::string package = from.name;
  int climbs = from.package ? dots - 1 : dots;
  for (; climbs > 0; --climbs) {
    const std::size_t dot = package.rfind('.');
    if (dot == std::string::npos) {
      if (climbs > 1) return {};  // above the top-level package
      package.clear();
      continue;
    }
    package.erase(dot);
  }
  if (package.empty()) return std::string(rest);  // a top-level module importing a sibling (Python 2 style)
  return rest.empty() ? package : package + "." + std::string(rest);
}

}  // namespace streamlint::analysis
