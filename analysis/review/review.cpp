#include "analysis/review/review.h"

#include <map>

#include "analysis/rules/rule_doc.h"
#include "analysis/utf8.h"

namespace streamlint::analysis {

std::string ReviewedFile::place(const TextPoint& point) const {
  if (!notebook) return path + ":" + std::to_string(point.row + 1);
  const CellPoint at = notebook->cell_point(point);
  return path + ":cell " + std::to_string(at.cell + 1) + ":" + std::to_string(at.row + 1);
}

namespace {

// The review areas, in report order, and the rule categories (RULES.md) that land in each.
struct AreaSpec {
  const char* title;
  std::vector<std::string_view> categories;
};

const std::vector<AreaSpec>& areas() {
  static const std::vector<AreaSpec> specs = {
      {"Checkpoint and state schema", {"checkpoint"}},
      {"Watermark and late data", {"watermark"}},
      {"Trigger selection", {"trigger"}},
      {"Exactly-once vs at-least-once", {"sink"}},
      {"State store and checkpointing", {"state-store"}},
      {"Restart and backfill", {"platform", "pipeline", "suppression"}},
  };
  return specs;
}

// Errors that corrupt or silently lose data or state are critical; other errors stop the query.
std::string label_of(const Finding& f) {
  if (f.severity == Severity::Error) return (f.code == "SR102" || f.code == "SR104") ? "critical" : "high";
  if (f.severity == Severity::Warning) return "medium";
  return "low";
}

std::string cell(const std::vector<std::string>& items, const char* empty) {
  if (items.empty()) return empty;
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out;
}

}  // namespace

Review build_review(const std::vector<ReviewedFile>& files) {
  Review review;
  bool errors = false, warnings = false;
  for (const AreaSpec& spec : areas()) review.areas.push_back({spec.title, {}, {}});
  for (const ReviewedFile& file : files) {
    review.query_count += file.queries.size();
    for (const Finding& f : file.findings) {
      errors = errors || f.severity == Severity::Error;
      warnings = warnings || f.severity == Severity::Warning;
      const RuleDoc* doc = find_rule_doc(f.code);
      const std::string_view category = doc ? doc->category : "platform";
      for (std::size_t a = 0; a < areas().size(); ++a) {
        bool match = false;
        for (std::string_view c : areas()[a].categories) match = match || c == category;
        if (!match) continue;
        ReviewArea& area = review.areas[a];
        const std::string evidence = file.place(f.range.start);
        const std::string action = f.fix ? f.fix->title + (f.fix->safe ? " (quick fix)" : " (quick fix; changes behaviour, review it)")
                                         : std::string(doc ? doc->fix : "");
        area.findings.push_back({label_of(f), f.code, evidence, f.message, action});
        // The query the finding belongs to: the first one at or after it in the file.
        for (const QueryCard& card : file.queries) {
          if (card.range.end_byte < f.range.start_byte) continue;
          const std::string where = file.place(card.range.start);
          bool listed = false;
          for (const ReviewCard& c : area.queries) listed = listed || c.evidence == where;
          if (!listed) area.queries.push_back({where, card});
          break;
        }
      }
    }
  }
  review.verdict = errors ? "unsafe-refactor-required" : warnings ? "safe-with-operational-changes" : "safe";
  return review;
}

namespace {

// Text of the reviewed code (a checkpoint path, a table name) in the markdown: one line, control
// characters escaped, and in a table cell `|` escaped, so it cannot break the table or the layout.
std::string inline_text(std::string_view text, bool table_cell = false) {
  std::string out;
  for (const char c : escaped_utf8(text)) {
    if (table_cell && c == '|') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string render_review_markdown(const Review& review) {
  std::string out = "# Structured Streaming reliability review\n\n";
  if (review.query_count == 0) {
    out += "No streaming query was found in the reviewed files (no `spark.readStream` ... `writeStream` "
           "... `start()`/`toTable()`, and no pipeline streaming table). Please point the review at the code that "
           "defines and starts the streaming queries (the job or notebook source), rather than have it guess.\n";
    return out;
  }
  out += "**Verdict:** `" + review.verdict + "`\n\n";
  out += "**Scope:** " + std::to_string(review.query_count) + " streaming quer" +
         (review.query_count == 1 ? "y" : "ies") +
         ": checkpoints and state schema, watermarks and late data, triggers, delivery guarantees, state "
         "store configuration, restart and backfill safety. Out of scope, for other specialists: pipeline design "
         "and table layout, data quality and monitoring, cluster and job operations, cost.\n";
  for (const ReviewArea& area : review.areas) {
    out += "\n## " + area.title + "\n\n";
    if (area.findings.empty()) {
      out += "No findings.\n";
      continue;
    }
    for (const ReviewCard& q : area.queries) {
      const QueryCard& c = q.card;
      out +=
          "- Query at `" + q.evidence + "`: " +
          inline_text(cell(c.sources, "unknown source") + " -> " + cell(c.stateful_operators, "no stateful operator") +
                      " -> " + c.sink + "; trigger " + c.trigger + "; output mode " + c.output_mode + "; watermark " +
                      c.watermark + "; checkpoint `" + c.checkpoint + "`; delivery " + c.delivery) +
          "\n";
    }
    out += "\n| severity | rule | evidence | finding | safe next action |\n|---|---|---|---|---|\n";
    for (const ReviewItem& i : area.findings) {
      out += "| " + i.label + " | " + i.code + " | `" + i.evidence + "` | " + inline_text(i.message, true) + " | " +
             inline_text(i.next_action, true) + " |\n";
    }
  }
  return out;
}

}  // namespace streamlint::analysis
