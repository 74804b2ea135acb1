// Symbol and field ids of the tree-sitter-scala grammar (node and field names as in its
// node-types.json, package tree-sitter-scala 0.24.0), looked up once by name. Only the Scala
// front-end (analysis/scala/) reads them: it lowers Scala into the statement IR the query model runs.
#pragma once

#include <tree_sitter/api.h>

namespace streamlint::analysis {

// The tree-sitter-scala language (grammar from the npm package, ABI 14).
const TSLanguage* scala_language();

namespace scala {

#define STREAMLINT_SCALA_SYMBOLS(X)                                                                                    \
  X(compilation_unit)                                                                                                  \
  X(package_clause)                                                                                                    \
  X(import_declaration)                                                                                                \
  X(namespace_selectors) X(namespace_wildcard) X(arrow_renamed_identifier) X(as_renamed_identifier) X(                 \
      object_definition) X(class_definition) X(trait_definition) X(package_object) X(template_body) X(val_definition)  \
      X(var_definition) X(function_definition) X(parameters) X(parameter) X(block) X(indented_block)                   \
          X(call_expression) X(arguments) X(field_expression) X(identifier) X(operator_identifier) X(string)           \
              X(interpolated_string_expression) X(interpolated_string) X(interpolation) X(escape_sequence)             \
                  X(integer_literal) X(floating_point_literal) X(boolean_literal) X(null_literal) X(character_literal) \
                      X(infix_expression) X(prefix_expression) X(postfix_expression) X(lambda_expression) X(bindings)  \
                          X(binding) X(case_block) X(case_clause) X(tuple_pattern) X(typed_pattern) X(wildcard)        \
                              X(if_expression) X(match_expression) X(try_expression) X(catch_clause) X(finally_clause) \
                                  X(for_expression) X(while_expression) X(do_while_expression) X(return_expression)    \
                                      X(throw_expression) X(assignment_expression) X(parenthesized_expression)         \
                                          X(tuple_expression) X(instance_expression) X(generic_function)               \
                                              X(ascription_expression) X(comment) X(block_comment) X(indented_cases)   \
                                                  X(colon_argument) X(function_declaration) X(val_declaration)         \
                                                      X(var_declaration) X(identifiers) X(extension_definition)        \
                                                          X(type_identifier) X(generic_type) X(case_class_pattern)     \
                                                              X(stable_type_identifier) X(class_parameters)            \
                                                                  X(class_parameter) X(stable_identifier)              \
                                                                      X(enumerators) X(enumerator) X(extends_clause)   \
                                                                          X(repeated_parameter_type)

#define STREAMLINT_SCALA_FIELDS(X)                                                                                   \
  X(name)                                                                                                            \
  X(body) X(parameters) X(value) X(pattern) X(function) X(arguments) X(field) X(left) X(right) X(operator_)          \
      X(condition) X(consequence) X(alternative) X(interpolator) X(path) X(alias) X(type) X(default_value) X(extend) \
          X(class_parameters) X(lambda_start)

struct Symbols {
#define STREAMLINT_DECLARE(name) TSSymbol name = 0;
  STREAMLINT_SCALA_SYMBOLS(STREAMLINT_DECLARE)
#undef STREAMLINT_DECLARE
};

struct Fields {
#define STREAMLINT_DECLARE(name) TSFieldId name = 0;
  STREAMLINT_SCALA_FIELDS(STREAMLINT_DECLARE)
#undef STREAMLINT_DECLARE
};

// Looked up once from scala_language(); thread-safe (function-local statics).
const Symbols& sym();
const Fields& field();

}  // namespace scala
}  // namespace streamlint::analysis
