#include "analysis/query_model/query_model.h"

#include "analysis/query_model/interpreter.h"

namespace streamlint::analysis {

ModuleModel build_module_model(std::vector<std::shared_ptr<SyntaxUnit>> units, ModuleResolver* resolver,
                               const ModuleIdentity& identity) {
  ModuleModel model;
  Interpreter(model, resolver, identity).run_module(units);
  model.units.assign(units.begin(), units.end());
  return model;
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
