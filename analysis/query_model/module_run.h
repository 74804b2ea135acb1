// A module's interpretation kept statement by statement, so that an edit re-runs only what it
// changed (DESIGN.md "Data flow on a keystroke"). Each top-level statement (a SyntaxUnit) runs on
// its own at its position in the module's evaluation order, over a positioned module scope
// (scope.h): it sees the bindings the statements before it made. Each run records the module-scope
// names it read (with the values it saw) and those it bound. An update matches the new statements
// with the last update's runs (a kept statement is the same unit object), drops the runs of the
// statements that went, runs the new ones, and notes each name whose bindings changed at which
// position. A kept run is looked at only when it read a name changed before its position, and runs
// again only when a value it read is now different (value_equality.h: the early cut-off). So an
// edit costs the statements it touched and those that see a different value, plus a walk over the
// statement list. Functions no statement reached run afterwards, one run each, the same way.
//
// The invariant, tested: after any sequence of updates the model equals a fresh run's.
#pragma once

#include <map>
#include <unordered_map>
#include <memory>
#include <string>
#include <vector>

#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/scope.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

// The interpretation of one top-level statement, or of one function no statement reached.
struct UnitRun {
  // What the run recorded, or an empty model.
  const ModuleModel& effects() const;

  std::shared_ptr<const SyntaxUnit> unit;  // the statement's unit (the function's, for an unreached run)
  NodeKey function{};                      // an unreached run's function; {} for a statement
  Scope::Position position = 0;            // its place in the module's evaluation order
  ScopeRecording inputs;                   // the module-scope names it read, and those it bound
  std::vector<std::pair<std::string, ValuePtr>> writes;  // the bindings it left (final values)
  std::vector<NodeKey> reached;            // functions it ran
  std::vector<Node> definitions;           // a statement's function definitions (for the unreached runs)
  // What it recorded (queries, sources, confs, ...); null when nothing, as for most statements.
  std::unique_ptr<ModuleModel> recorded;
  bool always_rerun = false;               // it read what recording cannot see (Interpreter::last_run_volatile)
  // An unreached run whose function a later unreached function calls (and so ran, in that call):
  // kept for reuse, but not part of the model (runs() leaves it out).
  bool shadowed = false;
  // Unique to this run (never reused, across modules): what is computed from a run keys on it.
  std::uint64_t id = 0;
};

class ModuleRun {
 public:
  // `incremental`: keep the module scope positioned and record each run's reads and bindings for
  // the next update (an editor's document); off for a run made once (`check`), which then costs
  // nothing extra.
  ModuleRun(ModuleResolver* resolver, ModuleIdentity identity, bool incremental = true)
      : interpreter_(resolver, std::move(identity)), incremental_(incremental) {}

  // Brings the run up to date with `units`, the module's statements in order (those kept from the
  // last update are the same objects; a unit lowered since is new).
  void update(const std::vector<std::shared_ptr<SyntaxUnit>>& units);
  // Every run, in evaluation order: the statements, then the unreached functions.
  std::vector<const UnitRun*> runs() const;
  // How many runs the last update executed, and how many kept runs it compared values for (the
  // others were kept without a look).
  std::size_t executed() const { return executed_; }
  std::size_t compared() const { return compared_; }
  // Scopes kept for closures; a caller starts a fresh run when they pile up over many edits.
  std::size_t scope_count() const { return interpreter_.scope_count(); }
  // The model of a run made once (`incremental` off), its runs' effects moved into it rather than
  // copied (assemble_module_model below); the runs record nothing afterwards.
  ModuleModel take_model(std::vector<std::shared_ptr<const SyntaxUnit>> units, std::shared_ptr<const void> keepalive);

 private:
  struct NodeKeyHash {
    std::size_t operator()(const NodeKey& k) const { return std::hash<std::uint64_t>{}(k.serial * 0x9E3779B97F4A7C15ULL ^ k.index); }
  };

  // The two passes of an update; false when two runs left no room for a new one between them.
  bool update_statements(const std::vector<std::shared_ptr<SyntaxUnit>>& units);
  bool update_unreached();
  // Runs a statement (or the unreached `function` of its unit) at `position`.
  std::unique_ptr<UnitRun> execute(const std::shared_ptr<const SyntaxUnit>& unit, Node function,
                                   Scope::Position position);
  // Whether `run` read a name whose bindings changed before its position in this update.
  bool may_see_change(const UnitRun& run) const;
  // Whether every value `run` read is (deeply) the same at its position now.
  bool reads_match(const UnitRun& run);
  // Drops the bindings `run` made and its reached functions; with `note`, its bindings count as changed.
  void retire(const UnitRun& run, bool note);
  // A kept run that ran again: the names whose binding it changed.
  void note_changes(const UnitRun& old, const UnitRun& fresh);
  void note_change(const std::string& name, Scope::Position at);
  void count_reached(const UnitRun& run, int delta);

  Interpreter interpreter_;
  bool incremental_;
  std::vector<std::unique_ptr<UnitRun>> statements_;
  std::vector<std::unique_ptr<UnitRun>> unreached_;
  // Names whose bindings changed in this update, with the first position they changed at.
  std::unordered_map<std::string, Scope::Position, NameHash, std::equal_to<>> changed_;
  // Functions the statement runs reached, with how many runs reached each.
  std::unordered_map<NodeKey, int, NodeKeyHash> statement_reached_;
  std::uint64_t newest_serial_ = 0;  // the largest unit serial an update saw
  std::size_t executed_ = 0;
  std::size_t compared_ = 0;
};

// All runs' effects as one module model (the queries' evaluation order folded over the runs, each
// awaitTermination applied to its query). `keepalive` owns what the values point into.
ModuleModel assemble_module_model(const std::vector<const UnitRun*>& runs,
                                  std::vector<std::shared_ptr<const SyntaxUnit>> units,
                                  std::shared_ptr<const void> keepalive);

}  // namespace streamlint::analysis
