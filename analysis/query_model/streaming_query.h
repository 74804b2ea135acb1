// The query model: what rules read instead of raw syntax (DESIGN.md "The query model").
// Spark's own names: a DataStreamReader builds a Source, transformations append Operations to a
// streaming DataFrame, a DataStreamWriter collects format/options/Trigger/OutputMode, and
// start()/toTable() turns it into a StreamingQuery.
#pragma once

#include <memory>
#include <optional>
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
};

// A DataFrame method applied to a stream, in order (filter, withWatermark, groupBy, agg, ...).
struct Operation {
  std::string method;
  SourceRange range;  // the `.method(...)` call
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

// A query started with start() or toTable() (RULES.md "A query").
struct StreamingQuery {
  StreamWriter writer;         // options include the keywords of the terminal call
  std::string terminal;        // "start" | "toTable"
  SourceRange terminal_range;  // the `.start(` / `.toTable(` call
  bool in_pipeline_dataset = false;
};

// A session configuration written in code: spark.conf.set(k, v) or builder .config(k, v).
struct SessionConf {
  std::string key;
  ValuePtr value;
  SourceRange key_range;
};

// Everything the rules read about one module.
// The same call site may appear more than once when a helper runs in several contexts.
struct ModuleModel {
  std::vector<StreamingQuery> queries;
  std::vector<std::shared_ptr<const Source>> sources;  // every streaming source read
  std::vector<Trigger> triggers;                       // every trigger() on a stream writer
  std::vector<SessionConf> session_confs;

  const SessionConf* find_session_conf(std::string_view key) const;
};

}  // namespace streamlint::analysis
