// Instances of another Scala file's classes (`new Mirror(spark, "/chk")`, `Mirror(...)` of a case
// class): what the constructor was given goes with the instance to each method read from it.
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
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

ValuePtr Interpreter::overridden_by(const ValuePtr& parent, Node clause_arguments) {
  const auto* type = parent->as<ProjectModuleValue>();
  if (!type) return parent;
  ProjectModuleValue view = *type;
  bool first = true;
  clause_arguments.for_each_named_child([&](Node member) {
    if (std::exchange(first, false)) return;
    const std::string_view qualified = member.name();  // "Owner.name"
    const std::size_t dot = qualified.rfind('.');
    if (dot == std::string_view::npos) return;
    view.overriding_object = std::string(qualified.substr(0, dot));
    view.overridden.emplace_back(qualified.substr(dot + 1));
  });
  // A constructor parameter the object defines a member of: a `val` parameter the member overrides,
  // or a plain one it does not. Which, the other file's lowering does not say: unknown.
  for (BoundKeyword& argument : view.arguments) {
    if (std::find(view.overridden.begin(), view.overridden.end(), argument.name) != view.overridden.end()) {
      argument.value = unknown_value();
    }
  }
  return make_value(std::move(view));
}

bool reads_overridden(const ValuePtr& member, const ProjectModuleValue& parent) {
  const auto* f = member->as<FunctionValue>();
  if (!f || parent.overridden.empty()) return false;
  bool reads = false;
  f->node.for_each_in_subtree([&](Node n) {
    if (reads || !n.is(py::sym().identifier)) return;
    const std::string_view name = n.name();
    if (!name.starts_with(parent.summary->member_prefix)) return;
    const std::string_view member_name = name.substr(parent.summary->member_prefix.size());
    reads = std::find(parent.overridden.begin(), parent.overridden.end(), member_name) != parent.overridden.end();
  });
  return reads;
}

ValuePtr Interpreter::with_overrides(const ValuePtr& member, const ProjectModuleValue& parent) {
  const auto* f = member->as<FunctionValue>();
  if (!f || !reads_overridden(member, parent)) return member;
  // A scope over the function's own (the parent's file), where the parent's members the object
  // overrides are the object's, and the parent's other methods run over it too (main calling
  // transform calling root).
  const ModuleSummary& type = *parent.summary;
  Scope* overlay = new_scope(f->closure);
  for (const std::string& name : parent.overridden) {
    const std::string member_name = type.member_prefix + name;
    if (type.globals->binds(member_name)) {
      overlay->bind(member_name, resolve_import(module_scope_->lookup(parent.overriding_object + "." + name)));
    }
  }
  type.globals->for_each_binding([&](const std::string& name, const ValuePtr& value) {
    const auto* method = value->as<FunctionValue>();
    if (!method || method->closure != f->closure || !name.starts_with(type.member_prefix) || overlay->binds(name))
      return;
    FunctionValue over = *method;
    over.closure = overlay;
    overlay->bind(name, make_value(std::move(over)));
  });
  FunctionValue over = *f;
  over.closure = overlay;
  return make_value(std::move(over));
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
  // A def the object gives without a parameter list (`def name = "orders"`) is called where the
  // parent reads it: called here, for the abstract members main takes only.
  for (CallArguments::Keyword& k : args.keywords) {
    const auto* given = k.value->as<FunctionValue>();
    if (!given || !scala_called_when_named(*given)) continue;
    if (k.node) call_sites_.push_back(k.node);
    k.value = call_function(*given, CallArguments{});
    if (k.node) call_sites_.pop_back();
  }
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
