#include "analysis/finding.h"
#include "analysis/fnv.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unordered_map>

namespace streamlint::analysis {

std::string_view to_string(Severity severity) {
  switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Information: return "information";
    case Severity::Hint: return "hint";
  }
  return "warning";
}

void assign_fingerprints(std::vector<Finding>& findings, std::string_view text) {
  // The FNV-1a of "CODE\n<the range's text, runs of spaces as one>\n<occurrence>": stored in
  // baselines, so the value never changes. The key's hash is carried on over the occurrence.
  std::unordered_map<std::string, int> seen;
  std::string key;
  for (Finding& f : findings) {
    key.assign(f.code);
    key.push_back('\n');
    bool space = false;
    const std::size_t end = std::min<std::size_t>(f.range.end_byte, text.size());
    for (std::size_t i = std::min<std::size_t>(f.range.start_byte, end); i < end; ++i) {
      const char c = text[i];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
        space = true;
        continue;
      }
      if (space && key.back() != '\n') key.push_back(' ');
      space = false;
      key.push_back(c);
    }
    const int occurrence = seen[key]++;
    const std::uint64_t hash = fnv_mix(fnv_mix(kFnvOffsetBasis, key), "\n" + std::to_string(occurrence));
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
    f.fingerprint = hex;
  }
}

std::string apply_edits(std::string_view text, std::vector<TextEdit> edits) {
  std::sort(edits.begin(), edits.end(), [](const TextEdit& a, const TextEdit& b) {
    return a.range.start_byte < b.range.start_byte;
  });
  std::string out;
  out.reserve(text.size());
  std::size_t cursor = 0;
  for (const TextEdit& e : edits) {
    const std::size_t start = std::min<std::size_t>(e.range.start_byte, text.size());
    if (start < cursor) continue;  // overlapping edit: the caller broke the contract; skip it
    out.append(text.substr(cursor, start - cursor));
    out.append(e.new_text);
    cursor = std::min<std::size_t>(e.range.end_byte, text.size());
  }
  out.append(text.substr(cursor));
  return out;
}

}  // namespace streamlint::analysis
