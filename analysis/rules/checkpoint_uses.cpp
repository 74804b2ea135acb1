// The checkpoint uses SR102 compares (shared_checkpoints.h), read from a module's queries.
#include <unordered_map>

#include "analysis/fnv.h"
#include "analysis/query_model/value.h"
#include "analysis/rules/shared_checkpoints.h"

namespace streamlint::analysis {
namespace {

// Identities of call sites and branches in checkpoint uses.
std::uint64_t key_hash(const NodeKey& k) { return fnv_mix(fnv_mix(kFnvOffsetBasis, k.serial), k.index); }

// What makes two uses the same: the key's place and the start's site.
std::uint64_t use_key(const CheckpointUse& use) {
  const std::uint64_t h = fnv_mix(fnv_mix(kFnvOffsetBasis, use.site),
                                  (std::uint64_t{use.range.start_byte} << 32) | use.range.end_byte);
  return fnv_mix(h, use.file);
}

}  // namespace

void drop_repeated_uses(std::vector<CheckpointUse>& uses, std::vector<std::uint64_t>* queries) {
  std::unordered_multimap<std::uint64_t, std::size_t> seen;  // use_key -> index among the kept
  std::size_t kept = 0;
  for (std::size_t i = 0; i < uses.size(); ++i) {
    const std::uint64_t key = use_key(uses[i]);
    bool repeated = false;
    for (auto [it, end] = seen.equal_range(key); it != end && !repeated; ++it) {
      const CheckpointUse& c = uses[it->second];
      // (A loop's iterations over a constant list start one site with each item's path: each path
      // is a use, which another query may share.)
      repeated = c.range == uses[i].range && c.file == uses[i].file && c.site == uses[i].site &&
                 c.location == uses[i].location && c.variable == uses[i].variable;
    }
    if (repeated) continue;
    seen.emplace(key, kept);
    if (kept != i) {
      uses[kept] = std::move(uses[i]);
      if (queries) (*queries)[kept] = (*queries)[i];
    }
    ++kept;
  }
  uses.resize(kept);
  if (queries) queries->resize(kept);
}

std::vector<CheckpointUse> checkpoint_uses(const ModuleModel& model, std::string_view path, std::string_view text,
                                           std::vector<std::uint64_t>* queries) {
  std::vector<CheckpointUse> uses;
  std::vector<std::uint64_t> ids;
  for (const StreamingQuery& q : model.queries) {
    const auto location = q.checkpoint_location();
    const OptionSetting* option = q.writer.options.find("checkpointLocation");
    if (!option || q.in_pipeline_dataset || q.path_alternative) continue;
    const auto* run_time = option->value->as<UnknownValue>();
    if (!location && !(run_time && run_time->binding != 0)) continue;
    // A placeholder for a path still to choose (SR101's fix writes `<checkpoint-path>`) is no path:
    // two of them were reported as one shared checkpoint right after the fix.
    if (location && location->starts_with('<') && location->find('>') != std::string::npos) continue;
    CheckpointUse use;
    if (location) {
      use.location = *location;
    } else {  // a binding's identity: not a path, so never equal to one (paths hold no NUL)
      use.location = std::string(1, '\0') + std::to_string(run_time->binding);
      use.variable = run_time->name;
      use.lookup = run_time->lookup;
    }
    const std::string* file = option->key_range.file();
    use.file = file && !file->empty() ? *file : std::string(path);
    use.range = option->key_range.resolve(text);
    use.entry = std::string(path);
    use.site = fnv_mix(fnv_mix(kFnvOffsetBasis, q.terminal_range.serial), q.terminal_range.start);
    for (const NodeKey& call : q.call_context) use.site = fnv_mix(use.site, key_hash(call));
    use.started_at = q.started_at;
    use.awaited_at = q.awaited_at;
    for (const auto& [statement, branch] : q.branches) use.branches.push_back({key_hash(statement), branch});
    const std::string* start_file = q.terminal_range.file();
    use.start_file = start_file && !start_file->empty() ? *start_file : std::string(path);
    use.start_byte = q.terminal_range.resolve(text).start_byte;
    use.stand_in = q.stand_in;
    use.guards = q.guards;
    use.job = q.job == NodeKey{} ? 0 : key_hash(q.job);
    uses.push_back(std::move(use));
    ids.push_back(q.id);
  }
  drop_repeated_uses(uses, &ids);
  if (queries) queries->insert(queries->end(), ids.begin(), ids.end());
  return uses;
}

}  // namespace streamlint::analysis
