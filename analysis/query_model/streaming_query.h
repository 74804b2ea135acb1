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

#include "analysis/query_model/operation_list.h"
#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

struct Value;
using ValuePtr = std::shared_ptr<const Value>;
struct ModuleSummary;

// One option as written: `.option(k, v)`, `.options(k=v)`, an entry of a dict spread with
// `**d`, or a keyword of `load()` / `start()` / `toTable()`.
struct OptionSetting {
  std::string key;        // as written; Spark matches option keys case-insensitively
  ValuePtr value;         // never null; Unknown when not a constant
  Span key_range;  // where the key is written (string literal, keyword or dict key)
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
  Span call_range;  // the `.load(` / `.table(` / `.json(` call
  bool has_schema = false;  // .schema(...) was given
  std::optional<Span> name_range;  // DataStreamReader.name("...") call (source evolution)
  NodeKey job{};                   // the job whose run named it (StreamingQuery::job)
  std::string session{};                  // the session it was read from, as written (`spark`), or ""
  ValuePtr name;                          // its argument
  bool in_pipeline_dataset = false;
  // The table read (`.table(name)`, a pipeline's `read_stream(name)`), as written, when a constant.
  std::string table{};
};

struct StreamingDataFrame;

// A DataFrame method applied to a stream, in order (filter, withWatermark, groupBy, agg, ...).
struct Operation {
  std::string method;
  Span range;                       // the `.method(...)` call
  std::vector<ValuePtr> arguments;  // positional arguments
  std::vector<std::pair<std::string, ValuePtr>> keywords;
  // join/union: the other input when it is a stream; `other_is_static` when it is a batch
  // DataFrame (neither: unknown).
  std::shared_ptr<const StreamingDataFrame> other;
  bool other_is_static = false;
  bool static_on_left = false;  // batch_df.join(stream): the stream is the right side
  bool arguments_known = true;  // false when a `*list` or `**dict` spread hid some of them

  // The argument at `index` or keyword `name`, or nullptr.
  ValuePtr argument(std::size_t index, std::string_view name) const;
};

// The PySpark name of `method`'s parameter `name` when `name` is its Scala spelling (Dataset.join's
// `joinType` is `how`; `usingColumns`, `usingColumn` and `joinExprs` are `on`), else `name`: the
// model keeps PySpark's names, whichever language wrote the call. Source: the two APIs' signatures,
// https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/Dataset.html#join and
// https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/api/pyspark.sql.DataFrame.join.html
std::string pyspark_parameter(std::string_view method, std::string_view name);

struct StreamingDataFrame {
  std::vector<std::shared_ptr<const Source>> sources;
  OperationList operations;  // persistent: a frame derived by one method shares its input's
  // A DataFrame of unknown origin (an installed library's, a parameter no caller fills): the
  // operations are those applied since. It is a stream only once it reaches writeStream (RULES.md
  // "Project scope"), and what happened before the first operation is unknown: a watermark may
  // have been set there (origin_unknown_watermark).
  bool origin_unknown = false;
  // origin_unknown: the binding of the value it came from (UnknownValue::binding: `feed =
  // open_feed(...)`), 0 when none. Actions on that value are a stream's once a query writes it.
  std::uint64_t origin_binding = 0;
  // Another path's frame this one may be instead (`a if c else b`, the blocks of an if or match
  // binding one name to different streams), with this frame's operation count where the paths met:
  // the operations past it were applied after, to whichever path ran. A query started from this
  // frame is checked on each path too (alternative_frames, StreamingQuery::path_alternative).
  struct OtherPath {
    std::shared_ptr<const StreamingDataFrame> frame;
    std::size_t base = 0;
    // What held on this path of an if whose blocks test `x == "A"` (Interpreter::equality_guard;
    // StreamingQuery::guards): the test of the block it ran (`when`), or, on the path that ran none,
    // each block's test, false there (`unless`). A start under tests that contradict them never
    // runs on this path (`if mode == "C": df = df.withWatermark(...)` then `if mode == "C":
    // start()`: the path without the watermark never starts that query).
    std::optional<std::pair<std::uint64_t, std::string>> when{};
    std::vector<std::pair<std::uint64_t, std::string>> unless{};
  };
  std::vector<OtherPath> other_paths{};
  // Made by choosing between streams (`a if c else b`): it stands for its other paths (what they
  // share at most), so they, not it, are checked on their own.
  bool one_of = false;

  // Adds the sources of `other` (a join's or union's second input) not read already: a stream
  // joined with itself, or a CTE chain whose steps join the one before, reads each source once
  // (without it the list doubles at each step).
  void add_sources(const StreamingDataFrame& other);
};

// The frames `frame` is on its other paths (StreamingDataFrame::other_paths), each with the
// operations applied since the paths met, nested paths expanded; at most 32. `guards`: the equality
// tests around the start (StreamingQuery::guards); a path they contradict is left out.
std::vector<std::shared_ptr<const StreamingDataFrame>> alternative_frames(
    const StreamingDataFrame& frame, const std::vector<std::pair<std::uint64_t, std::string>>& guards = {});

// DataStreamWriter.trigger(...) (streaming-facts.md §3.1). PySpark's trigger is keyword-only.
enum class TriggerKind { ProcessingTime, Once, AvailableNow, Continuous, RealTime, Unknown };

struct Trigger {
  TriggerKind kind = TriggerKind::Unknown;
  Span call_range;     // the `.trigger(...)` call
  Span keyword_range;  // the keyword name (`once`, `continuous`, ...)
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
  // When the trigger is one of several by the path the code took (an `if` set one on some paths,
  // branch_merge.h; Scala's `trigger(if (c) Trigger.Once() else ...)`): each path's, nullopt for a
  // path that set none (the default trigger). Empty otherwise; `trigger` is then of unknown kind.
  std::vector<std::optional<Trigger>> trigger_paths{};
  std::optional<OutputMode> output_mode;
  std::optional<Span> output_mode_range;
  std::optional<Span> foreach_batch_range;  // the `.foreachBatch(` call
  ValuePtr foreach_batch_function;
  bool uses_foreach = false;  // `.foreach(writer)`
  bool has_query_name = false;
};

// A path as Hadoop's Path normalises it (org.apache.hadoop.fs.Path: repeated and trailing slashes
// dropped; "/./" too, as the file system resolves it) after any "scheme://" ("/chk//orders/" and
// "/chk/orders" are one directory); a relative path's leading "./" ("./chk" and "chk").
std::string normalise_path(std::string_view path);

// Parts joined as os.path.join joins them: an absolute later part restarts the path.
std::string join_path(const std::vector<std::string>& parts);

// A query started with start(), toTable() or Databricks' table() (RULES.md "A query").
struct StreamingQuery {
  StreamWriter writer;         // options include the keywords of the terminal call
  std::uint64_t id = 0;        // unique in the module's run: awaitTermination() finds it by id
  std::string terminal;        // "start" | "toTable"
  Span terminal_range;  // the `.start(` / `.toTable(` call
  // What the query writes, when a constant: the table toTable() names, or the path start() (or
  // the `path` option) names, as written; "" otherwise. Fixes name placeholders after it.
  std::string sink{};
  Span statement{};     // the statement that starts it (where a session conf can go before it)
  bool in_pipeline_dataset = false;
  // Evaluation order of the start and of its awaitTermination() (0 when never awaited). Counted
  // within the run of one top-level statement (module_run.h); the module's order is (statement,
  // count), which assemble_module_model folds into one number.
  long started_at = 0;
  long awaited_at = 0;
  // The calls (by start byte) that led to this start: one helper called from two places starts two
  // queries, a loop re-running one call site starts the same one again.
  std::vector<NodeKey> call_context;
  // The if-branches (if statement, branch index) the start is inside.
  std::vector<std::pair<NodeKey, int>> branches;
  // The tests `x == "A"` around the start of a value known only at run time (x's one binding,
  // UnknownValue::binding, and the constant): a start under `x == "C"` of another if never runs
  // with it (`if mode == "A": ...` then `if mode == "C": ...`).
  std::vector<std::pair<std::uint64_t, std::string>> guards;
  // Started while a function no statement of the module calls ran with unknown arguments
  // (Interpreter::run_unreached): a stand-in for the calls other modules may make.
  bool stand_in = false;
  // The job of its file that starts it: {} for the module's statements (and functions they or unseen
  // callers run); else a `main` no statement calls (the JVM's entry into a Scala object, a console
  // script's) or the main a Scala object inherits. Separate jobs run in an unknown order, maybe at
  // once: one's awaitTermination() does not order its query before another job's (SR102).
  NodeKey job{};
  // A copy of the query started at the same call, over another path's DataFrame (alternative_frames):
  // its rules run, but it is no query of its own (no checkpoint use, restart shape or review card).
  bool path_alternative = false;
  // A statement of this module set kSessionCheckpointKey (SessionConf::runtime) before it started.
  bool after_session_checkpoint = false;

  // True when this query and `other` sit in different branches of one if: they never both run.
  bool exclusive_with(const StreamingQuery& other) const;
  // The checkpoint location when it is a constant, normalised (normalise_path).
  std::optional<std::string> checkpoint_location() const;
};

// Whether two starts' equality tests (StreamingQuery::guards) test one run-time value against two
// different constants: they never both run.
bool guards_exclude(const std::vector<std::pair<std::uint64_t, std::string>>& a,
                    const std::vector<std::pair<std::uint64_t, std::string>>& b);

// A batch write (`df.write....save()/saveAsTable()/insertInto()/jdbc()`) made while a function
// handed to foreachBatch runs.
struct BatchWrite {
  std::string terminal;        // save | saveAsTable | insertInto | jdbc | parquet | ... | sql (MERGE, INSERT, ...)
  Span terminal_range;  // the terminal call
  std::string format;          // lower-cased; "" when unset (Delta on Databricks)
  std::string mode;  // lower-cased; "" when unset; "accumulate": a MERGE adding to the target (merge_accumulates)
  OptionSet options;
  std::string batch_id_parameter;  // the batch id's name where the write is ("" when it does not reach it)
  Span foreach_batch_range;  // the `.foreachBatch(` that runs the function
  // The calls from the foreachBatch function to the helper that writes, outermost first (empty for
  // a write in the function itself): a `try` around one of them catches the write's failure too.
  std::vector<Span> via{};
  // A DataFrameWriter's write of the micro-batch DataFrame, or of one made from it (a selection, a
  // quarantine's copy): not a SQL statement's, a DeltaTable's, or another DataFrame's.
  bool micro_batch = false;
  // Where the writer was made (`.write`): two writes of one writer (`w.saveAsTable(t)` in a try and
  // again in its except) write the same data.
  std::optional<Span> writer_made_at{};
};

// A name inside a foreachBatch / foreach function that refers to something built outside it:
// the driver's `spark`/`sc` or an outer DataFrame (streaming-facts.md §4.3, R26).
struct CapturedReference {
  std::string name;
  Span range;
  std::string batch_df_parameter;  // for the `<batch_df>.sparkSession` fix ("" when unknown)
  bool session = false;            // a SparkSession by value (`ss = SparkSession.builder...`), not only by name
  // A DeltaTable built outside (`DeltaTable.forName(spark, ...)`): an object that holds the
  // driver's session (streaming-facts.md §4.3, STREAMING_CONNECT_SERIALIZATION_ERROR).
  bool delta_table = false;
};

// An action or operator Spark rejects on a streaming DataFrame (count, show, collect, ...).
struct StreamingAction {
  std::string method;
  Span range;
  // Nonzero when the action ran on a value of unknown origin (this UnknownValue::binding): it is a
  // stream's only when a query writes that value (StreamingDataFrame::origin_binding).
  std::uint64_t unknown_origin = 0;
};

// A read of the state data source: format("statestore") / format("state-metadata").
struct StateReaderUse {
  Span range;  // the `.format(` call
  bool streaming = false;
};

// A SQL text run with spark.sql("...") (string literal, constant folded).
struct SqlStatement {
  std::string text;
  Span range;         // the string argument (absolute in a .sql file)
  bool cell = false;  // a notebook's SQL cell (`%sql`, `# MAGIC %sql`), or a .sql file's text
};

// A dataset a Lakeflow pipeline file defines (streaming-facts.md §6.3): `@dp.table`,
// `@dp.materialized_view`, `@dp.temporary_view` (and the legacy `@dlt.*`), `create_streaming_table`,
// or a SQL CREATE statement.
struct PipelineDataset {
  // Table: `@dp.table`, a streaming table or a materialized view as its query reads a stream or not.
  enum class Kind { StreamingTable, MaterializedView, View, Table };
  std::string name;  // as pipeline code names it: lower-cased, without `LIVE.` (sql/pipeline_sql.h)
  Kind kind = Kind::View;
  // What its query reads: a stream (true), only batch tables (false); nullopt when it has no query
  // (create_streaming_table) or the query's kind is unknown.
  std::optional<bool> streaming{};
  Span range;  // the decorator, the create_streaming_table call, or the SQL statement
  bool operator==(const PipelineDataset&) const = default;

  // What the pipeline makes of it: a streaming table or a materialized view; nullopt for a view, or
  // a table whose query is unknown.
  std::optional<Kind> stored_as() const {
    if (kind == Kind::StreamingTable || kind == Kind::MaterializedView) return kind;
    if (kind == Kind::Table && streaming) return *streaming ? Kind::StreamingTable : Kind::MaterializedView;
    return std::nullopt;
  }
};

// An AUTO CDC flow: `create_auto_cdc_flow` / `apply_changes`, their `..._from_snapshot` forms,
// SQL `AUTO CDC INTO`, `APPLY CHANGES INTO` and `FLOW AUTO CDC` (streaming-facts.md §6.3).
struct AutoCdcFlow {
  std::string target;  // dataset names as PipelineDataset::name; "" when not a constant
  std::string source;
  // Whether the source is read as a stream: SQL writes it (FROM STREAM(x)); in Python the source
  // is a dataset name, whose definition says (nullopt).
  std::optional<bool> source_streaming{};
  std::optional<int> scd_type{};  // 1 (the default) or 2; nullopt when not a constant
  bool from_snapshot = false;     // create_auto_cdc_from_snapshot_flow: it takes snapshots
  Span range;                     // the call, or the SQL statement
  bool once = false;              // once=True / AUTO CDC ONCE: a one-time flow, which reads in batch
  Span source_range{};            // Python: the `source` argument, which the flow reads as a stream
};

// A name imported from a module (`import dlt`, `from pyspark import pipelines as dp`).
struct ImportUse {
  std::string module;
  Span range;  // the import statement
};

// A session configuration written in code: spark.conf.set(k, v) or builder .config(k, v).
struct SessionConf {
  std::string key;
  ValuePtr value;
  Span key_range;
  // What deleting the setting removes, when it can go on its own: a builder's `.config(...)` call,
  // or the `spark.conf.set(...)` statement (a block's only statement becomes `pass`). A key that
  // reaches a call from a loop over a dict or through a helper cannot be removed there.
  enum class Removal { None, BuilderCall, Statement };
  Removal removal = Removal::None;
  Span removal_span{};           // the `.config(...)` call or the statement
  bool only_statement = false;   // the statement is its block's only one
  Span value_range{};            // where the value is written (a string or True/False literal), for value rewrites
  bool value_is_literal = false;
  // Set by the top level of a project module this one imported (ModuleSummary::session_confs): it
  // holds for this module's queries, and that module reports what is wrong with it.
  bool imported = false;
  // Set as a statement of this module runs (spark.conf.set, SQL SET): it holds only for the queries
  // started after it (Spark reads a query's confs when it starts). False for a builder's config,
  // which holds for all.
  bool runtime = false;
  // Set in code no statement runs (Interpreter::run_unreached): its callers are out of sight, so it
  // is taken to hold for the module's other queries too (StreamingQuery::stand_in ones excepted:
  // the order of a stand-in run's own statements is known).
  bool stand_in = false;
  // Set while a job's `main` runs (StreamingQuery::job): that job's own session. A Scala file's
  // objects are separate JVM jobs, each with the session it builds; {} for the module's.
  NodeKey job{};
};

// Whether what jobs `a` and `b` of one file did shares a session: not when they are two different
// jobs (two objects' `def main`, each building its own session); {} is the module's, every job's.
inline bool same_session(NodeKey a, NodeKey b) { return a == NodeKey{} || b == NodeKey{} || a == b; }

// The session's checkpoint root (streaming-facts.md §1.2): a query without checkpointLocation is
// checkpointed under <root>/<queryName>.
inline constexpr std::string_view kSessionCheckpointKey = "spark.sql.streaming.checkpointLocation";

// Everything the rules read about one module.
// The same call site may appear more than once when a helper runs in several contexts.
// The key of the SessionConf recorded for a builder given a whole conf object (`.config(sparkConf)`):
// any key may be set there, to values we cannot see.
inline constexpr std::string_view kOpaqueConfs = "";
// Recorded as a session conf, so that every statement's rules see it (ModuleModel::context_confs):
// the module uses dltHub's data-loading package, which is also imported as `dlt` (SR702 is then
// silent). No Spark conf has this key.
inline constexpr std::string_view kDltHubUse = "\x01" "dlthub";

// The language a module is written in: rules spell their fixes in it (RULES.md "Languages and file kinds").
enum class SourceLanguage { Python, Scala };

struct ModuleModel {
  // The lowered statements the model's spans point into, and the summaries of the project modules
  // it imported (their spans and closures), kept alive with it.
  std::vector<std::shared_ptr<const SyntaxUnit>> units;
  std::vector<std::shared_ptr<const ModuleSummary>> modules;
  std::shared_ptr<const void> keepalive;  // the run whose scopes the values' closures point into
  std::vector<StreamingQuery> queries;
  std::vector<std::shared_ptr<const Source>> sources;  // every streaming source read
  std::vector<Trigger> triggers;                       // every trigger() on a stream writer
  std::vector<SessionConf> session_confs;
  std::vector<BatchWrite> batch_writes;                // inside foreachBatch functions
  std::vector<CapturedReference> captured_references;  // inside foreachBatch/foreach functions
  std::vector<StreamingAction> streaming_actions;
  std::vector<StateReaderUse> state_reads;
  // Every stream (of a known streaming source) a withWatermark call made, written or not: SR208
  // reads the watermark of a stream only displayed too.
  std::vector<std::shared_ptr<const StreamingDataFrame>> watermarked;
  std::vector<SqlStatement> sql_statements;
  std::vector<ImportUse> imports;
  // Calls that only make sense in a pipeline dataset function's caller (SR701): start(),
  // toTable(), collect(), count(), toPandas(), save(), saveAsTable() inside one.
  std::vector<StreamingAction> pipeline_actions;
  std::vector<StreamingAction> pipeline_stream_unions;  // union of two streams in a dataset function
  // What pipeline Python code defines (SQL statements are read from sql_statements).
  std::vector<PipelineDataset> pipeline_datasets;
  std::vector<AutoCdcFlow> auto_cdc_flows;
  // awaitTermination() on a query another statement started: (query id, evaluation order).
  std::vector<std::pair<std::uint64_t, long>> awaits;
  // A fragment (the items of one statement's run, checked on their own: analysis/incremental_findings.h)
  // points here at the whole module's session confs, which find_session_conf then reads.
  const std::vector<SessionConf>* context_confs = nullptr;

  // The last conf set for `key` in the module (case-insensitive), or null. With `job`: the last
  // that holds for that job's session (not one another job of the file set: same_session).
  const SessionConf* find_session_conf(std::string_view key, NodeKey job = {}) const;
  // Every conf set in the module, in order (a fragment's: the whole module's).
  const std::vector<SessionConf>& all_session_confs() const { return context_confs ? *context_confs : session_confs; }
  // Marks every query, trigger and source as pipeline code (a pipeline library file, where the
  // pipeline owns checkpoints and triggers).
  void mark_pipeline_code();
};

}  // namespace streamlint::analysis
