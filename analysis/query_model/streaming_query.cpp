#include "analysis/query_model/streaming_query.h"

#include "analysis/text_util.h"

namespace streamlint::analysis {

const OptionSetting* OptionSet::find(std::string_view key) const {
  for (auto it = settings.rbegin(); it != settings.rend(); ++it) {
    if (iequals(it->key, key)) return &*it;
  }
  return nullptr;
}

void OptionSet::merge(const OptionSet& other) {
  settings.insert(settings.end(), other.settings.begin(), other.settings.end());
  complete = complete && other.complete;
}

ValuePtr Operation::argument(std::size_t index, std::string_view name) const {
  for (const auto& [k, v] : keywords) {
    if (k == name) return v;
  }
  return index < arguments.size() ? arguments[index] : nullptr;
}

bool StreamingQuery::exclusive_with(const StreamingQuery& other) const {
  for (const auto& [id, branch] : branches) {
    for (const auto& [other_id, other_branch] : other.branches) {
      if (id == other_id && branch != other_branch) return true;
    }
  }
  return false;
}

const SessionConf* ModuleModel::find_session_conf(std::string_view key) const {
  for (auto it = session_confs.rbegin(); it != session_confs.rend(); ++it) {
    if (iequals(it->key, key)) return &*it;
  }
  return nullptr;
}

}  // namespace streamlint::analysis
