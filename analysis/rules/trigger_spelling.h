// Triggers as messages and fixes write them, in the analysed module's language: PySpark's keyword
// arguments (`trigger(availableNow=True)`) or the Scala API's Trigger objects
// (`.trigger(Trigger.AvailableNow())`; https://spark.apache.org/docs/latest/api/scala/org/apache/spark/sql/streaming/Trigger.html).
#pragma once

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/streaming_query.h"
#include "analysis/scala/scala_lexical.h"

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

// Scala: how a fix names the Trigger object so that the fixed file compiles: `Trigger` when
// `source` imports it (`import org.apache.spark.sql.streaming.Trigger`, `...streaming.{..., Trigger}`,
// `...streaming._`), the new name when the import renames it (`{Trigger => T}`), else its full name.
inline std::string scala_trigger_object(std::string_view source) {
  constexpr std::string_view kPackage = "org.apache.spark.sql.streaming.";
  for (std::size_t at = source.find("import " + std::string(kPackage)); at != std::string_view::npos;
       at = source.find("import " + std::string(kPackage), at + 1)) {
    const std::size_t from = at + 7 + kPackage.size();
    const std::size_t eol = std::min(source.find('\n', from), source.size());
    const std::string_view rest = source.substr(from, eol - from);
    auto word_at = [&](std::size_t i) {
      const bool start = i == 0 || !std::isalnum(static_cast<unsigned char>(rest[i - 1]));
      const std::size_t after = i + 7;
      return start && (after >= rest.size() || (!std::isalnum(static_cast<unsigned char>(rest[after])) && rest[after] != '.'));
    };
    if (rest.starts_with("_")) return "Trigger";
    bool hidden = false;
    for (std::size_t i = rest.find("Trigger"); i != std::string_view::npos; i = rest.find("Trigger", i + 1)) {
      if (!word_at(i) || (i != 0 && !rest.starts_with("{"))) continue;
      // `Trigger => T`: the file names it T (`Trigger => _` hides it, also from a wildcard).
      std::size_t j = rest.find_first_not_of(" \t", i + 7);
      if (j == std::string_view::npos || rest.substr(j, 2) != "=>") return "Trigger";
      j = rest.find_first_not_of(" \t", j + 2);
      std::size_t end = j;
      while (end < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[end])) || rest[end] == '_')) ++end;
      if (j != std::string_view::npos && end > j && rest.substr(j, end - j) != "_") return std::string(rest.substr(j, end - j));
      hidden = true;
      break;
    }
    if (!hidden && rest.starts_with("{") && rest.find('_') != std::string_view::npos) return "Trigger";
  }
  return std::string(kPackage) + "Trigger";
}

// Scala: true when `source` imports the Trigger method `member` on its own
// (`import org.apache.spark.sql.streaming.Trigger.{AvailableNow, Once}`, `...Trigger._`).
inline bool scala_imports_trigger_member(std::string_view source, std::string_view member) {
  constexpr std::string_view kImport = "import org.apache.spark.sql.streaming.Trigger.";
  for (std::size_t at = source.find(kImport); at != std::string_view::npos; at = source.find(kImport, at + 1)) {
    const std::size_t from = at + kImport.size();
    const std::string_view rest = source.substr(from, std::min(source.find('\n', from), source.size()) - from);
    if (rest.starts_with("_") || rest.starts_with(member)) return true;
    if (!rest.starts_with("{")) continue;
    for (std::size_t i = rest.find(member); i != std::string_view::npos; i = rest.find(member, i + 1)) {
      const std::size_t after = i + member.size();
      const bool word = !std::isalnum(static_cast<unsigned char>(rest[i - 1])) &&
                        (after >= rest.size() || !std::isalnum(static_cast<unsigned char>(rest[after])));
      if (word) return true;
    }
    if (rest.find('_') != std::string_view::npos) return true;
  }
  return false;
}

// Scala: the edit that renames the Trigger object's method in the trigger argument `argument`
// (which reads `written`) to `to`: `Once` of `Trigger.Once()` becomes `AvailableNow`, keeping how it
// is qualified; a bare `Once()` (imported on its own) becomes `Trigger.AvailableNow` as `source`
// can name it. Nullopt when the argument does not spell `name` (a variable holding the trigger).
inline std::optional<std::pair<Span, std::string>> scala_trigger_rename(const Span& argument, std::string_view written,
                                                                        std::string_view name, std::string_view to,
                                                                        std::string_view source) {
  const std::size_t paren = written.find('(');
  const std::string_view head = written.substr(0, paren);
  const auto name_byte = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  std::size_t at = head.rfind(name);
  while (at != std::string_view::npos && ((at > 0 && name_byte(head[at - 1])) ||
                                          (at + name.size() < head.size() && name_byte(head[at + name.size()])))) {
    at = at == 0 ? std::string_view::npos : head.rfind(name, at - 1);
  }
  if (at == std::string_view::npos) {
    // A bare name the file gave the method (`import ...Trigger.{Once => RunOnce}`, then `RunOnce()`):
    // the whole name becomes the method as the file can name it.
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    const std::size_t last = head.find_last_not_of(" \t\r\n");
    if (first == std::string_view::npos) return std::nullopt;
    const std::string_view word = head.substr(first, last + 1 - first);
    if (!std::all_of(word.begin(), word.end(), name_byte) || std::isdigit(static_cast<unsigned char>(word[0]))) {
      return std::nullopt;
    }
    return std::pair<Span, std::string>{
        sub_span(argument, static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(word.size())),
        scala_imports_trigger_member(source, to) ? std::string(to)
                                                 : scala_trigger_object(source) + "." + std::string(to)};
  }
  const Span span = sub_span(argument, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(name.size()));
  // `Trigger.Once`, also with spaces or comments between the dot and the name: the object stays.
  std::size_t before = at;
  const std::vector<ScalaComment> comments = scala_comments(written.substr(0, at));
  for (auto c = comments.rbegin(); before > 0;) {
    if (written[before - 1] == ' ' || written[before - 1] == '\t' || written[before - 1] == '\n' || written[before - 1] == '\r') {
      --before;
    } else if (c != comments.rend() && c->end == before) {
      before = c++->start;
    } else {
      break;
    }
  }
  const bool keep = (before > 0 && written[before - 1] == '.') || scala_imports_trigger_member(source, to);
  return std::pair<Span, std::string>{span, keep ? std::string(to) : scala_trigger_object(source) + "." + std::string(to)};
}

// Python: the edit that renames the trigger keyword at `keyword` (`trigger`'s argument, as its
// call `call` reads) to `to`: `once=True` becomes `availableNow=True`, and a key of a `**{...}` dict
// keeps its quotes (`"once"` becomes `"availableNow"`). Nullopt when the call names `to` already
// (`trigger(availableNow=None, once=True)`): the rename would repeat a keyword, which Python rejects.
inline std::optional<std::pair<Span, std::string>> python_trigger_rename(const Span& keyword, std::string_view written,
                                                                         std::string_view call, std::string_view to) {
  for (std::size_t i = call.find(to); i != std::string_view::npos; i = call.find(to, i + 1)) {
    const bool starts = i == 0 || !(std::isalnum(static_cast<unsigned char>(call[i - 1])) || call[i - 1] == '_');
    const std::size_t after = i + to.size();
    const bool ends = after >= call.size() || !(std::isalnum(static_cast<unsigned char>(call[after])) || call[after] == '_');
    if (starts && ends) return std::nullopt;
  }
  const bool quoted = written.size() >= 2 && (written.front() == '"' || written.front() == '\'') && written.back() == written.front();
  const std::string quote = quoted ? std::string(1, written.front()) : "";
  return std::pair<Span, std::string>{keyword, quote + std::string(to) + quote};
}

}  // namespace streamlint::analysis
