#include "analysis/rules/query_facts.h"

#include <cctype>
#include <cstdint>
#include <map>
#include <set>
#include <string_view>
#include <utility>

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

std::vector<std::string> fix_labels(const ModuleModel& model) {
  const std::vector<StreamingQuery>& queries = model.queries;
  // Counted once over the queries with a sink (a file of thousands of queries is one pass, not
  // one per query).
  std::vector<std::string> labels(queries.size()), wholes(queries.size());
  std::map<std::string, std::size_t, std::less<>> label_count, whole_count, sink_count;
  std::map<std::pair<std::uint64_t, std::uint32_t>, std::set<std::string_view>> sinks_at;  // by terminal call
  for (std::size_t i = 0; i < queries.size(); ++i) {
    if (queries[i].sink.empty()) continue;
    labels[i] = sink_label(queries[i]);
    wholes[i] = whole_sink_label(queries[i].sink);
    ++label_count[labels[i]];
    ++whole_count[wholes[i]];
    ++sink_count[queries[i].sink];
    sinks_at[queries[i].terminal_range.start_key()].insert(queries[i].sink);
  }
  const auto count = [](const auto& counts, const std::string& key) {
    const auto it = counts.find(key);
    return it == counts.end() ? std::size_t{0} : it->second;
  };
  std::vector<std::string> out(queries.size());
  for (std::size_t i = 0; i < queries.size(); ++i) {
    const StreamingQuery& q = queries[i];
    const std::string& label = labels[i];
    if (label.empty() || !written_in_unit(q.terminal_range, label)) continue;
    // The same sink twice, or one call writing another sink on another run (a loop over tables).
    if (sink_count.at(q.sink) > 1 || sinks_at.at(q.terminal_range.start_key()).size() > 1) continue;
    if (label_count.at(label) == 1) {
      out[i] = label;
      continue;
    }
    // The whole name must not be another query's name either (`silver.accounts` beside a table
    // named `silver_accounts`).
    const std::string& whole = wholes[i];
    const std::size_t own = (label == whole ? 1 : 0) + 1;  // this query's label and whole name
    if (count(label_count, whole) + count(whole_count, whole) == own) out[i] = whole;
  }
  return out;
}

}  // namespace streamlint::analysis
