// A module's interpretation kept statement by statement, so that an edit re-runs only what it
// changed (DESIGN.md "Data flow on a keystroke"). Each top-level statement (a SyntaxUnit) runs on
// its own over the module scope the statements before it left, recording which module-scope names
// it read (with the values it saw) and which it bound. On the next update a statement whose unit
// is the same object (its text did not change) and whose reads still see equal values
// (value_equality.h: the early cut-off) is not run again: its bindings are replayed and its
// effects kept. Functions no statement reached run afterwards, one run each, reused the same way.
//
// The invariant, tested: after any sequence of updates the model equals a fresh run's.
#pragma once

#include <map>
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
  std::shared_ptr<const SyntaxUnit> unit;  // the statement's unit (the function's, for an unreached run)
  NodeKey function{};                      // an unreached run's function; {} for a statement
  ScopeRecording inputs;                   // the module-scope names it read, and those it bound
  std::vector<std::pair<std::string, ValuePtr>> writes;  // the bindings it left (final values)
  std::vector<NodeKey> reached;            // functions it ran
  std::vector<Node> definitions;           // a statement's function definitions (for the unreached runs)
  ModuleModel effects;                     // what it recorded: queries, sources, confs, ...
  bool always_rerun = false;               // it read what recording cannot see (Interpreter::last_run_volatile)
  // Changes when a re-run changes the effects: caches of what is computed from them key on it.
  std::uint64_t version = 0;
};

class ModuleRun {
 public:
  // `incremental`: record each run's reads and bindings for the next update (an editor's document);
  // off for a run made once (`check`), which then costs nothing extra.
  ModuleRun(ModuleResolver* resolver, ModuleIdentity identity, bool incremental = true)
      : interpreter_(resolver, std::move(identity)), incremental_(incremental) {}

  // Brings the run up to date with `units`, the module's statements in order (those kept from the
  // last update are the same objects).
  void update(const std::vector<std::shared_ptr<SyntaxUnit>>& units);
  // Every run, in evaluation order: the statements, then the unreached functions.
  std::vector<const UnitRun*> runs() const;
  // How many runs the last update executed (the others were reused).
  std::size_t executed() const { return executed_; }
  // Scopes kept for closures; a caller starts a fresh run when they pile up over many edits.
  std::size_t scope_count() const { return interpreter_.scope_count(); }

 private:
  bool reads_match(const UnitRun& run) const;
  std::unique_ptr<UnitRun> execute(const std::shared_ptr<const SyntaxUnit>& unit, Node function);
  void settle_version(UnitRun& fresh, const UnitRun* old);

  Interpreter interpreter_;
  bool incremental_;
  std::vector<std::unique_ptr<UnitRun>> statements_;
  std::vector<std::unique_ptr<UnitRun>> unreached_;
  std::uint64_t next_version_ = 0;
  std::size_t executed_ = 0;
};

// All runs' effects as one module model (the queries' evaluation order folded over the runs, each
// awaitTermination applied to its query). `keepalive` owns what the values point into.
ModuleModel assemble_module_model(const std::vector<const UnitRun*>& runs,
                                  std::vector<std::shared_ptr<const SyntaxUnit>> units,
                                  std::shared_ptr<const void> keepalive);

}  // namespace streamlint::analysis
