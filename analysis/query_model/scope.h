// Name bindings of the interpreter: one Scope per module and per function call, chained to the
// scope the function was defined in (Python's lexical scoping, without `global` subtleties).
// The Interpreter owns every Scope for its whole run; values refer to scopes by plain pointer,
// so closures never form ownership cycles.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// Transparent hashing: lookups by string_view allocate nothing.
struct NameHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using NameSet = std::unordered_set<std::string, NameHash, std::equal_to<>>;

// What one run of a top-level statement (module_run.h) read from and wrote to the module scope:
// its inputs and outputs for incremental recomputation.
struct ScopeRecording {
  // Names read before the run wrote them, with the value first seen (null: unbound).
  std::vector<std::pair<std::string, ValuePtr>> reads;
  NameSet read;     // names in `reads`
  NameSet written;  // names the run bound
};

class Scope {
 public:
  explicit Scope(const Scope* parent = nullptr) : parent_(parent) {}

  // The innermost binding of `name`, or Unknown when no scope binds it.
  ValuePtr lookup(std::string_view name) const {
    for (const Scope* s = this; s; s = s->parent_) {
      auto it = s->names_.find(name);
      if (s->recording_) s->record_read(name, it == s->names_.end() ? nullptr : it->second);
      if (it != s->names_.end()) return it->second;
    }
    return unknown_value();
  }
  void bind(std::string name, ValuePtr value) {
    if (recording_) recording_->written.insert(name);
    names_[std::move(name)] = std::move(value);
  }
  // True when this scope itself (not a parent) binds `name`.
  bool binds(std::string_view name) const {
    auto it = names_.find(name);
    if (recording_) record_read(name, it == names_.end() ? nullptr : it->second);
    return it != names_.end();
  }
  // Starts (or, with null, stops) recording reads and writes of this scope.
  void record(ScopeRecording* recording) { recording_ = recording; }
  // Forgets every binding (a module run starts over).
  void clear() { names_.clear(); }
  // The binding of `name` in this scope itself, unrecorded; null when none.
  ValuePtr peek(std::string_view name) const {
    auto it = names_.find(name);
    return it == names_.end() ? nullptr : it->second;
  }
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
  void record_read(std::string_view name, const ValuePtr& value) const {
    if (recording_->written.find(name) != recording_->written.end()) return;  // its own write
    if (recording_->read.find(name) != recording_->read.end()) return;          // seen already
    recording_->read.emplace(name);
    recording_->reads.emplace_back(name, value);
  }

  const Scope* parent_;
  ScopeRecording* recording_ = nullptr;
  std::unordered_map<std::string, ValuePtr, NameHash, std::equal_to<>> names_;
};

}  // namespace streamlint::analysis
