#include "analysis/syntax/node.h"

#include <cstring>
#include <unordered_map>
#include <vector>

#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

TSNode field(TSNode node, const char* name) {
  // Keyed by the literal's address: callers pass string literals, so this never builds a string.
  thread_local std::unordered_map<const char*, TSFieldId> ids;
  auto it = ids.find(name);
  if (it == ids.end()) {
    it = ids.emplace(name, ts_language_field_id_for_name(python_language(), name,
                                                          static_cast<uint32_t>(std::strlen(name)))).first;
  }
  if (ts_node_is_null(node) || it->second == 0) return TSNode{};
  return ts_node_child_by_field_id(node, it->second);
}

namespace {
// Reset cursors ready for reuse; the pool's destructor frees them when the thread ends.
struct CursorPool {
  std::vector<TSTreeCursor> free;
  ~CursorPool() {
    for (TSTreeCursor& cursor : free) ts_tree_cursor_delete(&cursor);
  }
};
thread_local CursorPool cursor_pool;
}  // namespace

PooledCursor::PooledCursor(TSNode node) {
  if (cursor_pool.free.empty()) {
    cursor_ = ts_tree_cursor_new(node);
  } else {
    cursor_ = cursor_pool.free.back();
    cursor_pool.free.pop_back();
    ts_tree_cursor_reset(&cursor_, node);
  }
}

PooledCursor::~PooledCursor() { cursor_pool.free.push_back(cursor_); }

TSSymbol comment_symbol() {
  static const TSSymbol symbol = ts_language_symbol_for_name(python_language(), "comment", 7, true);
  return symbol;
}

SourceRange method_call_range(TSNode call) {
  TSNode function = field(call, "function");
  if (is(function, "attribute")) {
    const uint32_t n = ts_node_child_count(function);
    for (uint32_t i = 0; i < n; ++i) {
      TSNode child = ts_node_child(function, i);
      if (!ts_node_is_named(child) && node_type(child) == ".") return span(range_of(child), range_of(call));
    }
  }
  return range_of(call);
}

std::string_view called_method(TSNode call, std::string_view source) {
  TSNode function = field(call, "function");
  if (!is(function, "attribute")) return {};
  return node_text(field(function, "attribute"), source);
}

bool is_fstring(TSNode string_node, std::string_view source) {
  const uint32_t n = ts_node_named_child_count(string_node);
  for (uint32_t i = 0; i < n; ++i) {
    TSNode child = ts_node_named_child(string_node, i);
    if (is(child, "string_start")) {
      for (char c : node_text(child, source)) {
        if (c == 'f' || c == 'F') return true;
      }
      return false;
    }
  }
  return false;
}

}  // namespace streamlint::analysis
