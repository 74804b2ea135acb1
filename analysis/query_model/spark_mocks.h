// Tests that replace Spark with mocks (unittest.mock.patch, pytest-mock's mocker.patch, pytest's
// monkeypatch.setattr) naming a PySpark class or module: what the code under them reads from Spark
// is the mock's, not a stream (`with patch("pyspark.sql.streaming.DataStreamReader.load",
// return_value=batch_df): df = read_stream(spark)`). The interpreter reads no stream there
// (RULES.md "unknown means silent").
#pragma once

#include "analysis/syntax/syntax_unit.h"

namespace streamlint::analysis {

// Whether `call` patches Spark: `patch(...)`, `mock.patch(...)`, `patch.object(...)`,
// `patch.multiple(...)`, `mocker.patch(...)` or `monkeypatch.setattr(...)` whose first argument
// names PySpark (a "pyspark..." target string, or a DataStreamReader, DataFrame or SparkSession
// class or attribute).
bool patches_spark(Node call);

// Whether `definition` (a function_definition) is decorated with such a patch (`@patch("pyspark...")`).
bool decorated_with_spark_patch(Node definition);

}  // namespace streamlint::analysis
