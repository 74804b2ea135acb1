#include "analysis/syntax/python_grammar.h"

#include <cstring>
#include <stdexcept>
#include <string>

#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis::py {
namespace {

// "true_" -> "true": the trailing underscore only keeps C++ keywords out of member names.
std::string grammar_name(const char* member) {
  std::string name(member);
  if (!name.empty() && name.back() == '_') name.pop_back();
  return name;
}

TSSymbol symbol_for(const char* member) {
  const std::string name = grammar_name(member);
  const TSSymbol id =
      ts_language_symbol_for_name(python_language(), name.c_str(), static_cast<uint32_t>(name.size()), true);
  if (id == 0) throw std::runtime_error("tree-sitter-python has no node type '" + name + "'");
  return id;
}

TSFieldId field_for(const char* member) {
  const std::string name = grammar_name(member);
  const TSFieldId id =
      ts_language_field_id_for_name(python_language(), name.c_str(), static_cast<uint32_t>(name.size()));
  if (id == 0) throw std::runtime_error("tree-sitter-python has no field '" + name + "'");
  return id;
}

}  // namespace

const Symbols& sym() {
  static const Symbols symbols = [] {
    Symbols s;
#define STREAMLINT_LOOKUP(name) s.name = symbol_for(#name);
    STREAMLINT_PY_SYMBOLS(STREAMLINT_LOOKUP)
#undef STREAMLINT_LOOKUP
    s.error = static_cast<TSSymbol>(-1);  // ts_builtin_sym_error
    return s;
  }();
  return symbols;
}

const Fields& field() {
  static const Fields fields = [] {
    Fields f;
#define STREAMLINT_LOOKUP(name) f.name = field_for(#name);
    STREAMLINT_PY_FIELDS(STREAMLINT_LOOKUP)
#undef STREAMLINT_LOOKUP
    return f;
  }();
  return fields;
}

}  // namespace streamlint::analysis::py
