#include "analysis/query_model/query_model.h"

#include "analysis/query_model/module_run.h"

namespace streamlint::analysis {

ModuleModel build_module_model(std::vector<std::shared_ptr<SyntaxUnit>> units, ModuleResolver* resolver,
                               const ModuleIdentity& identity) {
  auto run = std::make_shared<ModuleRun>(resolver, identity, /*incremental=*/false);
  run->update(units);
  return run->take_model({units.begin(), units.end()}, run);
}

ModuleModel build_module_model(const std::vector<TSNode>& roots, std::string_view source, const std::string& file,
                               ModuleResolver* resolver, const ModuleIdentity& identity) {
  return build_module_model(lower_statements(roots, source, std::make_shared<const std::string>(file)), resolver,
                            identity);
}

ModuleModel build_module_model(TSNode root, std::string_view source, const std::string& file) {
  return build_module_model(std::vector<TSNode>{root}, source, file);
}

}  // namespace streamlint::analysis
