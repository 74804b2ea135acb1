// Looks up a grammar's node type and field ids by name, once, so that code compares small
// integers instead of strings. Shared by the Python and Scala grammar tables.
#pragma once

#include <stdexcept>
#include <string>

#include <tree_sitter/api.h>

namespace streamlint::analysis {

// "true_" -> "true": a trailing underscore only keeps C++ keywords out of member names.
inline std::string grammar_name(const char* member) {
  std::string name(member);
  if (!name.empty() && name.back() == '_') name.pop_back();
  return name;
}

// The named node type `member` of `language`. Throws std::runtime_error naming `grammar` when the
// grammar has no such type (a pinned grammar that renamed a node must fail loudly, not silently).
inline TSSymbol grammar_symbol(const TSLanguage* language, const char* grammar, const char* member) {
  const std::string name = grammar_name(member);
  const TSSymbol id = ts_language_symbol_for_name(language, name.c_str(), static_cast<uint32_t>(name.size()), true);
  if (id == 0) throw std::runtime_error(std::string(grammar) + " has no node type '" + name + "'");
  return id;
}

inline TSFieldId grammar_field(const TSLanguage* language, const char* grammar, const char* member) {
  const std::string name = grammar_name(member);
  const TSFieldId id = ts_language_field_id_for_name(language, name.c_str(), static_cast<uint32_t>(name.size()));
  if (id == 0) throw std::runtime_error(std::string(grammar) + " has no field '" + name + "'");
  return id;
}

}  // namespace streamlint::analysis
