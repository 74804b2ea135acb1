#include "analysis/review/query_card.h"

#include <set>

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
  std::set<std::pair<std::uint64_t, std::uint32_t>> seen;
  for (const StreamingQuery& q : model.queries) {
    if (!seen.insert({q.terminal_range.serial, q.terminal_range.start}).second) continue;
    QueryCard card;
    card.range = q.terminal_range.resolve();
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
    if (q.terminal == "pipeline") card.checkpoint = "managed by the pipeline";
    else if (!ckpt) card.checkpoint = q.writer.options.complete ? "not set" : "unknown";
    else card.checkpoint = string_of(ckpt->value).value_or("unknown");
    cards.push_back(std::move(card));
  }
  return cards;
}

}  // namespace streamlint::analysis
