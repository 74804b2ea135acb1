#include "analysis/query_model/spark_mocks.h"

#include <array>
#include <string_view>

#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// The patching functions, by the end of how they are called (`unittest.mock.patch`, `mock.patch`,
// `patch`, `mocker.patch.object`, `monkeypatch.setattr`).
bool patching_function(std::string_view function) {
  static constexpr auto kEnds =
      std::to_array<std::string_view>({"patch", "patch.object", "patch.multiple", "monkeypatch.setattr"});
  for (std::string_view end : kEnds) {
    if (function == end || ends_with(function, "." + std::string(end))) return true;
  }
  return false;
}

// Whether a patch target names PySpark's streaming entry points or the classes they return.
bool names_spark(std::string_view target) {
  static constexpr auto kNames =
      std::to_array<std::string_view>({"pyspark", "DataStreamReader", "DataFrame", "SparkSession", "readStream"});
  for (std::string_view name : kNames) {
    if (target.find(name) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace

bool patches_spark(Node call) {
  const auto& S = py::sym();
  const auto& F = py::field();
  if (!call.is(S.call) || !patching_function(call.field(F.function).text())) return false;
  const Node first = call.field(F.arguments).named_child(0);
  return first && !first.is(S.keyword_argument) && names_spark(first.text());
}

bool decorated_with_spark_patch(Node definition) {
  const auto& S = py::sym();
  const Node decorated = definition.parent();
  if (!decorated.is(S.decorated_definition)) return false;
  bool patched = false;
  decorated.for_each_named_child([&](Node d) {
    if (d.is(S.decorator)) patched = patched || patches_spark(d.named_child(0));
  });
  return patched;
}

}  // namespace streamlint::analysis
