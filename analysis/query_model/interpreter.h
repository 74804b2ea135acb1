// The bounded abstract interpreter that builds a ModuleModel (DESIGN.md "The query model").
// It executes a module's statements in order over abstract values, follows calls to local
// functions (depth-limited), and records every streaming query it sees started. Functions that
// are never called from the module are also run once with unknown parameters, so a helper that
// starts a query is analysed even when its caller lives elsewhere.
#pragma once

#include <cstdint>
#include <memory>
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

  void run_module(TSNode root);

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
  void record_session_conf(const CallArguments& args);
  // Adds keyword arguments (except the call's own named parameters) and `**dict` spreads.
  void add_options(OptionSet& options, const CallArguments& args,
                   std::initializer_list<std::string_view> named_parameters);
  bool is_pipeline_decorator(TSNode decorator, ScopePtr scope);

  // Runs each function definition that no call reached, with unknown parameters.
  void run_unreached_functions(TSNode root, ScopePtr module_scope);

  struct Frame {
    std::vector<ValuePtr> returns;
    bool pipeline_dataset = false;
  };

  std::string_view source_;
  ModuleModel& out_;
  std::vector<std::unique_ptr<Scope>> scopes_;  // every scope of this run
  ScopePtr module_scope_ = nullptr;
  std::vector<Frame> frames_;
  std::vector<uint32_t> call_stack_;              // start bytes of the functions being run
  std::unordered_set<uint32_t> reached_functions_;  // start bytes of functions run at least once
  std::unordered_map<uint32_t, int> runs_per_function_;
  long steps_ = 0;  // evaluation budget, so pathological files stay fast
};

}  // namespace streamlint::analysis
