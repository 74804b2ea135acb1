#include "analysis/rules/query_facts.h"

#include <cctype>

namespace streamlint::analysis {

std::string sink_label(const StreamingQuery& q) {
  std::string_view sink = q.sink;
  while (!sink.empty() && sink.back() == '/') sink.remove_suffix(1);
  // A table's last name part, a path's last segment (backquotes dropped).
  const std::size_t cut = q.terminal == "toTable" ? sink.find_last_of('.') : sink.find_last_of('/');
  if (cut != std::string_view::npos) sink.remove_prefix(cut + 1);
  std::string label;
  for (const char c : sink) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') label.push_back(c);
  }
  return label;
}

namespace {

// Whether `label` is written in the unit of the terminal call (`terminal`) as the last part of a
// literal sink (after a quote, `.`, `/` or a backquote, before a quote, `/` or a backquote): a sink
// a helper's caller names (`toTable(name)` called with "silver.a") is written in the caller only,
// however often its letters appear in the helper's own names.
bool written_in_unit(const Span& terminal, std::string_view label) {
  if (!terminal.unit || label.empty()) return false;
  const std::string_view unit = terminal.unit->text().substr(0, terminal.unit->source_size());
  for (std::size_t at = unit.find(label); at != std::string_view::npos; at = unit.find(label, at + 1)) {
    const char before = at == 0 ? ' ' : unit[at - 1];
    const std::size_t end = at + label.size();
    const char after = end < unit.size() ? unit[end] : ' ';
    const bool opens = before == '"' || before == '\'' || before == '.' || before == '/' || before == '`';
    const bool closes = after == '"' || after == '\'' || after == '/' || after == '`';
    if (opens && closes) return true;
  }
  return false;
}

// The whole sink as a name: its parts joined by `_` (`main.silver.accounts`, `/mnt/out/orders`).
std::string whole_sink_label(std::string_view sink) {
  std::string label;
  for (const char c : sink) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '-') {
      label.push_back(c);
    } else if (!label.empty() && label.back() != '_') {
      label.push_back('_');
    }
  }
  while (!label.empty() && label.back() == '_') label.pop_back();
  return label;
}

}  // namespace

std::string fix_label(const ModuleModel& model, const StreamingQuery& q) {
  const std::string label = sink_label(q);
  if (label.empty() || !written_in_unit(q.terminal_range, label)) return "";
  bool shared_label = false;
  for (const StreamingQuery& other : model.queries) {
    if (&other == &q || other.sink.empty()) continue;
    // The same sink twice, or one call writing another sink on another run (a loop over tables).
    if (other.sink == q.sink || other.terminal_range == q.terminal_range) return "";
    shared_label = shared_label || sink_label(other) == label;
  }
  if (!shared_label) return label;
  // The whole name must not be another query's name either (`silver.accounts` beside a table
  // named `silver_accounts`).
  std::string whole = whole_sink_label(q.sink);
  for (const StreamingQuery& other : model.queries) {
    if (&other == &q || other.sink.empty()) continue;
    if (sink_label(other) == whole || whole_sink_label(other.sink) == whole) return "";
  }
  return whole;
}

}  // namespace streamlint::analysis
