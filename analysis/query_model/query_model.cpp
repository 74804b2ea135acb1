#include "analysis/query_model/query_model.h"

#include "analysis/query_model/interpreter.h"

namespace streamlint::analysis {

ModuleModel build_module_model(TSNode root, std::string_view source) {
  ModuleModel model;
  Interpreter(source, model).run_module(root);
  return model;
}

}  // namespace streamlint::analysis
