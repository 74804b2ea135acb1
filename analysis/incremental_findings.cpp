#include "analysis/incremental_findings.h"

#include <algorithm>
#include <unordered_map>

#include "analysis/query_model/value_equality.h"
#include "analysis/rules/rule.h"
#include "analysis/rules/shared_checkpoints.h"
#include "analysis/scala/scala_source.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// A kept document is one language throughout (a notebook export's other cells are analysed whole).
SourceLanguage language_of(std::string_view path) {
  return is_scala_path(path) ? SourceLanguage::Scala : SourceLanguage::Python;
}

// The module's evaluation order: (run, order within the run) as one number, as
// assemble_module_model folds it.
long fold(std::size_t run, long local) {
  constexpr long kPerRun = 1L << 24;
  return local == 0 ? 0 : static_cast<long>(run) * kPerRun + local;
}

// Calls f(range) for each range of the entry that lies in the analysed file, in a fixed order.
template <typename Entry, typename F>
void for_each_range(Entry& entry, std::string_view path, F&& f) {
  for (Finding& finding : entry.findings) {
    f(finding.range);
    if (finding.fix) {
      for (TextEdit& e : finding.fix->edits) {
        if (e.file.empty()) f(e.range);
      }
    }
    for (RelatedLocation& r : finding.related) {
      if (r.file.empty()) f(r.range);
    }
  }
  for (CheckpointUse& use : entry.uses) {
    if (use.file == path) f(use.range);
    // The start call's byte moves with its statement too: SR102 matches a helper's stand-in use to
    // an importer's use of the same start by it (an edit above the helper's query left it behind,
    // and the stand-in was reported as a second query sharing the checkpoint).
    if (use.start_file == path) {
      SourceRange start{use.start_byte, use.start_byte, {}, {}};
      f(start);
      use.start_byte = start.start_byte;
    }
  }
}

// The line break right after a statement ending at `end` of `text`: "\n", "\r\n" or "".
std::string_view line_break_after(std::string_view text, std::size_t end) {
  if (text.substr(end, 1) == "\n") return "\n";
  if (text.substr(end, 2) == "\r\n") return "\r\n";
  return {};
}

// The index of the statement holding all of [start, end) (a range may take the line break after
// it: a fix that deletes the statement's line), or units.size() when none does.
std::size_t statement_holding(const std::vector<std::shared_ptr<SyntaxUnit>>& units, std::string_view text,
                              std::uint32_t start, std::uint32_t end) {
  auto it = std::upper_bound(units.begin(), units.end(), start,
                             [](std::uint32_t byte, const auto& unit) { return byte < unit->anchor().byte; });
  if (it == units.begin()) return units.size();
  const SyntaxUnit& unit = **std::prev(it);
  const std::size_t unit_end = unit.anchor().byte + unit.source_size();
  const bool inside = end <= unit_end + line_break_after(text, unit_end).size();
  return inside ? static_cast<std::size_t>(std::prev(it) - units.begin()) : units.size();
}

// Moves a position of a statement that started at `was` and now starts at `now`. Columns move only
// on the statement's first line (it may start mid-line, after a `;`).
void move_point(std::uint32_t& byte, TextPoint& point, const Anchor& was, const Anchor& now) {
  byte = byte - was.byte + now.byte;
  if (point.row == was.point.row) point.column = point.column - was.point.column + now.point.column;
  point.row = point.row - was.point.row + now.point.row;
}

// Findings in the analysed file go to `here`, those in other files (without fixes) to `elsewhere`.
void route(std::vector<Finding>& found, std::vector<Finding>& here, std::vector<Finding>& elsewhere) {
  for (Finding& f : found) {
    if (f.file.empty()) {
      here.push_back(std::move(f));
    } else {
      f.fix.reset();  // fixes edit the analysed text only
      elsewhere.push_back(std::move(f));
    }
  }
}

}  // namespace

// What of `effects` the checks across the module compare with other items (Rule::check_across):
// queries on a checkpoint path another query uses, one of them awaited (SR104's in-file form), AUTO CDC flows
// in Python or SQL (SR707, SR708), actions on values of unknown origin and the values queries write (SR404).
IncrementalFindings::Compared IncrementalFindings::compared_items(const ModuleModel& effects) {
  IncrementalFindings::Compared out;
  const auto cdc = [](const SqlStatement& s) {
    const std::string lower = to_lower(s.text);
    return lower.find("cdc") != std::string::npos || lower.find("changes") != std::string::npos;
  };
  for (const StreamingQuery& q : effects.queries) {
    if (!q.writer.input) continue;
    if (auto path = q.checkpoint_location()) out.checkpoints.push_back({std::move(*path), q.id, q.awaited_at != 0});
  }
  for (const StreamingAction& a : effects.streaming_actions) {
    if (a.unknown_origin != 0) out.acted_on.push_back(a.unknown_origin);
  }
  for (const StreamingQuery& q : effects.queries) {
    if (q.writer.input && q.writer.input->origin_binding != 0) out.written.push_back(q.writer.input->origin_binding);
  }
  out.cdc = !effects.auto_cdc_flows.empty() || std::any_of(effects.sql_statements.begin(), effects.sql_statements.end(), cdc);
  return out;
}

IncrementalFindings::Entry IncrementalFindings::check(const UnitRun& run, const std::vector<SessionConf>& confs,
                                                      std::uint64_t context,
                                                      const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                                                      std::string_view text, std::string_view path) {
  Entry result;
  result.context = context;
  result.compared = compared_items(run.effects());
  auto entry_ptr = std::make_unique<Checked>();
  Checked& entry = *entry_ptr;
  ModuleModel fragment = run.effects();
  fragment.context_confs = &confs;
  if (project_.compute == Compute::Pipeline) fragment.mark_pipeline_code();
  std::vector<Finding> found;
  run_rules(fragment, project_, selection_, text, path, language_of(path), RulePass::Fragment, found, entry.errors);
  route(found, entry.findings, entry.elsewhere);
  entry.uses = checkpoint_uses(fragment, path, text, &entry.use_queries);
  entry.starts = starts_in_other_files(fragment, path, text, caller_rules_checked(selection_));

  // Where each range lies, to move it with its statement when the run is kept.
  std::unordered_map<const SyntaxUnit*, std::uint32_t> anchor_of;
  for_each_range(entry, path, [&](SourceRange& range) {
    const std::size_t i = statement_holding(units, text, range.start_byte, range.end_byte);
    if (i == units.size()) {
      entry.movable = false;
      entry.range_anchor.push_back(0);
      return;
    }
    auto [it, added] = anchor_of.try_emplace(units[i].get(), static_cast<std::uint32_t>(entry.anchors.size()));
    if (added) {
      const std::size_t end = units[i]->anchor().byte + units[i]->source_size();
      entry.anchors.push_back({units[i], units[i]->anchor(), std::string(line_break_after(text, end))});
    }
    entry.range_anchor.push_back(it->second);
  });
  const bool nothing = entry.findings.empty() && entry.elsewhere.empty() && entry.uses.empty() &&
                       entry.starts.empty() && entry.errors.empty();
  if (!nothing) result.checked = std::move(entry_ptr);
  return result;
}

bool IncrementalFindings::move(Checked& entry, const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                               std::string_view text) const {
  // Every statement the ranges lie in must still be in the document (a kept run only reads kept
  // statements: a changed one would have changed what it read), with the same line break after it.
  bool moved = false;
  for (const Checked::Placed& placed : entry.anchors) {
    const Anchor& now = placed.unit->anchor();
    const std::size_t i = statement_holding(units, text, now.byte, now.byte);
    if (i == units.size() || units[i] != placed.unit) return false;
    if (line_break_after(text, now.byte + placed.unit->source_size()) != placed.line_break) return false;
    moved = moved || now.byte != placed.was.byte || !(now.point == placed.was.point);
  }
  if (!moved) return true;
  std::size_t k = 0;
  auto shift = [&](SourceRange& range) {
    const Checked::Placed& placed = entry.anchors[entry.range_anchor[k++]];
    move_point(range.start_byte, range.start, placed.was, placed.unit->anchor());
    move_point(range.end_byte, range.end, placed.was, placed.unit->anchor());
  };
  for_each_range(entry, path_, shift);
  for (Checked::Placed& placed : entry.anchors) placed.was = placed.unit->anchor();
  return true;
}

FragmentFindings IncrementalFindings::evaluate(const ModuleRun& run,
                                               const std::vector<std::shared_ptr<SyntaxUnit>>& units,
                                               const ProjectFacts& project, const RuleSelection& selection,
                                               std::string_view text, std::string_view path) {
  if (!(project == project_) || !(selection == selection_) || path != path_) {
    entries_.clear();
    project_ = project;
    selection_ = selection;
    path_ = std::string(path);
  }
  const std::vector<const UnitRun*> runs = run.runs();
  // The module's session confs in order, and their identity (context_).
  std::vector<SessionConf> confs;
  for (const UnitRun* r : runs) {
    confs.insert(confs.end(), r->effects().session_confs.begin(), r->effects().session_confs.end());
  }
  // Places are not compared (a literal's place neither): a finding at a conf's place lies in the
  // conf's statement, and an entry whose statements are not all still in the document is checked
  // again (move).
  auto same_conf_value = [](const ValuePtr& a, const ValuePtr& b) {
    const auto* sa = a->as<StringValue>();
    const auto* sb = b->as<StringValue>();
    if (sa && sb) return sa->text == sb->text && sa->path == sb->path && sa->margins_blanked == sb->margins_blanked;
    return same_value(a, b);
  };
  const bool same = confs.size() == confs_.size() &&
                    std::equal(confs.begin(), confs.end(), confs_.begin(), [&](const SessionConf& a, const SessionConf& b) {
                      return a.key == b.key && same_conf_value(a.value, b.value) && a.removal == b.removal &&
                             a.only_statement == b.only_statement && a.value_is_literal == b.value_is_literal;
                    });
  if (!same) {
    ++context_;
    confs_ = confs;
  }
  const std::uint64_t context = context_;

  FragmentFindings out;
  std::vector<std::uint64_t> use_queries;
  std::unordered_map<std::uint64_t, long> awaited;  // query id -> where another run awaits it
  // Whether some items compare with others of the module (Rule::check_across).
  bool cdc = false;
  std::vector<const Compared::Checkpoint*> compared_checkpoints;
  std::vector<std::uint64_t> acted_on, written;
  ++generation_;
  checked_ = 0;
  unmovable_ = 0;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const UnitRun& r = *runs[i];
    auto [it, added] = entries_.try_emplace(r.id);
    Entry& kept = it->second;
    const bool reusable = !added && kept.context == context &&
                          (!kept.checked || (kept.checked->movable && move(*kept.checked, units, text)));
    if (!reusable) {
      unmovable_ += !added && kept.checked && !kept.checked->movable;
      kept = check(r, confs, context, units, text, path);
      ++checked_;
    }
    kept.generation = generation_;
    for (const auto& [id, local] : r.effects().awaits) awaited.emplace(id, fold(i + 1, local));  // the first
    cdc = cdc || kept.compared.cdc;
    for (const Compared::Checkpoint& c : kept.compared.checkpoints) compared_checkpoints.push_back(&c);
    acted_on.insert(acted_on.end(), kept.compared.acted_on.begin(), kept.compared.acted_on.end());
    written.insert(written.end(), kept.compared.written.begin(), kept.compared.written.end());
    if (!kept.checked) continue;
    const Checked& entry = *kept.checked;
    out.findings.insert(out.findings.end(), entry.findings.begin(), entry.findings.end());
    out.elsewhere.insert(out.elsewhere.end(), entry.elsewhere.begin(), entry.elsewhere.end());
    out.internal_errors.insert(out.internal_errors.end(), entry.errors.begin(), entry.errors.end());
    for (CheckpointUse use : entry.uses) {
      use.started_at = fold(i + 1, use.started_at);
      use.awaited_at = fold(i + 1, use.awaited_at);
      out.checkpoints.push_back(std::move(use));
    }
    use_queries.insert(use_queries.end(), entry.use_queries.begin(), entry.use_queries.end());
    for (const QueryStart& s : entry.starts) {
      if (std::find(out.helper_starts.begin(), out.helper_starts.end(), s) == out.helper_starts.end()) {
        out.helper_starts.push_back(s);
      }
    }
  }
  std::erase_if(entries_, [&](const auto& e) { return e.second.generation != generation_; });  // runs gone
  for (std::size_t k = 0; k < out.checkpoints.size(); ++k) {
    if (auto it = awaited.find(use_queries[k]); it != awaited.end() && out.checkpoints[k].awaited_at == 0) {
      out.checkpoints[k].awaited_at = it->second;
    }
  }
  drop_repeated_uses(out.checkpoints);

  // Comparisons across the module need the whole model; they only matter when two queries use one
  // checkpoint path and one of them is awaited (a keystroke in a file of many queries, some of
  // them awaited, does not assemble the model), when an AUTO CDC flow names datasets, or when an
  // action ran on a value of unknown origin that a query writes.
  bool shared_awaited = false;
  std::unordered_map<std::string_view, std::pair<int, bool>> on_path;  // path -> queries, one awaited
  for (const Compared::Checkpoint* c : compared_checkpoints) {
    auto& [count, any_awaited] = on_path[c->path];
    ++count;
    any_awaited = any_awaited || c->awaited || awaited.count(c->query) != 0;
    shared_awaited = shared_awaited || (count > 1 && any_awaited);
  }
  std::sort(written.begin(), written.end());
  const bool action_on_written = std::any_of(acted_on.begin(), acted_on.end(), [&](std::uint64_t binding) {
    return std::binary_search(written.begin(), written.end(), binding);
  });
  if (cdc || shared_awaited || action_on_written) {
    ModuleModel whole = assemble_module_model(runs, {units.begin(), units.end()}, nullptr);
    if (project_.compute == Compute::Pipeline) whole.mark_pipeline_code();
    std::vector<Finding> found;
    run_rules(whole, project_, selection_, text, path, language_of(path), RulePass::Across, found, out.internal_errors);
    route(found, out.findings, out.elsewhere);
  }
  return out;
}

}  // namespace streamlint::analysis
