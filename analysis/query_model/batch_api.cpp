// Batch DataFrames as the query model needs them: spark.read (state reader use, stream-static
// joins) and df.write inside foreachBatch handlers (idempotency of each write, RULES.md SR401).
#include <array>
#include <utility>

#include "analysis/query_model/interpreter.h"
#include "analysis/spark_facts.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// DataFrameWriter calls that run the write.
constexpr auto kWriteTerminals = std::to_array<std::string_view>(
    {"save", "saveAsTable", "insertInto", "jdbc", "parquet", "csv", "json", "orc", "text", "xml"});

// DataFrame calls that leave the result unknown (actions and side effects).
constexpr auto kBatchActions = std::to_array<std::string_view>(
    {"count", "collect", "show", "take", "head", "first", "toPandas", "foreach", "foreachPartition", "isEmpty",
     "createOrReplaceTempView", "createTempView", "createOrReplaceGlobalTempView", "registerTempTable",
     "toLocalIterator", "tail", "printSchema", "explain", "toJSON", "describe", "summary"});

}  // namespace

ValuePtr Interpreter::batch_method(const ValuePtr& receiver, std::string_view method, const CallArguments& args,
                                   Node call) {
  if (receiver->as<BatchReaderValue>()) {
    if (method == "format") {
      auto f = string_of(args.get(0, "source"));
      if (f && (to_lower(*f) == "statestore" || to_lower(*f) == "state-metadata")) {
        out_->state_reads.push_back({method_call_span(call), false});
      }
      return receiver;
    }
    if (method == "table") {
      auto name = string_of(args.get(0, "tableName"));
      if (ValuePtr v = name ? view(*name) : nullptr; v && v->as<BatchDataFrameValue>()) return v;
    }
    if (method == "load" || method == "table" || method == "jdbc" || is_file_format(method)) {
      return make_value(BatchDataFrameValue{});
    }
    return receiver;  // option(s), schema, ...
  }

  if (const auto* writer = receiver->as<BatchWriterValue>()) {
    BatchWriterValue next = *writer;
    // A write run inside a foreachBatch function is one of the batch's writes (SR401).
    const auto record_write = [&](std::string_view terminal, const std::string& mode) {
      const Frame& frame = frames_.back();
      if (!frame.batch_function_scope || frame.row_handler || writer->no_rows) return;
      // The name the batch id has where the write is: the handler's parameter, or the parameter of
      // the helper it was passed to ("" when the id does not reach this code).
      std::string batch_id = frame.batch_id_parameter;
      if (frame.scope && (batch_id.empty() || !frame.scope->lookup(batch_id)->as<BatchIdValue>())) {
        batch_id = frame.scope->name_bound_to<BatchIdValue>();
      }
      OptionSet options = next.options;
      if (const Frame* handler = handler_frame()) {
        for (const OptionSetting& s : handler->session_txn_options.settings) {
          if (!options.find(s.key)) options.settings.push_back(s);  // the writer's own option wins
        }
      }
      out_->batch_writes.push_back({std::string(terminal), method_call_span(call), next.format, mode, std::move(options),
                                    batch_id, frame.foreach_batch_range});
      out_->batch_writes.back().via = handler_call_path();
      out_->batch_writes.back().micro_batch = writer->micro_batch;
      out_->batch_writes.back().writer_made_at = writer->made_at;
    };
    // Both writers (v1 and DataFrameWriterV2) take options the same way.
    if (method == "option") {
      add_option(next.options, args);
      return make_value(std::move(next));
    }
    if (method == "options") {
      add_options(next.options, args, {});
      return make_value(std::move(next));
    }
    if (writer->v2) {
      // DataFrameWriterV2 (https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/api/pyspark.sql.DataFrameWriterV2.html):
      // append() appends; overwrite, overwritePartitions, create, replace, createOrReplace replace.
      if (method == "using") {
        auto f = string_of(args.get(0, "provider"));
        next.format = f ? to_lower(*f) : "unknown";
      } else if (one_of(method, std::to_array<std::string_view>({"append", "overwrite", "overwritePartitions", "create",
                                                                  "replace", "createOrReplace"}))) {
        record_write(method, method == "append" ? "append" : "overwrite");
        return unknown_value();
      }
      return make_value(std::move(next));  // partitionedBy, tableProperty, ...
    }
    if (method == "format") {
      auto f = string_of(args.get(0, "source"));
      next.format = f ? to_lower(*f) : "unknown";
    } else if (method == "cassandraFormat") {
      // The Spark Cassandra Connector's Scala writer syntax (`import org.apache.spark.sql.cassandra._`):
      // format("org.apache.spark.sql.cassandra") with the table and keyspace as options
      // (https://github.com/datastax/spark-cassandra-connector/blob/master/doc/14_data_frames.md).
      next.format = "org.apache.spark.sql.cassandra";
    } else if (method == "mode") {
      auto m = string_of(args.get(0, "saveMode"));
      next.mode = m ? to_lower(*m) : "unknown";
    } else if (one_of(method, kWriteTerminals)) {
      if (auto m = string_of(args.get(99, "mode"))) next.mode = to_lower(*m);
      if (method == "insertInto" && args.get(1, "overwrite")->as<BoolValue>() &&
          args.get(1, "overwrite")->as<BoolValue>()->value) {
        next.mode = "overwrite";
      }
      if (method != "save" && method != "saveAsTable" && method != "insertInto") next.format = std::string(method);
      add_options(next.options, args, {"path", "name", "tableName", "format", "mode", "partitionBy", "overwrite", "url",
                                       "table", "properties"});
      record_write(method, next.mode);
      if (inside_dataset_function(call) && (method == "save" || method == "saveAsTable")) {
        out_->pipeline_actions.push_back({std::string(method), method_call_span(call)});
      }
      return unknown_value();
    }
    return make_value(std::move(next));  // partitionBy, bucketBy, ...
  }

  const auto* frame = receiver->as<BatchDataFrameValue>();
  if (frame->unseen_view && method != "transform" && method != "writeTo" && !one_of(method, kBatchActions)) {
    // A read of a view registered out of sight: the same call on the stream it may be, its effects
    // discarded (they are the batch call's), then the batch result with that stream kept. (Not an
    // action, a view's registration or a call of a function given: nothing runs twice.)
    ModuleModel discarded;
    ModuleModel* const effects = std::exchange(out_, &discarded);
    const ValuePtr shadow = dataframe_method(StreamingDataFrameValue{frame->unseen_view}, method, args, call);
    out_ = effects;
    BatchDataFrameValue plain = *frame;
    plain.unseen_view = nullptr;
    const ValuePtr result = batch_method(make_value(std::move(plain)), method, args, call);
    const auto* batch = result->as<BatchDataFrameValue>();
    const auto* stream = shadow->as<StreamingDataFrameValue>();
    if (!batch || !stream || batch->unseen_view) return result;
    BatchDataFrameValue kept = *batch;
    kept.unseen_view = stream->frame;
    return make_value(std::move(kept));
  }
  if (const std::string name = view_registered_by(method, args); !name.empty()) {
    register_view(name, receiver);
    return unknown_value();
  }
  // pivot() is not supported in a pipeline dataset function (SR709): recorded with its actions.
  if (method == "pivot" && inside_dataset_function(call)) out_->pipeline_actions.push_back({"pivot", method_call_span(call)});
  if (frame->grouped && method == "pivot") return receiver;  // still grouped: pivot(...).count() aggregates
  if (frame->grouped)
    return make_value(BatchDataFrameValue{frame->micro_batch, false, nullptr, false});  // agg, count, ...
  if (method == "groupBy" || method == "groupby" || method == "rollup" || method == "cube" || method == "groupByKey") {
    return make_value(BatchDataFrameValue{frame->micro_batch, true, nullptr, false});
  }
  if (one_of(method, kTwoInputMethods)) {
    // static.join(stream), static.union(stream), static.exceptAll(stream): the result is a stream,
    // with the static side on the left.
    const ValuePtr other = second_input(args);
    if (const auto* stream = other->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
      auto next = std::make_shared<StreamingDataFrame>(*stream->frame);
      Operation op{std::string(method), method_call_span(call), {}, {}, nullptr, true, true};
      for (const auto& a : args.positional) op.arguments.push_back(a.value);
      for (const auto& k : args.keywords) op.keywords.push_back({pyspark_parameter(method, k.name), k.value});
      next->operations.push_back(std::move(op));
      return make_value(StreamingDataFrameValue{std::move(next)});
    }
  }
  if (method == "writeTo") {
    return make_value(BatchWriterValue{"", "", {}, true, frame->no_rows, frame->micro_batch, method_call_span(call)});
  }
  if (one_of(method, kBatchActions)) {
    if (inside_dataset_function(call) && (method == "collect" || method == "count" || method == "toPandas")) {
      out_->pipeline_actions.push_back({std::string(method), method_call_span(call)});
    }
    return unknown_value();
  }
  if (method == "transform") {
    if (const auto* f = args.get(0, "func")->as<FunctionValue>()) {
      CallArguments inner;
      inner.positional.push_back({receiver, Node{}});
      return call_function(*f, inner);
    }
    return unknown_value();
  }
  // limit(0): no rows, which the row-wise calls after it keep (select, filter, withColumn...).
  if (method == "limit") {
    const auto* n = args.get(0, "num")->as<NumberValue>();
    return make_value(BatchDataFrameValue{frame->micro_batch, false, nullptr, n && n->literal == "0"});
  }
  const bool keeps_no_rows = frame->no_rows && !one_of(method, kTwoInputMethods);
  // Everything else on a batch DataFrame (select, filter, groupBy, agg, persist...) stays batch.
  return make_value(BatchDataFrameValue{frame->micro_batch, false, nullptr, keeps_no_rows});
}

}  // namespace streamlint::analysis
