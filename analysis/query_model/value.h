// Abstract values of the bounded interpretation behind the query model. Anything the
// interpreter does not understand is Unknown, and rules stay silent on Unknown.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

class Scope;
struct ModuleSummary;

// A value known only at run time. `binding` is nonzero for the value one binding of a name holds
// (`chk = dbutils.widgets.get(...)`): each evaluation of an assignment (its node and the calls that
// led there) gives its own, so two uses of one variable are known to hold the same run-time value
// (RULES.md "Clarifications": two queries given the same variable share a checkpoint).
// Text built from such values and constants (`f"{root}/orders"`, `root + "/orders"`) is one run-time
// value too: `run_time_text` holds its constant parts and each binding as `\0<binding>\0`, `binding`
// is that text's hash (equal texts, equal values) and `name` the expression as written.
struct UnknownValue {
  std::uint64_t binding = 0;
  std::string name{};  // the bound name, for messages
  std::string run_time_text{};  // "" for a plain binding
  // A reading of the clock (`time.time()`, `System.currentTimeMillis()`, `Instant.now`) or what
  // arithmetic, a conversion or a method makes of it: a run-time value that is never a batch id.
  bool clock = false;
  // Read by constant keys from what a deployment gives each of its jobs alike (the environment, a
  // notebook widget, a config file: spark_api.cpp lookup_value), or text built only from such
  // reads and constants. Jobs in one folder share it as they share a relative path (SR102); a
  // value each run makes (`sys.argv`, a parsed argument) is not one.
  bool lookup = false;
};
struct NoneValue {};
struct StringValue {
  std::string text{};  // folded constant (literals, f-strings, +, os.path.join over constants)
  std::optional<Span> written_at{};  // the literal, when the value is exactly one literal
  bool path = false;                      // a pathlib.Path: `/` joins
  bool margins_blanked = false;           // Scala's stripMargin: the literal's `|` margins are blanks here
  // Folded in one expression (literals written one after another, `a + b`): that expression, where
  // a SQL text's clauses are found again when the value reaches spark.sql through a variable.
  std::optional<Span> folded_at{};
};
struct BoolValue {
  bool value = false;
};
struct NumberValue {
  std::string literal;  // as written
};
struct DictEntry {
  std::string key;
  ValuePtr value;
  Span key_range;
};
struct DictValue {
  std::vector<DictEntry> entries;
  bool complete = true;  // false when a `**unknown` was spread into it
};
struct ListValue {
  std::vector<ValuePtr> items;
  // Which literal made it: a set's order is the hash seed's (str.join over it is unknown), and
  // only a tuple spreads over `%`'s conversions.
  enum class Kind { List, Tuple, Set };
  Kind kind = Kind::List;
};
// An imported library module or a name imported from one, by dotted path ("os.path",
// "pyspark.sql.functions.col"): code we cannot see, known only by name.
struct ModuleValue {
  std::string path;
};
// A keyword argument a function value carries (functools.partial(f, k=v); what an instance of
// another file's Scala class gives its methods).
struct BoundKeyword {
  std::string name;
  ValuePtr value;
  Span at;  // where it is written
};
// A module of the project (module_summary.h): its names are known values.
struct ProjectModuleValue {
  std::shared_ptr<const ModuleSummary> summary;
  // An instance of another Scala file's class (`new Mirror(spark, "/chk")`): its constructor's
  // arguments by parameter name (scala_lowering.h kScalaConstructor), which each method read from
  // it takes; empty for a module, an object, or an instance whose arguments are not known.
  std::vector<BoundKeyword> arguments{};
  // A parent type an object of this file extends (kInherits): the object's path and the names of
  // the members it defines itself, which override the parent's of those names.
  std::string overriding_object{};
  std::vector<std::string> overridden{};
};
// What an import statement bound, looked up when the name is first used: `import a.b` binds `a`
// ({"a", ""}), `from m import x` binds x ({"m", "x"}). Lazy, so a module is only summarised (read,
// parsed, run) when code that runs uses one of its names; the interpreter resolves it before any
// other code sees it.
struct ImportedValue {
  std::string module;  // absolute dotted name
  std::string name;    // "" for the module itself
};
struct SparkSessionValue {};
struct RuntimeConfigValue {};  // spark.conf
struct SessionBuilderValue {};  // SparkSession.builder...
// Readers and writers sit behind a pointer: they are the largest payloads, and inline they would
// size every Value (each string, column and unknown) to them.
struct StreamReaderValue {
  StreamReaderValue() : source(std::make_shared<const Source>()) {}
  explicit StreamReaderValue(Source s) : source(std::make_shared<const Source>(std::move(s))) {}
  std::shared_ptr<const Source> source;  // format and options collected so far
};
struct StreamingDataFrameValue {
  std::shared_ptr<const StreamingDataFrame> frame;
};
struct StreamWriterValue {
  StreamWriterValue() : writer(std::make_shared<const StreamWriter>()) {}
  explicit StreamWriterValue(StreamWriter w) : writer(std::make_shared<const StreamWriter>(std::move(w))) {}
  std::shared_ptr<const StreamWriter> writer;
};
struct StreamingQueryValue {
  std::uint64_t id = 0;  // StreamingQuery::id
};
// A batch DataFrame (spark.read..., spark.table(), spark.sql(), a foreachBatch micro-batch).
struct BatchDataFrameValue {
  bool micro_batch = false;  // the DataFrame a foreachBatch function receives
  bool grouped = false;      // after groupBy(): the next call aggregates, it is no action
  // Read by a name no view of the module registered (`spark.table("enriched")`): a temp view
  // registered out of sight (by another cell's language, a `%run` notebook) may hold a stream, and
  // `.writeStream` on it says it does (RULES.md: a DataFrame of unknown origin that reaches
  // writeStream is a stream). The same calls made on a stream of unknown origin, which writeStream
  // then writes; null for any other batch DataFrame.
  std::shared_ptr<const StreamingDataFrame> unseen_view = nullptr;
  // After limit(0): no rows (`df.limit(0).write...saveAsTable(t)` only creates the table with the
  // DataFrame's schema, as foreachBatch handlers do before their first MERGE).
  bool no_rows = false;
};
struct BatchReaderValue {};  // spark.read
struct BatchWriterValue {    // df.write, or df.writeTo(table) (v2: DataFrameWriterV2)
  std::string format;
  std::string mode;
  OptionSet options;
  bool v2 = false;
  bool no_rows = false;  // writing a DataFrame of no rows (BatchDataFrameValue::no_rows)
  bool micro_batch = false;  // writing the micro-batch, or a DataFrame made from it (BatchDataFrameValue::micro_batch)
  std::optional<Span> made_at{};  // the `.write` (or `.writeTo(...)`) that made it: one writer's writes share it
};
// The batch id a foreachBatch function receives (its second parameter).
struct BatchIdValue {};
// A class defined in the module, and an instance made by calling it (only its methods are modelled).
struct ClassValue {
  Node node;                        // class_definition
  const Scope* globals = nullptr;   // the defining module's namespace (its methods' globals)
};
struct InstanceValue {
  Node class_node;
  const Scope* globals = nullptr;
  // What its __init__ stored on `self` (`self.checkpoint = path`), by name; null when nothing is
  // known (a receiver bound to no particular instance).
  std::shared_ptr<const std::vector<std::pair<std::string, ValuePtr>>> attributes{};
};
// A column expression: "ts", col("ts"), df.ts, window(col("ts"), ...), expr("...").
struct ColumnValue {
  enum class Kind { Column, Window, SessionWindow, Expression };
  Kind kind = Kind::Column;
  std::string name;                  // Column: the column; Window: the time column
  std::vector<std::string> columns;  // every column name it mentions (best effort)
  std::string text;                  // Expression: the SQL text when known
  std::string alias{};               // the name given with .alias("x") / .name("x"), "" when none
  bool aggregate = false;            // an aggregate function (count, sum, ...): select() aggregates
  // Made by a function we cannot see over columns (`agg_function(col("x"))`, a parameter): it may
  // be an aggregate (`sum`), so select() over it may aggregate.
  bool maybe_aggregate = false;
  // The column pairs a condition equates in its top-level AND (`(a.id == b.id) & (a.ts == b.ts)`,
  // Scala's `===` and `<=>`), as written; empty under an OR or any other operator.
  std::vector<std::pair<std::string, std::string>> equated{};
  // A distinct aggregate (is_distinct_aggregate_function, sql_has_distinct_aggregate): Spark rejects
  // it on a stream.
  bool distinct_aggregate = false;
  // Where an analytic window function is (`.over(` of `F.row_number().over(w)`, the OVER of
  // `expr("... OVER (...)")`): Spark rejects it on a stream (NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING).
  std::optional<Span> window_function{};
};
// A trigger object of the Scala/Java API (`Trigger.Once()`, `Trigger.ProcessingTime("1 minute")`),
// given to DataStreamWriter.trigger(...) positionally.
struct TriggerValue {
  TriggerKind kind = TriggerKind::Unknown;
  ValuePtr argument;  // the interval, when given
  Span written{};     // the expression that made it (`Trigger.Once()`)
  // `if (c) Trigger.Once() else Trigger.ProcessingTime(...)`: the trigger is one of these, each
  // written where it was made (kind Unknown, argument unknown).
  std::vector<TriggerValue> alternatives{};
};
// A def or lambda, with the scope it closes over (for closures returned by factories).
struct FunctionValue {
  Node node;       // function_definition or lambda
  const Scope* closure;  // the defining scope: owned by the Interpreter, or by the summary of the module that defined it
  bool pipeline_dataset = false;  // decorated with @dp.table, @dlt.table, ... (not inherited)
  bool streaming_dataset = false;  // a dataset whose returned stream the pipeline runs (table, append_flow, view)
  std::vector<ValuePtr> bound{};  // functools.partial(f, a, b): leading positional arguments
  using BoundKeyword = analysis::BoundKeyword;
  std::vector<BoundKeyword> bound_keywords{};  // functools.partial(f, k=v)
  // `@dp.append_flow(..., once=True)`: the decorator; a one-time flow must return a batch DataFrame.
  std::optional<Span> once_flow{};
  // `@dp.append_flow(...)` without once=True: the decorator; the flow must return a stream.
  std::optional<Span> append_flow{};
  std::string flow_target{};  // an append_flow's `target` (pipeline_name), "" when not a constant
  // The dataset the decorator defines (`@dp.table`, `@dp.materialized_view`, ...); what its query
  // reads is recorded when the function runs.
  std::optional<PipelineDataset> dataset{};
  // `@dp.foreach_batch_sink(...)`: the decorator's expression. The pipeline calls the function with
  // each micro-batch and its id, as foreachBatch does (streaming-facts.md §4.3).
  Node batch_sink{};
};

struct Value {
  std::variant<UnknownValue, NoneValue, StringValue, BoolValue, NumberValue, DictValue, ListValue,
               ModuleValue, ProjectModuleValue, ImportedValue, SparkSessionValue, RuntimeConfigValue, SessionBuilderValue,
               StreamReaderValue, StreamingDataFrameValue, StreamWriterValue, StreamingQueryValue,
               FunctionValue, BatchDataFrameValue, BatchReaderValue, BatchWriterValue, BatchIdValue,
               ColumnValue, ClassValue, InstanceValue, TriggerValue>
      data;

  template <typename T>
  const T* as() const { return std::get_if<T>(&data); }
  bool unknown() const { return std::holds_alternative<UnknownValue>(data); }
};

inline ValuePtr unknown_value();

// Text a program builds past this many bytes (and column lists past this many names) is unknown:
// a chain of `A1 = A0 + A0` doubles at every step, and 40 steps must not take the analysis' time
// and memory. No path, option value or SQL text a rule reads is anywhere near as long (64 KiB of
// SQL is some 1,500 lines). At 1 MiB such a chain cost 20 ms of copying per file: every read of a
// class attribute runs the class body again (class_attribute).
constexpr std::size_t kMaxFoldedBytes = std::size_t{1} << 16;
constexpr std::size_t kMaxFoldedColumns = 4096;

template <typename T>
ValuePtr make_value(T payload) {
  if constexpr (std::is_same_v<T, StringValue>) {
    // A literal as written is as long as the file makes it, never doubled: kept whole.
    if (payload.text.size() > kMaxFoldedBytes && !payload.written_at) return unknown_value();
  } else if constexpr (std::is_same_v<T, UnknownValue>) {
    if (payload.run_time_text.size() > kMaxFoldedBytes) return unknown_value();
  } else if constexpr (std::is_same_v<T, ColumnValue>) {
    if (payload.text.size() > kMaxFoldedBytes || payload.columns.size() > kMaxFoldedColumns) return unknown_value();
  }
  return std::make_shared<const Value>(Value{std::move(payload)});
}

inline ValuePtr unknown_value() {
  static const ValuePtr unknown = std::make_shared<const Value>(Value{UnknownValue{}});
  return unknown;
}

// A clock reading (UnknownValue::clock).
inline ValuePtr clock_value() {
  static const ValuePtr clock = std::make_shared<const Value>(Value{UnknownValue{0, "", "", true}});
  return clock;
}
inline bool is_clock(const ValuePtr& v) {
  const auto* u = v->as<UnknownValue>();
  return u && u->clock;
}

// The folded string, or nullopt when the value is not a constant string. Returns a copy, so it
// is safe on temporaries such as string_of(eval(...)).
inline std::optional<std::string> string_of(const ValuePtr& v) {
  const auto* s = v ? v->as<StringValue>() : nullptr;
  return s ? std::optional<std::string>(s->text) : std::nullopt;
}

}  // namespace streamlint::analysis
