// The checkpoint uses SR102 compares (shared_checkpoints.h), read from a module's queries.
#include <unordered_map>

#include "analysis/rules/shared_checkpoints.h"

namespace streamlint::analysis {
namespace {

// FNV-1a over 64-bit words: identities of call sites and branches in checkpoint uses.
std::uint64_t mix(std::uint64_t hash, std::uint64_t word) {
  for (int i = 0; i < 8; ++i) {
    hash ^= (word >> (8 * i)) & 0xff;
    hash *= 1099511628211ULL;
  }
  return hash;
}
std::uint64_t key_hash(const NodeKey& k) { return mix(mix(1469598103934665603ULL, k.serial), k.index); }

// What makes two uses the same: the key's place and the start's site.
std::uint64_t use_key(const CheckpointUse& use) {
  std::uint64_t h = mix(1469598103934665603ULL, use.site);
  h = mix(h, (std::uint64_t{use.range.start_byte} << 32) | use.range.end_byte);
  for (const unsigned char c : use.file) h = (h ^ c) * 1099511628211ULL;
  return h;
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
      repeated = c.range == uses[i].range && c.file == uses[i].file && c.site == uses[i].site;
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
    if (!location || !option || q.in_pipeline_dataset) continue;
    CheckpointUse use;
    use.location = *location;
    const std::string* file = option->key_range.file();
    use.file = file && !file->empty() ? *file : std::string(path);
    use.range = option->key_range.resolve(text);
    use.entry = std::string(path);
    use.site = mix(mix(1469598103934665603ULL, q.terminal_range.serial), q.terminal_range.start);
    for (const NodeKey& call : q.call_context) use.site = mix(use.site, key_hash(call));
    use.started_at = q.started_at;
    use.awaited_at = q.awaited_at;
    for (const auto& [statement, branch] : q.branches) use.branches.push_back({key_hash(statement), branch});
    uses.push_back(std::move(use));
    ids.push_back(q.id);
  }
  drop_repeated_uses(uses, &ids);
  if (queries) queries->insert(queries->end(), ids.begin(), ids.end());
  return uses;
}

}  // namespace streamlint::analysis
