// SR406 kafka-sink-without-value (RULES.md sinks; streaming-facts.md §11: the Spark Kafka
// integration guide, "Writing Data to Kafka": a `value` column is required, `key` and `topic` are
// optional; Spark fails the query with "Required attribute 'value' not found").
//
// The written DataFrame's columns are known only from its last projection (select, selectExpr,
// toDF) and the column changes after it (withColumn, withColumnRenamed, drop); any other operation
// after it, or no projection at all, leaves them unknown and the rule silent.
#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include "analysis/query_model/stateful.h"
#include "analysis/query_model/value.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/spark_facts.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Operations that keep the columns as they are.
constexpr auto kSameColumns = std::to_array<std::string_view>(
    {"filter", "where", "withWatermark", "dropDuplicates", "drop_duplicates", "dropDuplicatesWithinWatermark",
     "repartition", "repartitionByRange", "coalesce", "hint", "limit", "distinct", "orderBy", "sort",
     "sortWithinPartitions", "sample", "fillna", "dropna", "replace", "observe", "alias", "offset"});

bool identifier(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// The name a projected column gets; nullopt when it cannot be known (`*`, an unknown value).
std::optional<std::string> column_name(const ValuePtr& v) {
  if (auto s = string_of(v)) {
    if (*s == "*" || s->ends_with(".*")) return std::nullopt;
    return unqualified(*s);  // `env.value` is named `value`, as Spark names a struct field
  }
  // `F.to_json(...).alias("payload")`: a function the model does not know, aliased. Read as a
  // DataFrame's alias (its method of that name), but only a column can be a select argument.
  if (const auto* f = v->as<StreamingDataFrameValue>(); f && f->frame->origin_unknown && f->frame->sources.empty()) {
    const auto ops = f->frame->operations.in_order();
    if (ops.size() == 1 && (ops[0].method == "alias" || ops[0].method == "name" || ops[0].method == "as") &&
        !ops[0].arguments.empty()) {
      return string_of(ops[0].arguments[0]);
    }
    return std::nullopt;
  }
  const auto* c = v->as<ColumnValue>();
  if (!c) return std::nullopt;
  if (!c->alias.empty()) return c->alias;
  if (c->kind == ColumnValue::Kind::Column) {
    if (c->name.empty() || c->name == "*" || c->name.ends_with(".*")) return std::nullopt;
    return unqualified(c->name);
  }
  if (c->kind == ColumnValue::Kind::Expression && identifier(trim_spaces(c->text))) return std::string(trim_spaces(c->text));
  // An expression without an alias is named after its text (`CAST(key AS STRING)`): not `value`.
  return "<expression>";
}

// The output columns of groupBy(keys) then `op` (count, agg, sum, ...): the keys (a window's is
// `window`), then `count` or each aggregate's name; nullopt when one is not known.
std::optional<std::set<std::string>> aggregation_columns(const Operation& grouping, const Operation& op) {
  if (grouping.method != "groupBy" && grouping.method != "groupby") return std::nullopt;
  if (!grouping.arguments_known || !grouping.keywords.empty() || !op.arguments_known || !op.keywords.empty()) return std::nullopt;
  std::set<std::string> out;
  std::vector<ValuePtr> keys;
  for (const ValuePtr& a : grouping.arguments) {
    if (const auto* list = a->as<ListValue>()) keys.insert(keys.end(), list->items.begin(), list->items.end());
    else keys.push_back(a);
  }
  for (const ValuePtr& k : keys) {
    const auto* c = k->as<ColumnValue>();
    if (c && c->alias.empty() && (c->kind == ColumnValue::Kind::Window || c->kind == ColumnValue::Kind::SessionWindow)) {
      out.insert(c->kind == ColumnValue::Kind::Window ? "window" : "session_window");
      continue;
    }
    auto name = column_name(k);
    if (!name) return std::nullopt;
    out.insert(*name);
  }
  if (op.method == "count") {
    out.insert("count");
  } else if (op.method == "agg") {
    if (op.arguments.empty()) return std::nullopt;
    for (const ValuePtr& a : op.arguments) {
      if (a->as<DictValue>()) return std::nullopt;  // agg({"x": "max"}): named `max(x)`, read no further
      auto name = column_name(a);
      if (!name) return std::nullopt;
      out.insert(*name);
    }
  } else if (one_of(op.method, std::to_array<std::string_view>({"sum", "avg", "mean", "min", "max"}))) {
    out.insert("<expression>");  // `sum(x)`, ...: named after the function
  } else {
    return std::nullopt;
  }
  return out;
}

// The columns of `frame` when every one is known.
std::optional<std::set<std::string>> known_columns(const StreamingDataFrame& frame) {
  std::optional<std::set<std::string>> columns;
  const Operation* previous = nullptr;
  for (const Operation& op : frame.operations.in_order()) {
    const std::string& m = op.method;
    const Operation* grouping = previous;
    previous = &op;
    if (grouping && one_of(grouping->method, kGroupingMethods)) {
      columns = aggregation_columns(*grouping, op);  // the aggregation's output replaces the columns
      continue;
    }
    if (one_of(m, kGroupingMethods)) continue;  // the aggregation after it decides
    // `toDF()` without names (Scala's Dataset to DataFrame) keeps the columns; `toJSON` makes one,
    // `value` (Dataset.toJSON: https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/Dataset.html).
    if (m == "toDF" && op.arguments.empty() && op.arguments_known && op.keywords.empty()) continue;
    if (m == "toJSON") {
      columns = std::set<std::string>{"value"};
      continue;
    }
    if (m == "select" || m == "selectExpr" || m == "toDF") {
      if (!op.arguments_known || !op.keywords.empty()) {
        columns.reset();
        continue;
      }
      std::set<std::string> now;
      bool known = true;
      for (const ValuePtr& a : op.arguments) {
        if (const auto* list = a->as<ListValue>(); list && m == "select") {  // select(["a", "b"])
          for (const ValuePtr& item : list->items) {
            auto name = column_name(item);
            known = known && name.has_value();
            if (name) now.insert(*name);
          }
          continue;
        }
        auto name = column_name(a);
        known = known && name.has_value();
        if (name) now.insert(*name);
      }
      if (known) {
        columns = std::move(now);
      } else {
        columns.reset();
      }
    } else if (!columns) {
      continue;  // unknown until a projection names them
    } else if (m == "withColumn") {
      auto name = op.arguments.empty() ? std::nullopt : string_of(op.arguments[0]);
      if (name) {
        columns->insert(*name);
      } else {
        columns.reset();
      }
    } else if (m == "withColumnRenamed") {
      auto from = op.arguments.size() > 0 ? string_of(op.arguments[0]) : std::nullopt;
      auto to = op.arguments.size() > 1 ? string_of(op.arguments[1]) : std::nullopt;
      if (from && to) {
        if (columns->erase(*from)) {
          columns->insert(*to);
        } else if (columns->count("<expression>")) {
          columns.reset();  // it may rename a computed column, whose name (its text) we do not spell
        }
      } else {
        columns.reset();
      }
    } else if (m == "drop") {
      if (!op.arguments_known) {
        columns.reset();
        continue;
      }
      for (const ValuePtr& a : op.arguments) {
        if (auto name = string_of(a)) columns->erase(*name);
        if (const auto* c = a->as<ColumnValue>(); c && c->kind == ColumnValue::Kind::Column) columns->erase(c->name);
      }
    } else if (!one_of(m, kSameColumns)) {
      columns.reset();  // joins, aggregations, maps: columns this rule does not follow
    }
  }
  return columns;
}

}  // namespace

void check_sr406_kafka_sink_without_value(RuleContext& ctx) {
  for (const StreamingQuery& q : ctx.model.queries) {
    if (q.writer.format != "kafka" || !q.writer.input || q.writer.foreach_batch_range) continue;
    const auto columns = known_columns(*q.writer.input);
    if (!columns || columns->count("value")) continue;
    std::string listed;
    for (const std::string& c : *columns) {
      if (c == "<expression>") continue;
      listed += (listed.empty() ? "" : ", ") + c;
    }
    ctx.report("SR406", Severity::Error, q.terminal_range,
               "This Kafka sink's DataFrame has no `value` column" + (listed.empty() ? std::string() : " (it has " + listed + ")") +
                   ": Spark fails the query with \"Required attribute 'value' not found\". Name the payload `value` "
                   "(for example `to_json(struct(...)).alias(\"value\")`); `key` and `topic` are optional.");
  }
}

const Rule& rule_sr406() {
  static const Rule rule{
      {"SR406", "kafka-sink-without-value", Severity::Error, "sink",
       "A Kafka sink whose DataFrame has no `value` column.",
       "The Kafka sink writes each row's `value` column as the record's payload (`key` and `topic` are "
       "optional). A DataFrame whose columns are all named and none is `value` (a payload aliased `payload` "
       "or `body`) starts, then fails with \"Required attribute 'value' not found\": the query never writes.",
       "Name the payload column `value`, for example `to_json(struct(...)).alias(\"value\")` or "
       "`selectExpr(\"to_json(struct(*)) AS value\")`.",
       "# problem\ndf.select(F.to_json(F.struct(\"id\", \"ts\")).alias(\"payload\")).writeStream.format(\"kafka\")\n"
       "# fixed\ndf.select(F.to_json(F.struct(\"id\", \"ts\")).alias(\"value\")).writeStream.format(\"kafka\")",
       {kKafkaDoc},
       "8, 11",
       {}, {}},
      check_sr406_kafka_sink_without_value, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
