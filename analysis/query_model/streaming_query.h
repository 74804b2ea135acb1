// The query model: what rules read instead of raw syntax (DESIGN.md "The query model").
// Spark's own names: a DataStreamReader builds a Source, transformations append Operations to a
// streaming DataFrame, a DataStreamWriter collects format/options/Trigger/OutputMode, and
// start()/toTable() turns it into a StreamingQuery.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

struct Value;
using ValuePtr = std::shared_ptr<const Value>;

// One option as written: `.option(k, v)`, `.options(k=v)`, an entry of a dict spread with
// `**d`, or a keyword of `load()` / `start()` / `toTable()`.
struct OptionSetting {
  std::string key;        // as written; Spark matches option keys case-insensitively
  ValuePtr value;         // never null; Unknown when not a constant
  SourceRange key_range;  // where the key is written (string literal, keyword or dict key)
};

struct OptionSet {
  std::vector<OptionSetting> settings;
  // False once an option map that could not be evaluated was applied (`.options(**unknown)`):
  // then "option X is absent" is unknown and rules that need absence stay silent.
  bool complete = true;

  // Last setting of `key`, compared case-insensitively (DataStreamWriter uses CaseInsensitiveMap,
  // streaming-facts.md §1.1).
  const OptionSetting* find(std::string_view key) const;
  void merge(const OptionSet& other);
};

// A streaming source: spark.readStream...load()/table()/json()/...
struct Source {
  std::string format;  // lower-cased ("kafka", "delta", "cloudfiles", "json"...); "" when unknown
  OptionSet options;
  SourceRange call_range;  // the `.load(` / `.table(` / `.json(` call
  bool has_schema = false;  // .schema(...) was given
  std::optional<SourceRange> name_range;  // DataStreamReader.name("...") call (source evolution)
  std::string session{};                  // the session it was read from, as written (`spark`), or ""
  ValuePtr name;                          // its argument
  bool in_pipeline_dataset = false;
};

struct StreamingDataFrame;

// A DataFrame method applied to a stream, in order (filter, withWatermark, groupBy, agg, ...).
struct Operation {
  std::string method;
  SourceRange range;                // the `.method(...)` call
  std::vector<ValuePtr> arguments;  // positional arguments
  std::vector<std::pair<std::string, ValuePtr>> keywords;
  // join/union: the other input when it is a stream; `other_is_static` when it is a batch
  // DataFrame (neither: unknown).
  std::shared_ptr<const StreamingDataFrame> other;
  bool other_is_static = false;
  bool static_on_left = false;  // batch_df.join(stream): the stream is the right side

  // The argument at `index` or keyword `name`, or nullptr.
  ValuePtr argument(std::size_t index, std::string_view name) const;
};

struct StreamingDataFrame {
  std::vector<std::shared_ptr<const Source>> sources;
  std::vector<Operation> operations;
};

// DataStreamWriter.trigger(...) (streaming-facts.md §3.1). PySpark's trigger is keyword-only.
enum class TriggerKind { ProcessingTime, Once, AvailableNow, Continuous, RealTime, Unknown };

struct Trigger {
  TriggerKind kind = TriggerKind::Unknown;
  SourceRange call_range;     // the `.trigger(...)` call
  SourceRange keyword_range;  // the keyword name (`once`, `continuous`, ...)
  ValuePtr argument;          // the keyword's value (interval string, True)
  bool in_pipeline_dataset = false;
};

enum class OutputMode { Append, Update, Complete, Unknown };

struct StreamWriter {
  std::shared_ptr<const StreamingDataFrame> input;  // null when the written DataFrame is unknown
  std::string format;                               // lower-cased; "" when unknown or unset
  bool format_known = true;                         // false when format() got a non-constant
  OptionSet options;
  std::optional<Trigger> trigger;
  std::optional<OutputMode> output_mode;
  std::optional<SourceRange> output_mode_range;
  std::optional<SourceRange> foreach_batch_range;  // the `.foreachBatch(` call
  ValuePtr foreach_batch_function;
  bool uses_foreach = false;  // `.foreach(writer)`
  bool has_query_name = false;
};

// A path as Hadoop's Path normalises it (org.apache.hadoop.fs.Path: repeated and trailing slashes
// dropped; "/./" too, as the file system resolves it) after any "scheme://" ("/chk//orders/" and
// "/chk/orders" are one directory).
std::string normalise_path(std::string_view path);

// A query started with start(), toTable() or Databricks' table() (RULES.md "A query").
struct StreamingQuery {
  StreamWriter writer;         // options include the keywords of the terminal call
  std::string terminal;        // "start" | "toTable"
  SourceRange terminal_range;  // the `.start(` / `.toTable(` call
  SourceRange statement{};     // the statement that starts it (where a session conf can go before it)
  bool in_pipeline_dataset = false;
  long started_at = 0;  // evaluation order of the start
  long awaited_at = 0;  // evaluation order of its awaitTermination(), 0 when never awaited
  // The calls (by start byte) that led to this start: one helper called from two places starts two
  // queries, a loop re-running one call site starts the same one again.
  std::vector<std::uint32_t> call_context;
  // The if-branches (statement start byte, branch index) the start is inside.
  std::vector<std::pair<std::uint32_t, int>> branches;

  // True when this query and `other` sit in different branches of one if: they never both run.
  bool exclusive_with(const StreamingQuery& other) const;
  // The checkpoint location when it is a constant, normalised (normalise_path).
  std::optional<std::string> checkpoint_location() const;
};

// A batch write (`df.write....save()/saveAsTable()/insertInto()/jdbc()`) made while a function
// handed to foreachBatch runs.
struct BatchWrite {
  std::string terminal;        // save | saveAsTable | insertInto | jdbc | parquet | ...
  SourceRange terminal_range;  // the terminal call
  std::string format;          // lower-cased; "" when unset (Delta on Databricks)
  std::string mode;            // lower-cased; "" when unset
  OptionSet options;
  std::string batch_id_parameter;  // the batch id's name where the write is ("" when it does not reach it)
  SourceRange foreach_batch_range;  // the `.foreachBatch(` that runs the function
};

// A name inside a foreachBatch / foreach function that refers to something built outside it:
// the driver's `spark`/`sc` or an outer DataFrame (streaming-facts.md §4.3, R26).
struct CapturedReference {
  std::string name;
  SourceRange range;
  std::string batch_df_parameter;  // for the `<batch_df>.sparkSession` fix ("" when unknown)
};

// An action or operator Spark rejects on a streaming DataFrame (count, show, collect, ...).
struct StreamingAction {
  std::string method;
  SourceRange range;
};

// A read of the state data source: format("statestore") / format("state-metadata").
struct StateReaderUse {
  SourceRange range;  // the `.format(` call
  bool streaming = false;
};

// A SQL text run with spark.sql("...") (string literal, constant folded).
struct SqlStatement {
  std::string text;
  SourceRange range;  // the string argument
};

// A name imported from a module (`import dlt`, `from pyspark import pipelines as dp`).
struct ImportUse {
  std::string module;
  SourceRange range;  // the import statement
};

// A session configuration written in code: spark.conf.set(k, v) or builder .config(k, v).
struct SessionConf {
  std::string key;
  ValuePtr value;
  SourceRange key_range;
  // How to delete the setting and keep valid code (the statement, or the builder's `.config(...)`),
  // as a range and its replacement; absent when it cannot be removed on its own (a dict entry).
  std::optional<SourceRange> removal;
  std::string removal_text;
  SourceRange value_range;  // where the value is written (a string or True/False literal), for value rewrites
  bool value_is_literal = false;
};

// Everything the rules read about one module.
// The same call site may appear more than once when a helper runs in several contexts.
struct ModuleModel {
  std::vector<StreamingQuery> queries;
  std::vector<std::shared_ptr<const Source>> sources;  // every streaming source read
  std::vector<Trigger> triggers;                       // every trigger() on a stream writer
  std::vector<SessionConf> session_confs;
  std::vector<BatchWrite> batch_writes;                // inside foreachBatch functions
  std::vector<CapturedReference> captured_references;  // inside foreachBatch/foreach functions
  std::vector<StreamingAction> streaming_actions;
  std::vector<StateReaderUse> state_reads;
  std::vector<SqlStatement> sql_statements;
  std::vector<ImportUse> imports;
  // Calls that only make sense in a pipeline dataset function's caller (SR701): start(),
  // toTable(), collect(), count(), toPandas(), save(), saveAsTable() inside one.
  std::vector<StreamingAction> pipeline_actions;
  std::vector<StreamingAction> pipeline_stream_unions;  // union of two streams in a dataset function

  const SessionConf* find_session_conf(std::string_view key) const;
};

}  // namespace streamlint::analysis
