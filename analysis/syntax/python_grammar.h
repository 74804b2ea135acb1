// Symbol and field ids of the tree-sitter-python grammar (node and field names as in its
// grammar.js / node-types.json), looked up once by name so that the lowered syntax and the
// interpreter compare small integers instead of strings.
#pragma once

#include <string_view>

#include <tree_sitter/api.h>

namespace streamlint::analysis::py {

// X-macros: one list of names, used for the struct members and for the lookup.
#define STREAMLINT_PY_SYMBOLS(X)                                                                                       \
  X(aliased_import)                                                                                                    \
  X(argument_list) X(as_pattern) X(assignment) X(attribute) X(augmented_assignment) X(binary_operator) X(block)        \
      X(boolean_operator) X(break_statement) X(call) X(case_clause) X(case_pattern) X(class_definition) X(comment)     \
          X(comparison_operator) X(concatenated_string) X(conditional_expression) X(continue_statement)                \
              X(decorated_definition) X(decorator) X(default_parameter) X(delete_statement) X(dictionary)              \
                  X(dictionary_splat) X(dictionary_splat_pattern) X(dotted_name) X(elif_clause) X(ellipsis)            \
                      X(else_clause) X(escape_sequence) X(except_clause) X(except_group_clause) X(expression_list)     \
                          X(expression_statement) X(false_) X(finally_clause) X(float_) X(for_statement) X(            \
                              function_definition) X(for_in_clause) X(future_import_statement) X(generator_expression) \
                              X(if_clause) X(global_statement) X(identifier) X(if_statement) X(import_from_statement)  \
                                  X(import_prefix) X(import_statement) X(integer) X(keyword_pattern) X(interpolation)  \
                                      X(keyword_argument) X(keyword_separator) X(lambda) X(list) X(list_pattern)       \
                                          X(list_comprehension) X(list_splat) X(match_statement) X(list_splat_pattern) \
                                              X(module) X(named_expression) X(none) X(nonlocal_statement)              \
                                                  X(not_operator) X(pair) X(parameters) X(parenthesized_expression)    \
                                                      X(pass_statement) X(pattern_list) X(positional_separator)        \
                                                          X(raise_statement) X(relative_import) X(return_statement)    \
                                                              X(set) X(set_comprehension) X(splat_pattern) X(string)   \
                                                                  X(string_content) X(string_end) X(string_start)      \
                                                                      X(subscript) X(true_) X(try_statement) X(tuple)  \
                                                                          X(tuple_pattern) X(typed_default_parameter)  \
                                                                              X(typed_parameter) X(unary_operator)     \
                                                                                  X(while_statement)                   \
                                                                                      X(wildcard_import)               \
                                                                                          X(with_clause) X(with_item)  \
                                                                                              X(with_statement)

#define STREAMLINT_PY_FIELDS(X)                                                                                  \
  X(alias)                                                                                                       \
  X(alternative) X(arguments) X(attribute) X(body) X(condition) X(consequence) X(definition) X(expression)       \
      X(format_specifier) X(function) X(guard) X(key) X(left) X(module_name) X(name) X(object) X(operator_)      \
          X(operators) X(parameters) X(right) X(subject) X(subscript) X(superclasses) X(type) X(type_conversion) \
              X(value)

// Ids of the grammar's node types. Names that are C++ keywords carry a trailing underscore
// (`true_` is the node type "true").
struct Symbols {
#define STREAMLINT_DECLARE(name) TSSymbol name = 0;
  STREAMLINT_PY_SYMBOLS(STREAMLINT_DECLARE)
#undef STREAMLINT_DECLARE
  TSSymbol error = 0;  // tree-sitter's ERROR node
};

// Ids of the grammar's field names (0 = no field).
struct Fields {
#define STREAMLINT_DECLARE(name) TSFieldId name = 0;
  STREAMLINT_PY_FIELDS(STREAMLINT_DECLARE)
#undef STREAMLINT_DECLARE
};

// Looked up once from python_language(); thread-safe (function-local statics).
// An identifier no Python source can spell (it has a dot), which the Scala lowering writes for a
// partially applied method (`appendTo("t") _`): the interpreter reads it as functools.partial.
inline constexpr std::string_view kPartialFunction = "functools.partial";
// The prefix of a called name no source can spell, which the Scala lowering writes for the `main`
// an object inherits (`object Gold extends Job("gold")`): the JVM starts the object there, a job of
// its own (StreamingQuery::job). The name after it is the function's.
inline constexpr std::string_view kJobEntry = "\x01job:";
// A called name no source can spell, which the Scala lowering writes for a parent type of another
// file (`object Job extends SparkSessionWrapper`, the trait in SparkSessionWrapper.scala): the
// interpreter reads the parent's members as names the file's code may use unqualified, below its own
// and above a library's star-imported ones (Interpreter::star_imported).
inline constexpr std::string_view kInherits = "\x01inherits";

const Symbols& sym();
const Fields& field();

}  // namespace streamlint::analysis::py
