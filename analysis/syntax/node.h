// Helpers over tree-sitter nodes of the Python grammar (node and field names as in
// tree-sitter-python's grammar.js).
#pragma once

#include <cstring>
#include <string>
#include <string_view>

#include <tree_sitter/api.h>

#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

inline std::string_view node_type(TSNode node) { return ts_node_type(node); }
inline bool is(TSNode node, std::string_view type) { return !ts_node_is_null(node) && node_type(node) == type; }

// The child in field `name`. Field ids are looked up once per name: the lookup by name scans the
// grammar's field table and showed up in profiles.
TSNode field(TSNode node, const char* name);

inline std::string_view node_text(TSNode node, std::string_view source) {
  const uint32_t start = ts_node_start_byte(node);
  const uint32_t end = ts_node_end_byte(node);
  if (start >= source.size()) return {};
  return source.substr(start, end - start);
}

// Calls f(child) for each named child that is not a comment. Walks with a cursor:
// ts_node_named_child(i) restarts from the first child, which is quadratic on long modules.
template <typename F>
void for_each_named_child(TSNode node, F&& f) {
  if (ts_node_is_null(node)) return;
  TSTreeCursor cursor = ts_tree_cursor_new(node);
  if (ts_tree_cursor_goto_first_child(&cursor)) {
    do {
      TSNode child = ts_tree_cursor_current_node(&cursor);
      if (ts_node_is_named(child) && !is(child, "comment")) f(child);
    } while (ts_tree_cursor_goto_next_sibling(&cursor));
  }
  ts_tree_cursor_delete(&cursor);
}

// Calls f(node) for `root` and every node below it, in source order (pre-order).
template <typename F>
void for_each_descendant(TSNode root, F&& f) {
  TSTreeCursor cursor = ts_tree_cursor_new(root);
  for (bool done = false; !done;) {
    f(ts_tree_cursor_current_node(&cursor));
    if (ts_tree_cursor_goto_first_child(&cursor)) continue;
    while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
      if (!ts_tree_cursor_goto_parent(&cursor)) {
        done = true;
        break;
      }
    }
  }
  ts_tree_cursor_delete(&cursor);
}

// For a call `obj.method(...)`: the span from the `.` before `method` to the end of the call,
// which is what RULES.md calls "the `.method(...)` call". For any other call: the whole call.
SourceRange method_call_range(TSNode call);

// The method name of a call `obj.method(...)`, or "" for other calls.
std::string_view called_method(TSNode call, std::string_view source);

// True for an f-string literal (its prefix holds `f`).
bool is_fstring(TSNode string_node, std::string_view source);

}  // namespace streamlint::analysis
