// What PySpark's streaming API calls do to abstract values: DataStreamReader, streaming
// DataFrame, DataStreamWriter, RuntimeConfig and SparkSession.Builder.
// Signatures: PySpark API reference (DataStreamReader.load/table, DataStreamWriter.start/toTable,
// DataStreamWriter.trigger), as summarised in streaming-facts.md §1.1 and §3.1.
#include <algorithm>
#include <array>
#include <string_view>

#include "analysis/fnv.h"
#include "analysis/query_model/branch_merge.h"
#include "analysis/query_model/dict_mutations.h"
#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/interpreter_limits.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/string_methods.h"
#include "analysis/spark_facts.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// DataFrame methods that return a DataFrame (PySpark DataFrame API).
constexpr auto kTransformations = std::to_array<std::string_view>(
    {"select", "selectExpr", "filter", "where", "withColumn", "withColumns", "withColumnRenamed", "withColumnsRenamed",
     "drop", "alias", "withWatermark", "dropDuplicates", "drop_duplicates", "dropDuplicatesWithinWatermark", "join",
     "union", "unionByName", "unionAll", "crossJoin", "repartition", "repartitionByRange", "coalesce", "hint",
     "withMetadata", "fillna", "dropna", "replace", "sample", "limit", "distinct", "orderBy", "sort",
     "sortWithinPartitions", "observe", "toDF", "to", "mapInPandas", "mapInArrow", "unpivot", "melt", "offset",
     "exceptAll", "subtract", "intersect", "intersectAll", "transformWithStateInPandas", "transformWithState",
     "asTable", "agg",
     // Scala's Dataset: typed views and maps keep the stream; `except` is PySpark's subtract;
     // `toJSON` is a Dataset[String] of the same rows (the usual Kafka value column).
     "as", "map", "flatMap", "mapPartitions", "except", "toJSON",
     // Caching marks the plan and returns the same Dataset.
     "cache", "persist", "unpersist"});

// Actions Spark rejects on streams (streaming-facts.md §4.2), and the v2 batch writer `writeTo`
// (Dataset.writeTo fails on a stream as `write` does: "'writeTo' can not be called on streaming
// Dataset/DataFrame",
// https://github.com/apache/spark/blob/master/sql/core/src/main/scala/org/apache/spark/sql/classic/Dataset.scala).
constexpr auto kActions = std::to_array<std::string_view>(
    {"count", "collect", "show", "take", "head", "first", "toPandas", "foreach", "foreachPartition", "isEmpty",
     "toLocalIterator", "tail", "describe", "summary", "randomSplit", "writeTo"});

// The binding of a value of unknown origin (UnknownValue::binding), 0 for other values.
std::uint64_t unknown_binding(const ValuePtr& value) {
  const auto* u = value->as<UnknownValue>();
  return u && !u->clock ? u->binding : 0;
}

// Methods that group a DataFrame; the next aggregation call completes a stateful aggregation.
constexpr auto& kGroupings = kGroupingMethods;

// Calls on grouped data (GroupedData / KeyValueGroupedDataset) that return a DataFrame.
constexpr auto kGroupedCalls = std::to_array<std::string_view>({
    "agg", "count", "sum", "avg", "mean", "min", "max", "pivot", "applyInPandas",
    "applyInPandasWithState", "mapGroupsWithState", "flatMapGroupsWithState",
    "transformWithStateInPandas", "transformWithState",
    // Scala's KeyValueGroupedDataset.
    "reduceGroups", "mapGroups", "flatMapGroups"});

// Writer calls that return the writer.
constexpr auto kWriterPassThrough = std::to_array<std::string_view>({"partitionBy", "clusterBy", "queryName"});

std::optional<OutputMode> parse_output_mode(const ValuePtr& value) {
  auto s = string_of(value);
  if (!s) return OutputMode::Unknown;
  const std::string mode = to_lower(*s);
  if (mode == "append") return OutputMode::Append;
  if (mode == "update") return OutputMode::Update;
  if (mode == "complete") return OutputMode::Complete;
  return OutputMode::Unknown;
}


}  // namespace

// The parameters of `f`; with `required`, only those a call must give (neither a default nor a splat).
std::size_t parameter_count(const FunctionValue& f, bool required) {
  const auto& S = py::sym();
  std::size_t count = 0;
  // Positional ones: a `*` ends them (a Scala method's instance parameters follow it).
  bool keyword_only = false;
  f.node.field(py::field().parameters).for_each_named_child([&](Node p) {
    if (p.is(S.keyword_separator)) keyword_only = true;
    if (!keyword_only && (!required || p.is(S.identifier) || p.is(S.typed_parameter))) ++count;
  });
  return count;
}

void Interpreter::add_options(OptionSet& options, const CallArguments& args,
                              std::initializer_list<std::string_view> named_parameters) {
  for (const auto& k : args.keywords) {
    bool named = false;
    for (std::string_view p : named_parameters) named = named || k.name == p;
    if (!named) options.settings.push_back({k.name, k.value, k.name_range});
  }
  // `options(**d)`, and the Scala/Java API's `options(Map(...))` (a positional map).
  std::vector<ValuePtr> spreads = args.dict_splats;
  for (const auto& p : args.positional) {
    if (p.value->as<DictValue>() || (named_parameters.size() == 0 && p.value->unknown())) spreads.push_back(p.value);
  }
  for (const ValuePtr& spread : spreads) {
    if (const auto* dict = spread->as<DictValue>()) {
      for (const DictEntry& e : dict->entries) options.settings.push_back({e.key, e.value, e.key_range});
      options.complete = options.complete && dict->complete;
    } else {
      options.complete = false;
    }
  }
}

ValuePtr Interpreter::attribute_of(const ValuePtr& receiver, std::string_view name) {
  if (is_clock(receiver)) return clock_value();  // `datetime.now().microsecond`
  if (ValuePtr item = tuple_field(receiver, name)) return item;
  if (const auto* instance = receiver->as<InstanceValue>()) {
    // While its __init__ runs: what it stored so far (`self.path = self.checkpoint + "/v1"`).
    for (auto c = constructions_.rbegin(); c != constructions_.rend(); ++c) {
      if (c->instance != receiver.get()) continue;
      for (const auto& [attribute, value] : c->attributes) {
        if (attribute == name) return value;
      }
      break;
    }
    // What its __init__ stored, unless the module stores that attribute elsewhere too.
    if (instance->attributes) {
      for (const auto& [attribute, value] : *instance->attributes) {
        if (attribute != name) continue;
        // A dataclass has no __init__ of its own: any store of the name counts.
        // (Its __post_init__'s stores are the construction's, as __init__'s are.)
        const bool constructor = class_method(instance->class_node, "__init__", instance->globals) ||
                                 class_method(instance->class_node, "__post_init__", instance->globals);
        const bool elsewhere = attribute_assigned_outside(instance->class_node, instance->globals, name, constructor);
        return elsewhere ? unknown_value() : value;
      }
    }
    if (auto method = class_method(instance->class_node, name, instance->globals)) {
      // Called on this instance: `self` is it, with its attributes.
      if (!method->bound.empty() && method->bound.front()->as<InstanceValue>()) method->bound.front() = receiver;
      if (is_property(method->node)) return call_function(*method, CallArguments{});
      return make_value(std::move(*method));
    }
    const ClassValue reader{instance->class_node, instance->globals};
    if (ValuePtr value = class_attribute(instance->class_node, name, instance->globals, &reader)) return value;
    return unknown_value();
  }
  if (const auto* cls = receiver->as<ClassValue>()) {
    // Read from the class, a plain method is a function: its first argument is the instance.
    auto method = class_method(cls->node, name, cls->globals);
    if (!method) {
      ValuePtr value = class_attribute(cls->node, name, cls->globals);
      return value ? value : unknown_value();
    }
    if (!method->bound.empty() && method->bound.front()->as<InstanceValue>()) method->bound.clear();
    return make_value(std::move(*method));
  }
  if (const auto* project = receiver->as<ProjectModuleValue>()) {
    // A name the module binds, else its submodule (`import pkg.mod` reaches `pkg.mod` this way).
    if (ValuePtr value = project->summary->lookup(name))
      return with_instance_arguments(resolve_import(value), *project);
    if (auto sub = project_module(project->summary->name + "." + std::string(name))) {
      return make_value(ProjectModuleValue{std::move(sub)});
    }
    return unknown_value();
  }
  const bool session_like = receiver->unknown() || receiver->as<SparkSessionValue>() || receiver->as<ModuleValue>();
  if (const auto* m = receiver->as<ModuleValue>()) {
    if (name == "builder" && ends_with(m->path, "SparkSession")) return make_value(SessionBuilderValue{});
    // A fully qualified JVM name (`com.acme.common.Sources`) may name a Scala object of the project.
    if (!starts_with(m->path, "org.apache.spark") && !starts_with(m->path, "pyspark") && name != "readStream" && name != "read" && name != "conf") {
      if (auto summary = project_module(m->path + "." + std::string(name))) return make_value(ProjectModuleValue{std::move(summary)});
    }
    if (name != "readStream" && name != "read" && name != "conf") {
      // Scala reads `java.time.Instant.now` without parentheses: the reading.
      if (is_clock_function(m->path + "." + std::string(name))) return clock_value();
      return make_value(ModuleValue{m->path + "." + std::string(name)});
    }
  }
  if (name == "readStream" && session_like) {
    return frames_.back().spark_mocked ? unknown_value() : make_value(StreamReaderValue{});
  }
  if (name == "read" && session_like) return make_value(BatchReaderValue{});
  if (name == "conf" && session_like) return make_value(RuntimeConfigValue{});
  const auto* stream = receiver->as<StreamingDataFrameValue>();
  const auto* batch = receiver->as<BatchDataFrameValue>();
  if (name == "writeStream") {
    if (stream) {
      StreamWriter writer;
      writer.input = stream->frame;
      return make_value(StreamWriterValue{std::move(writer)});
    }
    if (batch && batch->unseen_view) {
      // A view registered out of sight, written with writeStream: a stream (BatchDataFrameValue).
      StreamWriter writer;
      writer.input = batch->unseen_view;
      return make_value(StreamWriterValue{std::move(writer)});
    }
    // A value of unknown origin written with writeStream is a stream from here back; not under a
    // test's mock of Spark, where nothing runs (spark_mocks.h).
    if (receiver->unknown() && !frames_.back().spark_mocked) {
      auto frame = std::make_shared<StreamingDataFrame>();
      frame->origin_unknown = true;
      frame->origin_binding = unknown_binding(receiver);
      StreamWriter writer;
      writer.input = std::move(frame);
      return make_value(StreamWriterValue{std::move(writer)});
    }
  }
  // `.write` of a value of unknown origin, also after DataFrame methods (`model.transform(batch_df)
  // .select("a").write`, kept in case it reached writeStream): a batch write, as only a batch
  // DataFrame has one.
  const bool unknown_frame = stream && stream->frame->origin_unknown && stream->frame->sources.empty();
  if (name == "write" && (batch || receiver->unknown() || unknown_frame)) {
    return make_value(BatchWriterValue{"", "", {}, false, batch && batch->no_rows, batch && batch->micro_batch});
  }
  if (name == "sparkSession" && (receiver->unknown() || stream || batch)) return make_value(SparkSessionValue{});
  // `if df.isStreaming:` in a helper given both kinds is decided per call.
  if (name == "isStreaming" && ((stream && !stream->frame->origin_unknown) || batch)) return make_value(BoolValue{stream != nullptr});
  // df.ts: a column, except the DataFrame's own properties.
  static constexpr auto kProperties = std::to_array<std::string_view>(
      {"columns", "schema", "dtypes", "na", "stat", "rdd", "isStreaming", "storageLevel", "sql_ctx", "sqlContext",
       "write", "writeStream", "sparkSession", "plot"});
  if ((stream || batch) && !one_of(name, kProperties)) {
    return make_value(ColumnValue{ColumnValue::Kind::Column, std::string(name), {std::string(name)}, ""});
  }
  // `args.checkpoint` of one binding (`args = parser.parse_args()`): one value wherever it is read,
  // unless the module stores such an attribute somewhere (`cfg.checkpoint = ...` between reads).
  if (const auto* u = receiver->as<UnknownValue>(); u && u->binding != 0 && u->run_time_text.empty() && !attribute_stored(name)) {
    UnknownValue attribute{fnv_mix(u->binding, name) | 1, u->name + "." + std::string(name)};
    attribute.lookup = u->lookup;  // a field of a config read by key is read by key too
    return make_value(std::move(attribute));
  }
  return unknown_value();
}

ValuePtr Interpreter::call_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args,
                                  Node call) {
  if (const auto* m = receiver->as<ModuleValue>()) {
    note_dlthub(*m, method, call.span());
    return call_module_function(m->path + "." + std::string(method), args, call);
  }
  // What a clock reading's methods make of it (`now().timestamp()`, `Instant.now.toEpochMilli`), and
  // Scala's `System.currentTimeMillis()` (java.lang is imported everywhere).
  if (is_clock(receiver)) return clock_value();
  if (const auto* u = receiver->as<UnknownValue>(); u && u->name == "System" && !u->clock) {
    if (method == "currentTimeMillis" || method == "nanoTime") return clock_value();
  }
  // (The lowering calls a field it cannot tell from a method: `kv._1` reaches here too.)
  if (args.positional.empty() && args.keywords.empty()) {
    if (ValuePtr item = tuple_field(receiver, method)) return item;
  }
  // Scala's typed Dataset.joinWith(other, condition, joinType) is a join with the same arguments;
  // its rows pair the two sides' objects, its state is a join's.
  if (method == "joinWith" && (receiver->as<StreamingDataFrameValue>() || receiver->as<BatchDataFrameValue>())) method = "join";
  // `df.col("x")` (Dataset.col; `df("x")` is Dataset.apply, eval_call): the column, as `df["x"]`.
  if (method == "col") {
    if (auto column = dataframe_column(receiver, args)) return column;
  }
  // A function handed to a collection's foreach/map/... (Scala's `tables.foreach { t => ... }`) runs
  // for each item of a constant list (bounded), else once with an unknown item; a query it starts
  // is a query.
  static constexpr auto kIterating = std::to_array<std::string_view>({"foreach", "map", "flatMap", "filter", "withFilter"});
  const auto* list = receiver->as<ListValue>();
  // Scala's Map: its entries are (key, value) pairs (`tables.foreach { case (name, chk) => ... }`).
  const auto* map = receiver->as<DictValue>();
  if ((list || map || receiver->unknown()) && one_of(method, kIterating) && args.positional.size() == 1) {
    if (const auto* f = args.positional[0].value->as<FunctionValue>()) {
      std::vector<ValuePtr> items{unknown_value()};
      if (list && !list->items.empty() && list->items.size() <= kMaxUnrolled) items = list->items;
      if (map && map->complete && !map->entries.empty() && map->entries.size() <= kMaxUnrolled) {
        items = entry_pairs(*map).items;
      }
      // A function of several parameters over pairs (Scala's `{ case (name, df) => ... }` over
      // `Seq(name -> df)` or a zipWithIndex) takes each pair's items.
      const std::size_t parameters = parameter_count(*f, false);
      LoopGuard loop(loops_);
      call_sites_.push_back(call);
      ListValue mapped;  // `map` over a constant list: the list of what f returned
      for (const ValuePtr& item : items) {
        CallArguments each;
        const auto* pair = item->as<ListValue>();
        if (pair && pair->kind == ListValue::Kind::Tuple && f->bound.empty() && parameters == pair->items.size() &&
            parameters > 1) {
          for (const ValuePtr& part : pair->items) each.positional.push_back({part, Node{}});
        } else {
          each.positional.push_back({item, Node{}});
        }
        mapped.items.push_back(call_function(*f, each));
      }
      call_sites_.pop_back();
      if (list && method == "map" && items.size() == list->items.size()) return make_value(std::move(mapped));
      if (list || map) return unknown_value();
    }
  }
  // Scala's Option.fold on a known Option: `None.fold(ifEmpty)(f)` is ifEmpty, `Some(x).fold(ifEmpty)(f)` is f(x).
  if (method == "fold" && args.positional.size() == 2) {
    if (receiver->as<NoneValue>()) return args.positional[0].value;
    // A one-item Seq lowers the same; its fold's f takes two parameters.
    const auto* f = args.positional[1].value->as<FunctionValue>();
    if (list && list->kind == ListValue::Kind::List && list->items.size() == 1 && f &&
        parameter_count(*f, false) == 1) {
      CallArguments item;
      item.positional = {{list->items.front(), Node{}}};
      return call_value(args.positional[1].value, item, call);
    }
  }
  // Scala's `opts.foldLeft(writer)(f)` (one call of both argument lists) over items not known.
  if ((method == "foldLeft" || method == "fold") && args.positional.size() == 2 && receiver->unknown()) {
    return fold_unknown_items(args.positional[1].value, args.positional[0].value, call);
  }
  // Scala's `xs.reduce(_ union _)` over a constant list: f folded left to right (functools.reduce).
  if (list && (method == "reduce" || method == "reduceLeft") && args.positional.size() == 1 && !list->items.empty() &&
      list->items.size() <= kMaxUnrolled) {
    ValuePtr folded = list->items.front();
    for (std::size_t i = 1; i < list->items.size(); ++i) {
      CallArguments pair;
      pair.positional = {{folded, Node{}}, {list->items[i], Node{}}};
      folded = call_value(args.positional[0].value, pair, call);
    }
    return folded;
  }
  // Scala's `xs.zipWithIndex`: each item paired with its index.
  if (list && method == "zipWithIndex" && args.positional.empty() && list->items.size() <= kMaxUnrolled) {
    ListValue pairs;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
      pairs.items.push_back(make_value(ListValue{{list->items[i], make_value(NumberValue{std::to_string(i)})},
                                                 ListValue::Kind::Tuple}));
    }
    return make_value(std::move(pairs));
  }
  // Scala's Option as the lowering writes it (`Some(x)` is `[x]`, `None` is None), and a Seq's head.
  if (list && list->kind == ListValue::Kind::List) {
    if (method == "getOrElse" && args.positional.size() == 1 && list->items.size() <= 1) {
      return list->items.empty() ? args.positional[0].value : list->items.front();
    }
    if ((method == "get" || method == "head") && args.positional.empty() && !list->items.empty()) return list->items.front();
    // Scala's `Try(x).toOption` (a Try is lowered as the Option of its Success).
    if (method == "toOption" && args.positional.empty() && list->items.size() <= 1) return receiver;
    // Scala's `Seq(root, "orders").mkString("/")` (and mkString(start, sep, end)).
    if (method == "mkString" && args.keywords.empty() && !args.has_list_splat && args.positional.size() != 2 &&
        args.positional.size() <= 3) {
      std::vector<std::string> texts;
      for (const auto& a : args.positional) {
        auto t = string_of(a.value);
        if (!t) return unknown_value();
        texts.push_back(*t);
      }
      const std::string separator = texts.empty() ? "" : texts.size() == 1 ? texts[0] : texts[1];
      std::string out = texts.size() == 3 ? texts[0] : "";
      for (std::size_t i = 0; i < list->items.size(); ++i) {
        auto item = string_of(list->items[i]);
        if (!item) return unknown_value();
        if (i > 0) out += separator;
        out += *item;
      }
      if (texts.size() == 3) out += texts[2];
      return make_value(StringValue{std::move(out)});
    }
  }
  if (receiver->as<NoneValue>() && method == "getOrElse" && args.positional.size() == 1) return args.positional[0].value;
  // Scala's multi-line string literal: """...|...""".stripMargin. The margin bars are blanked, not
  // removed: the text keeps the literal's positions (SQL findings land on their clause's line), and
  // leading blanks change no SQL, path or option value a rule reads.
  if (const auto* str = receiver->as<StringValue>(); str && method == "stripMargin") {
    StringValue out = *str;
    for (std::size_t line = 0; line < out.text.size(); line = out.text.find('\n', line) + 1) {
      const std::size_t bar = out.text.find_first_not_of(" \t", line);
      if (bar != std::string::npos && out.text[bar] == '|') out.text[bar] = ' ';
      if (out.text.find('\n', line) == std::string::npos) break;
    }
    out.margins_blanked = out.written_at.has_value();
    return make_value(std::move(out));
  }
  if (const auto* str = receiver->as<StringValue>(); str && !str->path) {
    // Scala's "...".format(args) is Java's String.format: printf-style, as Python's `%`.
    const std::string& file = call.unit() ? call.unit()->file() : std::string();
    if (method == "format" && (file.ends_with(".scala") || file.ends_with(".sc"))) {
      if (args.has_list_splat || !args.keywords.empty()) return unknown_value();
      ListValue values{{}, ListValue::Kind::Tuple};
      for (const auto& p : args.positional) values.items.push_back(p.value);
      return fold_percent_format(str->text, make_value(std::move(values)));
    }
    if (ValuePtr folded = fold_string_method(*str, method, args)) return folded;
  }
  if (receiver->as<ProjectModuleValue>() || receiver->as<InstanceValue>() || receiver->as<ClassValue>()) {
    // `helpers.read_orders(spark)`: the module's function, run like a local one; `source.read()`,
    // `Sources.read_static(spark)`: the class's method, its receiver bound.
    const ValuePtr callee = attribute_of(receiver, method);
    // A Scala case class's generated `copy` (a class that defines its own runs that).
    if (const auto* instance = receiver->as<InstanceValue>(); instance && method == "copy" && callee->unknown()) {
      return copy_instance(*instance, args, true);
    }
    const Node arguments = call.field(py::field().arguments);
    const bool unwritten =
        arguments && arguments.start() == arguments.end() && args.positional.empty() && args.keywords.empty();
    if (const auto* f = callee->as<FunctionValue>()) {
      // Scala's `Sinks.append` (or `Sinks.append _`) for a method that takes arguments: the method
      // as a function (eta-expansion, `foreachBatch(Sinks.append)`), not a call.
      if (unwritten && f->bound.empty() && parameter_count(*f, true) > 0) return callee;
      call_sites_.push_back(call);
      ValuePtr result = call_function(*f, args);
      call_sites_.pop_back();
      return result;
    }
    if (const auto* c = callee->as<ClassValue>()) {
      call_sites_.push_back(call);
      ValuePtr made = instantiate(*c, args);
      call_sites_.pop_back();
      return made;
    }
    // `new Sinks.Inner(...)`, `Outer.Cfg(...)`: a class or object another file's object holds.
    if (const auto* type = callee->as<ProjectModuleValue>();
        type && !type->summary->member_prefix.empty() && !unwritten) {
      return call_scala_type(*type, args, call);
    }
    // Scala's `Config.root` (a val, read without parentheses) comes lowered as a call with an
    // argument list of no width: its value.
    if (unwritten) return callee;
    return unknown_value();
  }
  if (const auto* r = receiver->as<StreamReaderValue>()) return reader_method(*r, method, args, call);
  if (const auto* f = receiver->as<StreamingDataFrameValue>()) return dataframe_method(*f, method, args, call);
  // Spark ML: a transformer's (or fitted model's) transform(stream) is a stream; an estimator's
  // fit(stream) is rejected like an action (streaming-facts.md §4.2).
  if (receiver->unknown() && (method == "transform" || method == "fit")) {
    const ValuePtr dataset = args.get(0, "dataset");
    if (const auto* s = dataset->as<StreamingDataFrameValue>(); s && !s->frame->origin_unknown) {
      if (method == "transform") return dataset;
      record_action(method, call);
      return unknown_value();
    }
  }
  // (Under a test's mock of Spark nothing of unknown origin is taken for a stream: spark_mocks.h.)
  const bool mocked = frames_.back().spark_mocked;
  if (receiver->unknown() && !mocked) {
    // A view of a DataFrame of unknown origin (a library's): what SQL reads from it keeps its
    // operations, and is a stream when it reaches writeStream, as the DataFrame itself would be.
    if (const std::string name = view_registered_by(method, args); !name.empty()) {
      auto frame = std::make_shared<StreamingDataFrame>();
      frame->origin_unknown = true;
      frame->origin_binding = unknown_binding(receiver);
      register_view(name, make_value(StreamingDataFrameValue{std::move(frame)}));
      return unknown_value();
    }
  }
  if (receiver->unknown() && !mocked && (one_of(method, kTransformations) || one_of(method, kGroupings))) {
    // A DataFrame method on a value of unknown origin: keep the operations, in case the result
    // reaches writeStream (then they are a stream's).
    auto frame = std::make_shared<StreamingDataFrame>();
    frame->origin_unknown = true;
    frame->origin_binding = unknown_binding(receiver);
    return dataframe_method(StreamingDataFrameValue{std::move(frame)}, method, args, call);
  }
  // An action on a named value of unknown origin (`feed.show()`): a stream's if a query writes it.
  if (const std::uint64_t binding = unknown_binding(receiver); binding != 0 && one_of(method, kActions)) {
    record_action(method, call, binding);
    return unknown_value();
  }
  if (const auto* w = receiver->as<StreamWriterValue>()) return writer_method(*w, method, args, call);
  if (receiver->as<BatchReaderValue>() || receiver->as<BatchDataFrameValue>() || receiver->as<BatchWriterValue>()) {
    return batch_method(receiver, method, args, call);
  }
  if (const auto* c = receiver->as<ColumnValue>()) {
    // alias/cast/desc/isNull/between...: the same columns, as an expression past a plain rename.
    if (method == "alias" || method == "name" || method == "as") {  // `as`: the Scala spelling
      ColumnValue named = *c;
      if (auto alias = string_of(args.get(0, "alias"))) named.alias = *alias;
      return make_value(std::move(named));
    }
    // try_cast: PySpark 4.0 / Spark 4.0's Column.try_cast, a Cast like the others (named after its column).
    if (method == "cast" || method == "try_cast" || method == "astype" || method == "asc" || method == "desc") {
      return receiver;
    }
    ColumnValue derived{ColumnValue::Kind::Expression, "", c->columns, ""};
    derived.aggregate = c->aggregate && method != "over";  // sum("x").cast(...) aggregates, sum("x").over(w) does not
    derived.maybe_aggregate = c->maybe_aggregate && method != "over";
    derived.window_function = method == "over" ? std::optional<Span>(method_call_span(call)) : c->window_function;
    return make_value(std::move(derived));
  }
  if (const auto* q = receiver->as<StreamingQueryValue>()) {
    // awaitTermination(timeout) returns after the timeout while the query may still run: only the plain
    // form orders it (https://spark.apache.org/docs/latest/api/python/reference/pyspark.ss/api/pyspark.sql.streaming.StreamingQuery.awaitTermination.html).
    // stop() ends the query too: a query stopped before the next one starts never overlaps it
    // (RULES.md "Clarifications").
    const bool until_stopped = !args.has(0, "timeout");
    if ((method == "awaitTermination" && until_stopped) || method == "stop") {
      auto it = std::find_if(out_->queries.begin(), out_->queries.end(),
                             [&](const StreamingQuery& started) { return started.id == q->id; });
      // The first await orders it; a later one (a copied awaitTermination()) changes nothing.
      if (it != out_->queries.end()) {
        ++order_;
        if (it->awaited_at == 0) it->awaited_at = order_;
      } else {
        out_->awaits.push_back({q->id, ++order_});  // started by another statement
      }
    }
    return unknown_value();
  }
  if (receiver->as<RuntimeConfigValue>()) {
    if (method == "set") record_session_conf(args, call, false);
    return unknown_value();
  }
  // SQLContext.setConf(key, value) (`spark.sqlContext`, a notebook's `sqlContext`) sets the session's conf.
  if (method == "setConf" && receiver->unknown()) {
    record_session_conf(args, call, false);
    return unknown_value();
  }
  if (receiver->as<SessionBuilderValue>()) {
    if (method == "config") record_session_conf(args, call, true);
    if (method == "getOrCreate" || method == "create") return make_value(SparkSessionValue{});
    return receiver;
  }
  const bool session = receiver->as<SparkSessionValue>() != nullptr;
  if ((session || receiver->unknown()) && method == "sql") return sql_value(args, call);
  if ((session || receiver->unknown()) && method == "table") {
    // A temp view of the session (a stream, if a stream was registered), else a batch table read;
    // `spark` of a script that never built it is unknown, but a view it registered is still known.
    auto name = string_of(args.get(0, "tableName"));
    if (ValuePtr v = name ? view(*name) : nullptr) return v;
    // A notebook's predefined `spark`, or a parameter or attribute of that name, is the session.
    const auto* u = receiver->as<UnknownValue>();
    if (session || (u && unqualified(u->name) == "spark")) return unregistered_table(name);
  }
  if (session) {
    if (method == "newSession") return receiver;
    if (method == "createDataFrame" || method == "range") return make_value(BatchDataFrameValue{});
  }
  // A path's text: pathlib's as_posix(), the JVM's toString / getPath (Hadoop's Path, java.io.File).
  if (const auto* str = receiver->as<StringValue>(); str && str->path &&
      (method == "as_posix" || method == "resolve" || method == "toString" || method == "getPath")) {
    return receiver;
  }
  if (const auto* d = receiver->as<DictValue>()) {
    if (method == "copy") return make_value(*d);  // a new dict: changing it leaves the original
    // A SparkConf's setters return the conf (dict_mutations.h).
    if (method == "set" || method == "setIfMissing" || method == "setAll") return make_value(*dict_after_method(*d, method, args));
    if (method == "setAppName" || method == "setMaster" || method == "setSparkHome" || method == "setExecutorEnv") {
      return receiver;
    }
    // Python's `d.get(k, default)`, Scala's `m.getOrElse(k, default)`: the default only when the
    // dict is complete (a `**unknown` spread into it may hold the key).
    if (method == "get" || method == "getOrElse") {
      auto key = string_of(args.get(0, "key"));
      if (!key) return unknown_value();
      for (auto it = d->entries.rbegin(); it != d->entries.rend(); ++it) {
        if (it->key == *key) return it->value;
      }
      return d->complete && args.positional.size() > 1 ? args.positional[1].value : unknown_value();
    }
    if (method == "items") return make_value(entry_pairs(*d));
    if (method == "keys" || method == "values") {
      ListValue list;
      for (const DictEntry& e : d->entries) {
        list.items.push_back(method == "keys" ? make_value(StringValue{e.key, e.key_range, false}) : e.value);
      }
      return make_value(std::move(list));
    }
  }
  // A lookup by constant keys (`dbutils.widgets.get("root")`, Typesafe config's
  // `conf.getString("app.checkpoint")`, the JVM's `System.getenv("ROOT")`): one value wherever it is
  // read, as `args.checkpoint` is (RULES.md "Clarifications": the same variable shares a path). Only
  // these known lookups: another getter (`gen.getNext("x")`, a queue's `get`) may give a new value
  // at each call.
  if (const auto* u = receiver->as<UnknownValue>()) {
    if (ValuePtr found = known_lookup(*u, method, args)) return found;
    if (ValuePtr rewritten = pure_string_method(*u, method, args)) return rewritten;
  }
  return unknown_value();
}

namespace {

// One run-time value per (source, getter, constant arguments): `written.shown(args)` in messages
// (an apply is shown as a call of `written`). Null when an argument is not constant.
ValuePtr keyed_value(std::uint64_t source, std::string_view getter, const CallArguments& args, std::string_view written,
                     std::string_view shown, bool lookup) {
  if (!args.keywords.empty() || args.has_list_splat || !args.dict_splats.empty()) return nullptr;
  std::string key(getter);
  std::string name = std::string(written) + (shown == "apply" ? "" : "." + std::string(shown)) + "(";
  for (const auto& a : args.positional) {
    const auto* n = a.value->as<NumberValue>();
    auto text = string_of(a.value);
    if (!text && !n) return nullptr;
    key += '\0';
    key += text ? *text : n->literal;
    name += (name.back() == '(' ? "" : ", ") + (text ? '"' + *text + '"' : n->literal);
  }
  UnknownValue value{fnv_mix(source, std::string_view(key)) | 1, name + ")"};
  value.lookup = lookup;
  return make_value(std::move(value));
}

}  // namespace

ValuePtr pure_string_method(const UnknownValue& receiver, std::string_view method, const CallArguments& args) {
  // Python's and Scala's (java.lang.String's, StringOps') methods that only rewrite the text.
  static constexpr auto kPure = std::to_array<std::string_view>(
      {"strip", "lstrip", "rstrip", "lower", "upper", "casefold", "title", "removeprefix", "removesuffix", "replace",
       "trim", "stripSuffix", "stripPrefix", "toLowerCase", "toUpperCase"});
  if (receiver.binding == 0 || receiver.clock || !one_of(method, kPure)) return nullptr;
  return keyed_value(receiver.binding, method, args, receiver.name, method, receiver.lookup);
}

ValuePtr known_lookup(const UnknownValue& receiver, std::string_view method, const CallArguments& args) {
  // A loaded config's getters whatever the variable's name (`val cfg = ConfigFactory.load()`).
  const bool getter = pure_lookup(receiver.name, method) || (receiver.lookup && pure_lookup("config", method));
  if (receiver.binding == 0 || !receiver.run_time_text.empty() || receiver.clock || !getter) return nullptr;
  // The process environment, however it is read (`System.getenv("X")`, `sys.env("X")`,
  // `sys.env.get("X")`): one source with Python's `os.environ`, keyed as `os.environ.get` keys it.
  const bool environment =
      receiver.name == "sys.env" || method == "getenv" || (receiver.name == "sys" && method == "env");
  if (environment) return lookup_value(kEnvironment, "get", args, receiver.name, method);
  ValuePtr found = lookup_value(receiver.binding, method, args, receiver.name);
  // The JVM's system properties are given per launch (`-Dkey=value`), as arguments are: one value
  // within a job, not one a deployment gives its jobs alike (UnknownValue::lookup).
  const bool property =
      method == "getProperty" || receiver.name == "sys.props" || (receiver.name == "sys" && method == "props");
  if (const auto* u = found ? found->as<UnknownValue>() : nullptr; u && property) {
    UnknownValue own = *u;
    own.lookup = false;
    return make_value(std::move(own));
  }
  return found;
}

ValuePtr tuple_field(const ValuePtr& receiver, std::string_view name) {
  const auto* tuple = receiver->as<ListValue>();
  if (!tuple || tuple->kind != ListValue::Kind::Tuple || name.size() != 2 || name[0] != '_' || name[1] < '1' ||
      name[1] > '9') {
    return nullptr;
  }
  const std::size_t at = static_cast<std::size_t>(name[1] - '1');
  return at < tuple->items.size() ? tuple->items[at] : unknown_value();
}

bool pure_lookup(std::string_view receiver, std::string_view method) {
  if (receiver == "dbutils.widgets") return method == "get" || method == "getArgument";
  if (receiver == "System" || receiver == "java.lang.System") return method == "getenv" || method == "getProperty";
  // Scala's views of the environment and the JVM's properties: immutable maps
  // (https://www.scala-lang.org/api/2.13.x/scala/sys/package.html); `sys.env("X")` is their apply.
  if (receiver == "sys.env" || receiver == "sys.props") {
    return method == "apply" || method == "get" || method == "getOrElse";
  }
  if (receiver == "sys") return method == "env" || method == "props";  // `sys.env("X")` called as written
  // Typesafe Config's typed getters, on a value named for a configuration (`config`, `appConf`):
  // an immutable tree read by path (https://github.com/lightbend/config#api-example).
  static constexpr auto kConfigGetters = std::to_array<std::string_view>(
      {"getString", "getInt", "getLong", "getBoolean", "getDouble", "getDuration", "getStringList", "getConfig"});
  return one_of(method, kConfigGetters) && to_lower(receiver).find("conf") != std::string::npos;
}

ListValue entry_pairs(const DictValue& dict) {
  ListValue pairs;
  for (const DictEntry& e : dict.entries) {
    ValuePtr key = make_value(StringValue{e.key, e.key_range, false});  // where the key is written
    pairs.items.push_back(make_value(ListValue{{std::move(key), e.value}, ListValue::Kind::Tuple}));
  }
  return pairs;
}

ValuePtr lookup_value(std::uint64_t source, std::string_view getter, const CallArguments& args,
                      std::string_view written, std::string_view written_getter) {
  if (args.positional.empty()) return nullptr;  // a lookup names its key
  // As written: `conf.getString("app.chk")`, `sys.env("X")` (an apply).
  return keyed_value(source, getter, args, written, written_getter.empty() ? getter : written_getter, true);
}

ValuePtr Interpreter::reader_method(const StreamReaderValue& reader, std::string_view method,
                                    const CallArguments& args, Node call) {
  Source source = *reader.source;
  if (method == "format") {
    auto f = string_of(args.get(0, "source"));
    source.format = f ? to_lower(*f) : "";
    if (source.format == "statestore" || source.format == "state-metadata") {
      out_->state_reads.push_back({method_call_span(call), true});
    }
    return make_value(StreamReaderValue{std::move(source)});
  }
  if (method == "option") {
    add_option(source.options, args);
    return make_value(StreamReaderValue{std::move(source)});
  }
  if (method == "schema") source.has_schema = true;
  if (method == "name") {
    source.name_range = method_call_span(call);
    source.name = args.get(0, "source_name");
    source.job = job_;
  }
  if (method == "options") {
    add_options(source.options, args, {});
    return make_value(StreamReaderValue{std::move(source)});
  }
  // `delta(path)`: Delta's Scala implicits (`import io.delta.implicits._`), a Delta table by path.
  // `textFile(path)`: Scala's text source as a Dataset[String].
  const bool file_format = is_file_format(method) || method == "delta" || method == "textFile";
  if (method == "table") {
    // readStream.table(view): the stream the temp view was registered from.
    auto name = string_of(args.get(0, "tableName"));
    ValuePtr registered = name ? view(*name) : nullptr;
    if (registered && registered->as<StreamingDataFrameValue>()) return registered;
  }
  if (method == "load" || method == "table" || file_format) {
    if (auto f = string_of(args.get(1, "format")); f && method == "load") source.format = to_lower(*f);
    if (file_format) source.format = method == "textFile" ? "text" : std::string(method);
    if (method == "table" && source.format.empty()) source.format = "table";
    if (method == "table") source.table = string_of(args.get(0, "tableName")).value_or("");
    add_options(source.options, args, {"path", "format", "schema", "tableName"});
    if (args.has(2, "schema") && method == "load") source.has_schema = true;
    source.call_range = method_call_span(call);
    source.in_pipeline_dataset = in_pipeline_code();
    auto frame = std::make_shared<StreamingDataFrame>();
    frame->sources.push_back(std::make_shared<const Source>(std::move(source)));
    out_->sources.push_back(frame->sources.back());
    return make_value(StreamingDataFrameValue{std::move(frame)});
  }
  // schema(), name(), ... keep building the same reader.
  return make_value(StreamReaderValue{std::move(source)});
}

void Interpreter::add_option(OptionSet& options, const CallArguments& args) {
  const ValuePtr key_value = args.get(0, "key");
  auto key = string_of(key_value);
  if (key && args.has(0, "key")) {
    // At the literal that spells the key, wherever it is written (a dict looped over with
    // `for k, v in opts.items(): reader.option(k, v)`), as conf keys are; else at the argument.
    const auto* literal = key_value->as<StringValue>();
    options.settings.push_back({*key, args.get(1, "value"), literal && literal->written_at ? *literal->written_at : args.range(0, "key")});
  } else {
    options.complete = false;
  }
}

ValuePtr Interpreter::dataframe_method(const StreamingDataFrameValue& value, std::string_view method,
                                       const CallArguments& args, Node call) {
  const StreamingDataFrame& frame = *value.frame;
  const auto& ops = frame.operations;
  // Grouped data, also after groupBy(...).pivot(...) (which returns grouped data: count() on it aggregates).
  const bool grouped =
      !ops.empty() && (one_of(ops.back().method, kGroupings) || (ops.back().method == "pivot" && ops.before_back() &&
                                                                 one_of(ops.before_back()->method, kGroupings)));
  // pivot() is not supported in a pipeline dataset function (SR709): recorded with its actions.
  if (method == "pivot" && inside_dataset_function(call)) out_->pipeline_actions.push_back({"pivot", method_call_span(call)});
  // KeyValueGroupedDataset.mapValues / keyAs: still the same groups, the aggregation comes next.
  if (grouped && (method == "mapValues" || method == "keyAs")) return make_value(value);
  if (method == "transform") {
    if (const auto* f = args.get(0, "func")->as<FunctionValue>()) {
      CallArguments inner;
      inner.positional.push_back({make_value(value), Node{}});
      return call_function(*f, inner);
    }
    return unknown_value();
  }
  if (const std::string name = view_registered_by(method, args); !name.empty()) {
    register_view(name, make_value(value));
    return unknown_value();
  }
  // Actions Spark rejects on streams: recorded, and they end the stream. On a DataFrame of unknown
  // origin, maybe a batch one, the verdict waits for a query that writes it.
  if (!grouped && one_of(method, kActions)) {
    if (!frame.origin_unknown) {
      record_action(method, call);
    } else if (frame.origin_binding != 0) {
      record_action(method, call, frame.origin_binding);
    }
    return unknown_value();
  }
  const bool keeps_frame = grouped ? one_of(method, kGroupedCalls)
                                   : (one_of(method, kTransformations) || one_of(method, kGroupings));
  if (!keeps_frame) return unknown_value();

  auto next = std::make_shared<StreamingDataFrame>(frame);
  if (method == "withWatermark" && !frame.origin_unknown && out_) out_->watermarked.push_back(next);
  Operation op{std::string(method), method_call_span(call), {}, {}, nullptr, false, false};
  for (const auto& a : args.positional) {
    // selectExpr("ts AS event_time", "count(*)"): each string read as the column select() would get.
    op.arguments.push_back(method == "selectExpr" ? expression_value(a.value, a.node ? a.node.span() : Span{}, true)
                                                  : a.value);
  }
  for (const auto& k : args.keywords) op.keywords.push_back({pyspark_parameter(method, k.name), k.value});
  op.arguments_known = !args.has_list_splat && args.dict_splats.empty();
  // Analytic window functions among the new columns, each recorded where it is written.
  std::vector<Span> window_functions;
  if (one_of(method, std::to_array<std::string_view>({"select", "selectExpr", "withColumn", "withColumns"}))) {
    auto note = [&](const ValuePtr& v) {
      if (const auto* c = v->as<ColumnValue>(); c && c->window_function) window_functions.push_back(*c->window_function);
      if (const auto* dict = v->as<DictValue>()) {
        for (const DictEntry& e : dict->entries) {
          if (const auto* c = e.value->as<ColumnValue>(); c && c->window_function) window_functions.push_back(*c->window_function);
        }
      }
    };
    for (const ValuePtr& a : op.arguments) note(a);
    for (const auto& [name, value] : op.keywords) note(value);
  }
  // Calls that read a second DataFrame: joins, unions, and intersect/except (SR404 reads the
  // streams on both sides).
  if (one_of(method, kTwoInputMethods)) {
    const ValuePtr other = second_input(args);
    // A DataFrame of unknown origin may be static or a stream: neither is known.
    const auto* stream = other->as<StreamingDataFrameValue>();
    if (stream && !stream->frame->origin_unknown) {
      // `library_df.join(stream)`: the receiver may be static or a stream, so the join is not
      // known to be stream-stream (SR501): the other side is not recorded as a stream. The result
      // keeps its unknown origin (a watermark may come from the receiver's side).
      if (!frame.origin_unknown) op.other = stream->frame;
      next->add_sources(*stream->frame);
      if (method.starts_with("union") && frames_.back().pipeline_dataset && !frame.origin_unknown &&
          !stream->frame->origin_unknown) {
        out_->pipeline_stream_unions.push_back({std::string(method), op.range});
      }
    } else if (other->as<BatchDataFrameValue>()) {
      op.other_is_static = true;
    }
  }
  next->operations.push_back(std::move(op));
  for (const Span& at : window_functions) next->operations.push_back({"over", at, {}, {}, nullptr, false, false});
  return make_value(StreamingDataFrameValue{std::move(next)});
}

void Interpreter::record_action(std::string_view method, Node call, std::uint64_t unknown_origin) {
  out_->streaming_actions.push_back({std::string(method), method_call_span(call), unknown_origin});
  if (unknown_origin != 0) return;
  if (inside_dataset_function(call) && (method == "collect" || method == "count" || method == "toPandas")) {
    out_->pipeline_actions.push_back({std::string(method), method_call_span(call)});
  }
}

ValuePtr Interpreter::writer_method(const StreamWriterValue& value, std::string_view method,
                                    const CallArguments& args, Node call) {
  StreamWriter writer = *value.writer;
  if (method == "format") {
    auto f = string_of(args.get(0, "source"));
    writer.format = f ? to_lower(*f) : "";
    writer.format_known = f.has_value();
  } else if (method == "option") {
    add_option(writer.options, args);
  } else if (method == "options") {
    add_options(writer.options, args, {});
  } else if (method == "outputMode") {
    writer.output_mode = parse_output_mode(args.get(0, "outputMode"));
    writer.output_mode_range = method_call_span(call);
  } else if (method == "trigger") {
    Trigger trigger;
    trigger.call_range = method_call_span(call);
    static constexpr std::array<std::pair<std::string_view, TriggerKind>, 5> kKinds = {{
        {"processingTime", TriggerKind::ProcessingTime},
        {"once", TriggerKind::Once},
        {"availableNow", TriggerKind::AvailableNow},
        {"continuous", TriggerKind::Continuous},
        {"realTime", TriggerKind::RealTime},
    }};
    // Keywords, and entries of dicts spread with `**` (`trigger(**LOW_LATENCY)`).
    std::vector<DictEntry> settings;
    for (const auto& k : args.keywords) settings.push_back({k.name, k.value, k.name_range});
    for (const ValuePtr& spread : args.dict_splats) {
      if (const auto* d = spread->as<DictValue>()) settings.insert(settings.end(), d->entries.begin(), d->entries.end());
    }
    for (const DictEntry& k : settings) {
      for (const auto& [name, kind] : kKinds) {
        if (k.key != name || trigger.kind != TriggerKind::Unknown) continue;
        const auto* flag = k.value->as<BoolValue>();
        const bool boolean_kind = kind == TriggerKind::Once || kind == TriggerKind::AvailableNow;
        // once=False / availableNow=False select nothing; an unknown flag stays unknown.
        if (boolean_kind && !(flag && flag->value)) continue;
        trigger.kind = kind;
        trigger.keyword_range = k.key_range;
        trigger.argument = k.value;
      }
    }
    const TriggerValue* object = args.positional.empty() ? nullptr : args.positional[0].value->as<TriggerValue>();
    if (object && settings.empty()) {
      // The Scala/Java API: trigger(Trigger.Once()); the range is the trigger object's expression,
      // where it was made (`val RunTrigger = Trigger.Once()` then `trigger(RunTrigger)`: a fix
      // renames the object there).
      trigger.kind = object->kind;
      trigger.keyword_range = object->written.empty_span() ? args.positional[0].node.span() : object->written;
      trigger.argument = object->argument ? object->argument : unknown_value();
    } else if (trigger.kind == TriggerKind::Unknown && !args.positional.empty() && settings.empty() &&
               !args.positional[0].value->unknown()) {
      // Old PySpark accepted the interval positionally: trigger("10 seconds").
      trigger.kind = TriggerKind::ProcessingTime;
      trigger.keyword_range = args.positional[0].node.span();
      trigger.argument = args.positional[0].value;
    }
    trigger.in_pipeline_dataset = frames_.back().pipeline_dataset;
    writer.trigger_paths.clear();
    if (object && settings.empty() && !object->alternatives.empty()) {
      // One of several triggers (`trigger(if (c) Trigger.Once() else ...)`): each is a trigger the
      // query may run with, where it is written; the writer's is unknown.
      for (const TriggerValue& alternative : object->alternatives) {
        Trigger one = trigger;
        one.kind = alternative.kind;
        if (!alternative.written.empty_span()) one.keyword_range = alternative.written;
        one.argument = alternative.argument ? alternative.argument : unknown_value();
        out_->triggers.push_back(one);
        writer.trigger_paths.push_back(std::move(one));
      }
    } else {
      out_->triggers.push_back(trigger);
    }
    writer.trigger = trigger;
  } else if (method == "foreachBatch") {
    writer.foreach_batch_range = method_call_span(call);
    writer.foreach_batch_function = args.get(0, "func");
    if (!writer.foreach_batch_function->as<FunctionValue>() && !writer.foreach_batch_function->as<InstanceValue>() &&
        !args.positional.empty()) {
      writer.foreach_batch_function = method_handler(args.positional[0].node);
    }
    run_batch_handler(writer.foreach_batch_function, call, true);
  } else if (method == "foreach") {
    writer.uses_foreach = true;
    run_batch_handler(args.get(0, "f"), call, false);
  } else if (method == "start" || method == "toTable" || method == "table") {
    // DataStreamWriter.table(name): the Databricks spelling of toTable(name) used in Databricks'
    // own example notebooks (dbdemos); not in the PySpark reference, so only a terminal here.
    StreamingQuery query;
    if (auto f = string_of(args.get(1, "format"))) writer.format = to_lower(*f);
    if (const auto* mode = args.keyword("outputMode")) {
      writer.output_mode = parse_output_mode(mode->value);
      writer.output_mode_range = mode->node.span();
    }
    if (args.keyword("queryName")) writer.has_query_name = true;
    if (method == "start" && args.has(0, "path")) {
      writer.options.settings.push_back({"path", args.get(0, "path"), args.range(0, "path")});
    }
    add_options(writer.options, args, {"path", "tableName", "format", "outputMode", "partitionBy", "queryName"});
    if (method != "start") {
      if (auto table = string_of(args.get(0, "tableName"))) query.sink = *table;
    } else if (const OptionSetting* path = writer.options.find("path")) {
      if (auto p = string_of(path->value)) query.sink = *p;
    }
    query.writer = std::move(writer);
    query.terminal = method == "table" ? "toTable" : std::string(method);
    query.terminal_range = method_call_span(call);
    if (statement_) query.statement = statement_.span();
    query.in_pipeline_dataset = frames_.back().pipeline_dataset;
    query.started_at = ++order_;
    // (The module's statements set it for every job's session; a job's main for its own.)
    const std::string job_marker =
        job_ != NodeKey{} ? session_checkpoint_marker() : std::string(kSessionCheckpointSet) + ":any";
    query.after_session_checkpoint = module_scope_->lookup(kSessionCheckpointSet)->as<BoolValue>() ||
                                     module_scope_->lookup(job_marker)->as<BoolValue>();
    query.id = ++next_query_id_;
    for (const Node& call : call_sites_) query.call_context.push_back(call.key());
    query.branches = branches_;
    query.guards = guards_;
    query.stand_in = unreached_;
    query.job = job_;
    if (inside_dataset_function(call)) out_->pipeline_actions.push_back({std::string(method), query.terminal_range});
    // The DataFrame may be another path's (`df = a if c else b`, an if binding it in each block):
    // the query is checked on each, as starts in branches that never run together.
    const auto alternatives = query.writer.input ? alternative_frames(*query.writer.input, guards_)
                                                 : std::vector<std::shared_ptr<const StreamingDataFrame>>{};
    if (!alternatives.empty()) query.branches.push_back({call.key(), 0});
    const std::uint64_t id = query.id;
    out_->queries.push_back(query);
    for (std::size_t i = 0; i < alternatives.size(); ++i) {
      StreamingQuery other = query;
      other.writer.input = alternatives[i];
      other.id = ++next_query_id_;
      other.branches.back().second = static_cast<int>(i + 1);
      other.path_alternative = true;
      out_->queries.push_back(std::move(other));
    }
    return make_value(StreamingQueryValue{id});
  } else if (!one_of(method, kWriterPassThrough)) {
    return unknown_value();
  }
  if (method == "queryName") writer.has_query_name = true;
  return make_value(StreamWriterValue{std::move(writer)});
}

Interpreter::Frame* Interpreter::handler_frame() {
  for (auto f = frames_.rbegin(); f != frames_.rend(); ++f) {
    if (f->batch_function_scope && f->scope == f->batch_function_scope) return &*f;
  }
  return nullptr;
}

std::vector<Span> Interpreter::handler_call_path() {
  std::vector<Span> path;
  if (const Frame* handler = handler_frame()) {
    for (std::size_t i = handler->handler_calls; i < call_sites_.size(); ++i) path.push_back(call_sites_[i].span());
  }
  return path;
}

void Interpreter::note_runtime_conf(SessionConf& conf) {
  conf.runtime = true;
  conf.stand_in = unreached_;
  if (iequals(conf.key, kSessionCheckpointKey)) {
    module_scope_->bind(session_checkpoint_marker(), make_value(BoolValue{true}));
    // A query of no job (a helper's own run, its callers unseen) may run in any job's session.
    if (job_ != NodeKey{})
      module_scope_->bind(std::string(kSessionCheckpointSet) + ":any", make_value(BoolValue{true}));
  }
}

std::string Interpreter::session_checkpoint_marker() const {
  if (job_ == NodeKey{}) return std::string(kSessionCheckpointSet);
  return std::string(kSessionCheckpointSet) + ":" + std::to_string(job_.serial) + ":" + std::to_string(job_.index);
}

void Interpreter::keep_session_conf(SessionConf conf) {
  conf.job = job_;
  out_->session_confs.push_back(std::move(conf));
}

void Interpreter::record_session_conf(const CallArguments& args, Node call, bool builder) {
  const auto& S = py::sym();
  const ValuePtr key = args.get(0, "key");
  if (const auto* k = key->as<StringValue>(); k && args.has(0, "key")) {
    // Report where the key is written: its literal (a constant, a dict key in a loop) or the call.
    SessionConf conf{k->text, args.get(1, "value"), k->written_at.value_or(args.range(0, "key"))};
    if (const auto* v = conf.value->as<StringValue>(); v && v->written_at) {
      conf.value_range = *v->written_at;
      conf.value_is_literal = true;
    } else if (args.has(1, "value")) {
      // True / False written in the call.
      const Node node = args.node(1, "value");
      if (node.is(S.true_) || node.is(S.false_)) {
        conf.value_range = node.span();
        conf.value_is_literal = true;
      }
    }
    // Removing the call removes this setting only when the key is written in the call itself: a call
    // in a loop over a dict, or in a helper, also makes the settings other keys reach it with.
    const Span call_span = call.span();
    const bool key_in_call = k->written_at && k->written_at->serial == call_span.serial &&
                             call_span.start <= k->written_at->start && k->written_at->end <= call_span.end;
    if (key_in_call && builder) {
      conf.removal = SessionConf::Removal::BuilderCall;
      conf.removal_span = method_call_span(call);
    } else if (const Node statement = call.parent(); key_in_call && statement.is(S.expression_statement)) {
      const Node block = statement.parent();
      conf.removal = SessionConf::Removal::Statement;
      conf.removal_span = statement.span();
      conf.only_statement = block.is(S.block) && block.named_child_count() == 1;
    }
    // Delta's session-level txnAppId / txnVersion, set by a foreachBatch handler for its writes.
    if (Frame* handler = builder ? nullptr : handler_frame()) {
      for (const std::string_view option : {"txnAppId", "txnVersion"}) {
        if (iequals(conf.key, "spark.databricks.delta.write." + std::string(option))) {
          handler->session_txn_options.settings.push_back({std::string(option), conf.value, conf.key_range});
        }
      }
    }
    if (!builder) note_runtime_conf(conf);
    keep_session_conf(std::move(conf));
  }
  // builder.config(map={...}) (PySpark >= 3.4); config(conf=SparkConf().set(...)) and Scala's
  // config(conf) / config(Map(...)): a SparkConf is modelled as a dict of its settings.
  const ValuePtr spread = args.keyword("map") ? args.get(99, "map")
                          : args.keyword("conf") ? args.get(99, "conf")
                          : builder && args.positional.size() == 1 ? key : nullptr;
  const auto* map = spread ? spread->as<DictValue>() : nullptr;
  if (map) {
    for (const DictEntry& e : map->entries) keep_session_conf({e.key, e.value, e.key_range});
  }
  // builder.config(sparkConf) (Scala/Java, PySpark's conf=) of a conf we cannot see, or one with
  // settings we cannot see (a `**spread`): settings we cannot see.
  const bool opaque = map ? !map->complete : spread && args.keyword("conf");
  if (opaque || (builder && args.positional.size() == 1 && !key->as<StringValue>() && !key->as<DictValue>())) {
    keep_session_conf({std::string(kOpaqueConfs), unknown_value(), args.range(0, "key")});
  }
}

ValuePtr Interpreter::fold_unknown_items(const ValuePtr& f, const ValuePtr& initial, Node call) {
  if (!initial->as<StreamWriterValue>()) return unknown_value();
  // Scala's Option.fold(ifEmpty)(f), f of the option's value: the writer as it was, or as f made
  // it (`name.fold(writer)(n => writer.queryName(n))`), merged as an if's two paths are.
  if (const auto* one = f->as<FunctionValue>(); one && one->bound.empty() && parameter_count(*one, false) == 1) {
    CallArguments value;
    value.positional = {{unknown_value(), Node{}}};
    const ValuePtr some = call_value(f, value, call);
    const ValuePtr merged = some->as<StreamWriterValue>() ? merge_paths({initial, some}) : nullptr;
    return merged ? merged : unknown_value();
  }
  CallArguments step;
  step.positional = {{initial, Node{}}, {unknown_value(), Node{}}};
  const ValuePtr stepped = call_value(f, step, call);
  const auto* writer = stepped->as<StreamWriterValue>();
  if (!writer) return unknown_value();
  StreamWriter w = *writer->writer;
  w.options.complete = false;
  return make_value(StreamWriterValue{std::move(w)});
}

}  // namespace streamlint::analysis
