#include "analysis/syntax/python_grammar.h"

#include "analysis/syntax/grammar_ids.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis::py {

const Symbols& sym() {
  static const Symbols symbols = [] {
    Symbols s;
#define STREAMLINT_LOOKUP(name) s.name = grammar_symbol(python_language(), "tree-sitter-python", #name);
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
#define STREAMLINT_LOOKUP(name) f.name = grammar_field(python_language(), "tree-sitter-python", #name);
    STREAMLINT_PY_FIELDS(STREAMLINT_LOOKUP)
#undef STREAMLINT_LOOKUP
    return f;
  }();
  return fields;
}

}  // namespace streamlint::analysis::py
