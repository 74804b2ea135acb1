// Triggers as messages and fixes write them, in the analysed module's language: PySpark's keyword
// arguments (`trigger(availableNow=True)`) or the Scala API's Trigger objects
// (`.trigger(Trigger.AvailableNow())`; https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/streaming/Trigger.html).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

// What goes inside `.trigger(...)` for a run-to-the-end trigger: `availableNow=True` or
// `Trigger.AvailableNow()` (`once`: the deprecated Once trigger instead).
inline std::string run_once_argument(SourceLanguage language, bool once = false) {
  if (language == SourceLanguage::Scala) return once ? "Trigger.Once()" : "Trigger.AvailableNow()";
  return once ? "once=True" : "availableNow=True";
}

// The trigger as a message names it: `trigger(availableNow=True)`, `Trigger.AvailableNow()`.
inline std::string run_once_trigger(SourceLanguage language, bool once = false) {
  if (language == SourceLanguage::Scala) return run_once_argument(language, once);
  return "trigger(" + run_once_argument(language, once) + ")";
}

// Scala: the span of the Trigger object's name in the trigger argument `argument` (which reads
// `written`): `Once` of `Trigger.Once()` or of a bare `Once()`, so a fix renames it and keeps how
// it is qualified. Nullopt when the argument does not spell the name (a variable holding it).
inline std::optional<Span> scala_trigger_name(const Span& argument, std::string_view written, std::string_view name) {
  const std::size_t paren = written.find('(');
  const std::size_t at = written.substr(0, paren).rfind(name);
  if (at == std::string_view::npos) return std::nullopt;
  return sub_span(argument, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(name.size()));
}

}  // namespace streamlint::analysis
