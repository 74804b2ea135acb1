#include "analysis/query_model/query_model.h"

#include "analysis/query_model/interpreter.h"

namespace streamlint::analysis {

ModuleModel build_module_model(std::vector<std::shared_ptr<SyntaxUnit>> units) {
  ModuleModel model;
  Interpreter(model).run_module(units);
  model.units.assign(units.begin(), units.end());
  return model;
}

ModuleModel build_module_model(const std::vector<TSNode>& roots, std::string_view source, const std::string& file) {
  return build_module_model(lower_statements(roots, source, std::make_shared<const std::string>(file)));
}

ModuleModel build_module_model(TSNode root, std::string_view source, const std::string& file) {
  return build_module_model(std::vector<TSNode>{root}, source, file);
}

}  // namespace streamlint::analysis
