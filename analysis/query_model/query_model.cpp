#include "analysis/query_model/query_model.h"

#include "analysis/query_model/interpreter.h"

namespace streamlint::analysis {

ModuleModel build_module_model(TSNode root, std::string_view source) {
  return build_module_model(std::vector<TSNode>{root}, source);
}

ModuleModel build_module_model(const std::vector<TSNode>& cell_roots, std::string_view source) {
  ModuleModel model;
  Interpreter(source, model).run_module(cell_roots);
  return model;
}

}  // namespace streamlint::analysis
