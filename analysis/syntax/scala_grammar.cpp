#include "analysis/syntax/scala_grammar.h"

#include "analysis/syntax/grammar_ids.h"

extern "C" const TSLanguage* tree_sitter_scala();

namespace streamlint::analysis {

const TSLanguage* scala_language() { return tree_sitter_scala(); }

namespace scala {

const Symbols& sym() {
  static const Symbols symbols = [] {
    Symbols s;
#define STREAMLINT_LOOKUP(name) s.name = grammar_symbol(scala_language(), "tree-sitter-scala", #name);
    STREAMLINT_SCALA_SYMBOLS(STREAMLINT_LOOKUP)
#undef STREAMLINT_LOOKUP
    return s;
  }();
  return symbols;
}

const Fields& field() {
  static const Fields fields = [] {
    Fields f;
#define STREAMLINT_LOOKUP(name) f.name = grammar_field(scala_language(), "tree-sitter-scala", #name);
    STREAMLINT_SCALA_FIELDS(STREAMLINT_LOOKUP)
#undef STREAMLINT_LOOKUP
    return f;
  }();
  return fields;
}

}  // namespace scala
}  // namespace streamlint::analysis
