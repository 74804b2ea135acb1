// Name bindings of the interpreter: one Scope per module and per function call, chained to the
// scope the function was defined in (Python's lexical scoping, without `global` subtleties).
// The Interpreter owns every Scope for its whole run; values refer to scopes by plain pointer,
// so closures never form ownership cycles.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

class Scope {
 public:
  explicit Scope(const Scope* parent = nullptr) : parent_(parent) {}

  // The innermost binding of `name`, or Unknown when no scope binds it.
  ValuePtr lookup(std::string_view name) const {
    for (const Scope* s = this; s; s = s->parent_) {
      if (auto it = s->names_.find(name); it != s->names_.end()) return it->second;
    }
    return unknown_value();
  }
  void bind(std::string name, ValuePtr value) { names_[std::move(name)] = std::move(value); }
  // True when this scope itself (not a parent) binds `name`.
  bool binds(std::string_view name) const { return names_.find(name) != names_.end(); }
  const Scope* parent() const { return parent_; }
  // Every name this scope itself binds, in no particular order.
  template <typename F>
  void for_each_binding(F&& f) const {
    for (const auto& [name, value] : names_) f(name, value);
  }
  // The first name (in name order, innermost scope first) bound to a value of kind T, or "".
  template <typename T>
  std::string name_bound_to() const {
    for (const Scope* s = this; s; s = s->parent_) {
      std::string found;
      for (const auto& [name, value] : s->names_) {
        if (value && value->template as<T>() && (found.empty() || name < found) && lookup(name) == value) found = name;
      }
      if (!found.empty()) return found;
    }
    return "";
  }

 private:
  const Scope* parent_;
  // Transparent hashing: lookups by string_view allocate nothing.
  struct NameHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, ValuePtr, NameHash, std::equal_to<>> names_;
};

}  // namespace streamlint::analysis
