#include "analysis/project/file_reader.h"
#include "analysis//baseline/lock_file.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace streamlint::analysis {

std::string lock_file_text(const std::vector<QueryBaseline>& queries, const std::vector<DatasetBaseline>& datasets) {
  nlohmann::json entries = nlohmann::json::object();  // std::map order: sorted by checkpoint
  for (const QueryBaseline& q : queries) {
    if (entries.contains(q.checkpoint)) continue;
    nlohmann::json entry = {{"file", q.file},
                            {"stateful_operators", q.operators_known ? nlohmann::json(q.stateful_operators) : nlohmann::json()},
                            {"sources", q.sources},
                            {"sink", q.sink},
                            {"sink_path", q.sink_path},
                            {"pinned_confs", q.pinned_confs}};
    entries[q.checkpoint] = entry;
  }
  nlohmann::json root{{"version", 1}, {"queries", entries}};
  if (!datasets.empty()) {
    nlohmann::json kinds = nlohmann::json::object();
    for (const DatasetBaseline& d : datasets) {
      if (!kinds.contains(d.name)) kinds[d.name] = {{"file", d.file}, {"kind", d.kind}};
    }
    root["datasets"] = kinds;
  }
  return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

Baseline parse_lock_file(const std::string& text) {
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw std::runtime_error(std::string("not valid JSON: ") + e.what());
  }
  if (!root.is_object() || root.value("version", 0) != 1 || !root.contains("queries") || !root["queries"].is_object()) {
    throw std::runtime_error("expected {\"version\": 1, \"queries\": {...}}");
  }
  Baseline baseline;
  for (const auto& [checkpoint, entry] : root["queries"].items()) {
    try {
      QueryBaseline q;
      q.checkpoint = checkpoint;
      q.file = entry.value("file", "");
      if (entry.at("stateful_operators").is_null()) {
        q.operators_known = false;
      } else {
        q.stateful_operators = entry.at("stateful_operators").get<std::vector<std::string>>();
      }
      q.sources = entry.at("sources").get<std::vector<std::string>>();
      q.sink = entry.at("sink").get<std::string>();
      q.sink_path = entry.value("sink_path", "");
      q.pinned_confs = entry.value("pinned_confs", std::map<std::string, std::string>{});
      baseline.queries[checkpoint] = std::move(q);
    } catch (const nlohmann::json::exception& e) {
      throw std::runtime_error("query \"" + checkpoint + "\": " + e.what());
    }
  }
  if (root.contains("datasets")) {
    if (!root["datasets"].is_object()) throw std::runtime_error("\"datasets\" must be an object");
    for (const auto& [name, entry] : root["datasets"].items()) {
      try {
        baseline.datasets[name] = {name, entry.at("kind").get<std::string>(), entry.value("file", "")};
      } catch (const nlohmann::json::exception& e) {
        throw std::runtime_error("dataset \"" + name + "\": " + e.what());
      }
    }
  }
  return baseline;
}

Baseline read_lock_file(const std::filesystem::path& file) {
  std::string why;
  const std::optional<std::string> text = read_file(file, &why);
  if (!text) throw std::runtime_error("cannot read " + file.string() + ": " + why);
  Baseline baseline = parse_lock_file(*text);
  baseline.file = file.string();
  return baseline;
}

}  // namespace streamlint::analysis
