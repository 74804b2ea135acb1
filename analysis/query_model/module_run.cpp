#include "analysis/query_model/module_run.h"

#include <algorithm>
#include <atomic>
#include <map>
#include <set>
#include <unordered_set>

#include "analysis/query_model/value_equality.h"

namespace streamlint::analysis {

namespace {

bool empty(const ModuleModel& m) {
  return m.queries.empty() && m.sources.empty() && m.triggers.empty() && m.session_confs.empty() &&
         m.batch_writes.empty() && m.captured_references.empty() && m.streaming_actions.empty() &&
         m.state_reads.empty() && m.sql_statements.empty() && m.imports.empty() && m.pipeline_actions.empty() &&
         m.pipeline_stream_unions.empty() && m.pipeline_datasets.empty() && m.auto_cdc_flows.empty() &&
         m.awaits.empty() && m.modules.empty() && m.watermarked.empty();
}

// The evaluation order's positions: statements first, then the unreached functions.
constexpr Scope::Position kStatementsBegin = Scope::Position{1} << 20;
constexpr Scope::Position kStatementsEnd = Scope::Position{1} << 62;
constexpr Scope::Position kUnreachedEnd = Scope::Position{1} << 63;

// Positions for new runs: `at[i]` is the position of slot i's kept run, or 0 for a new one. Fills
// each new slot, evenly spaced in the gap between the kept runs around it (within (begin, end));
// false when a gap has no room left.
bool place(std::vector<Scope::Position>& at, Scope::Position begin, Scope::Position end) {
  Scope::Position previous = begin;
  for (std::size_t i = 0; i < at.size();) {
    if (at[i]) {
      previous = at[i++];
      continue;
    }
    std::size_t k = i;
    while (k < at.size() && !at[k]) ++k;
    const Scope::Position next = k < at.size() ? at[k] : end;
    const Scope::Position step = (next - previous) / (k - i + 1);
    if (step == 0) return false;
    for (std::size_t m = i; m < k; ++m) at[m] = previous + step * (m - i + 1);
    i = k;
  }
  return true;
}

}  // namespace

bool ModuleRun::may_see_change(const UnitRun& run) const {
  if (changed_.empty()) return false;
  for (const auto& [name, seen] : run.inputs.reads) {
    auto it = changed_.find(name);
    if (it != changed_.end() && it->second < run.position) return true;
  }
  return false;
}

bool ModuleRun::reads_match(const UnitRun& run) {
  ++compared_;
  Scope& scope = interpreter_.module_scope();
  scope.set_position(run.position - 1);  // what the run saw: the bindings made before it
  for (const auto& [name, seen] : run.inputs.reads) {
    const ValuePtr now = scope.peek(name);
    if (!now && !seen) continue;
    if (!now || !seen || !same_value(now, seen)) return false;
  }
  return true;
}

std::unique_ptr<UnitRun> ModuleRun::execute(const std::shared_ptr<const SyntaxUnit>& unit, Node function,
                                            Scope::Position position) {
  static std::atomic<std::uint64_t> next_id{1};
  auto run = std::make_unique<UnitRun>();
  run->id = next_id.fetch_add(1, std::memory_order_relaxed);
  run->unit = unit;
  run->position = position;
  Scope& scope = interpreter_.module_scope();
  scope.set_position(position);
  if (incremental_) scope.record(&run->inputs);
  auto effects = std::make_unique<ModuleModel>();
  if (function) {
    run->function = function.key();
    interpreter_.run_unreached(function, *effects);
  } else {
    interpreter_.run_statement(unit->root(), *effects);
    run->definitions = function_definitions(unit->root());
  }
  scope.record(nullptr);
  if (!empty(*effects)) run->recorded = std::move(effects);
  for (const std::string& name : run->inputs.written) run->writes.emplace_back(name, scope.peek(name));
  // The sets served the recording; the lists keep what later updates compare.
  run->inputs.read = {};
  run->inputs.written = {};
  run->reached = interpreter_.take_reached();
  run->always_rerun = interpreter_.last_run_volatile();
  ++executed_;
  return run;
}

void ModuleRun::note_change(const std::string& name, Scope::Position at) {
  auto [it, added] = changed_.try_emplace(name, at);
  if (!added) it->second = std::min(it->second, at);
}

void ModuleRun::retire(const UnitRun& run, bool note) {
  Scope& scope = interpreter_.module_scope();
  for (const auto& [name, value] : run.writes) {
    scope.unbind_at(name, run.position);
    if (note) note_change(name, run.position);
  }
}

void ModuleRun::note_changes(const UnitRun& old, const UnitRun& fresh) {
  auto value_in = [](const UnitRun& run, const std::string& name) -> ValuePtr {
    for (const auto& [n, v] : run.writes) {
      if (n == name) return v;
    }
    return nullptr;
  };
  for (const auto& [name, value] : fresh.writes) {
    const ValuePtr before = value_in(old, name);
    if (!before || !value || !same_value(before, value)) note_change(name, fresh.position);
  }
  for (const auto& [name, value] : old.writes) {
    if (!value_in(fresh, name)) note_change(name, fresh.position);
  }
}

void ModuleRun::count_reached(const UnitRun& run, int delta) {
  for (const NodeKey& key : run.reached) {
    auto [it, added] = statement_reached_.try_emplace(key, 0);
    it->second += delta;
    if (it->second <= 0) statement_reached_.erase(it);
  }
}

const ModuleModel& UnitRun::effects() const {
  static const ModuleModel kNothing;
  return recorded ? *recorded : kNothing;
}

bool ModuleRun::update_statements(const std::vector<std::shared_ptr<SyntaxUnit>>& units) {
  // Each unit's run from the last update (kept units are in the same order), or none for a new
  // unit; the runs of units that went are removed.
  const std::size_t n = units.size();
  std::vector<std::unique_ptr<UnitRun>> old = std::move(statements_);
  statements_.clear();
  std::vector<std::unique_ptr<UnitRun>> matched(n);
  std::vector<std::unique_ptr<UnitRun>> removed;
  std::size_t j = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (units[i]->serial() > newest_serial_) continue;
    std::size_t k = j;
    while (k < old.size() && old[k]->unit.get() != units[i].get()) ++k;
    if (k == old.size()) continue;  // never seen after all: it runs as new
    while (j < k) removed.push_back(std::move(old[j++]));
    matched[i] = std::move(old[j++]);
  }
  while (j < old.size()) removed.push_back(std::move(old[j++]));
  std::vector<Scope::Position> at(n);
  for (std::size_t i = 0; i < n; ++i) at[i] = matched[i] ? matched[i]->position : 0;
  if (!place(at, kStatementsBegin, kStatementsEnd)) return false;

  for (const auto& run : removed) {
    retire(*run, true);
    count_reached(*run, -1);
  }
  for (std::size_t i = 0; i < n; ++i) {
    std::unique_ptr<UnitRun>& kept = matched[i];
    if (kept && !kept->always_rerun && (!may_see_change(*kept) || reads_match(*kept))) {
      statements_.push_back(std::move(kept));
      continue;
    }
    if (kept) {
      retire(*kept, false);
      count_reached(*kept, -1);
    }
    auto fresh = execute(units[i], Node(), at[i]);
    if (kept) {
      note_changes(*kept, *fresh);
    } else {
      for (const auto& [name, value] : fresh->writes) note_change(name, fresh->position);
    }
    count_reached(*fresh, 1);
    statements_.push_back(std::move(fresh));
  }
  return true;
}

bool ModuleRun::update_unreached() {
  // The functions no statement reached, in definition order, each with its last run if it had one.
  // The last update's runs are in the same order: while they match, each is the next one; after the
  // first that does not (a function added, removed or now reached), the rest are found by key.
  std::vector<std::unique_ptr<UnitRun>> old = std::move(unreached_);
  unreached_.clear();
  std::unordered_map<NodeKey, std::size_t, NodeKeyHash> by_key;  // index in `old`, once out of order
  std::size_t next = 0;
  bool in_order = true;
  auto take = [&](const NodeKey& key) -> std::unique_ptr<UnitRun> {
    if (in_order) {
      if (next < old.size() && old[next]->function == key) return std::move(old[next++]);
      in_order = false;
      by_key.reserve(old.size() - next);
      for (std::size_t i = next; i < old.size(); ++i) by_key.emplace(old[i]->function, i);
    }
    const auto it = by_key.find(key);
    if (it == by_key.end()) return nullptr;
    std::unique_ptr<UnitRun> run = std::move(old[it->second]);
    by_key.erase(it);
    return run;
  };
  struct Slot {
    Node definition;
    const std::shared_ptr<const SyntaxUnit>* unit;
    std::unique_ptr<UnitRun> kept;
  };
  std::vector<Slot> slots;
  for (const auto& statement : statements_) {
    for (const Node& definition : statement->definitions) {
      if (statement_reached_.count(definition.key())) continue;
      slots.push_back(Slot{definition, &statement->unit, take(definition.key())});
    }
  }
  std::vector<Scope::Position> at(slots.size());
  for (std::size_t i = 0; i < slots.size(); ++i) at[i] = slots[i].kept ? slots[i].kept->position : 0;
  if (!place(at, kStatementsEnd, kUnreachedEnd)) return false;
  for (const auto& run : old) {
    if (run) retire(*run, true);  // its function went, or a statement reaches it
  }

  // One reached by an earlier unreached run is not run on its own (as a call it was analysed).
  std::unordered_set<NodeKey, NodeKeyHash> reached_here;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    std::unique_ptr<UnitRun>& kept = slots[i].kept;
    if (reached_here.count(slots[i].definition.key())) {
      if (kept) retire(*kept, true);
      continue;
    }
    if (kept && !kept->always_rerun && (!may_see_change(*kept) || reads_match(*kept))) {
      reached_here.insert(kept->reached.begin(), kept->reached.end());
      unreached_.push_back(std::move(kept));
      continue;
    }
    if (kept) retire(*kept, false);
    auto fresh = execute(*slots[i].unit, slots[i].definition, at[i]);
    if (kept) {
      note_changes(*kept, *fresh);
    } else {
      for (const auto& [name, value] : fresh->writes) note_change(name, fresh->position);
    }
    reached_here.insert(fresh->reached.begin(), fresh->reached.end());
    unreached_.push_back(std::move(fresh));
  }
  // A function that an unreached function defined after it calls was analysed in that call too,
  // with the caller's context (a `def main` that calls a helper defined above it): its own run is
  // shadowed, so one query is not counted twice (SR102 would see two call sites).
  std::unordered_set<NodeKey, NodeKeyHash> covered;
  for (auto it = unreached_.rbegin(); it != unreached_.rend(); ++it) {
    UnitRun& run = **it;
    run.shadowed = covered.count(run.function) > 0;
    if (run.shadowed) continue;
    for (const NodeKey& key : run.reached) {
      if (!(key == run.function)) covered.insert(key);
    }
  }
  return true;
}

void ModuleRun::update(const std::vector<std::shared_ptr<SyntaxUnit>>& units) {
  executed_ = 0;
  compared_ = 0;
  changed_.clear();
  interpreter_.begin_module(units, incremental_);
  if (!update_statements(units) || !update_unreached()) {
    // No room left between two positions: start over, evenly spaced.
    statements_.clear();
    unreached_.clear();
    statement_reached_.clear();
    changed_.clear();
    interpreter_.module_scope().clear();
    newest_serial_ = 0;
    update_statements(units);
    update_unreached();
  }
  for (const auto& unit : units) newest_serial_ = std::max(newest_serial_, unit->serial());
  interpreter_.module_scope().set_position(Scope::kEnd);
}

std::vector<const UnitRun*> ModuleRun::runs() const {
  std::vector<const UnitRun*> out;
  for (const auto& run : statements_) out.push_back(run.get());
  for (const auto& run : unreached_) {
    if (!run->shadowed) out.push_back(run.get());
  }
  return out;
}

namespace {

// Appends `from` to `to`: copied from a kept run's effects, moved from a run made once.
template <typename Item>
void append(std::vector<Item>& to, const std::vector<Item>& from) {
  to.insert(to.end(), from.begin(), from.end());
}
template <typename Item>
void append(std::vector<Item>& to, std::vector<Item>& from) {
  to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

// Calls f(to.list, from.list) for each list of items a run records, but the queries.
template <typename To, typename From, typename F>
void for_each_list(To& to, From& from, F&& f) {
  f(to.sources, from.sources);
  f(to.triggers, from.triggers);
  f(to.session_confs, from.session_confs);
  f(to.batch_writes, from.batch_writes);
  f(to.captured_references, from.captured_references);
  f(to.streaming_actions, from.streaming_actions);
  f(to.state_reads, from.state_reads);
  f(to.sql_statements, from.sql_statements);
  f(to.imports, from.imports);
  f(to.pipeline_actions, from.pipeline_actions);
  f(to.pipeline_stream_unions, from.pipeline_stream_unions);
  f(to.pipeline_datasets, from.pipeline_datasets);
  f(to.auto_cdc_flows, from.auto_cdc_flows);
  f(to.modules, from.modules);
  f(to.watermarked, from.watermarked);
}

// Folds the runs' effects (in evaluation order) into one model; `Effects` is `const ModuleModel`
// (copied) or `ModuleModel` (moved out).
template <typename Effects>
ModuleModel assemble(const std::vector<Effects*>& effects, std::vector<std::shared_ptr<const SyntaxUnit>> units,
                     std::shared_ptr<const void> keepalive) {
  ModuleModel model;
  model.units = std::move(units);
  model.keepalive = std::move(keepalive);
  // Each list sized once: grown by doubling, a 20 MB module's lists would peak at about twice their size.
  std::vector<std::size_t> total;  // per list, in for_each_list's order
  std::size_t queries = 0;
  for (Effects* e : effects) {
    queries += e->queries.size();
    std::size_t k = 0;
    for_each_list(model, *e, [&](auto&, auto& from) {
      if (total.size() == k) total.push_back(0);
      total[k++] += from.size();
    });
  }
  model.queries.reserve(queries);
  std::size_t k = 0;
  for_each_list(model, model, [&](auto& to, auto&) {
    if (k < total.size()) to.reserve(total[k]);
    ++k;
  });
  // The module's evaluation order: (run, order within the run) as one number.
  constexpr long kPerRun = 1L << 24;
  auto fold = [&](std::size_t run, long local) { return local == 0 ? 0 : static_cast<long>(run) * kPerRun + local; };
  std::map<std::uint64_t, std::size_t> query_at;  // query id -> index in model.queries
  for (std::size_t r = 0; r < effects.size(); ++r) {
    Effects& e = *effects[r];
    const std::size_t first = model.queries.size();
    append(model.queries, e.queries);
    for (std::size_t i = first; i < model.queries.size(); ++i) {
      StreamingQuery& q = model.queries[i];
      q.started_at = fold(r + 1, q.started_at);
      q.awaited_at = fold(r + 1, q.awaited_at);
      query_at[q.id] = i;
    }
    for_each_list(model, e, [](auto& to, auto& from) { append(to, from); });
    for (const auto& [id, local] : e.awaits) {
      if (auto it = query_at.find(id); it != query_at.end()) {
        long& awaited = model.queries[it->second].awaited_at;
        if (awaited == 0) awaited = fold(r + 1, local);  // the first await orders it
      }
    }
  }
  return model;
}

}  // namespace

ModuleModel assemble_module_model(const std::vector<const UnitRun*>& runs,
                                  std::vector<std::shared_ptr<const SyntaxUnit>> units,
                                  std::shared_ptr<const void> keepalive) {
  std::vector<const ModuleModel*> effects;
  effects.reserve(runs.size());
  for (const UnitRun* run : runs) effects.push_back(&run->effects());
  return assemble(effects, std::move(units), std::move(keepalive));
}

ModuleModel ModuleRun::take_model(std::vector<std::shared_ptr<const SyntaxUnit>> units,
                                  std::shared_ptr<const void> keepalive) {
  std::vector<ModuleModel*> effects;
  ModuleModel nothing;  // the runs that recorded nothing
  for (const UnitRun* run : runs()) {
    effects.push_back(run->recorded ? run->recorded.get() : &nothing);
  }
  ModuleModel model = assemble(effects, std::move(units), std::move(keepalive));
  for (auto* list : {&statements_, &unreached_}) {
    for (auto& run : *list) run->recorded.reset();  // moved out: only the husks are left
  }
  return model;
}

}  // namespace streamlint::analysis
