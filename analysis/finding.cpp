#include "analysis/finding.h"

#include <algorithm>

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
