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

// A tree cursor taken from a per-thread pool. ts_tree_cursor_new allocates the cursor's stack on
// every call; a pooled cursor is reset onto the node and keeps the stack it already grew. Nested
// walks take separate cursors, so callbacks may start walks of their own.
class PooledCursor {
 public:
  explicit PooledCursor(TSNode node);
  ~PooledCursor();
  PooledCursor(const PooledCursor&) = delete;
  PooledCursor& operator=(const PooledCursor&) = delete;
  TSTreeCursor* get() { return &cursor_; }

 private:
  TSTreeCursor cursor_;
};

// Whether `node` is an ERROR node: tree-sitter's ts_builtin_sym_error, the same symbol in every
// grammar (the 0.20.7 runtime has no ts_node_is_error).
inline bool is_error_node(TSNode node) { return ts_node_symbol(node) == static_cast<TSSymbol>(-1); }

// The grammar's `comment` symbol, looked up once.
TSSymbol comment_symbol();

// Calls f(child) for each named child that is not a comment. Walks with a cursor:
// ts_node_named_child(i) restarts from the first child, which is quadratic on long modules.
template <typename F>
void for_each_named_child(TSNode node, F&& f) {
  if (ts_node_is_null(node)) return;
  PooledCursor pooled(node);
  TSTreeCursor* cursor = pooled.get();
  const TSSymbol comment = comment_symbol();
  if (ts_tree_cursor_goto_first_child(cursor)) {
    do {
      TSNode child = ts_tree_cursor_current_node(cursor);
      if (ts_node_is_named(child) && ts_node_symbol(child) != comment) f(child);
    } while (ts_tree_cursor_goto_next_sibling(cursor));
  }
}

// Calls descend(node) for `root` and the nodes below it, in source order (pre-order); the walk
// enters a node's children only when descend returns true.
template <typename F>
void for_each_descendant_pruned(TSNode root, F&& descend) {
  PooledCursor pooled(root);
  TSTreeCursor* cursor = pooled.get();
  for (bool done = false; !done;) {
    if (descend(ts_tree_cursor_current_node(cursor)) && ts_tree_cursor_goto_first_child(cursor)) continue;
    while (!ts_tree_cursor_goto_next_sibling(cursor)) {
      if (!ts_tree_cursor_goto_parent(cursor)) {
        done = true;
        break;
      }
    }
  }
}

// Calls f(node) for `root` and every node below it, in source order (pre-order).
template <typename F>
void for_each_descendant(TSNode root, F&& f) {
  for_each_descendant_pruned(root, [&](TSNode node) {
    f(node);
    return true;
  });
}

// For a call `obj.method(...)`: the span from the `.` before `method` to the end of the call,
// which is what RULES.md calls "the `.method(...)` call". For any other call: the whole call.
SourceRange method_call_range(TSNode call);

// The method name of a call `obj.method(...)`, or "" for other calls.
std::string_view called_method(TSNode call, std::string_view source);

// True for an f-string literal (its prefix holds `f`).
bool is_fstring(TSNode string_node, std::string_view source);

}  // namespace streamlint::analysis
