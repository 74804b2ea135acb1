#include "analysis/rules/stand_in_findings.h"

#include <algorithm>

#include "analysis/fnv.h"
#include "analysis/project/project_index.h"

namespace streamlint::analysis {
namespace {

constexpr std::pair<std::string_view, std::uint8_t> kCallerRules[] = {
    {"SR101", 1}, {"SR501", 2}, {"SR504", 4}, {"SR204", 8}};

std::uint8_t bit_of(std::string_view code) {
  for (const auto& [rule, bit] : kCallerRules) {
    if (rule == code) return bit;
  }
  return 0;
}

}  // namespace

std::uint8_t caller_rules_checked(const RuleSelection& selection) {
  std::uint8_t out = 0;
  for (const auto& [rule, bit] : kCallerRules) {
    if (selection.enabled(rule)) out |= bit;
  }
  return out;
}

StartSite start_site(const Span& terminal, std::string_view text) {
  if (!terminal.unit) return {0, terminal.resolve(text).start_byte};
  const std::string_view statement = terminal.unit->text().substr(0, terminal.unit->source_size());
  return {fnv_mix(kFnvOffsetBasis, statement), terminal.start};
}

std::vector<QueryStart> starts_in_other_files(const ModuleModel& model, std::string_view path, std::string_view text,
                                              std::uint8_t checked) {
  std::vector<QueryStart> out;
  if (checked == 0) return out;
  for (const StreamingQuery& q : model.queries) {
    const std::string* file = q.terminal_range.file();
    if (!file || file->empty() || *file == path) continue;
    QueryStart start{*file, start_site(q.terminal_range, text), checked};
    if (std::find(out.begin(), out.end(), start) == out.end()) out.push_back(std::move(start));
  }
  return out;
}

void ReachedStarts::add(const std::string& entry, const std::vector<QueryStart>& starts) {
  if (starts.empty()) return;
  const std::string canonical_entry = canonical_path(entry);
  for (const QueryStart& s : starts) starts_[{canonical_path(s.file), s.site}].emplace_back(canonical_entry, s.checked);
}

bool ReachedStarts::decides(const StandIn& stand_in, std::string_view code) const {
  const auto it = starts_.find({canonical_path(stand_in.start_file), stand_in.site});
  if (it == starts_.end()) return false;
  const std::string origin = canonical_path(stand_in.origin);
  const std::uint8_t bit = bit_of(code);
  return std::any_of(it->second.begin(), it->second.end(),
                     [&](const auto& reach) { return reach.first != origin && (reach.second & bit) != 0; });
}

std::vector<std::size_t> superseded_stand_ins(const std::vector<Finding>& own, const std::vector<Finding>& incoming,
                                              const ReachedStarts& reached) {
  std::vector<std::size_t> out;
  if (reached.empty()) return out;
  const std::size_t count = own.size() + incoming.size();
  const auto at = [&](std::size_t i) -> const Finding& { return i < own.size() ? own[i] : incoming[i - own.size()]; };
  std::vector<bool> decided(count, false);
  bool any = false;
  for (std::size_t i = 0; i < count; ++i) {
    const Finding& f = at(i);
    decided[i] = f.stand_in && reached.decides(*f.stand_in, f.code);
    any = any || decided[i];
  }
  if (!any) return out;
  for (std::size_t i = 0; i < count; ++i) {
    if (!decided[i]) continue;
    bool confirmed = false;
    for (std::size_t j = 0; j < count && !confirmed; ++j) {
      confirmed = j != i && !decided[j] && at(j).code == at(i).code && at(j).range == at(i).range;
    }
    if (!confirmed) out.push_back(i);
  }
  return out;
}

std::vector<Finding> drop_superseded_stand_ins(std::vector<Finding>& findings, const ReachedStarts& reached) {
  return drop_findings_at(findings, superseded_stand_ins(findings, {}, reached));
}

std::vector<Finding> drop_findings_at(std::vector<Finding>& findings, const std::vector<std::size_t>& indices) {
  std::vector<Finding> dropped;
  for (auto it = indices.rbegin(); it != indices.rend(); ++it) {
    dropped.push_back(std::move(findings[*it]));
    findings.erase(findings.begin() + static_cast<std::ptrdiff_t>(*it));
  }
  return dropped;
}

}  // namespace streamlint::analysis
