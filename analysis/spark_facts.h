// Spark's own names that the query model and several rules compare with: built-in formats, sink
// kinds, grouping methods, and how Spark reads a boolean option or conf. One place, so a rule and
// the model never disagree on a spelling. Sources: Spark's DataStreamWriter and DataSource
// registries (https://spark.apache.org/docs/latest/streaming/apis-on-dataframes-and-datasets.html),
// streaming-facts.md §4.
#pragma once

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>
#include <string_view>
#include <utility>

namespace streamlint::analysis {

// Spark's file formats (FileFormat data sources): readers and writers name them as methods too
// (`spark.readStream.json(path)`, `df.write.parquet(path)`); file sinks accept append mode only.
inline constexpr std::array<std::string_view, 6> kFileFormats = {"csv", "json", "parquet", "orc", "text", "xml"};
inline bool is_file_format(std::string_view format) {
  return std::find(kFileFormats.begin(), kFileFormats.end(), format) != kFileFormats.end();
}

// DataFrame (Dataset) methods that read a second DataFrame, their first argument: joins, unions,
// and intersect/except (`subtract` in PySpark, `except` in Scala).
inline constexpr auto kTwoInputMethods = std::to_array<std::string_view>(
    {"join", "crossJoin", "union", "unionByName", "unionAll", "intersect", "intersectAll", "subtract", "exceptAll",
     "except"});

// DataStreamWriter.SOURCES_ALLOW_ONE_TIME_QUERY: sinks that may run with a temporary checkpoint
// (foreach and foreachBatch are the others).
inline constexpr std::array<std::string_view, 3> kTemporaryCheckpointSinks = {"memory", "console", "noop"};

// A Delta sink: format("delta"), or toTable() with no format (tables are Delta on Databricks).
inline bool is_delta_sink(std::string_view format, std::string_view terminal) {
  return format == "delta" || (format.empty() && terminal == "toTable");
}

// The package of Spark's API (its path after `org.apache.spark.` or `pyspark.`) that holds a class
// the query model reads, for a star import of it (`import org.apache.spark.sql.streaming._`, `from
// pyspark.sql.streaming import *`); "" for a name not listed. Sources: the Scala API's
// org.apache.spark.sql.streaming package
// (https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/streaming/index.html) and
// PySpark's pyspark.sql.streaming (https://spark.apache.org/docs/latest/api/python/reference/pyspark.ss/index.html).
inline std::string_view spark_package_of(std::string_view name) {
  static constexpr auto kStreaming = std::to_array<std::string_view>(
      {"Trigger", "OutputMode", "GroupStateTimeout", "GroupState", "ProcessingTime", "TimeMode", "TTLConfig",
       "StatefulProcessor", "DataStreamReader", "DataStreamWriter", "StreamingQuery", "StreamingQueryListener"});
  if (std::find(kStreaming.begin(), kStreaming.end(), name) != kStreaming.end()) return "sql.streaming";
  if (name == "SparkSession" || name == "SaveMode" || name == "DataFrame") return "sql";
  return {};
}

// Spark's SQLConf entries by constant name, as Scala code names a conf (`spark.conf.set(
// SQLConf.STATE_STORE_PROVIDER_CLASS.key, ...)`): the keys the rules read. Source: Spark's
// sql/catalyst/src/main/scala/org/apache/spark/sql/internal/SQLConf.scala (`buildConf("...")`).
inline std::optional<std::string_view> sql_conf_key(std::string_view constant) {
  static constexpr std::pair<std::string_view, std::string_view> kKeys[] = {
      {"STATE_STORE_PROVIDER_CLASS", "spark.sql.streaming.stateStore.providerClass"},
      {"STREAMING_MULTIPLE_WATERMARK_POLICY", "spark.sql.streaming.multipleWatermarkPolicy"},
      {"CHECKPOINT_LOCATION", "spark.sql.streaming.checkpointLocation"},
      {"SHUFFLE_PARTITIONS", "spark.sql.shuffle.partitions"},
      {"STATEFUL_OPERATOR_CHECK_CORRECTNESS_ENABLED", "spark.sql.streaming.statefulOperator.checkCorrectness.enabled"},
      {"STATE_SCHEMA_CHECK_ENABLED", "spark.sql.streaming.stateStore.stateSchemaCheck"},
  };
  for (const auto& [name, key] : kKeys) {
    if (name == constant) return key;
  }
  return std::nullopt;
}

// Methods that group a DataFrame for an aggregation (Dataset.groupBy/rollup/cube/groupByKey;
// PySpark's `groupby` alias).
inline constexpr std::array<std::string_view, 5> kGroupingMethods = {"groupBy", "groupby", "rollup", "cube", "groupByKey"};

// A boolean as Spark reads an option or a conf (`toBoolean` after trimming, any case): true or
// false, else nullopt.
inline std::optional<bool> spark_boolean(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  auto same = [&](std::string_view word) {
    return text.size() == word.size() &&
           std::equal(text.begin(), text.end(), word.begin(),
                      [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
  };
  if (same("true")) return true;
  if (same("false")) return false;
  return std::nullopt;
}

}  // namespace streamlint::analysis
