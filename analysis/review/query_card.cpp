#include "analysis/review/query_card.h"

#include <set>

#include "analysis/baseline/query_baseline.h"
#include "analysis/query_model/stateful.h"
#include "analysis/query_model/value.h"

namespace streamlint::analysis {
namespace {

std::string trigger_text(const StreamWriter& w) {
  if (!w.trigger) return "default (micro-batches back to back)";
  const auto arg = w.trigger->argument ? string_of(w.trigger->argument) : std::nullopt;
  switch (w.trigger->kind) {
    case TriggerKind::ProcessingTime: return "processingTime" + (arg ? " " + *arg : std::string());
    case TriggerKind::Once: return "once (deprecated)";
    case TriggerKind::AvailableNow: return "availableNow";
    case TriggerKind::Continuous: return "continuous" + (arg ? " " + *arg : std::string());
    case TriggerKind::RealTime: return "realTime" + (arg ? " " + *arg : std::string());
    case TriggerKind::Unknown: break;
  }
  return "unknown";
}

std::string mode_text(const StreamWriter& w) {
  if (!w.output_mode) return "append (default)";
  switch (*w.output_mode) {
    case OutputMode::Append: return "append";
    case OutputMode::Update: return "update";
    case OutputMode::Complete: return "complete";
    case OutputMode::Unknown: break;
  }
  return "unknown";
}

// Sink and guarantee per Spark's sink table (streaming-facts.md §4.1).
std::pair<std::string, std::string> sink_text(const StreamingQuery& q) {
  const StreamWriter& w = q.writer;
  if (q.terminal == "pipeline") return {"pipeline streaming table", "exactly-once (managed by the pipeline)"};
  if (w.foreach_batch_range) return {"foreachBatch", "at-least-once unless each write is idempotent"};
  if (w.uses_foreach) return {"foreach", "at-least-once"};
  const std::string f = w.format.empty() ? (q.terminal == "toTable" ? "table (Delta)" : "delta") : w.format;
  if (f == "kafka") return {"kafka", "at-least-once (duplicates possible)"};
  if (f == "console" || f == "memory" || f == "noop") return {f, "not fault tolerant"};
  return {f, "exactly-once (one writer per checkpoint)"};
}

}  // namespace

std::vector<QueryCard> describe_queries(const ModuleModel& model) {
  std::vector<QueryCard> cards;
  std::vector<std::string> restart_confs;
  for (const std::string_view key : restart_pinned_confs()) {
    if (const SessionConf* conf = model.find_session_conf(key)) {
      restart_confs.push_back(std::string(key) + " = " + string_of(conf->value).value_or("unknown"));
    }
  }
  std::set<std::pair<std::uint64_t, std::uint32_t>> seen;
  for (const StreamingQuery& q : model.queries) {
    if (q.path_alternative || !seen.insert({q.terminal_range.serial, q.terminal_range.start}).second) continue;
    QueryCard card;
    card.range = q.terminal_range.resolve();
    card.statement = q.statement.empty_span() ? card.range : q.statement.resolve();
    const std::string* file = q.terminal_range.file();
    card.file = file ? *file : "";
    // Anchors in the terminal's file only: a card is shown where its query is written.
    auto anchor = [&](const Span& s) {
      const std::string* in = s.file();
      if (!s.empty_span() && (in ? *in : "") == card.file) card.anchors.push_back(s.resolve());
    };
    anchor(q.terminal_range);
    if (q.writer.trigger) anchor(q.writer.trigger->call_range);
    if (q.writer.output_mode_range) anchor(*q.writer.output_mode_range);
    if (q.writer.foreach_batch_range) anchor(*q.writer.foreach_batch_range);
    if (q.writer.input) {
      for (const auto& s : q.writer.input->sources) anchor(s->call_range);
    }
    card.restart_confs = restart_confs;
    if (q.writer.input) {
      for (const auto& s : q.writer.input->sources) card.sources.push_back(s->format.empty() ? "unknown" : s->format);
      const QueryShape shape = analyse_shape(*q.writer.input);
      for (const auto& op : shape.operators) card.stateful_operators.emplace_back(to_string(op.kind));
      for (const auto& w : shape.watermarks) {
        card.watermark += (card.watermark.empty() ? "" : "; ") + (w.column.empty() ? "?" : w.column) + ", " +
                          (w.delay.empty() ? "?" : w.delay);
      }
    } else {
      card.sources.push_back("unknown");
    }
    if (card.watermark.empty()) card.watermark = "none";
    const auto [sink, delivery] = sink_text(q);
    card.sink = sink;
    card.delivery = delivery;
    card.trigger = q.terminal == "pipeline" ? "pipeline" : trigger_text(q.writer);
    card.output_mode = mode_text(q.writer);
    const OptionSetting* ckpt = q.writer.options.find("checkpointLocation");
    // The session's checkpoint directory, when the module sets it: the query's is under it
    // (streaming-facts.md §1.2), named by its queryName or else a random UUID.
    const SessionConf* session = model.find_session_conf("spark.sql.streaming.checkpointLocation");
    if (q.terminal == "pipeline") card.checkpoint = "managed by the pipeline";
    else if (!ckpt && !q.writer.options.complete) card.checkpoint = "unknown";
    else if (!ckpt && session) {
      const std::string dir = string_of(session->value).value_or("<session checkpoint directory>");
      card.checkpoint = dir + (q.writer.has_query_name ? "/<queryName>" : "/<random UUID> (no queryName: a new one each run)");
    } else if (!ckpt) card.checkpoint = "not set";
    else card.checkpoint = string_of(ckpt->value).value_or("unknown");
    cards.push_back(std::move(card));
  }
  return cards;
}

namespace {

std::string joined(const std::vector<std::string>& parts, std::string_view separator, std::string_view none) {
  if (parts.empty()) return std::string(none);
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : std::string(separator)) + p;
  return out;
}

}  // namespace

std::string query_summary_line(const QueryCard& card) {
  std::string middle = joined(card.stateful_operators, ", ", "");
  if (!middle.empty() && card.watermark != "none") middle += " (watermark " + card.watermark + ")";
  // The guarantee's first words ("exactly-once", "at-least-once"); the card explains the rest.
  const std::string delivery = card.delivery.substr(0, card.delivery.find(" ("));
  return joined(card.sources, " + ", "unknown source") + " -> " + (middle.empty() ? "" : middle + " -> ") + card.sink +
         " | " + card.trigger + " | " + delivery + " | " + card.checkpoint;
}

std::string query_card_markdown(const QueryCard& card) {
  std::string out = "**Streaming query**\n\n| | |\n|---|---|\n";
  auto row = [&](std::string_view name, const std::string& value) {
    std::string cell;
    for (const char c : value) cell += c == '|' ? "\\|" : std::string(1, c);  // a '|' would end the cell
    out += "| " + std::string(name) + " | " + cell + " |\n";
  };
  row("Source", joined(card.sources, ", ", "unknown"));
  row("Stateful operators", joined(card.stateful_operators, ", ", "none"));
  row("Watermark", card.watermark);
  row("Sink", card.sink);
  row("Trigger", card.trigger);
  row("Output mode", card.output_mode);
  row("Delivery", card.delivery);
  row("Checkpoint", "`" + card.checkpoint + "`");
  if (!card.restart_confs.empty()) row("Fixed across restarts", "`" + joined(card.restart_confs, "`, `", "") + "`");
  return out;
}

}  // namespace streamlint::analysis
