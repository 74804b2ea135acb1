// Classes in the abstract interpreter: a class's methods and the attributes its body assigns, the
// receiver a method binds, and where the body's word is not final (an attribute assigned elsewhere,
// a subclass that may override a method).
#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/interpreter_limits.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Whether `node` (an attribute) is where an assignment, a for loop or a `with ... as` stores: it
// lies in the target, only inside tuples, lists, stars and parentheses (`a, *X.name = v`).
bool stored_to(Node node) {
  const auto& S = py::sym();
  const auto& F = py::field();
  for (Node at = node, parent = node.parent(); parent; at = parent, parent = parent.parent()) {
    if (parent.is(S.assignment) || parent.is(S.augmented_assignment) || parent.is(S.for_statement)) {
      return parent.field(F.left) == at;
    }
    if (parent.is(S.as_pattern)) return !(parent.named_child(0) == at);  // `with open(p) as X.name`
    const bool container = parent.is(S.pattern_list) || parent.is(S.tuple_pattern) || parent.is(S.list_pattern) ||
                           parent.is(S.tuple) || parent.is(S.list) || parent.is(S.list_splat_pattern) ||
                           parent.is(S.list_splat) || parent.is(S.parenthesized_expression) || parent.is(S.expression_list);
    // A wrapper of one child (the grammar's as_pattern_target) is climbed too; an expression
    // around the attribute (a call's argument, a subscript's index) reads it.
    const bool wrapper = parent.named_child_count() == 1 && !parent.is(S.call) && !parent.is(S.subscript) &&
                         !parent.is(S.attribute) && !parent.is(S.argument_list) && !parent.is(S.expression_statement) &&
                         !parent.is(S.block) && !parent.is(S.not_operator) && !parent.is(S.unary_operator);
    if (!container && !wrapper) return false;
  }
  return false;
}

// Whether attribute node `node` holds a container changed in place there: `X.name[k] = v`,
// `del X.name[k]`, `X.name.update(...)`, `X.name.append(...)`, ...
bool changed_in_place(Node node) {
  const auto& S = py::sym();
  const auto& F = py::field();
  const Node parent = node.parent();
  if (parent.is(S.subscript) && parent.field(F.value) == node) {
    const Node above = parent.parent();
    return stored_to(parent) || above.is(S.delete_statement) ||
           (above.is(S.expression_list) && above.parent().is(S.delete_statement));
  }
  if (parent.is(S.attribute) && parent.field(F.object) == node && parent.parent().is(S.call)) {
    static constexpr std::string_view kMutators[] = {"update", "setdefault", "pop", "popitem", "clear", "append",
                                                     "extend", "insert", "remove", "__setitem__", "__delitem__"};
    const std::string_view method = parent.field(F.attribute).text();
    return std::find(std::begin(kMutators), std::end(kMutators), method) != std::end(kMutators);
  }
  return false;
}

// The class whose instance method stores on its own receiver at `attribute` (`self.name = v` in a
// `def` of the class body, `self` its first parameter, not a static or class method); null otherwise.
// A method the module also reads through its class (`Renamer.rename(obj, x)`, `f = Renamer.rename`)
// may be given any object as its receiver: null then too (`through_class`: whether "Class.method" is read).
Node own_receiver_class(Node attribute, const std::function<bool(const std::string&)>& through_class) {
  const auto& S = py::sym();
  const auto& F = py::field();
  const Node object = attribute.field(F.object);
  if (!object.is(S.identifier)) return {};
  Node method = attribute.parent();
  while (method && !method.is(S.function_definition) && !method.is(S.class_definition)) method = method.parent();
  if (!method.is(S.function_definition)) return {};
  Node above = method.parent();
  if (above.is(S.decorated_definition)) {
    bool plain = true;
    above.for_each_named_child([&](Node d) {
      const std::string_view text = d.is(S.decorator) ? trim_spaces(d.text().substr(1)) : std::string_view();
      plain = plain && text != "staticmethod" && text != "classmethod";
    });
    if (!plain) return {};
    above = above.parent();
  }
  if (!above.is(S.block) || !above.parent().is(S.class_definition)) return {};
  const Node first = method.field(F.parameters).named_child(0);
  const Node receiver = first ? parameter_name(first) : Node{};
  if (!receiver.is(S.identifier) || receiver.text() != object.text()) return {};
  const Node owner = above.parent();
  const std::string borrowed = std::string(owner.field(F.name).text()) + "." + std::string(method.field(F.name).text());
  return through_class(borrowed) ? Node{} : owner;
}

// "Name.attribute" for each attribute read off a plain name in `unit` (`Renamer.rename`).
void attribute_reads(const SyntaxUnit& unit, std::set<std::string, std::less<>>& out) {
  const auto& S = py::sym();
  const auto& F = py::field();
  for (std::uint32_t i = 0; i < unit.nodes().size(); ++i) {
    const Node node(&unit, i);
    if (!node.is(S.attribute) || !node.field(F.object).is(S.identifier)) continue;
    out.insert(std::string(node.field(F.object).text()) + "." + std::string(node.field(F.attribute).text()));
  }
}

// Whether `class_node` names a base that cannot be followed (`class T(Base, *MIXINS)`,
// `class T(Base, mixin())`): a class of the module may be among its bases.
bool bases_unknown(Node class_node) {
  const auto& S = py::sym();
  bool unknown = false;
  class_node.field(py::field().superclasses).for_each_named_child([&](Node base) {
    unknown = unknown || base.is(S.list_splat) || base.is(S.dictionary_splat) || base.is(S.call);
  });
  return unknown;
}

// Whether `unit` may assign an attribute called `name` of any object: stores to `X.name` (=, +=,
// a for or with target, inside a tuple), changes in place of `X.name`, setattr and __setattr__
// calls naming it or naming an attribute not written as a literal, and writes through `__dict__` or
// vars(). `except`: nodes whose plain stores of `name` are not read (a class's __init__s; what
// they change in place, or set through __dict__, is). With `classes` (the reader's class
// and its bases), a method of another class storing on its own receiver (`self.name = ...` in a
// sibling class) does not count: that changes the other class's instances only.
bool assigns_attribute(const SyntaxUnit& unit, std::string_view name, const std::vector<Node>& except = {},
                       const std::vector<NodeKey>* classes = nullptr,
                       const std::function<bool(const std::string&)>* through_class = nullptr) {
  const auto& S = py::sym();
  const auto& F = py::field();
  for (std::uint32_t i = 0; i < unit.nodes().size(); ++i) {
    const Node node(&unit, i);
    const bool excepted = std::any_of(except.begin(), except.end(), [&](const Node& e) {
      return e.unit() == &unit && node.start() >= e.start() && node.end() <= e.end();
    });
    if (node.is(S.attribute)) {
      const std::string_view attribute = node.field(F.attribute).text();
      if (attribute == name && (changed_in_place(node) || (!excepted && stored_to(node)))) {
        const Node owner = classes && through_class ? own_receiver_class(node, *through_class) : Node{};
        if (!owner || std::find(classes->begin(), classes->end(), owner.key()) != classes->end()) return true;
      }
      // `self.__dict__[k] = v`, `self.__dict__.update(...)`: any attribute.
      if (attribute == "__dict__" && (node.parent().is(S.subscript) || node.parent().is(S.attribute))) return true;
    } else if (node.is(S.call)) {
      const std::string_view function = node.field(F.function).text();
      if (function == "vars" && node.parent().is(S.subscript)) return true;
      if (!function.ends_with("setattr") && !function.ends_with("__setattr__")) continue;
      bool literal = false;
      bool named = false;
      node.field(F.arguments).for_each_named_child([&](Node a) {
        if (!a.is(S.string)) return;
        literal = true;
        const std::string_view quoted = a.text();
        named = named || (quoted.size() >= 2 && quoted.substr(1, quoted.size() - 2) == name);
      });
      // In the class's __init__s a setattr naming the attribute is the construction's store
      // (instantiate reads it: a frozen dataclass's `object.__setattr__(self, "name", v)`).
      if ((named && !excepted) || !literal) return true;
    }
  }
  return false;
}

// Whether the name `name` appears in `node`'s subtree (read or bound).
bool mentions(Node node, std::string_view name) {
  const auto& S = py::sym();
  bool found = false;
  node.for_each_in_subtree([&](Node n) { found = found || (n.is(S.identifier) && n.text() == name); });
  return found;
}

// Calls `read` with every identifier in `node`'s subtree.
template <typename F>
void for_each_identifier(Node node, F&& read) {
  const auto& S = py::sym();
  node.for_each_in_subtree([&](Node n) {
    if (n.is(S.identifier)) read(n.text());
  });
}

// The name a base class expression names: `A`, `mod.A`, `A[int]` -> "A".
std::string_view base_name(Node base) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (base.is(S.subscript)) base = base.field(F.value);
  if (base.is(S.attribute)) return base.field(F.attribute).text();
  return base.is(S.identifier) ? base.text() : std::string_view();
}

// Whether a class body defines anything (a method or an attribute), beyond `pass`, `...` and a
// docstring: a subclass that defines nothing overrides nothing.
bool defines_members(Node cls) {
  const auto& S = py::sym();
  const auto& F = py::field();
  bool defines = false;
  cls.field(F.body).for_each_named_child([&](Node member) {
    if (member.is(S.pass_statement)) return;
    if (member.is(S.expression_statement) && member.named_child_count() == 1 &&
        (member.named_child(0).is(S.string) || member.named_child(0).text() == "...")) {
      return;
    }
    defines = true;
  });
  return defines;
}

// The text of each decorator of `member` (a class body's statement), without the '@'.
std::vector<std::string_view> decorators(Node member) {
  std::vector<std::string_view> out;
  if (!member.is(py::sym().decorated_definition)) return out;
  member.for_each_named_child([&](Node d) {
    if (d.is(py::sym().decorator)) out.push_back(trim_spaces(d.text().substr(1)));
  });
  return out;
}

// `@name.setter` / `@name.deleter`: not the property's value.
bool is_property_setter(Node member) {
  for (const std::string_view d : decorators(member)) {
    if (d.ends_with(".setter") || d.ends_with(".deleter")) return true;
  }
  return false;
}

}  // namespace

bool is_property(Node function_definition) {
  const Node member = function_definition.parent();
  for (const std::string_view d : decorators(member)) {
    if (d == "property" || d == "cached_property" || d == "functools.cached_property") return true;
  }
  return false;
}

bool Interpreter::attribute_stored(std::string_view name) {
  volatile_ = true;  // reads statements other than the reader's, which recording does not see
  auto [it, added] = assigned_attributes_.try_emplace(std::string(name), false);
  if (added) {
    it->second = std::any_of(units_.begin(), units_.end(), [&](const auto& unit) { return assigns_attribute(*unit, name); });
  }
  return it->second;
}

bool Interpreter::attribute_assigned(Node class_node, std::string_view name) {
  // A class imported from another module: its own statement too (its methods' `self.x = ...`).
  return attribute_stored(name) || assigns_attribute(*class_node.unit(), name);
}

bool Interpreter::attribute_assigned_outside(Node class_node, const Scope* globals, std::string_view name,
                                             bool except_inits) {
  volatile_ = true;  // reads statements other than the reader's, as attribute_assigned does
  auto [it, added] = assigned_outside_.try_emplace({std::string(name), class_node.key(), except_inits}, false);
  if (!added) return it->second;
  // The class and its bases (depth first, bounded as base_classes is), and their __init__s.
  std::vector<NodeKey> classes;
  std::vector<Node> inits;
  std::vector<const SyntaxUnit*> class_units;
  bool unknown_bases = false;
  std::vector<ClassValue> pending{ClassValue{class_node, globals}};
  for (int level = 0; !pending.empty() && level <= kMaxInheritance; ++level) {
    std::vector<ClassValue> next;
    for (const ClassValue& c : pending) {
      classes.push_back(c.node.key());
      class_units.push_back(c.node.unit());
      unknown_bases = unknown_bases || bases_unknown(c.node);
      c.node.field(py::field().body).for_each_named_child([&](Node member) {
        const Node def = member.is(py::sym().decorated_definition) ? member.field(py::field().definition) : member;
        // (A dataclass's __post_init__ runs in its generated __init__: its stores are the construction's.)
        const std::string_view method = def.is(py::sym().function_definition) ? def.field(py::field().name).text() : "";
        if (method == "__init__" || method == "__post_init__") inits.push_back(def);
      });
      for (ClassValue& base : base_classes(c.node, c.globals)) next.push_back(std::move(base));
    }
    pending = std::move(next);
  }
  const std::vector<Node> none;
  const std::vector<Node>& except = except_inits ? inits : none;
  // Other classes' stores on their own instances do not count, unless a base of the class is not
  // known (it may be one of them).
  if (!through_class_) {
    through_class_.emplace();
    for (const auto& unit : units_) attribute_reads(*unit, *through_class_);
  }
  std::set<std::string, std::less<>> imported;  // read in the statements of classes other modules define
  for (const SyntaxUnit* unit : class_units) {
    const bool ours = std::any_of(units_.begin(), units_.end(), [&](const auto& u) { return u.get() == unit; });
    if (!ours) attribute_reads(*unit, imported);
  }
  const std::function<bool(const std::string&)> reads = [&](const std::string& text) {
    return through_class_->count(text) > 0 || imported.count(text) > 0;
  };
  const std::vector<NodeKey>* own = unknown_bases ? nullptr : &classes;
  bool outside = std::any_of(units_.begin(), units_.end(),
                             [&](const auto& unit) { return assigns_attribute(*unit, name, except, own, &reads); });
  // Classes imported from other modules: their own statements too.
  for (const SyntaxUnit* unit : class_units) outside = outside || assigns_attribute(*unit, name, except, own, &reads);
  it->second = outside;
  return outside;
}

bool Interpreter::is_super_call(Node node, const Scope* scope) {
  return node.is(py::sym().call) && node.field(py::field().function).is(py::sym().identifier) &&
         node.field(py::field().function).text() == "super" && !scope->bound("super");
}

ValuePtr Interpreter::super_attribute(Node attribute, ScopePtr scope) {
  const auto& S = py::sym();
  const auto& F = py::field();
  // The method around the expression, and the class whose body defines it.
  Node method = attribute.parent();
  while (method && !method.is(S.function_definition) && !method.is(S.class_definition)) method = method.parent();
  if (!method.is(S.function_definition)) return unknown_value();
  Node above = method.parent();
  if (above.is(S.decorated_definition)) above = above.parent();
  const Node class_node = above.is(S.block) ? above.parent() : Node{};
  if (!class_node.is(S.class_definition)) return unknown_value();
  const Node first = method.field(F.parameters).named_child(0);
  const Node self_name = first ? parameter_name(first) : Node{};
  const ValuePtr self = self_name.is(S.identifier) ? scope->lookup(self_name.text()) : unknown_value();
  // The method's globals: the module it was defined in is the root of its scopes.
  const Scope* globals = scope;
  while (globals->parent()) globals = globals->parent();
  const std::string_view name = attribute.field(F.attribute).text();
  for (const ClassValue& base : base_classes(class_node, globals)) {
    NestingGuard guard(inheritance_depth_);
    if (auto found = class_method(base.node, name, base.globals)) {
      if (!found->bound.empty() && found->bound.front()->as<InstanceValue>()) {
        if (!self->as<InstanceValue>()) return unknown_value();
        found->bound.front() = self;
      }
      if (is_property(found->node)) return call_function(*found, CallArguments{});
      return make_value(std::move(*found));
    }
    if (ValuePtr value = class_attribute(base.node, name, base.globals)) return value;
  }
  return unknown_value();
}

namespace {

// `@dataclass` or `@dataclasses.dataclass(...)` on `member` (a class body's definition).
bool is_dataclass(Node member) {
  const auto& S = py::sym();
  if (!member.is(S.decorated_definition)) return false;
  bool found = false;
  member.for_each_named_child([&](Node d) {
    if (!d.is(S.decorator)) return;
    std::string_view text = trim_spaces(d.text().substr(1));
    text = text.substr(0, text.find('('));
    found = found || text == "dataclass" || text == "dataclasses.dataclass";
  });
  return found;
}

}  // namespace

ValuePtr Interpreter::instantiate(const ClassValue& c, const CallArguments& args) {
  const auto& S = py::sym();
  const auto& F = py::field();
  ValuePtr instance = make_value(InstanceValue{c.node, c.globals});
  Construction construction{instance.get(), {}, branches_.size()};
  if (auto init = class_method(c.node, "__init__", c.globals)) {
    init->bound = {instance};
    constructions_.push_back(std::move(construction));
    struct Pop {
      std::vector<Construction>& stack;
      ~Pop() { stack.pop_back(); }
    };
    {
      Pop pop{constructions_};
      call_function(*init, args);
      construction = std::move(constructions_.back());
    }
  } else if (const Node statement = c.node.parent(); statement && is_dataclass(statement)) {
    // The generated __init__ takes the annotated fields in order (`checkpoint: str = "/chk"`).
    std::size_t position = 0;
    c.node.field(F.body).for_each_named_child([&](Node member) {
      const Node a = member.is(S.expression_statement) ? member.named_child(0) : Node{};
      if (!a.is(S.assignment) || !a.field(F.left).is(S.identifier)) return;
      const Node type = a.named_child(1);  // `x: str` or `x: str = ...`
      if (!type || a.field(F.right) == type) return;  // `x = 1`: a class attribute, not a field
      const std::string name(a.field(F.left).text());
      ValuePtr value;
      if (const auto* k = args.keyword(name)) {
        value = k->value;
      } else if (position < args.positional.size() && !args.has_list_splat) {
        value = args.positional[position].value;
      } else if (a.field(F.right)) {
        value = eval(a.field(F.right), new_scope(c.globals ? c.globals : module_scope_));
      } else {
        value = unknown_value();
      }
      ++position;
      if (!args.dict_splats.empty() && !args.keyword(name)) value = unknown_value();
      // An unknown field is one value of this instance, as a parameter __init__ stores is (the
      // field's identity at this call site: RULES.md "Clarifications", one binding).
      if (const auto* u = value->as<UnknownValue>(); u && u->binding == 0) {
        value = make_value(UnknownValue{binding_identity(a.field(F.left)), name});
      }
      construction.attributes.emplace_back(name, value);
    });
    // The generated __init__ then calls __post_init__ (`self.checkpoint = f"{ROOT}/{self.name}"`),
    // with the fields already stored.
    if (auto post = class_method(c.node, "__post_init__", c.globals)) {
      InstanceValue fields{c.node, c.globals};
      fields.attributes =
          std::make_shared<const std::vector<std::pair<std::string, ValuePtr>>>(construction.attributes);
      ValuePtr partial = make_value(std::move(fields));
      post->bound = {partial};
      construction.instance = partial.get();
      constructions_.push_back(std::move(construction));
      struct Pop {
        std::vector<Construction>& stack;
        ~Pop() { stack.pop_back(); }
      };
      Pop pop{constructions_};
      call_function(*post, CallArguments{});
      construction = std::move(constructions_.back());
    }
  }
  if (construction.attributes.empty()) return instance;
  InstanceValue made{c.node, c.globals};
  made.attributes = std::make_shared<const std::vector<std::pair<std::string, ValuePtr>>>(std::move(construction.attributes));
  return make_value(std::move(made));
}

ValuePtr Interpreter::copy_instance(const InstanceValue& instance, const CallArguments& changes, bool positional) {
  if (!instance.attributes || !instance.class_node.parent() || !is_dataclass(instance.class_node.parent()) ||
      !changes.dict_splats.empty() || changes.has_list_splat || (!positional && !changes.positional.empty()) ||
      changes.positional.size() > instance.attributes->size()) {
    return unknown_value();
  }
  auto fields = *instance.attributes;
  for (std::size_t i = 0; i < changes.positional.size(); ++i) fields[i].second = changes.positional[i].value;
  for (const auto& k : changes.keywords) {
    const auto field = std::find_if(fields.begin(), fields.end(), [&](const auto& f) { return f.first == k.name; });
    if (field == fields.end()) return unknown_value();
    field->second = k.value;
  }
  InstanceValue copied{instance.class_node, instance.globals};
  copied.attributes = std::make_shared<const std::vector<std::pair<std::string, ValuePtr>>>(std::move(fields));
  return make_value(std::move(copied));
}

bool Interpreter::has_subclass(Node class_node) {
  const std::string_view name = class_node.field(py::field().name).text();
  return module_scope_->binds(std::string(kSubclassPrefix) + std::string(name));
}

void Interpreter::bind_class(Node class_node, ScopePtr scope) {
  const auto& F = py::field();
  scope->bind(std::string(class_node.field(F.name).text()), make_value(ClassValue{class_node, module_scope_}));
  if (scope != module_scope_) return;
  // This class and the classes nested in its body, at any depth (`class Outer: class B(A): ...`).
  std::vector<Node> pending{class_node};
  while (!pending.empty()) {
    const Node cls = pending.back();
    pending.pop_back();
    if (defines_members(cls)) {
      cls.field(F.superclasses).for_each_named_child([&](Node b) {
        if (const std::string_view base = base_name(b); !base.empty()) {
          module_scope_->bind(std::string(kSubclassPrefix) + std::string(base), make_value(ClassValue{cls, module_scope_}));
        }
      });
    }
    cls.field(F.body).for_each_named_child([&](Node member) {
      const Node def = member.is(py::sym().decorated_definition) ? member.field(F.definition) : member;
      if (def.is(py::sym().class_definition)) pending.push_back(def);
    });
  }
}

void Interpreter::exec_class_body(Node class_node, ScopePtr scope) {
  const NodeKey key = class_node.key();
  if (std::find(class_bodies_.begin(), class_bodies_.end(), key) != class_bodies_.end()) return;
  class_bodies_.push_back(key);
  struct Pop {
    std::vector<NodeKey>& marks;
    ~Pop() { marks.pop_back(); }  // also when the step budget throws
  } pop{class_bodies_};
  exec_block(class_node.field(py::field().body), new_scope(scope));
}

std::optional<FunctionValue> Interpreter::class_method(Node class_node, std::string_view name, const Scope* globals) {
  const auto& S = py::sym();
  const auto& F = py::field();
  std::optional<FunctionValue> found;
  class_node.field(F.body).for_each_named_child([&](Node member) {
    const Node def = member.is(S.decorated_definition) ? member.field(F.definition) : member;
    if (def.is(S.function_definition) && def.field(F.name).text() == name && !is_property_setter(member)) {
      // The receiver is bound, so the call's arguments land on the next parameters.
      found = FunctionValue{def, globals ? globals : module_scope_, false, false, method_receiver(member, class_node, globals)};
    }
  });
  if (found) return found;
  // Inherited: the bases in order, each with its own bases first (depth first).
  for (const ClassValue& base : base_classes(class_node, globals)) {
    NestingGuard guard(inheritance_depth_);
    if (auto inherited = class_method(base.node, name, base.globals)) return inherited;
  }
  return std::nullopt;
}

std::vector<ClassValue> Interpreter::base_classes(Node class_node, const Scope* globals) {
  const auto& S = py::sym();
  const auto& F = py::field();
  std::vector<ClassValue> out;
  if (inheritance_depth_ >= kMaxInheritance) return out;  // a deep chain or a cycle (`class A(B)`, `class B(A)`)
  const Scope* where = globals ? globals : module_scope_;
  class_node.field(F.superclasses).for_each_named_child([&](Node base) {
    if (base.is(S.subscript)) base = base.field(F.value);  // `Base[T]`
    ValuePtr value;
    if (base.is(S.identifier)) {
      value = resolve_import(where->lookup(base.text()));
    } else if (base.is(S.attribute) && base.field(F.object).is(S.identifier)) {  // `jobs.Base`
      value = attribute_of(resolve_import(where->lookup(base.field(F.object).text())), base.field(F.attribute).text());
    }
    if (const auto* c = value ? value->as<ClassValue>() : nullptr) out.push_back(*c);
  });
  return out;
}

ValuePtr Interpreter::class_attribute(Node class_node, std::string_view name, const Scope* globals,
                                      const ClassValue* reader) {
  const auto& S = py::sym();
  const auto& F = py::field();
  // The class body's assignments, in order, in a namespace of their own (`B = A + "/x"` reads A),
  // as Python runs the body once. Effects (a query started in a class body) are not the reader's.
  int assignments = 0;  // of `name`, at the top of the body
  // Bound some other way: `L, M = ...`, `L += ...`, under an if (mentioned), a def L, a class L.
  bool mentioned = false;
  int definitions = 0;
  Node nested;  // `class Paths:` in the body (`Config.Paths.ROOT`)
  class_node.field(F.body).for_each_named_child([&](Node member) {
    const Node a = member.is(S.expression_statement) ? member.named_child(0) : Node{};
    if (a.is(S.assignment) && a.field(F.left).is(S.identifier)) {
      if (a.field(F.left).text() == name) ++assignments;
      return;
    }
    const Node def = member.is(S.decorated_definition) ? member.field(F.definition) : member;
    if (def.is(S.function_definition) || def.is(S.class_definition)) {
      if (def.field(F.name).text() != name) return;
      ++definitions;
      if (member.is(S.class_definition)) nested = def;
      return;
    }
    mentioned = mentioned || mentions(member, name);
  });
  const bool elsewhere = mentioned || definitions > 0;
  // A nested class that alone binds the name, as Python's body binds it once.
  if (nested && definitions == 1 && assignments == 0 && !mentioned && !attribute_assigned(class_node, name)) {
    return make_value(ClassValue{nested, globals ? globals : module_scope_});
  }
  if (assignments == 0) {
    // Inherited (`class Orders(Job)` reads Job's `ROOT`).
    for (const ClassValue& base : base_classes(class_node, globals)) {
      NestingGuard guard(inheritance_depth_);
      if (ValuePtr inherited = class_attribute(base.node, name, base.globals, reader)) return inherited;
    }
    return nullptr;
  }
  if (elsewhere) return unknown_value();
  // An assignment elsewhere (`Paths.ROOT = ...`, `self.root = ...` in __init__, setattr) may change
  // it: the body's value is then only a default. Read through an instance, another class's methods
  // storing on their own instances do not.
  if (reader ? attribute_assigned_outside(reader->node, reader->globals, name, false)
             : attribute_assigned(class_node, name)) {
    return unknown_value();
  }
  // A body that reads its own class (`B = Paths.A`, a NameError in Python) is not re-entered.
  const NodeKey key = class_node.key();
  if (std::find(class_bodies_.begin(), class_bodies_.end(), key) != class_bodies_.end()) return unknown_value();
  Scope* body = new_scope(globals ? globals : module_scope_);
  ModuleModel scratch;
  // Restored also when the evaluation throws (the step budget): the output and the mark.
  struct Redirect {
    Interpreter& in;
    ModuleModel* saved;
    Redirect(Interpreter& i, ModuleModel* to, NodeKey k) : in(i), saved(i.out_) {
      in.out_ = to;
      in.class_bodies_.push_back(k);
    }
    ~Redirect() {
      in.out_ = saved;
      in.class_bodies_.pop_back();
    }
  } redirect(*this, &scratch, key);
  // A class made by a function (a factory) runs its body at each call, and which call made the class
  // read here is not kept: its run-time values are left without an identity (never compared).
  bool made_by_a_call = false;
  for (Node up = class_node.parent(); !up.null() && !made_by_a_call; up = up.parent()) {
    made_by_a_call = up.is(S.function_definition) || up.is(S.lambda);
  }
  // Only what `name` reads: the assignments up to its last one, of the names its value reads,
  // transitively (walked backwards). What follows cannot change it, and a config class read one
  // attribute at a time would otherwise run its whole body for each read.
  std::vector<Node> assignments_before;  // `X = ...` at the top of the body, up to the last of `name`
  class_node.field(F.body).for_each_named_child([&](Node member) {
    const Node a = member.is(S.expression_statement) ? member.named_child(0) : Node{};
    if (assignments == 0 || !a.is(S.assignment) || !a.field(F.left).is(S.identifier)) return;
    if (a.field(F.left).text() == name) --assignments;
    assignments_before.push_back(a);
  });
  std::set<std::string_view> needed{name};
  std::vector<bool> runs(assignments_before.size(), false);
  for (std::size_t i = assignments_before.size(); i-- > 0;) {
    const Node a = assignments_before[i];
    if (!needed.count(a.field(F.left).text()) || !a.field(F.right)) continue;
    runs[i] = true;
    for_each_identifier(a.field(F.right), [&](std::string_view read) { needed.insert(read); });
  }
  if (static_cast<std::size_t>(std::count(runs.begin(), runs.end(), true)) > kMaxClassAttributeAssignments) {
    return unknown_value();
  }
  for (std::size_t i = 0; i < assignments_before.size(); ++i) {
    if (!runs[i]) continue;
    const Node a = assignments_before[i];
    const std::string_view target = a.field(F.left).text();
    // A run-time value gets this assignment's identity (value.h UnknownValue), as bind_target gives
    // it, but with no reader's calls in it: a module's class body runs once, where the class is
    // defined, so every read of `Config.CHECKPOINT` holds one value.
    ValuePtr value = eval(a.field(F.right), body);
    if (const auto* unknown = value->as<UnknownValue>(); unknown && unknown->binding == 0 && !made_by_a_call) {
      value =
          make_value(UnknownValue{binding_identity(a.field(F.left), false), std::string(target), "", unknown->clock});
    }
    body->bind(std::string(target), std::move(value));
  }
  ValuePtr value = body->lookup(name);
  // Its names are a call's locals too, which this body does not see: no identity either way.
  if (made_by_a_call && value && value->unknown()) return unknown_value();
  return value;
}

std::vector<ValuePtr> Interpreter::method_receiver(Node member, Node class_node, const Scope* globals) {
  const auto& S = py::sym();
  std::string_view kind;
  if (member.is(S.decorated_definition)) {
    member.for_each_named_child([&](Node d) {
      if (!d.is(S.decorator)) return;
      const std::string_view text = trim_spaces(d.text().substr(1));  // after '@'
      if (text == "staticmethod" || text == "classmethod") kind = text;
    });
  }
  if (kind == "staticmethod") return {};
  globals = globals ? globals : module_scope_;
  if (kind == "classmethod") return {make_value(ClassValue{class_node, globals})};
  return {make_value(InstanceValue{class_node, globals})};
}

ValuePtr Interpreter::method_handler(Node argument) {
  // `self.process_batch`: the instance is unknown, so find the method by name among the module's
  // classes; two classes with that method name are ambiguous.
  const auto& S = py::sym();
  const auto& F = py::field();
  if (!argument.is(S.attribute)) return unknown_value();
  volatile_ = true;  // reads every class of the module, which recording does not see
  const std::string_view name = argument.field(F.attribute).text();
  std::optional<FunctionValue> found;
  int count = 0;
  for (const auto& unit : units_) {
    const Node statement = unit->root();
    const Node cls = statement.is(S.decorated_definition) ? statement.field(F.definition) : statement;
    if (!cls.is(S.class_definition)) continue;
    if (auto method = class_method(cls, name)) {
      found = std::move(method);
      ++count;
    }
  }
  return count == 1 ? make_value(std::move(*found)) : unknown_value();
}

}  // namespace streamlint::analysis
