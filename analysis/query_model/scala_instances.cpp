// Instances of another Scala file's classes (`new Mirror(spark, "/chk")`, `Mirror(...)` of a case
// class): what the constructor was given goes with the instance to each method read from it.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/module_summary.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

namespace {

// The parameters of `f` a caller can only give by name: those after a `*` or a `*args`, which a
// Scala method takes from its instance (scala_lowering.h taken_parameters).
std::vector<std::string_view> keyword_only_parameters(const FunctionValue& f) {
  const auto& S = py::sym();
  std::vector<std::string_view> out;
  bool keyword_only = false;
  f.node.field(py::field().parameters).for_each_named_child([&](Node p) {
    if (p.is(S.keyword_separator) || p.is(S.list_splat_pattern)) {
      keyword_only = true;
    } else if (keyword_only && p.is(S.identifier)) {
      out.push_back(p.text());
    } else if (keyword_only && p.is(S.default_parameter)) {
      out.push_back(p.field(py::field().name).text());
    }
  });
  return out;
}

// Whether a call giving `args` fits `f`'s parameters in number (a splat on either side fits).
bool fits(const FunctionValue& f, const CallArguments& args) {
  if (args.has_list_splat || !args.dict_splats.empty()) return true;
  bool varargs = false;  // `tables: String*`
  f.node.field(py::field().parameters).for_each_named_child([&](Node p) {
    varargs = varargs || p.is(py::sym().list_splat_pattern);
  });
  const std::size_t given = args.positional.size() + args.keywords.size();
  return given >= parameter_count(f, true) && (varargs || given <= parameter_count(f, false));
}

}  // namespace

ValuePtr Interpreter::instance_of(const ProjectModuleValue& type, const CallArguments& args, Node call) {
  const auto& S = py::sym();
  ProjectModuleValue made{type.summary, {}};
  const ValuePtr constructor = type.summary->lookup(kScalaConstructor);
  const auto* f = constructor ? resolve_import(constructor)->as<FunctionValue>() : nullptr;
  if (!f) return make_value(std::move(made));
  call_sites_.push_back(call);
  const ValuePtr given = call_function(*f, args);
  call_sites_.pop_back();
  // The constructor returns its parameters, in order (kScalaConstructor).
  std::vector<std::string_view> names;
  f->node.field(py::field().parameters).for_each_named_child([&](Node p) {
    if (p.is(S.identifier)) names.push_back(p.text());
    if (p.is(S.list_splat_pattern)) names.push_back(p.named_child(0).text());
    if (p.is(S.default_parameter)) names.push_back(p.field(py::field().name).text());
  });
  const auto* values = given->as<ListValue>();
  if (!values || values->items.size() != names.size()) return make_value(std::move(made));
  for (std::size_t i = 0; i < names.size(); ++i) {
    made.arguments.push_back({std::string(names[i]), values->items[i], call.span()});
  }
  return make_value(std::move(made));
}

ValuePtr Interpreter::call_scala_type(const ProjectModuleValue& type, const CallArguments& args, Node call) {
  const ValuePtr apply = type.summary->lookup("apply");
  if (!apply) return instance_of(type, args, call);
  const auto* f = resolve_import(apply)->as<FunctionValue>();
  if (!f) return unknown_value();
  // Inside the apply itself, `new Comp(...)` (the companion's factory) makes the instance: an apply
  // calling itself would never return.
  if (std::find(call_stack_.begin(), call_stack_.end(), f->node.key()) != call_stack_.end()) {
    return instance_of(type, args, call);
  }
  // Overloads of apply bind one name, the last one written: a call that does not fit its
  // parameters meant another (`apply(spark, t, env)` beside `apply(spark, t)`), or a case class's
  // own apply (its constructor's parameters); any other is unknown here.
  if (!fits(*f, args)) {
    const ValuePtr constructor = type.summary->lookup(kScalaConstructor);
    const auto* made = constructor ? resolve_import(constructor)->as<FunctionValue>() : nullptr;
    return made && fits(*made, args) ? instance_of(type, args, call) : unknown_value();
  }
  call_sites_.push_back(call);
  ValuePtr result = call_function(*f, args);
  call_sites_.pop_back();
  return result;
}

ValuePtr Interpreter::with_instance_arguments(const ValuePtr& member, const ProjectModuleValue& instance) {
  const auto* f = member->as<FunctionValue>();
  if (!f || instance.arguments.empty()) return member;
  const std::vector<std::string_view> taken = keyword_only_parameters(*f);
  FunctionValue bound = *f;
  for (const BoundKeyword& argument : instance.arguments) {
    const bool takes = std::find(taken.begin(), taken.end(), argument.name) != taken.end();
    const bool already = std::any_of(bound.bound_keywords.begin(), bound.bound_keywords.end(),
                                     [&](const BoundKeyword& k) { return k.name == argument.name; });
    if (takes && !already) bound.bound_keywords.push_back(argument);
  }
  if (bound.bound_keywords.size() == f->bound_keywords.size()) return member;
  return make_value(std::move(bound));
}

ValuePtr Interpreter::job_entry(std::string_view name, CallArguments& args, ScopePtr scope) {
  if (scope->bound(name)) return resolve_import(scope->lookup(name));
  // Another file's parent's `main` (kInherits): of the members the object gives, the ones it
  // declares abstract (its keyword-only parameters); a parameter of its own keeps the caller's, and
  // one the extends clause gave the constructor keeps that (a member does not override it).
  const auto* parents = module_scope_->lookup(kStarImports)->as<ListValue>();
  const ValuePtr inherited = parents ? inherited_member(*parents, name, 0) : nullptr;
  const auto* f = inherited ? inherited->as<FunctionValue>() : nullptr;
  if (!f) return unknown_value();
  const std::vector<std::string_view> taken = keyword_only_parameters(*f);
  std::erase_if(args.keywords, [&](const CallArguments::Keyword& k) {
    const bool constructed = std::any_of(f->bound_keywords.begin(), f->bound_keywords.end(),
                                         [&](const BoundKeyword& b) { return b.name == k.name; });
    return constructed || std::find(taken.begin(), taken.end(), k.name) == taken.end();
  });
  return inherited;
}

bool scala_called_when_named(const FunctionValue& f) {
  const Node parameters = f.node.is(py::sym().function_definition) ? f.node.field(py::field().parameters) : Node{};
  return parameters && parameters.start() == parameters.end() && ends_with(f.node.unit()->file(), ".scala");
}

ValuePtr Interpreter::scala_member_read(const ValuePtr& member, const ProjectModuleValue& receiver, Node read) {
  const auto* f = member->as<FunctionValue>();
  if (!f || receiver.summary->member_prefix.empty() ||
      (parameter_count(*f, false) > 0 && !scala_called_when_named(*f))) {
    return member;
  }
  call_sites_.push_back(read);
  ValuePtr result = call_function(*f, CallArguments{});
  call_sites_.pop_back();
  return result;
}

}  // namespace streamlint::analysis
