// The bounded abstract interpreter that builds a ModuleModel (DESIGN.md "The query model").
// It executes a module's statements in order over abstract values, follows calls to local
// functions (depth-limited), and records every streaming query it sees started. Functions that
// are never called from the module are also run once with unknown parameters, so a helper that
// starts a query is analysed even when its caller lives elsewhere.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <tree_sitter/api.h>

#include "analysis/query_model/call_arguments.h"
#include "analysis/query_model/scope.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/query_model/value.h"

namespace streamlint::analysis {

class Interpreter {
 public:
  Interpreter(std::string_view source, ModuleModel& out) : source_(source), out_(out) {}

  // Runs the module (or a notebook's cells, in order, in one module scope).
  void run_module(const std::vector<TSNode>& roots);

 private:
  using ScopePtr = Scope*;
  Scope* new_scope(const Scope* parent);

  // Statements (interpreter.cpp).
  void exec_block(TSNode block, ScopePtr scope);
  void exec_statement(TSNode statement, ScopePtr scope);
  void exec_assignment(TSNode assignment, ScopePtr scope);
  void exec_import(TSNode statement, ScopePtr scope);
  void exec_function_definition(TSNode definition, TSNode decorated, ScopePtr scope);
  void bind_target(TSNode target, const ValuePtr& value, ScopePtr scope);

  // Expressions (interpreter.cpp).
  ValuePtr eval(TSNode expression, ScopePtr scope);
  ValuePtr eval_string(TSNode string, ScopePtr scope);
  ValuePtr eval_binary(TSNode expression, ScopePtr scope);
  ValuePtr eval_dictionary(TSNode dictionary, ScopePtr scope);
  ValuePtr eval_call(TSNode call, ScopePtr scope);
  CallArguments eval_arguments(TSNode arguments, ScopePtr scope);
  ValuePtr call_function(const FunctionValue& function, const CallArguments& args);
  ValuePtr call_with(const FunctionValue& function, const CallArguments& args, Scope* scope, uint32_t key);
  // Runs a function handed to foreachBatch (micro-batch DataFrame, batch id) or foreach (row).
  void run_batch_handler(const ValuePtr& handler, TSNode call, bool foreach_batch);
  // A bound method handed to foreachBatch (`self.write_batch`), found by name in the module's classes.
  ValuePtr method_handler(TSNode argument);
  // The method `name` defined in a class body, with `self` bound.
  std::optional<FunctionValue> class_method(TSNode class_node, std::string_view name);
  ValuePtr eval_identifier(TSNode identifier, ScopePtr scope);
  ValuePtr eval_comparison(TSNode expression, ScopePtr scope);
  ValuePtr eval_subscript(TSNode expression, ScopePtr scope);
  void exec_for(TSNode statement, ScopePtr scope);

  // Python built-ins and standard-library calls (interpreter.cpp).
  ValuePtr call_module_function(const std::string& path, const CallArguments& args);

  // Spark API semantics (spark_api.cpp).
  ValuePtr attribute_of(const ValuePtr& receiver, std::string_view name);
  ValuePtr call_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args,
                       TSNode call);
  ValuePtr reader_method(const StreamReaderValue& reader, std::string_view method,
                         const CallArguments& args, TSNode call);
  ValuePtr dataframe_method(const StreamingDataFrameValue& frame, std::string_view method,
                            const CallArguments& args, TSNode call);
  ValuePtr writer_method(const StreamWriterValue& writer, std::string_view method,
                         const CallArguments& args, TSNode call);
  ValuePtr batch_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args, TSNode call);
  ValuePtr column_function(std::string_view name, const CallArguments& args);
  void record_session_conf(const CallArguments& args, TSNode call, bool builder);
  void record_action(std::string_view method, TSNode call);
  // Adds keyword arguments (except the call's own named parameters) and `**dict` spreads.
  // Adds `.option(key, value)`; a non-constant key makes the set incomplete.
  void add_option(OptionSet& options, const CallArguments& args);
  void add_options(OptionSet& options, const CallArguments& args,
                   std::initializer_list<std::string_view> named_parameters);
  // Sets pipeline_dataset / streaming_dataset from a decorated definition's decorators.
  void mark_pipeline_dataset(FunctionValue& function, TSNode decorated, ScopePtr scope);

  // Runs each function definition that no call reached, with unknown parameters.
  void run_unreached_functions(TSNode root, ScopePtr module_scope);

  // One running function (or the module).
  struct Frame {
    std::vector<ValuePtr> returns;
    bool pipeline_dataset = false;
    // Set while a function handed to foreachBatch / foreach runs (and in what it calls).
    const Scope* batch_function_scope = nullptr;  // the handler's own scope
    std::string batch_df_parameter;
    std::string batch_id_parameter;
    SourceRange foreach_batch_range;
    const Scope* scope = nullptr;  // the running function's own scope (null for the module)
    // The pipeline dataset function's own text: actions lexically inside it are SR701; those in
    // helpers it calls are not (RULES.md SR701 "helpers outside dataset functions").
    SourceRange dataset_body{};
  };
  // True when `call` is written inside the pipeline dataset function being run.
  bool inside_dataset_function(TSNode call) const;

  std::string_view source_;
  ModuleModel& out_;
  std::vector<TSNode> roots_;  // the module (or the notebook's cells)
  std::vector<std::unique_ptr<Scope>> scopes_;  // every scope of this run
  ScopePtr module_scope_ = nullptr;
  std::vector<Frame> frames_;
  std::vector<std::pair<uint32_t, int>> branches_;  // (if statement, branch) around the current code
  TSNode statement_{};                              // the statement being run
  std::vector<uint32_t> call_sites_;  // start bytes of the calls that led to the current code
  std::vector<uint32_t> call_stack_;              // start bytes of the functions being run
  std::unordered_set<uint32_t> reached_functions_;  // start bytes of functions run at least once
  std::unordered_map<uint32_t, int> runs_per_function_;
  long steps_ = 0;  // evaluation budget, so pathological files stay fast
  int nesting_ = 0;  // current expression / block nesting
  long order_ = 0;  // evaluation order of query starts and awaits
  // Set by run_batch_handler for the next call_function: that call is a handler's frame.
  struct PendingHandler {
    std::string df_parameter;
    std::string id_parameter;
    SourceRange range;
  };
  std::optional<PendingHandler> pending_handler_;
};

}  // namespace streamlint::analysis
