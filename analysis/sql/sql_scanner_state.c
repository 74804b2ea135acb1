// @derekstride/tree-sitter-sql 0.3.11's external scanner leaks the tag of a dollar-quoted string
// ($tag$ ... $tag$) whenever tree-sitter restores a scanner state over one that still holds a tag:
// its deserialize sets the pointer without freeing it (found by tests/fuzz/fuzz_sql; no newer
// release exists on npm). The build renames the upstream function (CMakeLists.txt) and this one
// frees the old tag before calling it.
#include <stdlib.h>

#undef tree_sitter_sql_external_scanner_deserialize

void tree_sitter_sql_external_scanner_deserialize_upstream(void* payload, const char* buffer, unsigned length);

void tree_sitter_sql_external_scanner_deserialize(void* payload, const char* buffer, unsigned length) {
  // The scanner's state (scanner.c, `LexerState`) starts with its `char* start_tag`.
  char** start_tag = (char**)payload;
  free(*start_tag);
  *start_tag = NULL;
  tree_sitter_sql_external_scanner_deserialize_upstream(payload, buffer, length);
}
