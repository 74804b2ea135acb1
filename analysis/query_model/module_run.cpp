#include "analysis/query_model/module_run.h"

#include <map>
#include <set>

#include "analysis/query_model/value_equality.h"

namespace streamlint::analysis {

bool ModuleRun::reads_match(const UnitRun& run) const {
  if (run.always_rerun || !incremental_) return false;
  Scope& scope = const_cast<Interpreter&>(interpreter_).module_scope();
  for (const auto& [name, seen] : run.inputs.reads) {
    const ValuePtr now = scope.peek(name);
    if (!now && !seen) continue;
    if (!now || !seen || !same_value(now, seen)) return false;
  }
  return true;
}

std::unique_ptr<UnitRun> ModuleRun::execute(const std::shared_ptr<const SyntaxUnit>& unit, Node function) {
  auto run = std::make_unique<UnitRun>();
  run->unit = unit;
  Scope& scope = interpreter_.module_scope();
  if (incremental_) scope.record(&run->inputs);
  if (function) {
    run->function = function.key();
    interpreter_.run_unreached(function, run->effects);
  } else {
    interpreter_.run_statement(unit->root(), run->effects);
    run->definitions = function_definitions(unit->root());
  }
  scope.record(nullptr);
  for (const std::string& name : run->inputs.written) run->writes.emplace_back(name, scope.peek(name));
  run->reached = interpreter_.take_reached();
  run->always_rerun = interpreter_.last_run_volatile();
  ++executed_;
  return run;
}

void ModuleRun::settle_version(UnitRun& fresh, const UnitRun* old) {
  fresh.version = old && same_model(old->effects, fresh.effects) ? old->version : ++next_version_;
}

void ModuleRun::update(const std::vector<std::shared_ptr<SyntaxUnit>>& units) {
  executed_ = 0;
  interpreter_.begin_module(units);
  Scope& scope = interpreter_.module_scope();
  std::set<NodeKey>& reached = interpreter_.reached_functions();

  // The last update's runs by unit: a statement whose unit is kept finds its run there.
  std::map<const SyntaxUnit*, std::unique_ptr<UnitRun>> previous;
  for (auto& run : statements_) previous[run->unit.get()] = std::move(run);
  statements_.clear();
  for (const auto& unit : units) {
    auto old = previous.find(unit.get());
    std::unique_ptr<UnitRun> kept = old != previous.end() ? std::move(old->second) : nullptr;
    if (kept && reads_match(*kept)) {
      for (const auto& [name, value] : kept->writes) {
        if (value) scope.bind(name, value);
      }
      reached.insert(kept->reached.begin(), kept->reached.end());
      statements_.push_back(std::move(kept));
      continue;
    }
    auto fresh = execute(unit, Node());
    settle_version(*fresh, kept.get());
    statements_.push_back(std::move(fresh));
  }

  // Functions no statement reached, in definition order; one reached by an earlier unreached run
  // is not run on its own (as a call it was already analysed).
  std::map<NodeKey, std::unique_ptr<UnitRun>> previous_unreached;
  for (auto& run : unreached_) previous_unreached[run->function] = std::move(run);
  unreached_.clear();
  for (const auto& statement : statements_) {
    for (const Node& definition : statement->definitions) {
      if (reached.count(definition.key())) continue;
      auto old = previous_unreached.find(definition.key());
      std::unique_ptr<UnitRun> kept = old != previous_unreached.end() ? std::move(old->second) : nullptr;
      if (kept && reads_match(*kept)) {
        reached.insert(kept->reached.begin(), kept->reached.end());
        unreached_.push_back(std::move(kept));
        continue;
      }
      auto fresh = execute(statement->unit, definition);
      reached.insert(fresh->reached.begin(), fresh->reached.end());
      settle_version(*fresh, kept.get());
      unreached_.push_back(std::move(fresh));
    }
  }
}

std::vector<const UnitRun*> ModuleRun::runs() const {
  std::vector<const UnitRun*> out;
  for (const auto& run : statements_) out.push_back(run.get());
  for (const auto& run : unreached_) out.push_back(run.get());
  return out;
}

ModuleModel assemble_module_model(const std::vector<const UnitRun*>& runs,
                                  std::vector<std::shared_ptr<const SyntaxUnit>> units,
                                  std::shared_ptr<const void> keepalive) {
  ModuleModel model;
  model.units = std::move(units);
  model.keepalive = std::move(keepalive);
  // The module's evaluation order: (run, order within the run) as one number.
  constexpr long kPerRun = 1L << 24;
  auto fold = [&](std::size_t run, long local) { return local == 0 ? 0 : static_cast<long>(run) * kPerRun + local; };
  std::map<std::uint64_t, std::size_t> query_at;  // query id -> index in model.queries
  for (std::size_t r = 0; r < runs.size(); ++r) {
    const ModuleModel& e = runs[r]->effects;
    for (StreamingQuery q : e.queries) {
      q.started_at = fold(r + 1, q.started_at);
      q.awaited_at = fold(r + 1, q.awaited_at);
      query_at[q.id] = model.queries.size();
      model.queries.push_back(std::move(q));
    }
    model.sources.insert(model.sources.end(), e.sources.begin(), e.sources.end());
    model.triggers.insert(model.triggers.end(), e.triggers.begin(), e.triggers.end());
    model.session_confs.insert(model.session_confs.end(), e.session_confs.begin(), e.session_confs.end());
    model.batch_writes.insert(model.batch_writes.end(), e.batch_writes.begin(), e.batch_writes.end());
    model.captured_references.insert(model.captured_references.end(), e.captured_references.begin(),
                                     e.captured_references.end());
    model.streaming_actions.insert(model.streaming_actions.end(), e.streaming_actions.begin(), e.streaming_actions.end());
    model.state_reads.insert(model.state_reads.end(), e.state_reads.begin(), e.state_reads.end());
    model.sql_statements.insert(model.sql_statements.end(), e.sql_statements.begin(), e.sql_statements.end());
    model.imports.insert(model.imports.end(), e.imports.begin(), e.imports.end());
    model.pipeline_actions.insert(model.pipeline_actions.end(), e.pipeline_actions.begin(), e.pipeline_actions.end());
    model.pipeline_stream_unions.insert(model.pipeline_stream_unions.end(), e.pipeline_stream_unions.begin(),
                                        e.pipeline_stream_unions.end());
    model.modules.insert(model.modules.end(), e.modules.begin(), e.modules.end());
    for (const auto& [id, local] : e.awaits) {
      if (auto it = query_at.find(id); it != query_at.end()) model.queries[it->second].awaited_at = fold(r + 1, local);
    }
  }
  return model;
}

}  // namespace streamlint::analysis
