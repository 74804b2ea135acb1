#include "analysis/rules/query_facts.h"

#include <cctype>

namespace streamlint::analysis {

std::string sink_label(const StreamingQuery& q) {
  std::string_view sink = q.sink;
  while (!sink.empty() && sink.back() == '/') sink.remove_suffix(1);
  // A table's last name part, a path's last segment (backquotes dropped).
  const std::size_t cut = q.terminal == "toTable" ? sink.find_last_of('.') : sink.find_last_of('/');
  if (cut != std::string_view::npos) sink.remove_prefix(cut + 1);
  std::string label;
  for (const char c : sink) {
    if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-') label.push_back(c);
  }
  return label;
}

}  // namespace streamlint::analysis
