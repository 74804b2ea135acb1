// Node and field names are those of @derekstride/tree-sitter-sql 0.3.11 (its node-types.json).
#include "analysis/sql/sql_query.h"

#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>

#include "analysis/query_model/stateful.h"
#include "analysis/text_util.h"

extern "C" const TSLanguage* tree_sitter_sql();

namespace streamlint::analysis {
namespace {

struct ParserDeleter {
  void operator()(TSParser* p) const { ts_parser_delete(p); }
};
struct TreeDeleter {
  void operator()(TSTree* t) const { ts_tree_delete(t); }
};
using Tree = std::unique_ptr<TSTree, TreeDeleter>;

Tree parse(std::string_view text) {
  thread_local std::unique_ptr<TSParser, ParserDeleter> parser = [] {
    std::unique_ptr<TSParser, ParserDeleter> p(ts_parser_new());
    ts_parser_set_language(p.get(), sql_language());
    return p;
  }();
  return Tree(ts_parser_parse_string(parser.get(), nullptr, text.data(), static_cast<uint32_t>(text.size())));
}

// Bounds: SQL text is a few lines in practice; deeper nesting is left unread.
constexpr int kMaxDepth = 64;

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  // Every accessor takes a null node (a child or field the broken text lacks): tree-sitter's own
  // functions dereference it. A null node has no type, no text, an empty span and no children.
  std::string_view type(TSNode n) const { return ts_node_is_null(n) ? std::string_view() : ts_node_type(n); }
  bool is(TSNode n, std::string_view t) const { return !ts_node_is_null(n) && type(n) == t; }
  std::string_view text(TSNode n) const {
    if (ts_node_is_null(n)) return {};
    const uint32_t s = ts_node_start_byte(n), e = ts_node_end_byte(n);
    return s < text_.size() ? text_.substr(s, std::min<std::size_t>(e, text_.size()) - s) : std::string_view();
  }
  SqlSpan span(TSNode n) const {
    if (ts_node_is_null(n)) return {};
    return {ts_node_start_byte(n), ts_node_end_byte(n)};
  }
  TSNode field(TSNode n, const char* name) const {
    if (ts_node_is_null(n)) return n;
    return ts_node_child_by_field_name(n, name, static_cast<uint32_t>(std::strlen(name)));
  }
  template <typename F>
  void for_each_named(TSNode n, F&& f) const {
    if (ts_node_is_null(n)) return;
    const uint32_t count = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < count; ++i) f(ts_node_named_child(n, i));
  }
  TSNode child(TSNode n, std::string_view t) const {
    TSNode found{};
    for_each_named(n, [&](TSNode c) {
      if (ts_node_is_null(found) && is(c, t)) found = c;
    });
    return found;
  }
  // Calls f on every node under `n` (pre-order), not entering subqueries.
  void walk(TSNode n, const std::function<void(TSNode)>& f, int depth = 0) const {
    if (depth > kMaxDepth) return;
    f(n);
    for_each_named(n, [&](TSNode c) {
      if (!is(c, "subquery")) walk(c, f, depth + 1);
    });
  }

  // The last identifier of an object reference or field (`a.b.c` -> "c"), and the whole name.
  // An identifier as Spark names it: `quoted` without its backticks (`` doubles one inside).
  static std::string unquoted(std::string_view name) {
    if (name.size() < 2 || name.front() != '`' || name.back() != '`') return std::string(name);
    std::string out;
    const std::string_view inner = name.substr(1, name.size() - 2);
    for (std::size_t i = 0; i < inner.size(); ++i) {
      out.push_back(inner[i]);
      if (inner[i] == '`' && i + 1 < inner.size() && inner[i + 1] == '`') ++i;
    }
    return out;
  }
  std::string last_name(TSNode n) const {
    TSNode name = field(n, "name");
    return unquoted(text(ts_node_is_null(name) ? n : name));
  }
  std::string qualified_name(TSNode object_reference) const {
    std::string out;
    for_each_named(object_reference, [&](TSNode part) {
      if (is(part, "identifier")) out += (out.empty() ? "" : ".") + unquoted(text(part));
    });
    return out.empty() ? std::string(text(object_reference)) : out;
  }
  // The function a node calls when it is an invocation, lower-case; "" otherwise.
  std::string invoked(TSNode n) const {
    if (!is(n, "invocation")) return {};
    TSNode ref = child(n, "object_reference");
    return ts_node_is_null(ref) ? std::string() : to_lower(last_name(ref));
  }

  std::vector<std::string> columns_in(TSNode n) const {
    std::vector<std::string> out;
    walk(n, [&](TSNode c) {
      if (is(c, "field")) out.push_back(last_name(c));
    });
    return out;
  }

  SqlColumn column(TSNode term) const {
    // A select-list `term` (value: ..., alias: ...) or a bare GROUP BY expression.
    SqlColumn col;
    TSNode value = is(term, "term") ? field(term, "value") : term;
    if (ts_node_is_null(value)) value = term;
    if (is(term, "term")) {
      TSNode alias = field(term, "alias");
      if (!ts_node_is_null(alias)) col.alias = unquoted(text(alias));
    }
    col.at = span(term);
    col.columns = columns_in(value);
    const std::string function = invoked(value);
    if (is(value, "field")) {
      col.kind = SqlColumn::Kind::Column;
      col.name = last_name(value);
    } else if (function == "window" || function == "session_window") {
      col.kind = function == "window" ? SqlColumn::Kind::Window : SqlColumn::Kind::SessionWindow;
      TSNode first{};
      for_each_named(value, [&](TSNode p) {
        if (ts_node_is_null(first) && !is(p, "object_reference")) first = p;
      });
      if (is(first, "term")) first = field(first, "value");
      if (is(first, "field")) col.name = last_name(first);
    } else if (!function.empty() && is_aggregate_function(function)) {
      col.kind = SqlColumn::Kind::Aggregate;
    }
    return col;
  }

  // Aggregate calls outside window functions, and the OVERs, under `n`.
  void aggregates_and_windows(TSNode n, bool& aggregate, std::vector<SqlSpan>& windows) const {
    std::function<void(TSNode, int)> visit = [&](TSNode c, int depth) {
      if (depth > kMaxDepth || is(c, "subquery")) return;
      if (is(c, "window_function")) {
        TSNode over = child(c, "keyword_over");
        windows.push_back(span(ts_node_is_null(over) ? c : over));
        return;  // sum(x) OVER (...) is a window function, not an aggregation
      }
      const std::string function = invoked(c);
      if (!function.empty() && is_aggregate_function(function)) aggregate = true;
      for_each_named(c, [&](TSNode g) { visit(g, depth + 1); });
    };
    visit(n, 0);
  }

  SqlRelation relation(TSNode node, int depth) const {
    SqlRelation r;
    r.at = span(node);
    TSNode sub = child(node, "subquery");
    TSNode invocation = child(node, "invocation");
    TSNode ref = child(node, "object_reference");
    TSNode alias = field(node, "alias");
    if (!ts_node_is_null(sub)) {
      r.kind = SqlRelation::Kind::Subquery;
      if (depth < kMaxDepth) r.subquery = std::make_shared<const SqlSelect>(select(sub, depth + 1));
    } else if (!ts_node_is_null(invocation) && invoked(invocation) == "stream") {
      // Lakeflow's STREAM(t): a streaming read of t.
      r.kind = SqlRelation::Kind::Stream;
      TSNode arg{};
      for_each_named(invocation, [&](TSNode p) {
        if (ts_node_is_null(arg) && !is(p, "object_reference")) arg = p;
      });
      r.name = std::string(text(arg));
      if (!r.name.empty() && r.name.front() == '(') r.name = r.name.substr(1, r.name.size() - 2);
    } else if (!ts_node_is_null(ref) && iequals(qualified_name(ref), "stream") && !ts_node_is_null(alias)) {
      r.kind = SqlRelation::Kind::Stream;  // `STREAM t` reads as table STREAM with alias t
      r.name = std::string(text(alias));
    } else if (!ts_node_is_null(ref)) {
      r.kind = SqlRelation::Kind::Table;
      r.name = qualified_name(ref);
    }
    return r;
  }

  SqlJoin join(TSNode node, int depth) const {
    SqlJoin j;
    std::string type;
    bool keyword_seen = false;
    for_each_named(node, [&](TSNode c) {
      const std::string_view t = type_of(c);
      if (t == "relation") {
        j.relation = relation(c, depth);
      } else if (t.starts_with("keyword_") && t != "keyword_on" && t != "keyword_using" && !keyword_seen) {
        if (t == "keyword_join") {
          keyword_seen = true;
          j.at = {ts_node_start_byte(node), ts_node_end_byte(c)};
        } else {
          type += (type.empty() ? "" : " ") + std::string(t.substr(8));
        }
      } else if (t == "list") {
        j.using_columns = columns_in(c);
        for (TSNode col : named_descendants(c, "column")) j.using_columns.push_back(std::string(text(col)));
        j.columns = j.using_columns;
      }
    });
    TSNode predicate = field(node, "predicate");
    if (!ts_node_is_null(predicate)) {
      j.condition = std::string(text(predicate));
      j.columns = columns_in(predicate);
    }
    j.type = type.empty() ? (is(node, "cross_join") ? "cross" : "inner") : type;
    return j;
  }

  std::vector<TSNode> named_descendants(TSNode n, std::string_view t) const {
    std::vector<TSNode> out;
    walk(n, [&](TSNode c) {
      if (is(c, t)) out.push_back(c);
    });
    return out;
  }

  std::string_view type_of(TSNode n) const { return type(n); }

  // A query: `container` holds a `select` and a `from` (a statement, create_query or subquery).
  SqlSelect select(TSNode container, int depth) const {
    SqlSelect q;
    TSNode sel = child(container, "select");
    TSNode from = child(container, "from");
    if (!ts_node_is_null(sel)) {
      q.at = span(sel);
      TSNode distinct = child(sel, "keyword_distinct");
      if (!ts_node_is_null(distinct)) q.distinct = span(distinct);
      TSNode list = child(sel, "select_expression");
      for_each_named(list, [&](TSNode term) {
        TSNode value = is(term, "term") ? field(term, "value") : term;
        if (is(value, "all_fields")) {
          q.select_all = true;
          return;
        }
        q.select.push_back(column(term));
      });
      aggregates_and_windows(list, q.aggregates, q.window_functions);
    }
    if (ts_node_is_null(from)) return q;
    for_each_named(from, [&](TSNode c) {
      const std::string_view t = type_of(c);
      if (t == "relation" && !q.from) {
        q.from = relation(c, depth);
      } else if (t == "join" || t == "cross_join" || t == "lateral_join") {
        q.joins.push_back(join(c, depth));
      } else if (t == "where") {
        q.where = keywords_span(c);
      } else if (t == "group_by") {
        q.group_by = keywords_span(c);
        for_each_named(c, [&](TSNode key) {
          if (type_of(key).starts_with("keyword_")) return;
          q.group_keys.push_back(column(key));
        });
      } else if (t == "order_by") {
        q.order_by = keywords_span(c);
      } else if (t == "limit") {
        q.limit = keywords_span(c);
      }
    });
    return q;
  }

  // From a clause's first keyword to its last leading keyword (`GROUP BY`, `ORDER BY`, `WHERE`).
  SqlSpan keywords_span(TSNode clause) const {
    SqlSpan s{ts_node_start_byte(clause), ts_node_start_byte(clause)};
    bool leading = true;
    for_each_named(clause, [&](TSNode c) {
      if (leading && type_of(c).starts_with("keyword_")) s.end = ts_node_end_byte(c);
      else leading = false;
    });
    if (s.end == s.start) s.end = ts_node_end_byte(clause);
    return s;
  }

 private:
  std::string_view text_;
};

}  // namespace

const TSLanguage* sql_language() { return tree_sitter_sql(); }

namespace {

// The same SQL text is often written many times (one selectExpr per query, a view read by every
// job of a notebook): each thread keeps what it read, by text, up to a bound.
template <typename T, typename Read>
const T& cached(std::string_view text, Read read) {
  thread_local std::unordered_map<std::string, T> cache;
  if (auto it = cache.find(std::string(text)); it != cache.end()) return it->second;
  if (cache.size() >= 4096) cache.clear();
  return cache.emplace(std::string(text), read(text)).first->second;
}

SqlStatementModel read_statement(std::string_view sql) {
  SqlStatementModel model;
  Tree tree = parse(sql);
  if (!tree) return model;
  const TSNode root = ts_tree_root_node(tree.get());
  const Reader r(sql);
  TSNode statement = r.child(root, "statement");
  if (ts_node_is_null(statement) || ts_node_has_error(statement)) return model;
  model.readable = true;
  if (TSNode view = r.child(statement, "create_view"); !ts_node_is_null(view)) {
    model.kind = SqlStatementModel::Kind::CreateView;
    TSNode ref = r.child(view, "object_reference");
    model.view_name = ts_node_is_null(ref) ? std::string() : r.qualified_name(ref);
    r.for_each_named(view, [&](TSNode c) {
      if (r.is(c, "keyword_temp") || r.is(c, "keyword_temporary")) model.view_temporary = true;
    });
    model.view_global = r.text(view).size() > 0 && to_lower(r.text(view)).find(" global ") != std::string::npos;
    TSNode query = r.child(view, "create_query");
    if (!ts_node_is_null(query)) model.query = r.select(query, 0);
    return model;
  }
  if (!ts_node_is_null(r.child(statement, "select"))) {
    model.kind = SqlStatementModel::Kind::Query;
    model.query = r.select(statement, 0);
  }
  return model;
}

SqlExpression read_expression(std::string_view text) {
  // Parsed as a select-list term, then offsets back into `text`.
  constexpr std::string_view kPrefix = "SELECT ";
  const std::string sql = std::string(kPrefix) + std::string(text);
  SqlExpression e;
  Tree tree = parse(sql);
  if (!tree) return e;
  const TSNode root = ts_tree_root_node(tree.get());
  if (ts_node_has_error(root)) return e;
  const Reader r(sql);
  TSNode statement = r.child(root, "statement");
  TSNode list = r.child(r.child(statement, "select"), "select_expression");
  if (ts_node_is_null(list)) return e;
  e.readable = true;
  r.aggregates_and_windows(list, e.aggregate, e.window_functions);
  const auto unprefixed = [&](SqlSpan& s) {
    s.start -= static_cast<std::uint32_t>(kPrefix.size());
    s.end -= static_cast<std::uint32_t>(kPrefix.size());
  };
  for (SqlSpan& w : e.window_functions) unprefixed(w);
  e.columns = r.columns_in(list);
  const TSNode first = ts_node_named_child(list, 0);
  if (!ts_node_is_null(first)) {
    e.term = r.column(first);
    unprefixed(e.term.at);
  }
  return e;
}

}  // namespace

SqlStatementModel read_sql_statement(std::string_view sql) { return cached<SqlStatementModel>(sql, read_statement); }

SqlExpression read_sql_expression(std::string_view text) { return cached<SqlExpression>(text, read_expression); }

}  // namespace streamlint::analysis
