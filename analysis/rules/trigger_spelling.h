// Triggers as messages and fixes write them, in the analysed module's language: PySpark's keyword
// arguments (`trigger(availableNow=True)`) or the Scala API's Trigger objects
// (`.trigger(Trigger.AvailableNow())`; https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/streaming/Trigger.html).
#pragma once

#include <string>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// What goes inside `.trigger(...)` for a run-to-the-end trigger: `availableNow=True` or
// `Trigger.AvailableNow()` (`once`: the deprecated Once trigger instead).
inline std::string run_once_argument(SourceLanguage language, bool once = false) {
  if (language == SourceLanguage::Scala) return once ? "Trigger.Once()" : "Trigger.AvailableNow()";
  return once ? "once=True" : "availableNow=True";
}

// The whole call: `trigger(availableNow=True)`, `trigger(Trigger.AvailableNow())`.
inline std::string run_once_trigger(SourceLanguage language, bool once = false) {
  return "trigger(" + run_once_argument(language, once) + ")";
}

}  // namespace streamlint::analysis
