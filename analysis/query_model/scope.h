// Name bindings of the interpreter: one Scope per module and per function call, chained to the
// scope the function was defined in (Python's lexical scoping, without `global` subtleties).
// The Interpreter owns every Scope for its whole run; values refer to scopes by plain pointer,
// so closures never form ownership cycles.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
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

// A module scope kept between edits (module_run.h) is positioned: each binding is made at the
// evaluation position of the run that made it (set_position), and lookups see the last binding
// made at or before the current position, so one run can be evaluated again without the runs after
// it. Positions are the runs' labels (ordered, with gaps); other scopes ignore them.
class Scope {
 public:
  using Position = std::uint64_t;
  static constexpr Position kEnd = ~Position{0};  // after every run

  explicit Scope(const Scope* parent = nullptr) : parent_(parent) {}

  // The innermost binding of `name`, or Unknown when no scope binds it.
  ValuePtr lookup(std::string_view name) const {
    for (const Scope* s = this; s; s = s->parent_) {
      const ValuePtr* found = s->find(name);
      if (s->recording_) s->record_read(name, found ? *found : nullptr);
      if (found) return *found;
    }
    return unknown_value();
  }
  void bind(std::string name, ValuePtr value) {
    if (recording_) recording_->written.insert(name);
    if (!positioned_) {
      names_[std::move(name)] = std::move(value);
      return;
    }
    auto& entries = positioned_names_[std::move(name)];
    auto it = std::lower_bound(entries.begin(), entries.end(), at_, [](const auto& e, Position p) { return e.first < p; });
    if (it != entries.end() && it->first == at_) {
      it->second = std::move(value);
    } else {
      entries.insert(it, {at_, std::move(value)});
    }
  }
  // Drops this scope's binding of `name` (made at the current position when positioned).
  void unbind(std::string_view name) {
    if (recording_) recording_->written.insert(std::string(name));
    if (!positioned_) {
      if (auto it = names_.find(name); it != names_.end()) names_.erase(it);
      return;
    }
    unbind_at(name, at_);
  }
  // True when this scope or a parent binds `name` (to any value, unknown too).
  bool bound(std::string_view name) const { return binder(name) != nullptr; }
  // The scope (this or a parent) whose binding of `name` a lookup finds, or null.
  const Scope* binder(std::string_view name) const {
    for (const Scope* s = this; s; s = s->parent_) {
      if (s->binds(name)) return s;
    }
    return nullptr;
  }
  // True when this scope itself (not a parent) binds `name`.
  bool binds(std::string_view name) const {
    const ValuePtr* found = find(name);
    if (recording_) record_read(name, found ? *found : nullptr);
    return found != nullptr;
  }
  // Starts (or, with null, stops) recording reads and writes of this scope.
  void record(ScopeRecording* recording) { recording_ = recording; }
  // Forgets every binding (a module run starts over).
  void clear() {
    names_.clear();
    positioned_names_.clear();
  }
  // The binding of `name` in this scope itself, unrecorded; null when none.
  ValuePtr peek(std::string_view name) const {
    const ValuePtr* found = find(name);
    return found ? *found : nullptr;
  }
  const Scope* parent() const { return parent_; }
  // Every name this scope itself binds (at the current position), in no particular order.
  template <typename F>
  void for_each_binding(F&& f) const {
    if (!positioned_) {
      for (const auto& [name, value] : names_) f(name, value);
      return;
    }
    for (const auto& [name, entries] : positioned_names_) {
      if (const ValuePtr* value = find(name)) f(name, *value);
    }
  }
  // The first name (in name order, innermost scope first) bound to a value of kind T, or "".
  template <typename T>
  std::string name_bound_to() const {
    for (const Scope* s = this; s; s = s->parent_) {
      std::string found;
      s->for_each_binding([&](const std::string& name, const ValuePtr& value) {
        if (value && value->template as<T>() && (found.empty() || name < found) && lookup(name) == value) found = name;
      });
      if (!found.empty()) return found;
    }
    return "";
  }

  // Positioned bindings (see above). A scope becomes positioned while it binds nothing.
  void set_positioned() { positioned_ = true; }
  void set_position(Position at) { at_ = at; }
  Position position() const { return at_; }
  // Drops the binding of `name` made at `at` (its run is removed or runs again).
  void unbind_at(std::string_view name, Position at) {
    auto found = positioned_names_.find(name);
    if (found == positioned_names_.end()) return;
    auto& entries = found->second;
    auto it = std::lower_bound(entries.begin(), entries.end(), at, [](const auto& e, Position p) { return e.first < p; });
    if (it != entries.end() && it->first == at) entries.erase(it);
    if (entries.empty()) positioned_names_.erase(found);
  }

 private:
  const ValuePtr* find(std::string_view name) const {
    if (!positioned_) {
      auto it = names_.find(name);
      return it == names_.end() ? nullptr : &it->second;
    }
    auto found = positioned_names_.find(name);
    if (found == positioned_names_.end()) return nullptr;
    const auto& entries = found->second;
    auto it = std::upper_bound(entries.begin(), entries.end(), at_, [](Position p, const auto& e) { return p < e.first; });
    return it == entries.begin() ? nullptr : &std::prev(it)->second;
  }
  void record_read(std::string_view name, const ValuePtr& value) const {
    if (recording_->written.find(name) != recording_->written.end()) return;  // its own write
    if (recording_->read.find(name) != recording_->read.end()) return;          // seen already
    recording_->read.emplace(name);
    recording_->reads.emplace_back(name, value);
  }

  const Scope* parent_;
  ScopeRecording* recording_ = nullptr;
  std::unordered_map<std::string, ValuePtr, NameHash, std::equal_to<>> names_;
  bool positioned_ = false;
  Position at_ = kEnd;
  std::unordered_map<std::string, std::vector<std::pair<Position, ValuePtr>>, NameHash, std::equal_to<>> positioned_names_;
};

}  // namespace streamlint::analysis
