// The bounded abstract interpreter that builds a ModuleModel (DESIGN.md "The query model").
// It executes a module's statements (its lowered SyntaxUnits) in order over abstract values,
// follows calls to local functions (depth-limited), and records every streaming query it sees
// started. Functions that are never called from the module are also run once with unknown
// parameters, so a helper that starts a query is analysed even when its caller lives elsewhere.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "analysis/query_model/call_arguments.h"
#include "analysis/query_model/module_summary.h"
#include "analysis/query_model/scope.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/query_model/value.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

struct SqlSelect;
struct SqlRelation;
struct SqlSource;  // sql_frames.cpp

// The name a parameter node binds (`x`, `x: int`, `x=1`, `x: int = 1`), or a null node.
Node parameter_name(Node param);
// Whether a method's function_definition is a property getter (`@property`, `@cached_property`):
// reading the attribute calls it (classes.cpp).
bool is_property(Node function_definition);

// The positional parameters of `f` (those before a `*`); with `required`, only those a call must
// give (neither a default nor a splat).
std::size_t parameter_count(const FunctionValue& f, bool required);

// Whether a Scala def is called where it is named (`Sources.clicks`): its lowered parameters span
// nothing, as for `def clicks: DataFrame` or a def whose lists are all implicit (scala_lowering.cpp).
bool scala_called_when_named(const FunctionValue& f);

// Whether `member`, a function of the parent type `parent` (an object's kInherits view), reads one
// of the members the object overrides (ProjectModuleValue::overridden) by its qualified name.
bool reads_overridden(const ValuePtr& member, const ProjectModuleValue& parent);

// What a getter gives for constant keys (`getter` and `args`, strings or numbers) of one source
// (`source`, a binding's identity): an unknown value with its own binding, the same wherever the
// same lookup is written (`os.environ["ROOT"]`, `dbutils.widgets.get("root")`); null when an
// argument is not constant. `written` (and `written_getter`, when the code calls another getter
// for the same lookup: `System.getenv`, `sys.env(...)`) names it in messages (spark_api.cpp).
ValuePtr lookup_value(std::uint64_t source, std::string_view getter, const CallArguments& args,
                      std::string_view written, std::string_view written_getter = {});
// A dict's entries as (key, value) tuples, each key with the range it is written at: Python's
// `d.items()`, and what a Scala Map iterates (`for ((k, v) <- m)`, `m.foreach { case (k, v) => }`).
ListValue entry_pairs(const DictValue& dict);
// A Scala tuple's field `name` (`_1` to `_9`, as `kv._1` of a Map's entry reads it): the item, unknown
// past the end; null when `receiver` is no tuple or `name` no such field.
ValuePtr tuple_field(const ValuePtr& receiver, std::string_view name);
// Whether `receiver.method(keys)` is a lookup that gives one value per key wherever it is read
// (`dbutils.widgets.get`, `System.getenv`, a Typesafe config's `getString`): `receiver` as written.
bool pure_lookup(std::string_view receiver, std::string_view method);
// `receiver.method(args)` as one value per key when it is such a lookup of a named global
// (pure_lookup), else null. The environment's lookups share one source, however they are written.
ValuePtr known_lookup(const UnknownValue& receiver, std::string_view method, const CallArguments& args);
// A method that only rewrites a run-time text (`root.rstrip("/")`, Scala's `root.stripSuffix("/")`)
// over constant arguments: one value wherever it is applied to the same value, else null.
ValuePtr pure_string_method(const UnknownValue& receiver, std::string_view method, const CallArguments& args);
// The process environment as lookup_value's source ("environ" in ASCII, odd: never "no binding").
inline constexpr std::uint64_t kEnvironment = 0x656e7669726f6e01;
// The source of a Typesafe Config loaded from the application's resources (spark_api.cpp).
inline constexpr std::uint64_t kTypesafeConfig = 0x74797065636f6e01;

class Interpreter {
 public:
  // `resolver` finds the project's other modules (null: every import is a library we cannot see);
  // `identity` places this module for relative imports.
  explicit Interpreter(ModuleResolver* resolver = nullptr, ModuleIdentity identity = {})
      : resolver_(resolver), identity_(std::move(identity)) {}

  // Runs only the top-level statements (what importing the module does) and returns its summary.
  std::shared_ptr<ModuleSummary> summarize(const std::vector<std::shared_ptr<SyntaxUnit>>& units);

  // Statement by statement, for module_run.h: the module scope persists between the calls.
  // Starts the module over: `units` are its statements (a notebook's cells' statements share one
  // module scope). A plain module scope is emptied; a positioned one (scope.h, kept between edits
  // by module_run.h) keeps its bindings, which the caller maintains.
  void begin_module(const std::vector<std::shared_ptr<SyntaxUnit>>& units, bool positioned = false);
  // Runs one top-level statement, recording into `out`.
  void run_statement(Node statement, ModuleModel& out);
  // Runs a function no statement reached, with unknown parameters, recording into `out`.
  void run_unreached(Node definition, ModuleModel& out);
  Scope& module_scope() { return *module_scope_; }
  // Functions run since the last call (a run's reached functions).
  std::vector<NodeKey> take_reached();
  // True when the last run read something module-scope recording cannot see (the classes of the
  // module, looked up for a `self.method` handler): that run is always re-run.
  bool last_run_volatile() const { return volatile_; }
  // Scopes made so far (they are kept for closures): the caller starts over when there are many.
  std::size_t scope_count() const { return scopes_.size(); }

 private:
  using ScopePtr = Scope*;
  Scope* new_scope(const Scope* parent);

  // Statements (interpreter.cpp).
  void exec_block(Node block, ScopePtr scope);
  void exec_delete(Node node, ScopePtr scope);
  // Binds `name` (bound in `scope`) to a value changed in place: a builder's or a dict's. Other
  // names of a function's scope bound to the same object (`o = opts`) change with it.
  void change_in_place(ScopePtr scope, std::string_view name, ValuePtr value);
  // True when `after` is `before` changed in place by the running functions (in_place_log_).
  bool changed_in_place_from(const ValuePtr& before, const ValuePtr& after) const;
  // After a call: a caller's argument the function changed in place (Python passes references,
  // `add_checkpoint(opts)`) is rebound in `scope` to the changed object (calls.cpp).
  void pass_back_changes(std::size_t mark, ScopePtr scope);
  // The scope whose binding of `name` a change in place from `scope` rebinds: `scope` when it binds
  // the name; this module's scope when the name is its global (a function filling a module-level
  // options dict); else null (a closure's variable, a builtin: not followed).
  ScopePtr changeable_binder(ScopePtr scope, std::string_view name) const;
  void exec_statement(Node statement, ScopePtr scope);
  void exec_if(Node statement, ScopePtr scope);
  void exec_try(Node statement, ScopePtr scope);
  void exec_match(Node statement, ScopePtr scope);
  // Runs the blocks of one branching statement (`id`) that may run, each as a path; `exhaustive`:
  // one of them surely runs. Values changed in place are merged after it (branch_merge.h).
  void run_paths(NodeKey id, const std::vector<Node>& live, bool exhaustive, ScopePtr scope);
  // How a block ends: `Leaves` never reaches the code after its statement (it ends in return,
  // raise or an exit call); `Nothing` does nothing the model follows (`pass`, `case _ =>`, a
  // print or log), so it surely reaches that code with every name as it was; `Reaches` any other.
  enum class BlockEnd : std::uint8_t { Reaches, Leaves, Nothing };
  // The same for `count` paths that `run(i)` runs in `scope` (an if's blocks, a conditional
  // expression's sides). `ends[i]`: how path i's block ends; empty when every path reaches.
  // `tests[i]`: path i's equality test (equality_guard), which a stream's other paths keep
  // (OtherPath::when, unless).
  using EqualityTest = std::pair<std::uint64_t, std::string>;
  void run_paths(NodeKey id, std::size_t count, bool exhaustive, ScopePtr scope,
                 const std::function<void(std::size_t)>& run, const std::vector<BlockEnd>& ends = {},
                 const std::vector<std::optional<EqualityTest>>& tests = {});
  static std::vector<BlockEnd> block_ends(const std::vector<Node>& blocks);
  void exec_with(Node statement, ScopePtr scope);
  void exec_assignment(Node assignment, ScopePtr scope);
  void exec_import(Node statement, ScopePtr scope);
  // Notes a use of dltHub's package (which is also called dlt) through `module.name`: SR702 is
  // then silent (pipeline_api.cpp).
  void note_dlthub(const ModuleValue& module, std::string_view name, const Span& at);
  // Binds the temp views the project module `dotted` (and each package above it) registers.
  void import_views(const std::string& dotted);
  // The value `import dotted` gives: a project module, or a library known by name.
  ValuePtr module_value(const std::string& dotted);
  // An ImportedValue looked up (through re-exports); any other value as it is.
  ValuePtr resolve_import(ValuePtr value);
  // The value `from base import name` binds.
  ValuePtr imported_name(const std::string& base, const std::string& name);
  std::shared_ptr<const ModuleSummary> project_module(const std::string& dotted);
  void exec_function_definition(Node definition, Node decorated, ScopePtr scope);
  void bind_target(Node target, const ValuePtr& value, ScopePtr scope);
  // `self.<name> = value` in the running __init__ (or __post_init__) when `self` is `object` there.
  bool store_in_construction(Node object, const std::string& name, const ValuePtr& value, ScopePtr scope);
  // The identity of binding `target` here: its node and the calls that led to it (value.h UnknownValue).
  // With `with_calls` false: the assignment's own identity, for a body that runs once wherever it is read
  // from (a class body's attributes).
  std::uint64_t binding_identity(Node target, bool with_calls = true) const;
  void exec_for(Node statement, ScopePtr scope);

  // Expressions (expressions.cpp).
  ValuePtr eval(Node expression, ScopePtr scope);
  ValuePtr eval_string(Node string, ScopePtr scope);
  // [body for x in items if test]: the body for each item of a constant list (bounded), under
  // the tests; a list when every item and test is known, else unknown (what the body starts is
  // still recorded: a query started per item is a query).
  ValuePtr eval_comprehension(Node node, ScopePtr scope);
  ValuePtr eval_block(Node block, ScopePtr scope);
  // A name no scope binds, looked up in the Spark libraries star-imported into `scope`.
  ValuePtr star_imported(std::string_view name, ScopePtr scope);
  // The scope binding that lists the Spark libraries star-imported (a name no code can spell).
  static constexpr std::string_view kStarImports = "*";
  // Bound in a Scala file's module scope by its `package` clause.
  static constexpr std::string_view kScalaPackage = "\x01package";
  ValuePtr eval_binary(Node expression, ScopePtr scope);
  // `left op right` of values, written at `node` (also an augmented assignment's `op=`).
  ValuePtr binary_value(std::string_view op, const ValuePtr& left, const ValuePtr& right, Node node);
  ValuePtr eval_dictionary(Node dictionary, ScopePtr scope);
  ValuePtr eval_identifier(Node identifier, ScopePtr scope);
  ValuePtr eval_comparison(Node expression, ScopePtr scope);
  // `a if c else b`, `a or b`, `a and b`: the operand the test selects when none_test decides it,
  // else the operands' value when they are the same, else unknown.
  ValuePtr eval_conditional(Node expression, ScopePtr scope);
  ValuePtr eval_boolean(Node expression, ScopePtr scope);
  // Evaluates `condition` and says how it tests when it is a None check of a known value
  // (`df is None`, `df is not None`, `not df`, `df`): None is false, a DataFrame, reader or writer
  // true; `__name__ == "__main__"` where __name__ is known (an imported module). nullopt for any
  // other test (a flag's value is not decided here: both branches run).
  // The default-argument idiom (`df = df or spark.readStream...`) follows the caller's argument.
  std::optional<bool> none_test(Node condition, ScopePtr scope);
  // `x == "A"` (or `"A" == x`) where x names a value known only at run time: (x's binding, "A").
  std::optional<std::pair<std::uint64_t, std::string>> equality_guard(Node condition, ScopePtr scope);
  ValuePtr eval_subscript(Node expression, ScopePtr scope);
  ValuePtr eval_call(Node call, ScopePtr scope);  // then passes back changed arguments
  ValuePtr eval_call_site(Node call, ScopePtr scope);
  CallArguments eval_arguments(Node arguments, ScopePtr scope);

  // Calls (calls.cpp; classes in classes.cpp).
  ValuePtr call_function(const FunctionValue& function, const CallArguments& args);
  ValuePtr call_with(const FunctionValue& function, const CallArguments& args, Scope* scope, NodeKey key);
  // Runs a function handed to foreachBatch (micro-batch DataFrame, batch id) or foreach (row).
  void run_batch_handler(const ValuePtr& handler, Node call, bool foreach_batch);
  // One function of it (a ForeachWriter's method, or the handler itself), in a handler's frame.
  void run_handler(const ValuePtr& handler, Node call, bool foreach_batch);
  // A bound method handed to foreachBatch (`self.write_batch`), found by name in the module's classes.
  ValuePtr method_handler(Node argument);
  // The method `name` defined in a class body, with `self` bound; `globals` is the defining
  // module's namespace (null: this module's).
  std::optional<FunctionValue> class_method(Node class_node, std::string_view name, const Scope* globals = nullptr);
  // The value a class body assigns to `name` (`class Paths: ROOT = "/Volumes/..."`); null when
  // the body assigns no such name. `reader`: the class of the instance it is read through (it or a
  // subclass), whose own stores count; null: read from the class, where every store counts.
  ValuePtr class_attribute(Node class_node, std::string_view name, const Scope* globals,
                           const ClassValue* reader = nullptr);
  // Whether an attribute called `name` is assigned outside `class_node`'s body assignments: in any
  // statement of this module, or in the class's own methods (`self.name = ...`), or set with
  // setattr. Then the body's value is only a default, and a read of it is unknown.
  bool attribute_assigned(Node class_node, std::string_view name);
  // Whether any statement of this module may store an attribute called `name` on any object.
  bool attribute_stored(std::string_view name);
  // Whether an attribute called `name` may be stored on an instance of `class_node` anywhere in the
  // module, but (with `except_inits`) in the __init__ of `class_node` or of its bases (super().__init__
  // stores on the same instance): then what the construction stored may have changed since. A
  // method of a class outside `class_node`'s bases storing on its own receiver does not count.
  bool attribute_assigned_outside(Node class_node, const Scope* globals, std::string_view name, bool except_inits);
  // `super().name` in a method of a class: the first of its bases' methods (bound to the method's
  // own `self`) or class attributes called `name`; unknown when none is found.
  ValuePtr super_attribute(Node attribute, ScopePtr scope);
  // Whether `node` is a call of the builtin `super` (`super()`, `super(Cls, self)`).
  static bool is_super_call(Node node, const Scope* scope);
  // An instance of class `c` made by calling it with `args`: its __init__ runs with the instance as
  // `self`, and what it stores on `self` (outside branches: there it is unknown) becomes the
  // instance's attributes. A @dataclass without __init__ stores its fields from the arguments.
  ValuePtr instantiate(const ClassValue& c, const CallArguments& args);
  // A dataclass instance with some fields replaced: Python's `dataclasses.replace(obj, name=value)`
  // (`positional` false) and a Scala case class's `obj.copy(name = value)` or `obj.copy(value)`
  // (positional in field order). Unknown when a change is not read (`**changes`, a field it lacks).
  ValuePtr copy_instance(const InstanceValue& instance, const CallArguments& changes, bool positional);
  // An instance of another Scala file's class `type` made with `args` at `call` (scala_instances.cpp):
  // the class's view, with what its constructor (kScalaConstructor) was given when it is known.
  ValuePtr instance_of(const ProjectModuleValue& type, const CallArguments& args, Node call);
  // Another Scala file's object or class `type` called with `args` at `call` (`Comp(spark, "x")`,
  // `new Sinks.Inner(...)`): its `apply` when it has one, else an instance (instance_of).
  ValuePtr call_scala_type(const ProjectModuleValue& type, const CallArguments& args, Node call);
  // `member` read from such an instance: a method, given by name what it takes of the instance's
  // constructor arguments (the keyword-only parameters); anything else as it is.
  ValuePtr with_instance_arguments(const ValuePtr& member, const ProjectModuleValue& instance);
  // `member`, read at `read` without a call from another Scala file's object or instance
  // `receiver`: a def without parameters (`def checkpoint: String`, a class's `val chk`) is called,
  // as Scala calls it; anything else is `member`.
  ValuePtr scala_member_read(const ValuePtr& member, const ProjectModuleValue& receiver, Node read);
  // The function a Scala object's start (py::kJobEntry) runs: `name` where the file binds it, else
  // the one a parent of another file declares, keeping of `args` only the keywords it takes by
  // name (the parent's abstract members the object gives); unknown when none.
  ValuePtr job_entry(std::string_view name, CallArguments& args, ScopePtr scope);
  // `parent` (a kInherits clause's type or instance) as the extending object sees it: with the
  // names the object defines (the synthetic identifiers after the type in `clause_arguments`) as
  // its overrides, and a constructor argument of one of those names unknown.
  ValuePtr overridden_by(const ValuePtr& parent, Node clause_arguments);
  // `member`, a method of the parent type `parent` (an object's kInherits view), run for the object:
  // where it reads a member the object overrides, it reads the object's (a scope over its own binds
  // them, and the parent's methods it calls run over that scope too); else `member` itself.
  ValuePtr with_overrides(const ValuePtr& member, const ProjectModuleValue& parent);
  // Whether a module-level class of this module lists `class_node`'s class among its bases and
  // defines members: a method of it run on its own may then run for a subclass that overrides
  // what `self` reads.
  bool has_subclass(Node class_node);
  // The classes `class_node` derives from that the model knows (a class of this module or of a
  // project module; `Base`, `mod.Base`, `Base[T]`), in the order written; none past
  // kMaxInheritance levels. Method and attribute reads look there after the class body.
  std::vector<ClassValue> base_classes(Node class_node, const Scope* globals);
  // What a method binds its first parameter to (Python's data model, "Instance methods",
  // https://docs.python.org/3/reference/datamodel.html): an instance of the class; the class for a
  // @classmethod; nothing for a @staticmethod. `member` is the class body's definition (decorated or not).
  std::vector<ValuePtr> method_receiver(Node member, Node class_node, const Scope* globals);

  // Python built-ins and standard-library calls (calls.cpp).
  ValuePtr call_module_function(const std::string& path, const CallArguments& args, Node call);
  // A value called as a function (reduce's f): a function, a module's, or a DataFrame method taken
  // from the class (`DataFrame.union`, called on its first argument). Unknown for anything else.
  ValuePtr call_value(const ValuePtr& callee, const CallArguments& args, Node call);
  // `f` folded from `initial` over items that cannot be known (`reduce(f, opts.items(), writer)`,
  // Scala's `opts.foldLeft(writer)(f)`). From a stream writer, one step with an unknown item stands
  // for any number: a step adds options we cannot see (the writer's options are then incomplete),
  // and what the initial writer set (format, trigger, mode) stays. Scala's Option.fold (f of one
  // parameter) is the writer or f's, merged as an if's paths are. Any other fold is unknown.
  ValuePtr fold_unknown_items(const ValuePtr& f, const ValuePtr& initial, Node call);
  // The column a DataFrame names with one string argument (`df("x")`, `df.col("x")`); null when
  // `frame` is no DataFrame or the argument no constant.
  ValuePtr dataframe_column(const ValuePtr& frame, const CallArguments& args);
  // A call of Delta's DeltaTable API at `path` (calls.cpp); null when `path` is none of it.
  ValuePtr delta_table_call(std::string_view path, const CallArguments& args, Node call);
  // A DeltaTable (forName, forPath, and its alias), as delta_table_call models it.
  static bool is_delta_table(const ValuePtr& value);
  // A Lakeflow pipeline API call (`dp.create_streaming_table`, `dp.create_auto_cdc_flow`, ...):
  // records the dataset or flow it defines (streaming-facts.md §6.3).
  void record_pipeline_call(std::string_view function, const CallArguments& args, Node call);
  // A dataset function has run and returned `result`: records its dataset and what it reads.
  void record_pipeline_dataset(const FunctionValue& function, const ValuePtr& result);
  // A streaming table's query (a dataset function's result, a SQL `STREAMING TABLE ... AS SELECT`
  // or INSERT flow) writes its stream in append mode: recorded as a query so the watermark and state
  // rules see it; checkpoints and triggers stay the pipeline's. `defined_at`: the function's name or
  // the statement's first word.
  void record_pipeline_query(const std::shared_ptr<const StreamingDataFrame>& stream, const Span& defined_at,
                             std::string sink_format = {});
  ValuePtr column_function(std::string_view name, const CallArguments& args);
  // The Scala/Java API's objects and functions by path (`org.apache.spark.sql.streaming.Trigger.Once`,
  // `org.apache.spark.sql.functions.col`), or null when `path` is none of them.
  ValuePtr scala_api_call(const std::string& path, const CallArguments& args, Node call);

  // Spark API semantics (spark_api.cpp).
  ValuePtr attribute_of(const ValuePtr& receiver, std::string_view name);
  ValuePtr call_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args, Node call);
  ValuePtr reader_method(const StreamReaderValue& reader, std::string_view method, const CallArguments& args,
                         Node call);
  ValuePtr dataframe_method(const StreamingDataFrameValue& frame, std::string_view method,
                            const CallArguments& args, Node call);
  ValuePtr writer_method(const StreamWriterValue& writer, std::string_view method, const CallArguments& args,
                         Node call);
  ValuePtr batch_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args, Node call);
  void record_session_conf(const CallArguments& args, Node call, bool builder);
  // A Scala import's path from what is in scope (an object of the file's package, or one imported
  // before); `path` itself for Python and for a path from a root package.
  std::string scala_import_path(const std::string& path, Node node, ScopePtr scope);
  // Member `name` of the parent types of other files in `parents` (ProjectModuleValue, kInherits),
  // or of their files' parents, `depth` levels up already; null when none binds it.
  ValuePtr inherited_member(const ListValue& parents, std::string_view name, int depth);
  // Adds to the names unbound ones are looked up under (kStarImports, star_imported): a package or
  // module (ModuleValue), or a parent type of another file (ProjectModuleValue, kInherits).
  void add_star_import(ScopePtr scope, ValuePtr from);

  // Spark SQL and temp views (sql_frames.cpp).
  ValuePtr sql_value(const CallArguments& args, Node call);
  // Records `sql` (a statement's text, or the known head of one) as a foreachBatch function's write when
  // it is a MERGE, INSERT, UPDATE or DELETE run there (SR407, SR401).
  void record_sql_write(std::string_view sql, Node call);
  // A batch MERGE or INSERT whose source is a stream (a temp view of one, a query over one) runs a
  // batch query over a streaming source: Spark fails with "Queries with streaming sources must be
  // executed with writeStream.start()" (streaming-facts.md §4.2), as df.write on the stream does.
  // Recorded as a streaming action named by its verb ("MERGE", "INSERT") at that keyword.
  void record_dml_over_stream(const std::string& sql, const SqlSource& source);
  // A notebook's `%sql` cell: its statements run as spark.sql would run them (views it creates
  // are registered; every statement is recorded for the pipeline SQL rules).
  void run_sql_cell(Node cell);
  // A Lakeflow pipeline statement with a query (streaming-facts.md §6.3): a view's query is
  // registered as the view; a streaming table's or an INSERT flow's, when it reads a stream, is a
  // pipeline query. `at`: the statement's span. False for any other statement.
  bool run_pipeline_sql(const SqlStatement& statement, const Span& at);
  // A SQL expression string (`expr("...")`, a `selectExpr` term) written at `argument`, as the
  // column the same expression written with DataFrame functions gives. SQL the grammar cannot read
  // is an expression of unknown shape holding only its text, or unknown when `unreadable_unknown`.
  ValuePtr expression_value(const ValuePtr& text, const Span& argument, bool unreadable_unknown);
  ValuePtr select_value(const SqlSelect& query, const SqlSource& source, int depth);
  ValuePtr relation_value(const SqlRelation& relation, const SqlSource& source, int depth);  // with its WATERMARK
  ValuePtr read_relation(const SqlRelation& relation, const SqlSource& source, int depth);
  // Nesting of subqueries and CTEs read (the SQL reader keeps 64 levels, sql_query.cpp).
  static constexpr int kSqlDepth = 64;
  // The value of each CTE or subquery the current SQL statement read (select_value at depth 0 clears it).
  std::unordered_map<const SqlSelect*, ValuePtr> sql_values_;
  // Temp views of the session the module runs in (RULES.md "Project scope": a view belongs to the
  // entry file that registers it, directly or through the helpers it calls).
  void register_view(std::string_view name, const ValuePtr& value);
  ValuePtr view(std::string_view name) const;  // null when no view has that name
  // A read of table `name` (spark.table, SQL's FROM) that no view of the module registered: a batch
  // DataFrame, which may be a view registered out of sight (BatchDataFrameValue::unseen_view) when
  // `name` is one a temp view can have.
  static ValuePtr unregistered_table(const std::optional<std::string>& name);
  // The name a createOrReplaceTempView-like call registers, or "" for other methods.
  static std::string view_registered_by(std::string_view method, const CallArguments& args);
  // The module-scope name of temp view bindings ("\x01view:" + lower-case name): no identifier.
  static constexpr std::string_view kViewPrefix = "\x01view:";
  // Bound in the module scope by an import of a pipeline module (Databricks' `dlt`,
  // `pyspark.pipelines`): the file is pipeline source code, which the pipeline runs, so a stream
  // read anywhere in it is the pipeline's (Source::in_pipeline_dataset), also one read at the module
  // level and returned by a dataset function. (A scope name, so an edit that adds or removes the
  // import runs the reads again: in_pipeline_code reads it.)
  static constexpr std::string_view kPipelineCode = "\x01pipeline";
  bool in_pipeline_code() const { return frames_.back().pipeline_dataset || module_scope_->binds(kPipelineCode); }
  // The module-scope name of a pipeline sink's format ("\x01sink:" + pipeline_name): no identifier.
  static constexpr std::string_view kSinkPrefix = "\x01sink:";
  // The module-scope name bound by a module-level class that derives from `base` and defines
  // members ("\x01subclassed:" + base): has_subclass reads it, so incremental recomputation re-runs
  // a base class's methods when such a subclass comes or goes, like any binding.
  static constexpr std::string_view kSubclassPrefix = "\x01subclassed:";
  // A function's `global X` binds kGlobalPrefix + "X" in its scope: assignments to X there bind the
  // module's X (bind_target).
  static constexpr std::string_view kGlobalPrefix = "\x01global:";
  // `os.environ["K"] = value` binds this prefix + K in its scope: a read of os.environ["K"] there after
  // is the value the job set itself, not one its deployment gives (UnknownValue::lookup).
  static constexpr std::string_view kEnvironmentPrefix = "\x01environ:";
  // The module-scope name bound when a statement sets the session's checkpoint root: a query
  // started after it reads it (StreamingQuery::after_session_checkpoint), so incremental
  // recomputation re-runs the start when a setting before it comes or goes.
  static constexpr std::string_view kSessionCheckpointSet = "\x01session-checkpoint";
  // Marks `conf`, set as a statement runs, as SessionConf::runtime (and stand_in in a stand-in run).
  void note_runtime_conf(SessionConf& conf);
  // Records a session conf the running code sets, as the running job's (SessionConf::job).
  void keep_session_conf(SessionConf conf);
  // kSessionCheckpointSet for the running job's session: the module's name, or one of the job's own
  // (and ":any" once some job set it, which a query of no job reads).
  std::string session_checkpoint_marker() const;
  // Binds a class statement's name, and kSubclassPrefix + each base it overrides members of.
  void bind_class(Node class_node, ScopePtr scope);
  // Runs a class statement's body once, where the class is defined, as Python does, in a namespace
  // of its own: its calls (a query started, a session conf set) are the module's effects. Its
  // attributes are read again by class_attribute, with no effects.
  void exec_class_body(Node class_node, ScopePtr scope);
  // `unknown_origin`: StreamingAction::unknown_origin.
  void record_action(std::string_view method, Node call, std::uint64_t unknown_origin = 0);
  // Adds `.option(key, value)`; a non-constant key makes the set incomplete.
  void add_option(OptionSet& options, const CallArguments& args);
  // Adds keyword arguments (except the call's own named parameters) and `**dict` spreads.
  void add_options(OptionSet& options, const CallArguments& args,
                   std::initializer_list<std::string_view> named_parameters);
  // Sets pipeline_dataset / streaming_dataset from a decorated definition's decorators.
  // Records the `spark_conf={...}` of a dataset decorator's call as session confs.
  void record_dataset_confs(Node call, ScopePtr scope);
  void mark_pipeline_dataset(FunctionValue& function, Node decorated, ScopePtr scope);

  // One running function (or the module).
  struct Frame {
    std::vector<ValuePtr> returns;
    bool pipeline_dataset = false;
    // Set while a function handed to foreachBatch / foreach runs (and in what it calls).
    const Scope* batch_function_scope = nullptr;  // the handler's own scope
    std::string batch_df_parameter;
    std::string batch_id_parameter;
    Span foreach_batch_range;
    // The handler was given to foreach: it runs per row with no batch id, so its writes are none of
    // a micro-batch's (SR401 and SR402 read foreachBatch's only).
    bool row_handler = false;
    std::size_t handler_calls = 0;  // call_sites_ when the handler began: the calls below are its own
    // Delta's idempotent-write confs the handler set on the session (`batch_df.sparkSession.conf.set(
    // "spark.databricks.delta.write.txnVersion", batch_id)`, streaming-facts.md §4.3), as the
    // writer options they stand for; its later writes carry them.
    OptionSet session_txn_options{};
    const Scope* scope = nullptr;  // the running function's own scope (null for the module)
    // The pipeline dataset function's own definition: actions lexically inside it are SR701; those
    // in helpers it calls are not (RULES.md SR701 "helpers outside dataset functions").
    Node dataset_function{};
    // branches_ when the function began; set once a return ran outside any undecided branch of it.
    std::size_t branch_depth = 0;
    bool returned = false;
    // Spark is patched with a mock here (spark_mocks.h): in a `with patch(...)` body, a function
    // decorated with one, after `mocker.patch(...)`, and in what they call. readStream is the mock's.
    bool spark_mocked = false;
  };
  // The frame of the foreachBatch handler running (the current frame or one of its callers'), or null.
  Frame* handler_frame();
  // The calls the running foreachBatch handler made to reach the current code (BatchWrite::via).
  std::vector<Span> handler_call_path();
  // True when `call` is written inside the pipeline dataset function being run.
  bool inside_dataset_function(Node call) const;

  ModuleModel* out_ = nullptr;  // the effects of the run in progress
  std::vector<NodeKey> class_bodies_;  // classes whose bodies class_attribute is evaluating
  // Attribute names assigned in some statement of the module (attribute_assigned), since begin_module.
  std::map<std::string, bool, std::less<>> assigned_attributes_;
  std::map<std::tuple<std::string, NodeKey, bool>, bool, std::less<>> assigned_outside_;  // attribute_assigned_outside
  // "Name.attribute" read off a plain name in the module's statements (attribute_assigned_outside).
  std::optional<std::set<std::string, std::less<>>> through_class_;
  // Instances whose __init__ is running (instantiate): the instance `self` is, what it stored, and
  // how deep in if-branches the __init__ started.
  struct Construction {
    const Value* instance = nullptr;
    std::vector<std::pair<std::string, ValuePtr>> attributes;
    std::size_t branch_depth = 0;
  };
  std::vector<Construction> constructions_;
  int inheritance_depth_ = 0;  // base_classes levels being read
  ModuleResolver* resolver_;
  ModuleIdentity identity_;
  std::vector<std::shared_ptr<SyntaxUnit>> units_;  // the module's statements
  std::vector<std::unique_ptr<Scope>> scopes_;      // every scope of this run
  ScopePtr module_scope_ = nullptr;
  std::vector<Frame> frames_;
  std::vector<std::pair<NodeKey, int>> branches_;  // (if statement, branch) around the current code
  std::vector<std::pair<std::uint64_t, std::string>> guards_;  // equality tests around it (StreamingQuery::guards)
  // Loops around the current code (a for, while, comprehension or collection's foreach, here or in
  // a caller): a test there holds for one iteration, and another iteration's may differ.
  int loops_ = 0;
  struct LoopGuard {
    int& loops;
    explicit LoopGuard(int& l) : loops(l) { ++loops; }
    ~LoopGuard() { --loops; }
  };
  // What a branch of an if changed, with the value before (null: unbound), latest last: the other
  // branches, which never run with it, see the names as they were (run_paths). `plain`: a name an
  // assignment bound in the scope the branching statement runs in (not a class body's or a call's
  // own names); else a writer or dict changed in place (`writer.trigger(...)`).
  struct BranchChange {
    Scope* scope;
    std::string name;
    ValuePtr before;
    bool plain = false;
  };
  std::vector<BranchChange> branch_rebinds_;
  std::vector<ScopePtr> path_scopes_;              // the scope of each branching statement being run, innermost last
  Node statement_{};                               // the statement being run
  std::vector<Node> call_sites_;                   // the calls that led to the current code
  std::vector<NodeKey> call_stack_;                // the functions being run
  // Changes in place made while a function runs, (before, after) in order; emptied when the
  // outermost call returns.
  std::vector<std::pair<ValuePtr, ValuePtr>> in_place_log_;
  // A call's arguments its function changed in place: (argument node, passed, after the call).
  struct PassedBack {
    Node argument;
    ValuePtr passed;
    ValuePtr after;
  };
  std::vector<PassedBack> passed_back_;
  std::map<NodeKey, int> runs_per_function_;
  long steps_ = 0;   // evaluation budget, so pathological files stay fast
  int nesting_ = 0;  // current expression / block nesting
  long order_ = 0;   // evaluation order of query starts and awaits within the run
  std::uint64_t next_query_id_ = 0;
  std::vector<NodeKey> reached_log_;  // functions run by the current run
  bool volatile_ = false;
  bool unreached_ = false;  // inside run_unreached: queries started are stand-ins (StreamingQuery)
  NodeKey job_{};           // the job whose run starts queries (StreamingQuery::job)
  // Set by run_batch_handler for the next call_function: that call is a handler's frame.
  struct PendingHandler {
    std::string df_parameter;
    std::string id_parameter;
    Span range;
    bool rows = false;  // a foreach function (runs per row), not a foreachBatch one
  };
  std::optional<PendingHandler> pending_handler_;
};

// The function definitions of a statement (nested ones too), outer ones first.
std::vector<Node> function_definitions(Node statement);

// For a call `obj.method(...)`: the span from the `.` before `method` to the end of the call,
// which is what RULES.md calls "the `.method(...)` call" (from `method` when the `.` ends an
// earlier line). For any other call: the whole call.
Span method_call_span(Node call);

// A library function that reads the clock (or makes a random id): `time.time`,
// `java.lang.System.currentTimeMillis`, `java.time.Instant.now`, ... (value.h UnknownValue::clock).
bool is_clock_function(std::string_view path);

}  // namespace streamlint::analysis
