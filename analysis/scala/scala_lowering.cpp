#include "analysis/scala/scala_lowering.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <functional>
#include <optional>
#include <set>
#include <utility>

#include "analysis/query_model/module_summary.h"
#include "analysis/syntax/node.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// Deeper Scala nesting lowers to an unknown value: the lowering recurses, and a generated chain of
// thousands of calls must not overflow the stack (the interpreter stops at 256 levels anyway).
constexpr int kMaxDepth = 600;

// Scala methods without parentheses that the model reads as properties (the rest of `x.m` are
// calls: Scala calls a parameterless method without `()`, PySpark reads `df.m` as a column).
constexpr auto kProperties = std::to_array<std::string_view>(
    {"writeStream", "readStream", "write", "read", "conf", "sparkSession", "streams", "na", "stat", "schema",
     "columns", "isStreaming", "dtypes", "rdd", "sqlContext", "sparkContext", "implicits", "builder"});

// Objects of the platform read by key (the interpreter's pure_lookup), as written.
constexpr auto kLookupObjects = std::to_array<std::string_view>({"dbutils.widgets", "sys.env", "sys.props"});

// Methods of Spark's own types (Dataset, DataStreamReader/Writer, SparkSession, StreamingQuery,
// RuntimeConfig) an implicit class's method of the same name never replaces (extension_call).
// clang-format off
constexpr auto kSparkMembers = std::to_array<std::string_view>(
    {"agg", "alias", "as", "awaitTermination", "cache", "checkpoint", "coalesce", "collect", "count",
     "createOrReplaceTempView", "crossJoin", "csv", "delta", "distinct", "drop", "dropDuplicates",
     "dropDuplicatesWithinWatermark", "except", "explain", "filter", "flatMap", "flatMapGroupsWithState",
     "foreach", "foreachBatch", "format", "get", "groupBy", "groupByKey", "intersect", "join", "joinWith",
     "json", "limit", "load", "map", "mapGroupsWithState", "name", "option", "options", "orderBy",
     "outputMode", "parquet", "partitionBy", "queryName", "range", "readStream", "repartition", "schema",
     "select", "selectExpr", "set", "show", "sort", "sql", "start", "stop", "table", "text", "toDF", "toTable",
     "transform", "transformWithState", "trigger", "union", "unionByName", "where", "withColumn",
     "withColumnRenamed", "withWatermark", "write", "writeStream"});
// clang-format on

// Calls that always throw, as a statement: Python's raise.
constexpr auto kThrowing = std::to_array<std::string_view>({"sys.error", "scala.sys.error"});

constexpr auto kSequences = std::to_array<std::string_view>({"Seq", "List", "Array", "Set", "Vector", "IndexedSeq"});

// Comparisons; every other symbolic operator (+, &&, ...) is a binary operator.
constexpr auto kComparisons = std::to_array<std::string_view>({"===", "=!=", "==", "!=", "<", ">", "<=", ">=", "<=>"});

bool null(TSNode n) { return ts_node_is_null(n); }

// Calls f(child) for each named child that is not a comment, in order (extras too: a part that did
// not parse can be one). The shared for_each_named_child knows Python's comment symbol only.
template <typename F>
void each_named_child(TSNode n, F&& f) {
  if (null(n)) return;
  PooledCursor pooled(n);
  TSTreeCursor* cursor = pooled.get();
  if (!ts_tree_cursor_goto_first_child(cursor)) return;
  const auto& S = scala::sym();
  do {
    const TSNode c = ts_tree_cursor_current_node(cursor);
    const TSSymbol s = ts_node_symbol(c);
    if (ts_node_is_named(c) && s != S.comment && s != S.block_comment) f(c);
  } while (ts_tree_cursor_goto_next_sibling(cursor));
}

// Named children that are not comments or other extras, in order.
std::vector<TSNode> named_children(TSNode n) {
  std::vector<TSNode> out;
  each_named_child(n, [&](TSNode c) {
    if (!ts_node_is_extra(c)) out.push_back(c);
  });
  return out;
}

// A block's statements: its named children without comments and other extras, except a part that
// did not parse. tree-sitter-scala makes that an extra when it recovers after a dangling operator
// (`filter($"a" >` then a newline): what parsed inside it still runs (the interpreter's ERROR).
std::vector<TSNode> block_statements(TSNode n) {
  std::vector<TSNode> out;
  each_named_child(n, [&](TSNode c) {
    if (!ts_node_is_extra(c) || is_error_node(c)) out.push_back(c);
  });
  return out;
}

// Children in field `id`, in order (a field may hold several: curried parameter lists, import paths).
std::vector<TSNode> field_children(TSNode n, TSFieldId id) {
  std::vector<TSNode> out;
  if (null(n)) return out;
  PooledCursor pooled(n);
  TSTreeCursor* cursor = pooled.get();
  if (ts_tree_cursor_goto_first_child(cursor)) {
    do {
      if (ts_tree_cursor_current_field_id(cursor) == id) out.push_back(ts_tree_cursor_current_node(cursor));
    } while (ts_tree_cursor_goto_next_sibling(cursor));
  }
  return out;
}

TSNode child(TSNode n, TSFieldId id) { return null(n) ? n : ts_node_child_by_field_id(n, id); }

// Whether `n` has the keyword `word` among its anonymous children (`case` of a class, `val` of a
// class parameter).
bool has_keyword(TSNode n, std::string_view word) {
  for (std::uint32_t i = 0, count = null(n) ? 0 : ts_node_child_count(n); i < count; ++i) {
    const TSNode c = ts_node_child(n, i);
    if (!ts_node_is_named(c) && word == ts_node_type(c)) return true;
  }
  return false;
}

// Whether `n` is an implicit class of one constructor parameter (`implicit class X(w: T)`), whose
// methods extend T's values (https://docs.scala-lang.org/overviews/core/implicit-classes.html; the
// conversion applies only to a member T lacks: SLS 7.3, Views).
bool implicit_class(TSNode n) {
  bool implicit = false;
  each_named_child(n, [&](TSNode c) {
    implicit = implicit || (ts_node_type(c) == std::string_view("modifiers") && has_keyword(c, "implicit"));
  });
  const std::vector<TSNode> lists = field_children(n, scala::field().class_parameters);
  return implicit && lists.size() == 1 && ts_node_named_child_count(lists.front()) == 1;
}

// The `new T(...)` a def's body is (alone, or as the one statement of its block); null for anything
// else (a body doing more, an anonymous class `new T(...) { ... }`).
TSNode factory_made(TSNode def) {
  const auto& S = scala::sym();
  TSNode body = child(def, scala::field().body);
  if (!null(body) && ts_node_symbol(body) == S.block) {
    TSNode only{};
    int count = 0;
    each_named_child(body, [&](TSNode c) {
      only = c;
      ++count;
    });
    body = count == 1 ? only : TSNode{};
  }
  if (null(body) || ts_node_symbol(body) != S.instance_expression) return {};
  bool anonymous = false;
  each_named_child(body, [&](TSNode c) { anonymous = anonymous || ts_node_symbol(c) == S.template_body; });
  return anonymous ? TSNode{} : body;
}

// The class a factory def makes (factory_made): its type's name node, when written as a plain name
// (`new Sink(...)`, `new Sink[Row](...)`); null otherwise.
TSNode factory_type(TSNode def) {
  const auto& S = scala::sym();
  TSNode type{};
  each_named_child(factory_made(def), [&](TSNode c) {
    if (null(type) && ts_node_symbol(c) != S.arguments) type = c;
  });
  if (!null(type) && ts_node_symbol(type) == S.generic_type) type = ts_node_named_child(type, 0);
  return !null(type) && ts_node_symbol(type) == S.type_identifier ? type : TSNode{};
}

// Whether a parameter list is implicit: `implicit` or `using` right after its `(`.
bool implicit_list(TSNode list) {
  const TSNode first = ts_node_child_count(list) > 1 ? ts_node_child(list, 1) : TSNode{};
  if (null(first) || ts_node_is_named(first)) return false;
  const std::string_view word = ts_node_type(first);
  return word == "implicit" || word == "using";
}

// Whether a def is called where it is named: it has no parameter list, or only implicit ones
// (`def clicks(implicit spark: SparkSession)`, Scala 3's `(using ...)`), which the compiler fills
// from the caller's scope (https://docs.scala-lang.org/tour/implicit-parameters.html).
bool called_when_named(TSNode def) {
  for (TSNode list : field_children(def, scala::field().parameters)) {
    if (!implicit_list(list)) return false;
  }
  return true;
}

// The fields of a class: a case class's first parameter list, or a plain class's `val`/`var`
// parameters (the class_parameter nodes, in order). Empty for anything else.
std::vector<TSNode> class_fields(TSNode n) {
  std::vector<TSNode> out;
  const auto& S = scala::sym();
  if (null(n) || ts_node_symbol(n) != S.class_definition) return out;
  const bool case_class = has_keyword(n, "case");
  each_named_child(child(n, scala::field().class_parameters), [&](TSNode p) {
    if (ts_node_symbol(p) != S.class_parameter || null(child(p, scala::field().name))) return;
    if (case_class || has_keyword(p, "val") || has_keyword(p, "var")) out.push_back(p);
  });
  return out;
}

// The owners of this file `owner`'s `extends ... with ...` names, each as seen from the owner's
// enclosing object (a sibling), then outward; in the order written.
// The owner a type name `parent` written in `owner`'s extends clause is: a sibling, then outward.
std::optional<std::string> parent_path(const ScalaMembers& members, std::string_view owner, std::string_view parent) {
  for (std::string_view scope = owner;;) {
    const std::size_t dot = scope.rfind('.');
    scope = dot == std::string_view::npos ? std::string_view() : scope.substr(0, dot);
    std::string candidate = scope.empty() ? std::string(parent) : std::string(scope) + "." + std::string(parent);
    if (members.count(candidate)) return candidate;
    if (scope.empty()) return std::nullopt;
  }
}

std::vector<std::string> parents_of(const ScalaMembers& members, std::string_view owner) {
  std::vector<std::string> out;
  const auto it = members.find(owner);
  if (it == members.end()) return out;
  for (auto entry = it->second.lower_bound(kScalaExtends);
       entry != it->second.end() && std::string_view(*entry).starts_with(kScalaExtends); ++entry) {
    if (auto parent = parent_path(members, owner, std::string_view(*entry).substr(kScalaExtends.size()))) {
      out.push_back(std::move(*parent));
    }
  }
  return out;
}

// The constructor parameters of class `owner` (kScalaClassParameter), in order; one with a default
// is "" unless `with_defaults`. Views into `members`.
std::vector<std::string_view> constructor_parameters(const ScalaMembers& members, std::string_view owner,
                                                     bool with_defaults) {
  std::vector<std::pair<std::size_t, std::string_view>> found;
  const auto it = members.find(owner);
  if (it == members.end()) return {};
  for (auto entry = it->second.lower_bound(kScalaClassParameter);
       entry != it->second.end() && entry->starts_with(kScalaClassParameter); ++entry) {
    const std::string_view rest = std::string_view(*entry).substr(kScalaClassParameter.size());
    const std::size_t colon = rest.find(':');
    if (colon == std::string_view::npos) continue;
    found.emplace_back(std::stoul(std::string(rest.substr(0, colon))), rest.substr(colon + 1));
  }
  std::sort(found.begin(), found.end());
  std::vector<std::string_view> out;
  for (auto [position, name] : found) {
    if (name.starts_with('=')) name = with_defaults ? name.substr(1) : std::string_view();
    out.push_back(name);
  }
  return out;
}

// `name` declared by `owner` or inherited from a trait or class of this file it extends (its own
// first, then each parent in order, depth first), qualified by the declaring owner.
std::optional<std::string> declared_member(const ScalaMembers& members, std::string_view owner, std::string_view name,
                                           int depth) {
  const auto it = members.find(owner);
  if (it == members.end()) return std::nullopt;
  if (it->second.count(name)) return std::string(owner) + "." + std::string(name);
  if (depth >= 8) return std::nullopt;  // a long chain, or a cycle
  for (const std::string& parent : parents_of(members, owner)) {
    if (auto found = declared_member(members, parent, name, depth + 1)) return found;
  }
  return std::nullopt;
}

// Whether trait or class `definition` extends scala.App: its body is then what the `main` of an
// object extending it runs (App's delayedInit), with that object's members.
bool body_is_app_main(TSNode definition, std::string_view text) {
  const auto& S = scala::sym();
  const TSSymbol s = ts_node_symbol(definition);
  if (s != S.trait_definition && s != S.class_definition) return false;
  bool app = false;
  each_named_child(ts_node_child_by_field_id(definition, scala::field().extend), [&](TSNode type) {
    if (ts_node_symbol(type) != S.type_identifier && ts_node_symbol(type) != S.stable_type_identifier) return;
    const std::string_view name = node_text(type, text);
    app = app || name == "App" || name == "scala.App";
  });
  return app;
}

// A definition a class body lifts as a member of its own (the rest of an App body runs in its main).
bool member_definition(TSNode statement) {
  const auto& S = scala::sym();
  const TSSymbol s = ts_node_symbol(statement);
  return s == S.function_definition || s == S.function_declaration || s == S.class_definition ||
         s == S.object_definition || s == S.trait_definition || s == S.extends_clause;
}

class Lowering {
  struct Local;  // a name a parameter or local definition binds (below)

 public:
  Lowering(std::string_view original, TSNode statement, const ScalaMembers& members, const std::string& owner)
      : text_(original),
        base_(std::min<std::uint32_t>(ts_node_start_byte(statement), static_cast<std::uint32_t>(original.size()))),
        end_(std::min<std::uint32_t>(ts_node_end_byte(statement), static_cast<std::uint32_t>(original.size()))),
        members_(members),
        owner_(owner),
        top_(statement) {
    // A package clause's unit is its name: the members of `package a { ... }` are units of their own.
    if (ts_node_symbol(statement) == scala::sym().package_clause) {
      if (const TSNode name = child(statement, scala::field().name); !null(name)) {
        end_ = std::min<std::uint32_t>(ts_node_end_byte(name), static_cast<std::uint32_t>(original.size()));
      }
    }
    end_ = std::max(end_, base_);
  }

  std::shared_ptr<SyntaxUnit> unit(TSNode statement, const std::shared_ptr<const std::string>& file) {
    open(sym_.block, 0, base_, end_);  // the unit's root: a block of the statements it lowers to
    this->statement(statement);
    close();
    std::string text(text_.substr(base_, end_ - base_));
    text += '\n';
    text += synthetic_;
    const TSPoint at = ts_node_start_point(statement);
    return SyntaxUnit::build(std::move(text), end_ - base_, std::move(nodes_), Anchor{base_, {at.row, at.column}}, file);
  }

 private:
  struct DepthGuard {
    explicit DepthGuard(int& d) : depth(d) { ++depth; }
    ~DepthGuard() { --depth; }
    int& depth;
  };

  std::string_view text_of(TSNode n) const {
    const std::uint32_t s = std::min<std::uint32_t>(ts_node_start_byte(n), static_cast<std::uint32_t>(text_.size()));
    const std::uint32_t e = std::min<std::uint32_t>(ts_node_end_byte(n), static_cast<std::uint32_t>(text_.size()));
    return text_.substr(s, e > s ? e - s : 0);
  }
  std::uint32_t rel(std::uint32_t absolute) const { return std::clamp(absolute, base_, end_) - base_; }

  // Nodes are pushed in pre-order; `open_` holds the ancestors of the next node.
  void open(TSSymbol symbol, TSFieldId field, std::uint32_t start, std::uint32_t end, bool named = true) {
    const std::uint32_t parent = open_.empty() ? 0 : open_.back();
    const std::uint32_t s = rel(start);
    nodes_.push_back({s, std::max(s, rel(end)), 0, parent, symbol, field, named});
    open_.push_back(static_cast<std::uint32_t>(nodes_.size() - 1));
  }
  void open(TSSymbol symbol, TSFieldId field, TSNode n) { open(symbol, field, ts_node_start_byte(n), ts_node_end_byte(n)); }
  void close() {
    nodes_[open_.back()].subtree_end = static_cast<std::uint32_t>(nodes_.size());
    open_.pop_back();
  }
  void leaf(TSSymbol symbol, TSFieldId field, std::uint32_t start, std::uint32_t end, bool named = true) {
    open(symbol, field, start, end, named);
    close();
  }
  void leaf(TSSymbol symbol, TSFieldId field, TSNode n) { leaf(symbol, field, ts_node_start_byte(n), ts_node_end_byte(n)); }
  // A token the source spells differently, kept on the unit's synthetic line.
  void synthetic(TSSymbol symbol, TSFieldId field, std::string_view token) {
    const std::uint32_t parent = open_.empty() ? 0 : open_.back();
    const auto start = static_cast<std::uint32_t>(end_ - base_ + 1 + synthetic_.size());
    synthetic_ += token;
    synthetic_ += ' ';
    nodes_.push_back({start, start + static_cast<std::uint32_t>(token.size()), static_cast<std::uint32_t>(nodes_.size() + 1),
                      parent, symbol, field, true});
  }
  // A value the model cannot know: an empty parenthesized expression.
  void unknown(TSFieldId field, TSNode n) { leaf(sym_.parenthesized_expression, field, n); }

  // ---- statements ----

  void statement(TSNode n) {
    if (null(n)) return;
    DepthGuard guard(depth_);
    if (depth_ > kMaxDepth) return;
    const TSSymbol s = ts_node_symbol(n);
    if (s == ss_.comment || s == ss_.block_comment) return;
    if (s == ss_.package_clause) return package(n);
    if (s == ss_.import_declaration) return import(n);
    if (s == ss_.val_definition || s == ss_.var_definition) return definition(n);
    if (s == ss_.function_definition) {
      function(n, 0);
      // A factory of this object (kScalaFactory) has a twin returning what the constructor is given,
      // which a method called on what it returns here takes (factory_argument).
      if (ts_node_eq(n, top_) && !factory_body_class(factory_made(n)).empty()) {
        factory_twin_ = true;
        function(n, 0);
        factory_twin_ = false;
      }
      return;
    }
    if (s == ss_.extends_clause) return parent_arguments(n);
    if (s == ss_.class_parameters && ts_node_eq(n, top_)) return constructor(n);
    if (ts_node_eq(n, top_) && s == ss_.identifier) {  // an object's name, lifted after its body
      const TSNode object = ts_node_parent(n);
      if (!null(object) && ts_node_symbol(object) == ss_.object_definition)
        return inherited_main(child(object, sf_.extend));
    }
    if (s == ss_.object_definition || s == ss_.class_definition || s == ss_.trait_definition ||
        s == ss_.package_object) {
      if (ts_node_eq(n, top_) && body_is_app_main(n, text_)) return app_main(n);
      if (s == ss_.class_definition && !class_fields(n).empty()) {
        data_class(n);
        if (ts_node_eq(n, top_)) return;  // a lifted class: its members are units of their own
      }
      for (TSNode member : named_children(child(n, sf_.body))) statement(member);
      return;
    }
    if (s == ss_.block || s == ss_.indented_block) {
      for (TSNode c : joined(block_statements(n))) statement(c);
      return;
    }
    if (s == ss_.assignment_expression) {
      open(sym_.expression_statement, 0, n);
      open(sym_.assignment, 0, n);
      pattern(child(n, sf_.left), f_.left, false);
      expression(child(n, sf_.right), f_.right);
      close();
      close();
      return;
    }
    if (control(n, 0)) return;
    if (is_error_node(n)) return error(n, 0);
    open(sym_.expression_statement, 0, n);
    expression(n, 0);
    close();
  }

  // The extends clause of object or class owner_, lifted (collect_one): `Parent(a, name = b)` binds
  // each parameter of Parent's constructor it gives as the owner's member (`Owner.checkpoint = a`),
  // which a method of Parent called on the owner takes (member_arguments).
  void parent_arguments(TSNode n) {
    std::optional<std::string> parent;
    for (TSNode part : named_children(n)) {
      const TSSymbol s = ts_node_symbol(part);
      if (s == ss_.arguments && parent) {
        const std::vector<std::string_view> parameters = constructor_parameters(members_, *parent, true);
        std::size_t position = 0;
        for (TSNode argument : named_children(part)) {
          const TSSymbol a = ts_node_symbol(argument);
          if (a == ss_.comment || a == ss_.block_comment) continue;
          const TSNode left = a == ss_.assignment_expression ? child(argument, sf_.left) : TSNode{};
          std::string_view name;
          TSNode value = argument;
          if (!null(left) && ts_node_symbol(left) == ss_.identifier) {
            name = text_of(left);
            value = child(argument, sf_.right);
          } else if (position < parameters.size()) {
            name = parameters[position++];
          }
          if (name.empty() || null(value) ||
              std::find(parameters.begin(), parameters.end(), name) == parameters.end()) {
            continue;
          }
          bind_qualified(argument, owner_ + "." + std::string(name), value);
        }
      }
      const TSNode written = part;
      if (s == ss_.generic_type) part = ts_node_named_child(part, 0);
      const bool named = !null(part) && ts_node_symbol(part) == ss_.type_identifier;
      parent = named ? parent_path(members_, owner_, text_of(part)) : std::nullopt;
      // A parent this file does not declare: another file's trait or class (or a library's), whose
      // members the owner's code reads unqualified (kInherits). `extends Parent("roads")` gives it
      // as `Parent("roads")`, whose constructor the interpreter runs, so the inherited methods take
      // what it was given as an instance's do. The members the owner defines follow (synthetic,
      // qualified): the parent's members of those names are the owner's overrides, which the
      // parent's code, read from the other file, reads in their place (Interpreter::overridden_by).
      if (named && !parent) {
        const TSNode given = ts_node_next_named_sibling(written);
        const bool made = !null(given) && ts_node_symbol(given) == ss_.arguments;
        const std::uint32_t end = ts_node_end_byte(made ? given : part);
        open(sym_.expression_statement, 0, ts_node_start_byte(part), end);
        open(sym_.call, 0, ts_node_start_byte(part), end);
        synthetic(sym_.identifier, f_.function, py::kInherits);
        open(sym_.argument_list, f_.arguments, ts_node_start_byte(part), end);
        if (made) open(sym_.call, 0, ts_node_start_byte(part), end);
        leaf(sym_.identifier, made ? f_.function : 0, part);
        if (made) {
          arguments(given, given);
          close();
        }
        if (const auto own = members_.find(owner_); own != members_.end()) {
          for (const std::string& name : own->second) {
            if (!name.empty() && name.front() != '\x01') synthetic(sym_.identifier, 0, owner_ + "." + name);
          }
        }
        close();
        close();
        close();
      }
    }
  }

  // `object InvoicesGold extends GoldJob("invoices")` or `extends CdcJob { val table = ... }` with
  // no `def main` of its own: the JVM starts the object at the `main` it inherits, so that main runs
  // as the object's call (with what the clause gives the class, and the members the object gives
  // the parent's abstract ones), as a job's own main does. The call has the clause's place.
  void inherited_main(TSNode clause) {
    if (null(clause)) return;
    const TSNode definition = ts_node_parent(clause);
    if (null(definition) || ts_node_symbol(definition) != ss_.object_definition) return;
    const auto own = members_.find(owner_);
    if (own == members_.end() || own->second.count("main")) return;
    const auto main = member_of(owner_, "main", 0);
    if (!main && another_files_parent(own->second)) return another_files_main(clause, own->second);
    if (!main || main->substr(0, main->rfind('.')) == owner_) return;
    open(sym_.expression_statement, 0, clause);
    open(sym_.call, 0, clause);
    qualified(clause, f_.function, std::string(py::kJobEntry) + *main);
    if (!member_arguments(clause, TSNode{}, *main)) {
      leaf(sym_.argument_list, f_.arguments, ts_node_end_byte(clause), ts_node_end_byte(clause));
    }
    close();
    close();
  }

  // Whether the object whose members are `own` extends a type this file does not declare.
  bool another_files_parent(const std::set<std::string, std::less<>>& own) const {
    for (auto e = own.lower_bound(kScalaExtends); e != own.end() && e->starts_with(kScalaExtends); ++e) {
      const std::string_view parent = std::string_view(*e).substr(kScalaExtends.size());
      if (parent != "=>" && !parent_path(members_, owner_, parent)) return true;
    }
    return false;
  }

  // The `main` an object inherits from another file's trait or class (`object Orders extends
  // StreamingJob { val name = "orders" }`), which this file cannot see: a job's call of `main`,
  // giving each member the object defines by name, as written (a def is not called here: one that
  // starts a query would start it in the job). The interpreter takes the inherited main and keeps
  // the members it takes as the parent's abstract ones (Interpreter::job_entry).
  void another_files_main(TSNode clause, const std::set<std::string, std::less<>>& own) {
    open(sym_.expression_statement, 0, clause);
    open(sym_.call, 0, clause);
    qualified(clause, f_.function, std::string(py::kJobEntry) + "main");
    open(sym_.argument_list, f_.arguments, ts_node_end_byte(clause), ts_node_end_byte(clause));
    for (const std::string& name : own) {
      if (name.empty() || name.front() == '\x01' || name == "main") continue;
      open(sym_.keyword_argument, 0, clause);
      synthetic(sym_.identifier, f_.name, name);
      qualified(clause, f_.value, owner_ + "." + name);
      close();
    }
    close();
    close();
    close();
  }

  // `trait ExportJob extends App { ... }` (lifted whole, collect_one): its body's statements as the
  // `main` an object extending it inherits, taking the trait's abstract members as a method does.
  void app_main(TSNode n) {
    open(sym_.function_definition, 0, n);
    qualified(child(n, sf_.name), f_.name, owner_ + ".main");
    const std::size_t mark = locals_.size();
    const TSNode body_node = child(n, sf_.body);
    const std::uint32_t at = null(body_node) ? ts_node_end_byte(n) : ts_node_start_byte(body_node);
    open(sym_.parameters, f_.parameters, at, at);
    taken_parameters(mark);
    close();
    open(sym_.block, f_.body, null(body_node) ? n : body_node);
    for (TSNode member : named_children(body_node)) {
      if (!member_definition(member)) statement(member);
    }
    close();
    close();
    locals_.resize(mark);
  }

  // A part that did not parse: what parsed inside it runs as statements (the interpreter's ERROR).
  void error(TSNode n, TSFieldId field) {
    open(sym_.error, field, n);
    for (TSNode c : named_children(n)) statement(c);
    close();
  }

  void definition(TSNode n) {
    const TSNode value = child(n, sf_.value);
    if (null(value)) return;  // a declaration
    const TSNode name = child(n, sf_.pattern);
    if (!owner_.empty() && ts_node_eq(n, top_) &&
        (ts_node_symbol(n) == ss_.val_definition || ts_node_symbol(n) == ss_.var_definition) &&
        ts_node_symbol(name) == ss_.identifier && parameterless(owner_ + "." + std::string(text_of(name)))) {
      return instance_val(n, name, value);
    }
    open(sym_.expression_statement, 0, n);
    open(sym_.assignment, 0, n);
    const bool member = !owner_.empty() && ts_node_eq(n, top_);
    instance_of_ = instantiated_class(value);
    instance_node_ = instance_of_.empty() ? TSNode{} : value;
    if (const Local* alias = ts_node_symbol(value) == ss_.identifier ? find_local(text_of(value)) : nullptr) {
      instance_of_ = alias->instance_of;  // `val b = a`: the same instance
      instance_node_ = alias->made;
    }
    pattern(child(n, sf_.pattern), f_.left, member);
    const std::string made = std::exchange(instance_of_, std::string());
    instance_node_ = TSNode{};
    expression(value, f_.right);
    close();
    close();
    // A val another unit may call methods on: what its constructor was given.
    TSNode named = child(n, sf_.pattern);
    if (!null(named) && ts_node_symbol(named) == ss_.typed_pattern) named = ts_node_named_child(named, 0);
    if (!made.empty() && ts_node_eq(n, top_) && !null(named) && ts_node_symbol(named) == ss_.identifier &&
        !null(instance_made(value))) {
      instance_arguments(value, made,
                         owner_.empty() ? std::string(text_of(named)) : owner_ + "." + std::string(text_of(named)));
    }
  }

  // The constructor of class owner_ (its class_parameters `n`), as a function named
  // `<owner>.<init>` (kScalaConstructor) taking the constructor's parameters as written (defaults,
  // `topics: String*`) and returning the tuple of them all, in order: what the class's methods
  // take (taken_parameters). A call of another file's class runs it to know what
  // that instance's methods are given (Interpreter::instance_of).
  // A curried constructor's later lists (`(implicit spark: SparkSession)`) follow the first, spelled
  // as synthetic tokens: the unit is the first list's bytes, so their defaults are free names.
  void constructor(TSNode n) {
    open(sym_.function_definition, 0, n);
    synthetic(sym_.identifier, f_.name, owner_ + "." + std::string(kScalaConstructor));
    open(sym_.parameters, f_.parameters, n);
    std::vector<TSNode> taken;
    const std::vector<TSNode> lists = field_children(ts_node_parent(n), sf_.class_parameters);
    for (TSNode list : lists) {
      const bool own = ts_node_eq(list, n);
      for (TSNode p : named_children(list)) {
        const TSNode name = child(p, sf_.name);
        if (ts_node_symbol(p) != ss_.class_parameter || null(name)) continue;
        const TSNode type = child(p, sf_.type);
        const TSNode fallback = child(p, sf_.default_value);
        const bool splat = !null(type) && ts_node_symbol(type) == ss_.repeated_parameter_type;
        if (splat) open(sym_.list_splat_pattern, 0, own ? p : n);
        if (!null(fallback) && !splat) open(sym_.default_parameter, 0, own ? p : n);
        if (own)
          leaf(sym_.identifier, null(fallback) || splat ? 0 : f_.name, name);
        else
          synthetic(sym_.identifier, null(fallback) || splat ? 0 : f_.name, text_of(name));
        if (!null(fallback) && !splat) {
          if (own)
            expression(fallback, f_.value);
          else
            synthetic(sym_.identifier, f_.value, text_of(name));
        }
        if (splat || !null(fallback)) close();
        taken.push_back(name);
      }
    }
    close();
    open(sym_.block, f_.body, n);
    open(sym_.return_statement, 0, n);
    open(sym_.tuple, 0, n);
    for (TSNode name : taken) {
      if (ts_node_start_byte(name) < ts_node_end_byte(n))
        leaf(sym_.identifier, 0, name);
      else
        synthetic(sym_.identifier, 0, text_of(name));
    }
    close();
    close();
    close();
    close();
  }

  // A class with fields (class_fields) as Python's `@dataclass` of them: calling it
  // (`JobConfig("/in", "/chk")`, `new JobConfig(...)`, named arguments) makes an instance whose
  // fields are the arguments, a parameter's default where none is given. A lifted class binds its
  // qualified name, as its owner's other members do.
  void data_class(TSNode n) {
    const std::vector<TSNode> fields = class_fields(n);
    const TSNode name = child(n, sf_.name);
    if (fields.empty() || null(name)) return;
    open(sym_.decorated_definition, 0, n);
    synthetic(sym_.decorator, 0, "@dataclass");
    open(sym_.class_definition, f_.definition, n);
    if (!owner_.empty() && ts_node_eq(n, top_)) {
      synthetic(sym_.identifier, f_.name, owner_ + "." + std::string(text_of(name)));
    } else {
      leaf(sym_.identifier, f_.name, name);
    }
    open(sym_.block, f_.body, n);
    for (TSNode p : fields) {
      // `checkpoint: String = "/chk"`: the field, its annotation, its default.
      open(sym_.expression_statement, 0, p);
      open(sym_.assignment, 0, p);
      leaf(sym_.identifier, f_.left, child(p, sf_.name));
      if (const TSNode type = child(p, sf_.type); !null(type)) {
        leaf(sym_.identifier, 0, type);
      } else {
        synthetic(sym_.identifier, 0, "Any");
      }
      if (const TSNode value = child(p, sf_.default_value); !null(value)) expression(value, f_.right);
      close();
      close();
    }
    close();
    close();
    close();
  }

  // Whether `name` is a field of a class of this file (kScalaField).
  bool class_field(std::string_view name) const {
    const auto file = members_.find(std::string_view());
    return file != members_.end() && file->second.count(std::string(kScalaField) + std::string(name));
  }

  // `member`: the names are the owner's members (qualified), else locals of the enclosing block.
  void pattern(TSNode p, TSFieldId field, bool member) {
    if (null(p)) return;
    const TSSymbol s = ts_node_symbol(p);
    if (s == ss_.identifier) {
      binding(p, field, member);
    } else if (s == ss_.typed_pattern || s == ss_.identifiers) {
      const auto parts = named_children(p);
      if (!parts.empty()) pattern(parts.front(), field, member);
    } else if (s == ss_.tuple_pattern) {
      open(sym_.pattern_list, field, p);
      for (TSNode c : named_children(p)) pattern(c, 0, member);
      close();
    }
  }

  // The names a pattern binds (`case Some(p)`, `(k, v) <- pairs`, `w @ Window(_)`, `h :: t`): its
  // identifiers but a stable identifier's parts (`Foo.Bar`) and names starting with a capital or
  // written in backquotes, which Scala reads as constants to compare with (SLS 8.1.1).
  void pattern_names(TSNode p, std::vector<TSNode>& out) const {
    if (null(p)) return;
    const TSSymbol s = ts_node_symbol(p);
    if (s == ss_.stable_identifier || s == ss_.field_expression || s == ss_.type_identifier || s == ss_.generic_type ||
        s == ss_.stable_type_identifier) {
      return;
    }
    if (s == ss_.identifier) {
      const std::string_view name = text_of(p);
      if (!name.empty() && name != "_" && name.front() != '`' &&
          !std::isupper(static_cast<unsigned char>(name.front()))) {
        out.push_back(p);
      }
      return;
    }
    for (TSNode c : named_children(p)) pattern_names(c, out);
  }

  // `name = <unknown>` for each name pattern `p` binds: a value matched from another, one per name.
  void bind_unknown(TSNode p) {
    std::vector<TSNode> names;
    pattern_names(p, names);
    for (TSNode name : names) {
      open(sym_.expression_statement, 0, name);
      open(sym_.assignment, 0, name);
      binding(name, f_.left, false);
      unknown(f_.right, name);
      close();
      close();
    }
  }

  // A for's enumerators, at the start of its body: `x = value` binds x to the value; a generator
  // (`p <- xs`) evaluates xs and its pattern binds an element of it, unknown here.
  void bind_enumerators(TSNode for_expression) {
    // (The grammar's `enumerators` field also holds the parentheses around them: the node is read.)
    TSNode enumerators{};
    for (TSNode c : named_children(for_expression)) {
      if (ts_node_symbol(c) == ss_.enumerators) enumerators = c;
    }
    for (TSNode e : named_children(enumerators)) {
      if (ts_node_symbol(e) != ss_.enumerator || ts_node_named_child_count(e) < 2) continue;
      const TSNode target = ts_node_named_child(e, 0);
      const TSNode value = ts_node_named_child(e, 1);
      bool generator = false;
      for (std::uint32_t i = 0; i < ts_node_child_count(e); ++i) {
        const TSNode token = ts_node_child(e, i);
        // (`←` is Scala 2's Unicode spelling, parsed as `<-`: scala_parse_text.h.)
        generator = generator || (!ts_node_is_named(token) && (text_of(token) == "<-" || text_of(token) == "\u2190"));
      }
      if (!generator && ts_node_symbol(target) == ss_.identifier) {
        open(sym_.expression_statement, 0, e);
        open(sym_.assignment, 0, e);
        binding(target, f_.left, false);
        expression(value, f_.right);
        close();
        close();
      } else {
        // The generator's value runs (`q <- Option(df.writeStream...start())` starts the query);
        // the pattern binds an element of it.
        if (generator) {
          open(sym_.expression_statement, 0, value);
          expression(value, 0);
          close();
        }
        bind_unknown(target);
      }
    }
  }

  // `for (x <- xs) body`, `for ((k, v) <- confs) body`: one generator whose pattern is a name or a
  // tuple of names, as Python's `for x in xs:` (the interpreter runs the body for each item of a
  // constant Seq or Map: Interpreter::exec_for). False for any other for (guards, several
  // generators, other patterns), which bind_enumerators reads.
  bool for_loop(TSNode n, TSFieldId field) {
    TSNode enumerators{};
    for (TSNode c : named_children(n)) {
      if (ts_node_symbol(c) == ss_.enumerators) enumerators = c;
    }
    const std::vector<TSNode> each = named_children(enumerators);
    if (each.size() != 1 || ts_node_symbol(each[0]) != ss_.enumerator || ts_node_named_child_count(each[0]) != 2) {
      return false;
    }
    const TSNode target = ts_node_named_child(each[0], 0);
    const TSNode value = ts_node_named_child(each[0], 1);
    bool generator = false;
    for (std::uint32_t i = 0; i < ts_node_child_count(each[0]); ++i) {
      const TSNode token = ts_node_child(each[0], i);
      generator = generator || (!ts_node_is_named(token) && (text_of(token) == "<-" || text_of(token) == "\u2190"));
    }
    const auto name = [&](TSNode p) { return ts_node_symbol(p) == ss_.identifier && text_of(p) != "_"; };
    bool simple = name(target);
    if (ts_node_symbol(target) == ss_.tuple_pattern) {
      const std::vector<TSNode> parts = named_children(target);
      simple = !parts.empty() && std::all_of(parts.begin(), parts.end(), name);
    }
    if (!generator || !simple) return false;
    const std::size_t mark = locals_.size();
    open(sym_.for_statement, field, n);
    pattern(target, f_.left, false);
    expression(value, f_.right);
    body(child(n, sf_.body), f_.body, false);
    close();
    locals_.resize(mark);
    return true;
  }

  // Whether the definition `n` is a member of an object (`object Job { def main ... }`), not of a
  // class or trait.
  bool in_object(TSNode n) const {
    const TSNode body = ts_node_parent(n);
    const TSNode owner = null(body) ? TSNode{} : ts_node_parent(body);
    return !null(owner) && ts_node_symbol(owner) == ss_.object_definition;
  }

  // The name a definition binds: a member's qualified name (`Job.Checkpoint`), else a local's.
  void binding(TSNode name, TSFieldId field, bool member) {
    if (member) return qualified(name, field, owner_ + "." + std::string(text_of(name)));
    locals_.push_back({text_of(name), instance_of_, instance_node_});
    leaf(sym_.identifier, field, name);
  }

  // A reference at `n` (its name at `name_node`) to the member `member` ("Owner.name"): the
  // qualified name, called when the member is a def without a parameter list (`new Job(chk).run`,
  // `CopyA.run`: with what the instance or object gives the method, member_arguments).
  void member_reference(TSNode n, TSNode name_node, TSFieldId field, const std::string& member, bool written = false) {
    if (!parameterless(member)) return qualified(name_node, field, member);
    open(sym_.call, field, n);
    qualified(name_node, f_.function, member);
    // (`written`: the reference is in the text, not a member given for a trait's at a call.)
    if (!written || !member_arguments(n, TSNode{}, member)) {
      leaf(sym_.argument_list, f_.arguments, ts_node_end_byte(n), ts_node_end_byte(n));
    }
    close();
  }

  // An object of this file that extends a function type (`object Sink extends ((DataFrame, Long) =>
  // Unit)`), used as a value (`foreachBatch(Sink)`): its apply (a VoidFunction's call), which Scala
  // calls. Nullopt for any other name.
  std::optional<std::string> function_object(std::string_view name) const {
    if (local(name)) return std::nullopt;
    const auto path = class_path(name);
    if (!path) return std::nullopt;
    const auto own = members_.find(*path);
    if (own == members_.end() || !own->second.count(std::string(kScalaExtends) + "=>") ||
        !class_parameters(*path).empty()) {
      return std::nullopt;
    }
    for (std::string_view method : {"apply", "call"}) {
      if (own->second.count(method)) return *path + "." + std::string(method);
    }
    return std::nullopt;
  }

  // Whether `member` ("Owner.name") is a def without a parameter list, which a reference calls.
  bool parameterless(const std::string& member) const {
    const std::size_t dot = member.rfind('.');
    if (dot == std::string::npos) return false;
    const auto owner = members_.find(std::string_view(member).substr(0, dot));
    return owner != members_.end() && owner->second.count(std::string(kScalaParameterless) + member.substr(dot + 1));
  }

  // An identifier at the source's place whose name is `name` (Node::name: a synthetic child).
  void qualified(TSNode n, TSFieldId field, std::string_view name) {
    open(sym_.identifier, field, n);
    synthetic(sym_.identifier, 0, name);
    close();
  }

  const Local* find_local(std::string_view name) const {
    const auto it = std::find_if(locals_.rbegin(), locals_.rend(), [&](const Local& l) { return l.name == name; });
    return it == locals_.rend() ? nullptr : &*it;
  }
  bool local(std::string_view name) const { return find_local(name) != nullptr; }

  // An identifier the enclosing objects declare as a member (innermost first), qualified; nullopt
  // when a local binds it or no enclosing object declares it.
  std::optional<std::string> enclosing_member(std::string_view name) const {
    if (local(name)) return std::nullopt;
    for (std::string_view owner = owner_; !owner.empty();) {
      if (auto found = member_of(owner, name, 0)) return found;
      const std::size_t dot = owner.rfind('.');
      owner = dot == std::string_view::npos ? std::string_view() : owner.substr(0, dot);
    }
    return imported_member(name);
  }

  // Whether an enclosing trait or class declares `name` without a value (kScalaAbstract) and no
  // local binds it.
  bool abstract_member(std::string_view name) const {
    if (local(name)) return false;
    const std::string key = std::string(kScalaAbstract) + std::string(name);
    for (std::string_view owner = owner_; !owner.empty();) {
      if (const auto it = members_.find(owner); it != members_.end() && it->second.count(key)) return true;
      const std::size_t dot = owner.rfind('.');
      owner = dot == std::string_view::npos ? std::string_view() : owner.substr(0, dot);
    }
    return false;
  }

  // `name` brought by an import, written in the owner or around it, from an object of this file
  // (`import Syntax._`, `import Syntax.dedupIds`): that object's member.
  std::optional<std::string> imported_member(std::string_view name) const {
    for (std::string_view owner = owner_;;) {
      if (const auto it = members_.find(owner); it != members_.end()) {
        for (auto entry = it->second.lower_bound(kScalaImport);
             entry != it->second.end() && std::string_view(*entry).starts_with(kScalaImport); ++entry) {
          const std::string_view spec = std::string_view(*entry).substr(kScalaImport.size());
          const std::size_t eq = spec.find('=');
          const std::string_view alias = spec.substr(0, eq), target = spec.substr(eq + 1);
          if (alias == "*") {
            if (auto found = member_of(target, name, 0)) return found;
          } else if (alias == name) {
            const std::size_t dot = target.rfind('.');
            if (dot != std::string_view::npos) {
              if (auto found = member_of(target.substr(0, dot), target.substr(dot + 1), 0)) return found;
            }
          }
        }
      }
      if (owner.empty()) return std::nullopt;
      const std::size_t dot = owner.rfind('.');
      owner = dot == std::string_view::npos ? std::string_view() : owner.substr(0, dot);
    }
  }

  // `name` declared by `owner` or inherited from a trait or class of this file it extends (its
  // own first, then each parent in order, depth first), qualified by the declaring owner.
  std::optional<std::string> member_of(std::string_view owner, std::string_view name, int depth) const {
    return declared_member(members_, owner, name, depth);
  }

  // The object (class, trait) of this file a receiver names: `Paths`, a nested `Inner` seen from
  // its enclosing object, `Outer.Inner`. Nullopt for anything else.
  std::optional<std::string> object_path(TSNode v) const {
    if (null(v)) return std::nullopt;
    const TSSymbol s = ts_node_symbol(v);
    if (s == ss_.identifier) {
      const std::string_view name = text_of(v);
      // `this.chk`, `this.writeBatch _`: the innermost enclosing object, class or trait.
      if (name == "this") return owner_.empty() || !members_.count(owner_) ? std::nullopt : std::optional<std::string>(owner_);
      if (const Local* l = find_local(name)) {
        if (l->instance_of.empty()) return std::nullopt;
        return l->instance_of;  // an instance of a class of this file: its members are the class's
      }
      if (auto path = class_path(name)) return path;
      if (auto instance = instance_member(name)) return std::move(instance->type);
      return std::nullopt;
    }
    if (s == ss_.instance_expression || s == ss_.call_expression) {
      // `new Pipeline(spark).build()`, `Mirror(chk).run()` (a case class's apply): as `val p = new ...`
      std::string made = instantiated_class(v);
      return made.empty() ? std::nullopt : std::optional<std::string>(std::move(made));
    }
    if (s == ss_.field_expression) {
      const auto base = object_path(child(v, sf_.value));
      if (!base) return std::nullopt;
      std::string candidate = *base + "." + std::string(text_of(child(v, sf_.field)));
      if (members_.count(candidate)) return candidate;
      bool bound = false;
      if (auto instance = instance_in(*base, text_of(child(v, sf_.field)), bound)) return std::move(instance->type);
    }
    return std::nullopt;
  }

  // The object or class of this file named `name` from here, or from inside owner `from` (the
  // innermost enclosing first).
  std::optional<std::string> class_path(std::string_view name) const { return class_path(name, owner_); }
  std::optional<std::string> class_path(std::string_view name, std::string_view from) const {
    for (std::string_view owner = from;;) {
      // Most names are no owner's: the candidates are spelled in one buffer, not allocated each.
      candidate_.assign(owner);
      if (!owner.empty()) candidate_ += '.';
      candidate_ += name;
      if (members_.count(candidate_)) return candidate_;
      if (owner.empty()) return std::nullopt;
      const std::size_t dot = owner.rfind('.');
      owner = dot == std::string_view::npos ? std::string_view() : owner.substr(0, dot);
    }
  }

  // A val of an enclosing object or class, or of the script's top level, that another unit made
  // `val name = new T(...)` (kScalaInstance), T a class of this file: the val's qualified name and
  // T's path. Nullopt when a local or a nearer owner's other member binds `name`.
  struct InstanceMember {
    std::string member;
    std::string type;
  };
  std::optional<InstanceMember> instance_member(std::string_view name) const {
    if (local(name)) return std::nullopt;
    for (std::string_view owner = owner_;;) {
      bool bound = false;
      auto found = instance_in(owner, name, bound);
      if (found || bound) return found;
      if (owner.empty()) return std::nullopt;
      const std::size_t dot = owner.rfind('.');
      owner = dot == std::string_view::npos ? std::string_view() : owner.substr(0, dot);
    }
  }

  // The same for the val `name` of owner `owner` alone (`this.mirror`, `Jobs.mirror`); `bound`:
  // whether the owner binds the name at all.
  std::optional<InstanceMember> instance_in(std::string_view owner, std::string_view name, bool& bound) const {
    bound = false;
    const auto it = members_.find(owner);
    if (it == members_.end()) return std::nullopt;
    const std::string prefix = std::string(kScalaInstance) + std::string(name) + "=";
    const auto entry = it->second.lower_bound(prefix);
    if (entry == it->second.end() || !entry->starts_with(prefix)) {
      bound = it->second.count(name) > 0;
      return std::nullopt;
    }
    bound = true;
    // One definition of the name, a val of an object or of the script: a class's or trait's val
    // is each instance's own (kScalaVal), and a name defined twice is not known.
    const auto next = std::next(entry);
    if ((next != it->second.end() && next->starts_with(prefix)) ||
        it->second.count(std::string(kScalaVal) + std::string(name))) {
      return std::nullopt;
    }
    std::string_view written = std::string_view(*entry).substr(prefix.size());
    auto type = written.empty() ? std::nullopt : class_path(written);
    if (!type || !plain_constructor(*type)) return std::nullopt;
    return InstanceMember{owner.empty() ? std::string(name) : std::string(owner) + "." + std::string(name),
                          std::move(*type)};
  }

  // The instance val a method call's receiver names: `mirror`, `this.mirror`, `Jobs.mirror`.
  std::optional<InstanceMember> instance_receiver(TSNode receiver) const {
    if (null(receiver)) return std::nullopt;
    if (ts_node_symbol(receiver) == ss_.identifier) return instance_member(text_of(receiver));
    if (ts_node_symbol(receiver) != ss_.field_expression) return std::nullopt;
    const auto owner = object_path(child(receiver, sf_.value));
    bool bound = false;
    return owner ? instance_in(*owner, text_of(child(receiver, sf_.field)), bound) : std::nullopt;
  }

  // Whether what a class's constructor is given is all its methods read: no parameter has a
  // default (its methods read the default as a free name) and no parent is given arguments (those
  // are bound once for the class, not per instance).
  bool plain_constructor(const std::string& type) const {
    const std::vector<std::string_view> parameters = class_parameters(type);
    if (std::any_of(parameters.begin(), parameters.end(), [](std::string_view p) { return p.empty(); })) return false;
    const auto it = members_.find(type);
    if (it == members_.end()) return false;
    const auto parent = it->second.lower_bound(kScalaParentArguments);
    return parent == it->second.end() || !parent->starts_with(kScalaParentArguments);
  }

  // `Obj.member` where Obj is an object of this file that declares `member` or inherits it from
  // a trait or class of this file: the declaring owner's qualified name ("Obj.member").
  // What an object overrides of its parents is theirs to take (derive_scala_members: kScalaAbstract),
  // so a parent's method called on the object reads the object's (member_arguments).
  std::optional<std::string> object_member(TSNode n) const {
    const auto base = object_path(child(n, sf_.value));
    if (!base) return std::nullopt;
    return member_of(*base, text_of(child(n, sf_.field)), 0);
  }

  // The constructor parameters of class `owner` (kScalaClassParameter), in order: views into
  // members_, which outlives the lowering. One with a default is "" (methods do not take it).
  std::vector<std::string_view> class_parameters(std::string_view owner) const {
    return constructor_parameters(members_, owner, false);
  }

  // The members trait (or class) `owner` declares without a value (kScalaAbstract), in name order:
  // views into members_.
  std::vector<std::string_view> abstract_members(std::string_view owner) const {
    std::vector<std::string_view> out;
    const auto it = members_.find(owner);
    if (it == members_.end()) return out;
    for (auto entry = it->second.lower_bound(kScalaAbstract);
         entry != it->second.end() && std::string_view(*entry).starts_with(kScalaAbstract); ++entry) {
      out.push_back(std::string_view(*entry).substr(kScalaAbstract.size()));
    }
    return out;
  }

  // `new C(a)(b)`: the `new C(a)` a curried constructor's later argument lists apply to, or `value`
  // itself when it is an instance expression; null for anything else.
  // `callee`: value's function when the caller has it (a call's), null to look it up.
  TSNode constructed(TSNode value, TSNode callee = {}) const {
    if (null(value)) return {};
    if (ts_node_symbol(value) == ss_.instance_expression) return value;
    // Most calls are a chain's links (`df.filter(...)`): one look at the callee rules them out.
    if (ts_node_symbol(value) != ss_.call_expression) return {};
    if (null(callee)) callee = child(value, sf_.function);
    if (null(callee) ||
        (ts_node_symbol(callee) != ss_.call_expression && ts_node_symbol(callee) != ss_.instance_expression)) {
      return {};
    }
    TSNode n = callee;
    for (int steps = 0; !null(n) && ts_node_symbol(n) == ss_.call_expression && steps < 8; ++steps) {
      n = child(n, sf_.function);
    }
    return !null(n) && ts_node_symbol(n) == ss_.instance_expression ? n : TSNode{};
  }

  // The argument lists `made` gives, in order: `new C(a)(b)` (a) then (b), `C(a)` (a).
  std::vector<TSNode> argument_lists(TSNode made) const {
    std::vector<TSNode> lists;
    TSNode n = made;
    for (int steps = 0; !null(n) && ts_node_symbol(n) == ss_.call_expression && steps < 8; ++steps) {
      lists.push_back(child(n, sf_.arguments));
      n = child(n, sf_.function);
    }
    if (!null(n) && ts_node_symbol(n) == ss_.instance_expression) {
      each_named_child(n, [&](TSNode c) {
        if (ts_node_symbol(c) == ss_.arguments) lists.push_back(c);
      });
    }
    std::reverse(lists.begin(), lists.end());
    return lists;
  }

  // The `new C(...)` a method call's receiver is: itself, or what a local names was bound to.
  TSNode instance_made(TSNode receiver) const {
    if (null(receiver)) return {};
    if (ts_node_symbol(receiver) == ss_.instance_expression) return receiver;
    if (ts_node_symbol(receiver) == ss_.call_expression) {
      const TSNode callee = child(receiver, sf_.function);
      if (!null(constructed(receiver, callee)) || !applied_class(receiver, callee).empty() ||
          !factory_class(receiver, callee).empty()) {
        return receiver;
      }
    }
    if (ts_node_symbol(receiver) != ss_.identifier) return {};
    const Local* l = find_local(text_of(receiver));
    return l && !l->instance_of.empty() ? l->made : TSNode{};
  }

  // Each argument of `made` (`new C(a, name = b)`) given for one of C's constructor parameters
  // `parameters` (in order; "" for one with a default, which the methods read as its default):
  // `give(argument, parameter, value)`, where `argument` is the argument's node.
  template <typename Give>
  void each_constructor_argument(TSNode made, const std::vector<std::string_view>& parameters, Give give) {
    std::size_t position = 0;
    for (TSNode args : argument_lists(made)) {
      if (null(args) || ts_node_symbol(args) != ss_.arguments) return;
      for (TSNode a : named_children(args)) {
        const TSNode name = ts_node_symbol(a) == ss_.assignment_expression ? child(a, sf_.left) : TSNode{};
        if (!null(name) && ts_node_symbol(name) == ss_.identifier) {
          const auto at = std::find(parameters.begin(), parameters.end(), text_of(name));
          if (!text_of(name).empty() && at != parameters.end()) give(a, *at, child(a, sf_.right));
          continue;
        }
        if (position >= parameters.size()) return;
        const std::string_view parameter = parameters[position++];
        if (!parameter.empty()) give(a, parameter, a);
      }
    }
  }

  // Whether `made` is a factory's call (factory_class), not a constructor's.
  bool factory_call(TSNode made) const {
    if (null(made) || ts_node_symbol(made) != ss_.call_expression) return false;
    const TSNode callee = child(made, sf_.function);
    return null(constructed(made, callee)) && applied_class(made, callee).empty() &&
           !factory_class(made, callee).empty();
  }

  // `Sinks.make.<made>(args)[i]`: what the constructor was given for its i-th parameter, of the
  // instance the factory's call returns (its twin returns the tuple, Lowering::function).
  void factory_argument(TSNode call, std::size_t i, TSFieldId field) {
    const auto factory = factory_of(call);
    open(sym_.subscript, field, call);
    open(sym_.call, f_.value, call);
    qualified(child(call, sf_.function), f_.function, factory->def + "." + std::string(kScalaFactoryMade));
    arguments(child(call, sf_.arguments), call);
    close();
    synthetic(sym_.integer, f_.subscript, std::to_string(i));
    close();
  }

  // Into the open argument list: the arguments of `made` as keywords of C's constructor parameters
  // `parameters`, which a method of C takes (function()). A factory's call gives each from what it
  // returns.
  void constructor_keywords(TSNode made, const std::vector<std::string_view>& parameters) {
    if (factory_call(made)) {
      for (std::size_t i = 0; i < parameters.size(); ++i) {
        if (parameters[i].empty()) continue;
        open(sym_.keyword_argument, 0, made);
        synthetic(sym_.identifier, f_.name, parameters[i]);
        factory_argument(made, i, f_.value);
        close();
      }
      return;
    }
    each_constructor_argument(made, parameters, [&](TSNode argument, std::string_view parameter, TSNode value) {
      open(sym_.keyword_argument, 0, argument);
      synthetic(sym_.identifier, f_.name, parameter);
      expression(value, f_.value);
      close();
    });
  }

  // After `val sink = new C(a, name = b)` of an object, class or script (instance_member): each
  // argument bound as `<val>.<parameter>`, which a method of C called on the val in another unit
  // takes (member_arguments).
  void instance_arguments(TSNode made, const std::string& type, const std::string& val) {
    if (factory_call(made)) {
      const std::vector<std::string_view> parameters = class_parameters(type);
      for (std::size_t i = 0; i < parameters.size(); ++i) {
        if (parameters[i].empty()) continue;
        open(sym_.expression_statement, 0, made);
        open(sym_.assignment, 0, made);
        qualified(made, f_.left, val + "." + std::string(parameters[i]));
        factory_argument(made, i, f_.right);
        close();
        close();
      }
      return;
    }
    each_constructor_argument(made, class_parameters(type),
                              [&](TSNode argument, std::string_view parameter, TSNode value) {
                                bind_qualified(argument, val + "." + std::string(parameter), value);
                              });
  }

  // The statement `name = value` at `at`, `name` a qualified member name (`Owner.checkpoint`).
  void bind_qualified(TSNode at, const std::string& name, TSNode value) {
    open(sym_.expression_statement, 0, at);
    open(sym_.assignment, 0, at);
    qualified(at, f_.left, name);
    expression(value, f_.right);
    close();
    close();
  }

  // `C(...)` where C is a class of this file with constructor parameters (a case class's apply, or
  // a companion's that constructs): C's path; "" for anything else.
  // `callee`: value's function when the caller has it, null to look it up.
  std::string applied_class(TSNode value, TSNode callee = {}) const {
    if (null(value) || ts_node_symbol(value) != ss_.call_expression) return "";
    // The function first: a link of a chain (`df.filter(...)`) is ruled out by one lookup.
    const TSNode function = null(callee) ? child(value, sf_.function) : callee;
    if (null(function) || ts_node_symbol(function) != ss_.identifier || local(text_of(function))) return "";
    auto path = class_path(text_of(function));
    if (!path || class_parameters(*path).empty()) return "";
    const TSNode args = child(value, sf_.arguments);
    if (null(args) || ts_node_symbol(args) != ss_.arguments || object_apply(value)) return "";
    return std::move(*path);
  }

  // `Obj(...)` where Obj is an object of this file with an `apply` (a case class's companion's,
  // given another number of arguments than the class's parameters): Obj.apply's qualified name.
  std::optional<std::string> object_apply(TSNode call) const {
    const TSNode function = child(call, sf_.function);
    if (null(function) || ts_node_symbol(function) != ss_.identifier || local(text_of(function))) return std::nullopt;
    const auto path = class_path(text_of(function));
    const auto own = path ? members_.find(*path) : members_.end();
    if (own == members_.end() || !own->second.count("apply")) return std::nullopt;
    const TSNode args = child(call, sf_.arguments);
    if (null(args) || ts_node_symbol(args) != ss_.arguments) return std::nullopt;
    const std::size_t parameters = class_parameters(*path).size();
    if (parameters > 0 && named_children(args).size() == parameters) return std::nullopt;  // the class's own
    return *path + ".apply";
  }

  // `Obj.make(...)`, or `Obj(...)` calling its apply, where that def of an object of this file is a
  // factory (kScalaFactory) of a class of this file whose constructor takes parameters: the class's
  // path; "" for anything else. What the call returns is what the constructor was given, in order.
  std::string factory_class(TSNode call, TSNode callee = {}) const {
    auto factory = factory_of(call, callee);
    return factory ? std::move(factory->type) : "";
  }
  struct Factory {
    std::string def;   // its qualified name, `Sinks.make`
    std::string type;  // the class's path
  };
  std::optional<Factory> factory_of(TSNode call, TSNode callee = {}) const {
    if (!any_factory_) {  // most files have none: one look, not one per call
      const auto file = members_.find(std::string());
      any_factory_ = file != members_.end() && file->second.count(std::string(kScalaFactory));
    }
    if (!*any_factory_ || null(call) || ts_node_symbol(call) != ss_.call_expression) return std::nullopt;
    const TSNode function = null(callee) ? child(call, sf_.function) : callee;
    if (null(function)) return std::nullopt;
    std::optional<std::string> object;
    std::string_view def;
    if (ts_node_symbol(function) == ss_.field_expression) {
      const TSNode base = child(function, sf_.value);
      if (null(base) || ts_node_symbol(base) != ss_.identifier) return std::nullopt;  // not a chain's link
      object = object_path(base);
      def = text_of(child(function, sf_.field));
    } else if (auto apply = object_apply(call)) {
      object = apply->substr(0, apply->size() - std::string_view(".apply").size());
      def = "apply";
    }
    auto type = object ? factory_type_of(*object, def) : "";
    if (type.empty()) return std::nullopt;
    return Factory{*object + "." + std::string(def), std::move(type)};
  }

  // The class def `def` of owner `owner` is a factory of (kScalaFactory), when it is a class of this
  // file whose constructor takes parameters: its path; "" otherwise.
  std::string factory_type_of(const std::string& owner, std::string_view def) const {
    const auto own = members_.find(owner);
    if (own == members_.end()) return "";
    const std::string prefix = std::string(kScalaFactory) + std::string(def) + "=";
    const auto entry = own->second.lower_bound(prefix);
    if (entry == own->second.end() || !entry->starts_with(prefix)) return "";
    auto path = class_path(std::string_view(*entry).substr(prefix.size()), owner);
    return path && !taken_class_parameters(*path).empty() ? std::move(*path) : "";
  }

  // `new C(...)` where C is a class of this file, `C(...)` (applied_class), or a factory's call
  // (factory_class): C's path; "" for anything else.
  std::string instantiated_class(TSNode value) const {
    if (!null(value) && ts_node_symbol(value) == ss_.call_expression) {
      const TSNode callee = child(value, sf_.function);
      const TSNode made = constructed(value, callee);  // `new C(a)(b)`
      if (!null(made)) return instantiated_class(made);
      std::string applied = applied_class(value, callee);
      return applied.empty() ? factory_class(value, callee) : applied;
    }
    if (null(value) || ts_node_symbol(value) != ss_.instance_expression) return "";
    for (TSNode part : named_children(value)) {
      const TSSymbol ps = ts_node_symbol(part);
      if (ps == ss_.arguments) continue;
      // `new C(...)`, `new C[T](...)`, `new Sinks.Inner(...)`: the type's name (a generic type's
      // first part).
      TSNode type = part;
      if (ps == ss_.generic_type) type = named_children(part).empty() ? part : named_children(part).front();
      if (ts_node_symbol(type) != ss_.type_identifier && ts_node_symbol(type) != ss_.stable_type_identifier) return "";
      return class_path(text_of(type)).value_or("");
    }
    return "";
  }

  // `if (c) a else b` whose branches are one expression each (braces or not), in value position:
  // Python's `a if c else b`, whose value the interpreter knows when the test is decided or both
  // branches agree (a helper `def source(...) = if (replay) spark.readStream... else ...`). False
  // for any other if.
  // A branch that is one value (an expression, or a block of one), or an if of that shape itself
  // (`else if`, `{ if (d) a else b }`): that value's node; null for any other branch. With
  // `blocks`, a block of statements that ends in a value is one too (the block: lowered as a
  // value, the interpreter runs its statements and takes the last one's value).
  TSNode conditional_branch(TSNode branch, int depth = 0, bool blocks = false) const {
    if (null(branch) || depth > 32) return TSNode{};
    TSSymbol s = ts_node_symbol(branch);
    if (s == ss_.block || s == ss_.indented_block) {
      const std::vector<TSNode> inner = block_statements(branch);
      if (blocks && inner.size() > 1 && is_value(inner.back())) return branch;
      if (inner.size() != 1) return TSNode{};
      branch = inner[0];
      s = ts_node_symbol(branch);
    }
    if (s == ss_.if_expression) {
      const bool value = !null(conditional_branch(child(branch, sf_.consequence), depth + 1, blocks)) &&
                         !null(conditional_branch(child(branch, sf_.alternative), depth + 1, blocks));
      return value ? branch : TSNode{};
    }
    return is_value(branch) ? branch : TSNode{};
  }

  // In value position (`val df = if (late) { val w = ...; w.groupBy(...) } else ...`), branches
  // may be blocks of statements: each side runs as a path of its own.
  bool conditional(TSNode n, TSFieldId field) {
    const TSNode consequence = conditional_branch(child(n, sf_.consequence), 0, true);
    const TSNode alternative = conditional_branch(child(n, sf_.alternative), 0, true);
    if (null(consequence) || null(alternative)) return false;
    open(sym_.conditional_expression, field, n);
    expression(consequence, 0);
    expression(child(n, sf_.condition), 0);
    expression(alternative, 0);
    close();
    return true;
  }

  // `x match { case p1 => a; case p2 => b; ... }` whose cases are one value each, in value position:
  // Python's `a if <p1> else (b if <p2> else ...)` with tests the interpreter never decides (a
  // pattern is no expression), so the value is one of the cases' (two streams, two triggers) or
  // what they agree on. False for any other match (a Try's, a case with statements).
  // The (clause, value) of each case of a match whose cases are one value each (2 to 32 of them);
  // empty for any other match. With `blocks`, a case of statements that ends in a value is one too
  // (its value is then the clause itself: case_value lowers its statements as a block).
  std::vector<std::pair<TSNode, TSNode>> value_cases(TSNode n, bool blocks = false) const {
    if (ts_node_symbol(n) != ss_.match_expression || try_call(child(n, sf_.value))) return {};
    std::vector<std::pair<TSNode, TSNode>> cases;
    for (TSNode clause : named_children(child(n, sf_.body))) {
      if (ts_node_symbol(clause) != ss_.case_clause) continue;
      std::vector<TSNode> body = field_children(clause, sf_.body);
      std::erase_if(body, [](TSNode b) { return !ts_node_is_named(b); });  // a `;` before the next case
      const TSNode value = body.size() == 1                                     ? conditional_branch(body[0], 0, blocks)
                           : blocks && body.size() > 1 && is_value(body.back()) ? clause
                                                                                : TSNode{};
      if (null(value)) return {};
      cases.emplace_back(clause, value);
    }
    if (cases.size() < 2 || cases.size() > 32) return {};
    return cases;
  }

  // A case's value in an expression, where no statement can bind what its pattern binds: those
  // names read as unknown values in it (`case Some(t) => spark.readStream.table(t)`).
  void case_value(TSNode clause, TSNode value) {
    std::vector<TSNode> names;
    pattern_names(child(clause, sf_.pattern), names);
    const std::size_t mark = matched_names_.size();
    for (TSNode name : names) matched_names_.push_back(text_of(name));
    if (ts_node_eq(value, clause)) {
      statements(field_children(clause, sf_.body), 0, false, clause);
    } else {
      expression(value, 0);
    }
    matched_names_.resize(mark);
  }

  bool matched(TSNode n, TSFieldId field) {
    const std::vector<std::pair<TSNode, TSNode>> cases = value_cases(n, true);
    if (cases.empty()) return false;
    for (std::size_t i = 0; i + 1 < cases.size(); ++i) {
      open(sym_.conditional_expression, i == 0 ? field : 0, i == 0 ? n : cases[i].first);
      case_value(cases[i].first, cases[i].second);
      unknown(0, child(cases[i].first, sf_.pattern));
    }
    case_value(cases.back().first, cases.back().second);
    for (std::size_t i = 0; i + 1 < cases.size(); ++i) close();
    return true;
  }

  // if / match / try / for / while / return, as statements (also in value position: the branches
  // still run, the value is unknown). False for any other node.
  // `returns_last`: the statement ends a function's body, so each branch's last value is returned.
  bool control(TSNode n, TSFieldId field, bool returns_last = false) {
    // A body's last statement reaches the next control statement without statement()'s guard (an
    // `else if` chain 6,000 long as a method's value overflowed the stack).
    DepthGuard guard(depth_);
    if (depth_ > kMaxDepth) return false;
    const TSSymbol s = ts_node_symbol(n);
    if (s == ss_.match_expression && try_call(child(n, sf_.value))) {
      tried(child(n, sf_.value), child(n, sf_.body), field, n, returns_last);
    } else if (const TSNode attempt = swallowing_try(n); !null(attempt)) {
      tried(attempt, TSNode{}, field, n);
    } else if (const TSNode each = foreach_assigning_outer(n); !null(each)) {
      // `opt.foreach { dir => w = w.option("checkpointLocation", dir) }`: Scala's closures share
      // the enclosing block's vars, where a Python function would bind a local of its own. The body
      // runs zero or more times: a branch of its own, as `if (opt.isDefined) { ... }` is (an option
      // only one path sets is unknown).
      open(sym_.if_statement, field, n);
      expression(child(child(n, sf_.function), sf_.value), f_.condition);
      const TSNode params = child(each, sf_.parameters);
      TSNode last{};
      for (TSNode c : named_children(each)) {
        if (!ts_node_eq(c, params)) last = c;
      }
      body(last, f_.consequence, false, [&] {
        if (null(params)) return;
        if (ts_node_symbol(params) != ss_.bindings) return bind_unknown(params);
        for (TSNode b : named_children(params)) bind_unknown(child(b, sf_.name));
      });
      close();
    } else if (s == ss_.if_expression) {
      open(sym_.if_statement, field, n);
      expression(child(n, sf_.condition), f_.condition);
      body(child(n, sf_.consequence), f_.consequence, returns_last);
      if (const TSNode alternative = child(n, sf_.alternative); !null(alternative)) {
        open(sym_.else_clause, 0, alternative);
        body(alternative, f_.body, returns_last);
        close();
      }
      close();
    } else if (s == ss_.match_expression) {
      // Each case is a branch of its own, as the branches of an if are.
      open(sym_.if_statement, field, n);
      expression(child(n, sf_.value), f_.condition);
      bool first = true;
      for (TSNode clause : named_children(child(n, sf_.body))) {
        if (ts_node_symbol(clause) != ss_.case_clause) continue;
        if (!first) open(sym_.elif_clause, 0, clause);
        statements(field_children(clause, sf_.body), f_.consequence, returns_last, clause,
                   [&] { bind_unknown(child(clause, sf_.pattern)); });
        if (!first) close();
        first = false;
      }
      close();
    } else if (s == ss_.try_expression) {
      // A function ending in `try { ...; df } catch { ... }` returns the try block's value (a
      // handler that returns another value is the exceptional path, not followed).
      open(sym_.try_statement, field, n);
      body(child(n, sf_.body), f_.body, returns_last);
      handlers(n);
      close();
    } else if (s == ss_.throw_expression) {
      open(sym_.raise_statement, field, n);
      for (TSNode c : named_children(n)) expression(c, 0);
      close();
    } else if (s == ss_.call_expression && one_of(text_of(child(n, sf_.function)), kThrowing)) {
      open(sym_.raise_statement, field, n);  // `sys.error(msg)` throws a RuntimeException
      call(n, 0);
      close();
    } else if (s == ss_.for_expression && for_loop(n, field)) {
    } else if (s == ss_.for_expression || s == ss_.while_expression || s == ss_.do_while_expression) {
      open(sym_.while_statement, field, n);
      if (s != ss_.for_expression) expression(child(n, sf_.condition), f_.condition);
      if (s == ss_.for_expression) {
        body(child(n, sf_.body), f_.body, false, [&] { bind_enumerators(n); });
      } else {
        body(child(n, sf_.body), f_.body, false);
      }
      close();
    } else if (s == ss_.return_expression) {
      open(sym_.return_statement, field, n);
      for (TSNode c : named_children(n)) expression(c, 0);
      close();
    } else {
      return false;
    }
    return true;
  }

  // `Try(x)` / `Try { ... }` (scala.util.Try).
  bool try_call(TSNode n) const {
    if (null(n) || ts_node_symbol(n) != ss_.call_expression) return false;
    const TSNode function = child(n, sf_.function);
    return !null(function) && ts_node_symbol(function) == ss_.identifier && text_of(function) == "Try" && !local("Try") &&
           !null(child(n, sf_.arguments));
  }

  // A statement that runs a Try and drops its failure: `Try { write }`, `Try(write).toOption`,
  // `Try(write).getOrElse(())`, ... (anything but `.get`, which throws it again). The Try call, or null.
  TSNode swallowing_try(TSNode n) const {
    if (try_call(n)) return n;
    TSNode access = n;
    if (!null(n) && ts_node_symbol(n) == ss_.call_expression) access = child(n, sf_.function);
    if (null(access) || ts_node_symbol(access) != ss_.field_expression) return TSNode{};
    const TSNode receiver = child(access, sf_.value);
    return try_call(receiver) && text_of(child(access, sf_.field)) != "get" ? receiver : TSNode{};
  }

  // A Try run as a statement, as Python's `try: x` with `except Exception:` (Try catches non-fatal
  // errors) whose handler is the `case Failure(e)` (or `case _`) of `cases` when the Try is matched,
  // and empty when its failure is dropped. A Success case runs after x. No handler when the match
  // names no failure (a failure is a MatchError: thrown again).
  // `returns_last`: the match ends a function's body (`def connect(...) = Try { spark.readStream
  // ...load() } match { case Success(df) => Some(df); case Failure(e) => None }`): the Success
  // case's pattern binds the Try's value, and each case returns its last value.
  void tried(TSNode attempt, TSNode cases, TSFieldId field, TSNode n, bool returns_last = false) {
    const TSNode args = child(attempt, sf_.arguments);
    const TSNode body_node = ts_node_symbol(args) == ss_.arguments
                                 ? (named_children(args).empty() ? TSNode{} : named_children(args).front())
                                 : args;
    std::vector<TSNode> runs;
    if (!null(body_node)) runs = ts_node_symbol(body_node) == ss_.block ? block_statements(body_node) : std::vector<TSNode>{body_node};
    TSNode failure{};
    TSNode success{};
    for (TSNode clause : named_children(cases)) {
      if (ts_node_symbol(clause) != ss_.case_clause) continue;
      const TSNode pattern = child(clause, sf_.pattern);
      const TSNode type = null(pattern) || ts_node_symbol(pattern) != ss_.case_class_pattern ? TSNode{} : child(pattern, sf_.type);
      if (!null(type) && text_of(type) == "Success") {
        if (null(success)) success = clause;
        if (!returns_last) {
          for (TSNode b : field_children(clause, sf_.body)) runs.push_back(b);
        }
      } else if (null(failure) && (null(type) || text_of(type) == "Failure")) {
        failure = clause;
      }
    }
    open(sym_.try_statement, field, n);
    const TSNode range = null(body_node) ? attempt : body_node;
    if (returns_last && !null(success)) {
      // The Try's statements, its value bound to the Success pattern's name, then the case's body.
      const TSNode pattern = child(child(success, sf_.pattern), sf_.pattern);
      statements(field_children(success, sf_.body), f_.body, true, range, [&] {
        for (std::size_t i = 0; i + 1 < runs.size(); ++i) statement(runs[i]);
        if (runs.empty()) return;
        if (null(pattern) || ts_node_symbol(pattern) != ss_.identifier || text_of(pattern) == "_") {
          return statement(runs.back());
        }
        open(sym_.expression_statement, 0, runs.back());
        open(sym_.assignment, 0, runs.back());
        binding(pattern, f_.left, false);
        expression(runs.back(), f_.right);
        close();
        close();
      });
    } else {
      statements(runs, f_.body, false, range);
    }
    if (null(cases) || !null(failure)) {
      const TSNode at = null(failure) ? child(attempt, sf_.function) : failure;
      open(sym_.except_clause, 0, at);
      qualified(at, 0, "Exception");
      if (returns_last && !null(failure)) {
        statements(field_children(failure, sf_.body), 0, true, at);
      } else {
        open(sym_.block, 0, at);
        if (!null(failure)) {
          for (TSNode b : field_children(failure, sf_.body)) statement(b);
        }
        close();
      }
      close();
    }
    close();
  }

  // `def connect(...) = Try(spark.readStream...load()).toOption`: a Try whose value a function
  // returns, as Python's `try: return <value>` with an `except Exception:` that drops the failure
  // (SR407 still sees the failure dropped; the caller gets the value of its success).
  void returned_try(TSNode value, TSNode attempt) {
    open(sym_.try_statement, 0, value);
    open(sym_.block, f_.body, value);
    open(sym_.return_statement, 0, value);
    expression(value, 0);
    close();
    close();
    const TSNode at = child(attempt, sf_.function);
    open(sym_.except_clause, 0, at);
    qualified(at, 0, "Exception");
    open(sym_.block, 0, at);
    close();
    close();
    close();
  }

  // A body (a block, or one expression) as a block; `returns_last`: a function's, whose last
  // expression is its value.
  // `prelude` emits the block's first statements (the names a pattern binds).
  // `xs.foreach { x => ... }` or `xs.foreach(x => ...)` whose lambda assigns a var of the enclosing
  // block (`w = w.option(...)`): the lambda; null for any other node.
  TSNode foreach_assigning_outer(TSNode n) const {
    if (ts_node_symbol(n) != ss_.call_expression) return {};
    const TSNode function = child(n, sf_.function);
    if (null(function) || ts_node_symbol(function) != ss_.field_expression ||
        text_of(child(function, sf_.field)) != "foreach") {
      return {};
    }
    const TSNode args = child(n, sf_.arguments);
    std::vector<TSNode> parts = null(args) ? std::vector<TSNode>{} : named_children(args);
    if (parts.size() == 1 && ts_node_symbol(parts[0]) == ss_.block) parts = named_children(parts[0]);
    if (parts.size() != 1 || ts_node_symbol(parts[0]) != ss_.lambda_expression) return {};
    const TSNode lambda = parts[0];
    const TSNode params = child(lambda, sf_.parameters);
    bool assigns = false;
    for (TSNode c : named_children(lambda)) {
      if (ts_node_eq(c, params)) continue;
      const TSSymbol cs = ts_node_symbol(c);
      for (TSNode statement :
           cs == ss_.block || cs == ss_.indented_block ? block_statements(c) : std::vector<TSNode>{c}) {
        if (ts_node_symbol(statement) != ss_.assignment_expression) continue;
        const TSNode left = child(statement, sf_.left);
        assigns = assigns || (!null(left) && ts_node_symbol(left) == ss_.identifier && find_local(text_of(left)));
      }
    }
    return assigns ? lambda : TSNode{};
  }

  void body(TSNode b, TSFieldId field, bool returns_last, const std::function<void()>& prelude = {}) {
    if (null(b)) return;
    const TSSymbol s = ts_node_symbol(b);
    if (s == ss_.block || s == ss_.indented_block) {
      statements(block_statements(b), field, returns_last, b, prelude);
    } else {
      statements({b}, field, returns_last, b, prelude);
    }
  }

  void statements(const std::vector<TSNode>& all, TSFieldId field, bool returns_last, TSNode range,
                  const std::function<void()>& prelude = {}) {
    const std::vector<TSNode> list = joined(all);
    const std::size_t mark = locals_.size();  // a block's definitions are its own
    open(sym_.block, field, range);
    if (prelude) prelude();
    for (std::size_t i = 0; i < list.size(); ++i) {
      const TSSymbol ls = ts_node_symbol(list[i]);
      const bool value_if = ls == ss_.if_expression && !null(conditional_branch(child(list[i], sf_.consequence))) &&
                            !null(conditional_branch(child(list[i], sf_.alternative)));
      const bool value = (is_value(list[i]) && null(swallowing_try(list[i]))) || value_if || !value_cases(list[i]).empty();
      if (returns_last && i + 1 == list.size() && value) {
        open(sym_.return_statement, 0, list[i]);
        expression(list[i], 0);
        close();
      } else if (const TSNode attempt = swallowing_try(list[i]);
                 returns_last && i + 1 == list.size() && !null(attempt) && is_value(list[i])) {
        returned_try(list[i], attempt);
      } else if (returns_last && i + 1 == list.size() &&
                 (ls == ss_.if_expression || ls == ss_.match_expression || ls == ss_.try_expression) &&
                 control(list[i], 0, true)) {
        // A match (or if) whose cases hold statements ends the body: each case returns its last
        // value; a try returns its block's.
      } else {
        statement(list[i]);
      }
    }
    close();
    locals_.resize(mark);
  }

  // A line that ends with a symbolic operator continues on the next (Scala's `InfixExpr id [nl]
  // InfixExpr`): `val path = Root +` then `"/orders"` is one expression. tree-sitter-scala 0.24
  // reads a postfix expression and a second statement; the statements after such a postfix are
  // its right operands (continued_, read by expression()) and leave the list.
  std::vector<TSNode> joined(const std::vector<TSNode>& list) {
    std::vector<TSNode> out;
    TSNode open = TSNode{};
    for (TSNode n : list) {
      if (!null(open) && is_value(n)) {
        continued_.emplace_back(open, n);
        open = dangling_operator(n);
        continue;
      }
      out.push_back(n);
      open = dangling_operator(n);
    }
    return out;
  }

  // The postfix expression with a symbolic operator that statement `n` ends with (as itself, a
  // val's or var's value, an assignment's right side), else a null node.
  TSNode dangling_operator(TSNode n) const {
    const TSSymbol s = ts_node_symbol(n);
    if (s == ss_.val_definition || s == ss_.var_definition) n = child(n, sf_.value);
    if (s == ss_.assignment_expression) n = child(n, sf_.right);
    if (null(n) || ts_node_symbol(n) != ss_.postfix_expression) return TSNode{};
    const auto parts = named_children(n);
    if (parts.size() != 2 || ts_node_symbol(parts[1]) != ss_.operator_identifier) return TSNode{};
    const std::string_view op = text_of(parts[1]);
    const bool symbolic = !op.empty() && !std::isalnum(static_cast<unsigned char>(op.front())) && op.front() != '_';
    return symbolic ? n : TSNode{};
  }

  // The statement continuing postfix expression `n` (joined), or a null node.
  TSNode continuation_of(TSNode n) const {
    for (const auto& [postfix, next] : continued_) {
      if (ts_node_eq(postfix, n)) return next;
    }
    return TSNode{};
  }

  // An expression whose value a block ends with (not a definition, import or loop).
  bool is_value(TSNode n) const {
    const TSSymbol s = ts_node_symbol(n);
    return s != ss_.val_definition && s != ss_.var_definition && s != ss_.function_definition &&
           s != ss_.import_declaration && s != ss_.object_definition && s != ss_.class_definition &&
           s != ss_.trait_definition && s != ss_.assignment_expression && s != ss_.for_expression &&
           s != ss_.while_expression && s != ss_.do_while_expression && s != ss_.return_expression &&
           s != ss_.if_expression && s != ss_.match_expression && s != ss_.try_expression &&
           s != ss_.comment && s != ss_.block_comment && !is_error_node(n);
  }

  // ---- definitions ----

  // A member val each instance has its own of (mark_instance_vals): a method without a parameter
  // list, taking what the class's methods take (taken_parameters), whose body is the value.
  void instance_val(TSNode n, TSNode name, TSNode value) {
    open(sym_.function_definition, 0, n);
    binding(name, f_.name, true);
    const std::size_t mark = locals_.size();
    open(sym_.parameters, f_.parameters, ts_node_end_byte(name), ts_node_end_byte(name));
    taken_parameters(mark);
    close();
    body(value, f_.body, true);
    close();
    locals_.resize(mark);
  }

  // A method of a class takes its constructor's parameters after its own (kScalaClassParameter),
  // and a trait's its abstract members, unless its own (the locals from `mark`) shadow them.
  // They are keyword-only (after a `*`, or the own `topics: String*`), so that what an instance
  // gives them (passed by name) never lands on an own parameter of the same name.
  // A constructor parameter with a default is one too: an instance that gives a value reads its
  // own, one that gives none the default.
  void taken_parameters(std::size_t mark, bool splat = false) {
    const std::size_t own = locals_.size();
    std::vector<std::string_view> taken = taken_class_parameters(owner_);
    const std::vector<std::string_view> declared = abstract_members(owner_);
    taken.insert(taken.end(), declared.begin(), declared.end());
    for (std::string_view p : taken) {
      if (p.empty()) continue;
      const bool shadowed =
          std::any_of(locals_.begin() + static_cast<std::ptrdiff_t>(mark),
                      locals_.begin() + static_cast<std::ptrdiff_t>(own), [&](const Local& l) { return l.name == p; });
      if (shadowed) continue;
      if (!splat) synthetic(sym_.keyword_separator, 0, "*");
      splat = true;
      locals_.push_back({p, ""});
      if (!defaulted(owner_, p)) {
        synthetic(sym_.identifier, 0, p);
        continue;
      }
      // The default is written outside this unit: the name free (one value for every instance
      // that gives none; another file's instance passes the value its constructor computed).
      open(sym_.default_parameter, 0, ts_node_end_byte(top_), ts_node_end_byte(top_));
      synthetic(sym_.identifier, f_.name, p);
      synthetic(sym_.identifier, f_.value, p);
      close();
    }
  }

  // Whether `n` is `this.name` in a member of class owner_ whose constructor takes `name`.
  bool own_constructor_parameter(TSNode n) const {
    const TSNode value = child(n, sf_.value);
    if (null(value) || ts_node_symbol(value) != ss_.identifier || text_of(value) != "this" || owner_.empty())
      return false;
    const std::vector<std::string_view> parameters = taken_class_parameters(owner_);
    return std::find(parameters.begin(), parameters.end(), text_of(child(n, sf_.field))) != parameters.end();
  }

  // Whether the member being lowered (a method of owner_) has a parameter of its own named `name`
  // (kScalaOwnParameter).
  bool own_parameter(std::string_view name) const {
    const TSNode method = ts_node_symbol(top_) == ss_.function_definition ? child(top_, sf_.name) : TSNode{};
    const auto it = members_.find(owner_);
    if (null(method) || it == members_.end()) return false;
    return it->second.count(std::string(kScalaOwnParameter) + std::string(text_of(method)) + ":" + std::string(name)) >
           0;
  }

  // Whether the constructor parameter `name` of class `owner` has a default (kScalaClassParameter).
  bool defaulted(std::string_view owner, std::string_view name) const {
    const std::vector<std::string_view> all = constructor_parameters(members_, owner, true);
    const std::vector<std::string_view> plain = class_parameters(owner);
    for (std::size_t i = 0; i < all.size() && i < plain.size(); ++i) {
      if (all[i] == name) return plain[i].empty();
    }
    return false;
  }

  // What a class's methods take of its constructor (taken_parameters), in order: every parameter,
  // those with a default too.
  std::vector<std::string_view> taken_class_parameters(std::string_view owner) const {
    return constructor_parameters(members_, owner, true);
  }

  void function(TSNode n, TSFieldId field) {
    open(sym_.function_definition, field, n);
    // A member's name is qualified; a local def's is bound in the enclosing block (before its
    // body, which may call it).
    const TSNode name = child(n, sf_.name);
    const bool member = !owner_.empty() && ts_node_eq(n, top_);
    if (factory_twin_) {
      open(sym_.identifier, f_.name, ts_node_start_byte(name), ts_node_start_byte(name));
      synthetic(sym_.identifier, 0, owner_ + "." + std::string(text_of(name)) + "." + std::string(kScalaFactoryMade));
      close();
    } else if (member && !null(name) && text_of(name) == "main" && !in_object(n)) {
      // A trait's or class's `main` is no JVM entry (only an object's is): the name has no text of
      // its own, so the interpreter runs it as a stand-in for the objects that inherit it
      // (Interpreter::run_unreached reads "main" as an entry).
      open(sym_.identifier, f_.name, ts_node_start_byte(name), ts_node_start_byte(name));
      synthetic(sym_.identifier, 0, owner_ + ".main");
      close();
    } else if (!null(name)) {
      binding(name, f_.name, member);
    }
    const std::size_t mark = locals_.size();
    // Curried parameter lists read as one list.
    // Only implicit lists: an empty span, as for no list (the def is called where it is named,
    // scala_called_when_named); their parameters are still its own.
    const std::vector<TSNode> lists = field_children(n, sf_.parameters);
    std::uint32_t at = ts_node_end_byte(child(n, sf_.name));
    const bool spanned = !lists.empty() && !std::all_of(lists.begin(), lists.end(), implicit_list);
    open(sym_.parameters, f_.parameters, spanned ? ts_node_start_byte(lists.front()) : at,
         spanned ? ts_node_end_byte(lists.back()) : at);
    bool splat = false;  // a `topics: String*` of its own: what follows is keyword-only
    for (TSNode list : lists) {
      if (ts_node_symbol(list) != ss_.parameters) continue;
      // The compiler gives an implicit parameter a caller leaves out: the value of that name where
      // the def is (a free name when none), as a default is given.
      const bool implicit = implicit_list(list);
      for (TSNode p : named_children(list)) {
        if (ts_node_symbol(p) != ss_.parameter) continue;
        const TSNode name = child(p, sf_.name);
        const TSNode fallback = child(p, sf_.default_value);
        if (null(name)) continue;
        locals_.push_back({text_of(name), ""});
        const TSNode type = child(p, sf_.type);
        if (!null(type) && ts_node_symbol(type) == ss_.repeated_parameter_type) {
          // `topics: String*`: the arguments left, as Python's `*topics`.
          open(sym_.list_splat_pattern, 0, p);
          leaf(sym_.identifier, 0, name);
          close();
          splat = true;
        } else if (null(fallback) && implicit) {
          open(sym_.default_parameter, 0, p);
          leaf(sym_.identifier, f_.name, name);
          qualified(name, f_.value, text_of(name));
          close();
        } else if (null(fallback)) {
          leaf(sym_.identifier, 0, name);
        } else {
          open(sym_.default_parameter, 0, p);
          leaf(sym_.identifier, f_.name, name);
          expression(fallback, f_.value);
          close();
        }
      }
    }
    if (!owner_.empty() && ts_node_eq(n, top_)) taken_parameters(mark, splat);
    close();
    body(child(n, sf_.body), f_.body, true);
    close();
    locals_.resize(mark);
  }

  // `catch { case e: Exception => ... }` (Scala 3 also without braces, one case): each case as
  // Python's `except <type>:` with its body, so what reads except clauses (SR407) reads catch
  // cases. `catch handler` (a PartialFunction value) catches what the value decides: unknown.
  // A try's catch clauses and finally block, inside its try_statement.
  void handlers(TSNode try_expression) {
    for (TSNode c : named_children(try_expression)) {
      const TSSymbol cs = ts_node_symbol(c);
      if (cs == ss_.catch_clause) {
        catch_clause(c);
      } else if (cs == ss_.finally_clause) {
        open(sym_.finally_clause, 0, c);
        open(sym_.block, 0, c);
        for (TSNode part : named_children(c)) statement(part);
        close();
        close();
      }
    }
  }

  void catch_clause(TSNode c) {
    if (const TSNode pattern = child(c, sf_.pattern); !null(pattern)) return catch_case(c, pattern, field_children(c, sf_.body));
    bool cases = false;
    for (TSNode part : named_children(c)) {
      if (ts_node_symbol(part) != ss_.case_block && ts_node_symbol(part) != ss_.indented_cases) continue;
      cases = true;
      for (TSNode clause : named_children(part)) {
        if (ts_node_symbol(clause) == ss_.case_clause) catch_case(clause, child(clause, sf_.pattern), field_children(clause, sf_.body));
      }
    }
    if (cases) return;
    open(sym_.except_clause, 0, c);
    qualified(c, 0, "PartialFunction");  // not known to catch everything
    open(sym_.block, 0, c);
    for (TSNode part : named_children(c)) statement(part);
    close();
    close();
  }

  void catch_case(TSNode clause, TSNode pattern, const std::vector<TSNode>& bodies) {
    open(sym_.except_clause, 0, clause);
    if (const auto type = caught_type(pattern)) qualified(pattern, 0, *type);
    open(sym_.block, 0, clause);
    for (TSNode b : bodies) statement(b);
    close();
    close();
  }

  // What a catch case catches, spelled as Python's except header: "Exception" for `e: Exception`
  // and `NonFatal(e)`, "BaseException" for `Throwable`, the type's own name otherwise; nullopt (a
  // bare `except:`) for `_` or a plain name, which catch everything.
  std::optional<std::string> caught_type(TSNode p) const {
    if (null(p)) return std::nullopt;
    const TSSymbol s = ts_node_symbol(p);
    if (s == ss_.wildcard || s == ss_.identifier) return std::nullopt;
    TSNode type{};
    if (s == ss_.typed_pattern || s == ss_.case_class_pattern) type = child(p, sf_.type);
    std::string name(null(type) ? text_of(p) : text_of(type));
    if (const std::size_t dot = name.rfind('.'); dot != std::string::npos && !null(type)) name = name.substr(dot + 1);
    if (name == "Throwable") return "BaseException";
    if (name == "NonFatal" && s == ss_.case_class_pattern) return "Exception";
    return name;
  }

  // (a: T, b) => body, x => body, _ => body: an anonymous def.
  void lambda(TSNode n, TSFieldId field) {
    const std::size_t mark = locals_.size();
    open(sym_.function_definition, field, n);
    const TSNode params = child(n, sf_.parameters);
    open(sym_.parameters, f_.parameters, params);
    if (!null(params)) {
      if (ts_node_symbol(params) == ss_.bindings) {
        for (TSNode b : named_children(params)) parameter(child(b, sf_.name));
      } else {
        parameter(params);
      }
    }
    close();
    TSNode last{};
    for (TSNode c : named_children(n)) {
      if (!ts_node_eq(c, params)) last = c;
    }
    if (!null(last)) body(last, f_.body, true);
    close();
    locals_.resize(mark);
  }

  // `{ topic: String =>` with the body on the next lines, Scala 2's lambda of one typed parameter,
  // which tree-sitter-scala reads as Scala 3's `topic:` colon argument (a call of `topic` with the
  // lambda `String => body`). A lambda's parameter named with a capital is a type, so this is that
  // misreading: the body (the colon argument's indented block); null for anything else.
  TSNode typed_parameter_body(TSNode n) const {
    if (ts_node_symbol(n) != ss_.call_expression) return {};
    // The colon argument is the call's last child (rare: looked at before any field lookup).
    const std::uint32_t count = ts_node_child_count(n);
    const TSNode argument = count == 0 ? TSNode{} : ts_node_child(n, count - 1);
    if (null(argument) || ts_node_symbol(argument) != ss_.colon_argument) return {};
    const TSNode name = child(n, sf_.function);
    if (null(name) || ts_node_symbol(name) != ss_.identifier) return {};
    const TSNode type = child(argument, sf_.lambda_start);
    const std::string_view written = null(type) ? std::string_view() : text_of(type);
    if (written.empty() || !std::isupper(static_cast<unsigned char>(written.front()))) return {};
    TSNode body{};
    each_named_child(argument, [&](TSNode c) {
      if (ts_node_symbol(c) == ss_.indented_block) body = c;
    });
    return body;
  }

  // The lambda `name => body` of a typed_parameter_body misreading `n`.
  void typed_lambda(TSNode n, TSNode body_node, TSFieldId field) {
    const std::size_t mark = locals_.size();
    open(sym_.function_definition, field, n);
    const TSNode name = child(n, sf_.function);
    open(sym_.parameters, f_.parameters, name);
    parameter(name);
    close();
    body(body_node, f_.body, true);
    close();
    locals_.resize(mark);
  }

  // `new VoidFunction2[Dataset[Row], java.lang.Long] { override def call(df, id): Unit = ... }`: an
  // anonymous class whose only method is `call` (Java's functional interfaces, the foreachBatch
  // overload Scala 2.12 code often has to use) or `apply` (Scala's FunctionN) is that function. An
  // anonymous ForeachWriter is the tuple of its `open`, `process` and `close`, which foreach runs
  // on the executors (Interpreter::run_batch_handler); one with only `process` is that function.
  bool single_method_instance(TSNode n, TSFieldId field) {
    TSNode members{};
    each_named_child(n, [&](TSNode c) {
      if (ts_node_symbol(c) == ss_.template_body) members = c;
    });
    TSNode method{};
    std::vector<TSNode> writer;  // open, process, close as written
    bool process = false;
    int defs = 0;
    each_named_child(members, [&](TSNode c) {
      if (ts_node_symbol(c) != ss_.function_definition) return;
      ++defs;
      const std::string_view name = text_of(child(c, sf_.name));
      if (name == "call" || name == "apply") method = c;
      if (name == "open" || name == "process" || name == "close") writer.push_back(c);
      process = process || name == "process";
    });
    if (defs != 1) method = TSNode{};
    if (null(method) && !process) return false;
    if (!null(method) || writer.size() == 1) {
      method_function(null(method) ? writer.front() : method, n, field);
      return true;
    }
    open(sym_.tuple, field, n);
    for (TSNode each : writer) method_function(each, each, 0);
    close();
    return true;
  }

  // A method of an anonymous class as a function at `at`: its parameters and body.
  void method_function(TSNode method, TSNode at, TSFieldId field) {
    const std::size_t mark = locals_.size();
    open(sym_.function_definition, field, at);
    const std::vector<TSNode> lists = field_children(method, sf_.parameters);
    open(sym_.parameters, f_.parameters, lists.empty() ? method : lists.front());
    for (TSNode list : lists) {
      for (TSNode p : named_children(list)) {
        if (ts_node_symbol(p) == ss_.parameter) parameter(child(p, sf_.name));
      }
    }
    close();
    body(child(method, sf_.body), f_.body, true);
    close();
    locals_.resize(mark);
  }

  // `new C(args)` / `new C[T](args)` without a body: a call of C, as a case class's `C(args)` is
  // (`new SparkConf().set(...)` builds the conf the session reads). An anonymous class (a body) or
  // a qualified type (`new java.util.Properties`) stays unknown.
  bool new_instance(TSNode n, TSFieldId field) {
    const TSNode type = made_type(n);
    if (null(type)) return false;
    if (function_class_instance(n, type, field)) return true;
    TSNode args{};
    each_named_child(n, [&](TSNode c) {
      if (ts_node_symbol(c) == ss_.arguments) args = c;
    });
    open(sym_.call, field, n);
    // A factory's twin (kScalaFactoryMade): its class's constructor, which returns what it was given.
    if (const std::string made = factory_twin_ ? factory_body_class(n) : ""; !made.empty()) {
      qualified(type, f_.function, made + "." + std::string(kScalaConstructor));
    } else {
      class_reference(type, f_.function);
    }
    arguments(args, n);
    close();
    return true;
  }

  // When `n` is what the def being lowered, a factory of its object (kScalaFactory), makes: the
  // class's path (a class of this file whose constructor takes parameters); "" otherwise.
  std::string factory_body_class(TSNode n) const {
    if (null(n) || ts_node_symbol(top_) != ss_.function_definition || !ts_node_eq(factory_made(top_), n)) return "";
    return factory_type_of(owner_, text_of(child(top_, sf_.name)));
  }

  // The class `new C(...)` makes (`C`, a generic `C[T]`'s `C`, `Sinks.Inner` of an object): its
  // type node; null for an anonymous class (a body) or a type of a package
  // (`new java.util.Properties`), which stay unknown.
  TSNode made_type(TSNode n) const {
    TSNode type{};
    bool body = false;
    each_named_child(n, [&](TSNode c) {
      const TSSymbol cs = ts_node_symbol(c);
      if (cs == ss_.template_body) body = true;
      else if (cs != ss_.arguments && null(type))
        type = c;
    });
    if (body || null(type)) return {};
    if (ts_node_symbol(type) == ss_.generic_type) type = named_children(type).empty() ? TSNode{} : named_children(type).front();
    if (null(type)) return {};
    if (ts_node_symbol(type) == ss_.type_identifier) return type;
    if (ts_node_symbol(type) != ss_.stable_type_identifier) return {};
    // An object's class: its path starts with an object of this file or a capitalised name (another
    // file's object), not a package.
    TSNode root = type;
    while (!null(root) && ts_node_named_child_count(root) > 0 && ts_node_symbol(root) != ss_.identifier) {
      root = ts_node_named_child(root, 0);
    }
    const std::string_view first = null(root) ? std::string_view() : text_of(root);
    const bool object =
        !first.empty() && (class_path(first) || std::isupper(static_cast<unsigned char>(first.front())));
    return object ? type : TSNode{};
  }

  // The class a `new` names, as the callee of its call: a class of this file or an enclosing
  // object's by its qualified name, another file's by its name (`Inner`) or path (`Sinks.Inner`).
  void class_reference(TSNode type, TSFieldId field) {
    if (ts_node_symbol(type) == ss_.type_identifier) {
      if (const auto member = enclosing_member(text_of(type))) {
        qualified(type, field, *member);  // a class of the enclosing object: `new Cfg(...)` in Job
      } else {
        leaf(sym_.identifier, field, type);
      }
      return;
    }
    if (const auto path = class_path(text_of(type))) return qualified(type, field, *path);
    const auto parts = named_children(type);
    if (parts.size() != 2) return unknown(field, type);
    open(sym_.attribute, field, type);
    if (ts_node_symbol(parts[0]) == ss_.identifier) {
      expression(parts[0], f_.object);
    } else {
      class_reference(parts[0], f_.object);
    }
    leaf(sym_.identifier, f_.attribute, parts[1]);
    close();
  }

  // `new Writer("t")` of a class of this file that is a function (its `call`, as Java's
  // VoidFunction2, or `apply`, as Scala's FunctionN) or a ForeachWriter (its `process`), as the
  // anonymous ones are (single_method_instance): that method with the constructor's arguments
  // given, functools.partial(Writer.call, table="t").
  bool function_class_instance(TSNode n, TSNode type, TSFieldId field) {
    const std::string made = instantiated_class(n);
    const auto own = made.empty() ? members_.end() : members_.find(made);
    if (own == members_.end()) return false;
    std::string_view method;
    for (std::string_view name : {"call", "apply", "process"}) {
      if (name == "apply" && own->second.count(kScalaCompanionApply)) continue;  // the companion object's
      if (own->second.count(name)) {
        method = name;
        break;
      }
    }
    if (method.empty()) return false;
    // A ForeachWriter's open and close run on the executors too: the tuple of its methods.
    std::vector<std::string_view> methods{method};
    if (method == "process") {
      methods.clear();
      for (std::string_view name : {"open", "process", "close"}) {
        if (own->second.count(name)) methods.push_back(name);
      }
    }
    if (methods.size() > 1) open(sym_.tuple, field, n);
    for (std::string_view each : methods) {
      open(sym_.call, methods.size() > 1 ? 0 : field, n);
      synthetic(sym_.identifier, f_.function, py::kPartialFunction);
      open(sym_.argument_list, f_.arguments, n);
      qualified(type, 0, made + "." + std::string(each));
      constructor_keywords(n, taken_class_parameters(made));
      close();
      close();
    }
    if (methods.size() > 1) close();
    return true;
  }

  // One parameter name; `_` keeps its place (foreachBatch reads parameters by position).
  void parameter(TSNode name) {
    if (!null(name) && ts_node_symbol(name) == ss_.identifier && text_of(name) != "_") {
      locals_.push_back({text_of(name), ""});
      leaf(sym_.identifier, 0, name);
    } else {
      synthetic(sym_.identifier, 0, "_");
    }
  }

  // { case (df, id) => body ... }: an anonymous def of the first case's pattern.
  void case_function(TSNode n, TSFieldId field) {
    const std::size_t mark = locals_.size();
    std::vector<TSNode> clauses;
    for (TSNode c : named_children(n)) {
      if (ts_node_symbol(c) == ss_.case_clause) clauses.push_back(c);
    }
    open(sym_.function_definition, field, n);
    const TSNode pattern = clauses.empty() ? TSNode{} : child(clauses.front(), sf_.pattern);
    open(sym_.parameters, f_.parameters, null(pattern) ? n : pattern);
    if (!null(pattern)) {
      const std::vector<TSNode> parts =
          ts_node_symbol(pattern) == ss_.tuple_pattern ? named_children(pattern) : std::vector<TSNode>{pattern};
      for (TSNode part : parts) {
        TSNode name = part;
        if (ts_node_symbol(part) == ss_.typed_pattern) {
          const auto inner = named_children(part);
          name = inner.empty() ? TSNode{} : inner.front();
        }
        parameter(name);
      }
    }
    close();
    if (clauses.size() == 1) {
      statements(field_children(clauses.front(), sf_.body), f_.body, true, clauses.front());
    } else {
      open(sym_.block, f_.body, n);
      open(sym_.if_statement, 0, n);
      bool first = true;
      for (TSNode clause : clauses) {
        if (!first) open(sym_.elif_clause, 0, clause);
        statements(field_children(clause, sf_.body), f_.consequence, true, clause);
        if (!first) close();
        first = false;
      }
      close();
      close();
    }
    close();
    locals_.resize(mark);
  }

  // `package a.b`: the package's other objects are in scope without an import, as if star-imported
  // (the interpreter looks names up in a star-imported project package lazily).
  void package(TSNode n) {
    const std::string name = package_name(n);
    if (name.empty()) return;
    open(sym_.import_from_statement, 0, n);
    synthetic(sym_.dotted_name, f_.module_name, name);
    synthetic(sym_.wildcard_import, 0, "*");
    close();
  }

  // A clause's full name: chained clauses before it (`package a` then `package b` is a.b) and the
  // clauses whose braces hold it (`package a { package b ... }`).
  std::string package_name(TSNode clause) const {
    std::string name(text_of(child(clause, sf_.name)));
    TSNode at = clause;
    for (int steps = 0; steps < 64 && !null(at) && !name.empty(); ++steps) {
      TSNode prev = ts_node_prev_named_sibling(at);
      while (!null(prev) && (ts_node_symbol(prev) == ss_.comment || ts_node_symbol(prev) == ss_.block_comment)) {
        prev = ts_node_prev_named_sibling(prev);
      }
      if (!null(prev) && ts_node_symbol(prev) == ss_.package_clause && null(child(prev, sf_.body))) {
        name = std::string(text_of(child(prev, sf_.name))) + "." + name;
        at = prev;
        continue;
      }
      const TSNode body = ts_node_parent(at);
      const TSNode outer = null(body) ? body : ts_node_parent(body);
      if (null(outer) || ts_node_symbol(outer) != ss_.package_clause) break;
      name = std::string(text_of(child(outer, sf_.name))) + "." + name;
      at = outer;
    }
    return name;
  }

  // import a.b.C / a.b._ / a.b.{C, D => E, _} / import a
  void import(TSNode n) {
    std::vector<TSNode> path;
    for (TSNode p : field_children(n, sf_.path)) {
      if (ts_node_is_named(p)) path.push_back(p);
    }
    if (path.empty()) return;
    // `import spark.implicits._` imports from a value: the import reads it (a foreachBatch closure
    // that holds it captures the driver's session, SR403).
    if (const TSNode root = path.front();
        ts_node_symbol(root) == ss_.identifier && (local(text_of(root)) || enclosing_member(text_of(root)))) {
      open(sym_.expression_statement, 0, root);
      expression(root, 0);
      close();
    }
    TSNode selectors{};
    for (TSNode c : named_children(n)) {
      const TSSymbol s = ts_node_symbol(c);
      if (s == ss_.namespace_selectors || s == ss_.namespace_wildcard) selectors = c;
    }
    const std::uint32_t start = ts_node_start_byte(path.front());
    if (null(selectors)) {
      if (path.size() == 1) {
        open(sym_.import_statement, 0, n);
        leaf(sym_.dotted_name, f_.name, path.front());
        close();
        return;
      }
      open(sym_.import_from_statement, 0, n);
      leaf(sym_.dotted_name, f_.module_name, start, ts_node_end_byte(path[path.size() - 2]));
      leaf(sym_.dotted_name, f_.name, path.back());
      close();
      return;
    }
    open(sym_.import_from_statement, 0, n);
    leaf(sym_.dotted_name, f_.module_name, start, ts_node_end_byte(path.back()));
    if (ts_node_symbol(selectors) == ss_.namespace_wildcard) {
      leaf(sym_.wildcard_import, 0, selectors);
    } else {
      for (TSNode s : named_children(selectors)) {
        const TSSymbol type = ts_node_symbol(s);
        if (type == ss_.identifier) {
          leaf(sym_.dotted_name, f_.name, s);
        } else if (type == ss_.namespace_wildcard || type == ss_.wildcard) {
          leaf(sym_.wildcard_import, 0, s);
        } else if (type == ss_.arrow_renamed_identifier || type == ss_.as_renamed_identifier) {
          const TSNode name = child(s, sf_.name);
          const TSNode alias = child(s, sf_.alias);
          if (null(name) || null(alias) || ts_node_symbol(alias) != ss_.identifier) continue;  // `C => _` hides C
          open(sym_.aliased_import, f_.name, s);
          leaf(sym_.dotted_name, f_.name, name);
          leaf(sym_.identifier, f_.alias, alias);
          close();
        }
      }
    }
    close();
  }

  // ---- expressions ----

  void expression(TSNode n, TSFieldId field) {
    if (null(n)) return;
    DepthGuard guard(depth_);
    if (depth_ > kMaxDepth) return unknown(field, n);
    const TSSymbol s = ts_node_symbol(n);
    if (s == ss_.call_expression) {
      if (const TSNode typed = typed_parameter_body(n); !null(typed)) return typed_lambda(n, typed, field);
    }
    if (s == ss_.identifier || s == ss_.operator_identifier) {
      if (text_of(n) == "_") return unknown(field, n);
      if (text_of(n).starts_with('\'')) return symbol_literal(n, field);
      if (std::find(matched_names_.begin(), matched_names_.end(), text_of(n)) != matched_names_.end()) {
        return unknown(field, n);
      }
      if (const auto member = enclosing_member(text_of(n))) return member_reference(n, n, field, *member, true);
      if (const auto apply = function_object(text_of(n))) return qualified(n, field, *apply);
      if (abstract_member(text_of(n))) return unknown(field, n);
      if (text_of(n) == "None" && !local("None")) return leaf(sym_.none, field, n);
      return leaf(sym_.identifier, field, n);
    }
    if (s == ss_.field_expression) {
      const std::string_view name = text_of(child(n, sf_.field));
      // (`dbutils.widgets`, `sys.env`: objects read by key, pure_lookup, not calls of a method.)
      if (one_of(name, kProperties) || in_package(n) || one_of(text_of(n), kLookupObjects)) return attribute(n, field);
      if (own_constructor_parameter(n)) {
        // `this.chk` in a method of a class whose constructor takes chk: the instance's, which the
        // method takes (taken_parameters); unknown where an own parameter of the name hides it.
        if (own_parameter(name)) return unknown(field, n);
        return qualified(n, field, name);
      }
      // `Obj.x` and `this.x` as written: a fix of the reference replaces the whole name.
      if (const auto member = object_member(n)) return member_reference(n, n, field, *member, true);
      if (class_field(name)) return attribute(n, field);  // `cfg.checkpoint`
      open(sym_.call, field, n);  // `df.distinct`, `query.awaitTermination`: a call without ()
      attribute(n, f_.function);
      leaf(sym_.argument_list, f_.arguments, ts_node_end_byte(n), ts_node_end_byte(n));
      close();
      return;
    }
    // `sys.error(msg)` throws, as `throw` does (a raise: a conditional's side with no value).
    if (s == ss_.call_expression && one_of(text_of(child(n, sf_.function)), kThrowing) && control(n, field)) return;
    if (s == ss_.call_expression) return call(n, field);
    if (s == ss_.string) return string(n, field);
    if (s == ss_.interpolated_string_expression) return interpolated(n, field);
    if (s == ss_.integer_literal) {
      const std::string_view t = text_of(n);
      if (!t.empty() && (t.back() == 'L' || t.back() == 'l')) return synthetic(sym_.integer, field, t.substr(0, t.size() - 1));
      return leaf(sym_.integer, field, n);
    }
    if (s == ss_.floating_point_literal) return leaf(sym_.float_, field, n);
    if (s == ss_.boolean_literal) return leaf(text_of(n) == "true" ? sym_.true_ : sym_.false_, field, n);
    if (s == ss_.null_literal) return leaf(sym_.none, field, n);
    if (s == ss_.infix_expression) return infix(n, field);
    if (s == ss_.postfix_expression) {
      const auto parts = named_children(n);
      if (parts.size() == 2 && text_of(parts[1]) == "_") {
        // `appendTo("t") _`: a method's first parameter list applied, the rest left open, is
        // Python's functools.partial(appendTo, "t") (the interpreter binds the leading arguments).
        const TSNode inner = parts[0];
        if (ts_node_symbol(inner) == ss_.call_expression && !null(child(inner, sf_.function)) &&
            ts_node_symbol(child(inner, sf_.function)) != ss_.call_expression) {
          open(sym_.call, field, n);
          synthetic(sym_.identifier, f_.function, py::kPartialFunction);
          open(sym_.argument_list, f_.arguments, inner);
          const TSNode function = child(inner, sf_.function);
          if (ts_node_symbol(function) == ss_.field_expression) {
            attribute(function, 0);
          } else {
            expression(function, 0);
          }
          arguments_into(child(inner, sf_.arguments));
          close();
          close();
          return;
        }
        return expression(parts[0], field);  // `f _`
      }
      if (const TSNode next = continuation_of(n); !null(next)) return infix_parts(n, parts[0], parts[1], next, field);
      if (parts.size() == 2) return method_call(n, parts[0], parts[1], {}, field);
      return unknown(field, n);
    }
    if (s == ss_.prefix_expression) {
      // `!df.isStreaming` is Python's `not`: an if on it is decided as Python's is.
      const bool negation = ts_node_child_count(n) > 0 && text_of(ts_node_child(n, 0)) == "!";
      open(negation ? sym_.not_operator : sym_.unary_operator, field, n);
      const auto parts = named_children(n);
      if (!parts.empty()) expression(parts.back(), 0);
      close();
      return;
    }
    if (s == ss_.lambda_expression) return lambda(n, field);
    if (s == ss_.wildcard && placeholder_sections_ > 0) return synthetic(sym_.identifier, field, kPlaceholderParameter);
    if (s == ss_.case_block) return case_function(n, field);
    if (s == ss_.block || s == ss_.indented_block) {
      // A block of one if-else is that if's value (`val mode =` then the if on the next lines,
      // which tree-sitter-scala reads as an indented block).
      if (const auto parts = joined(named_children(n));
          parts.size() == 1 && ts_node_symbol(parts[0]) == ss_.if_expression && conditional(parts[0], field)) {
        return;
      }
      // A block of one lambda (`val writer = { df => ... }`) is that function: a function value
      // its statement binds (function_definitions).
      if (const auto parts = joined(named_children(n));
          parts.size() == 1 && ts_node_symbol(parts[0]) == ss_.lambda_expression) {
        return lambda(parts[0], field);
      }
      // A block as a value: the interpreter runs it and takes its last expression's value.
      open(sym_.block, field, n);
      for (TSNode c : joined(named_children(n))) statement(c);
      close();
      return;
    }
    if (s == ss_.parenthesized_expression || s == ss_.ascription_expression || s == ss_.generic_function) {
      const TSNode inner = s == ss_.generic_function ? child(n, sf_.function) : [&] {
        const auto parts = named_children(n);
        return parts.empty() ? TSNode{} : parts.front();
      }();
      if (null(inner)) return unknown(field, n);
      if (s == ss_.parenthesized_expression) open(sym_.parenthesized_expression, field, n);
      expression(inner, s == ss_.parenthesized_expression ? 0 : field);
      if (s == ss_.parenthesized_expression) close();
      return;
    }
    if (s == ss_.tuple_expression) {
      open(sym_.tuple, field, n);
      for (TSNode c : named_children(n)) expression(c, 0);
      close();
      return;
    }
    if (s == ss_.assignment_expression) return expression(child(n, sf_.right), field);
    if (s == ss_.instance_expression && single_method_instance(n, field)) return;
    if (s == ss_.instance_expression && new_instance(n, field)) return;
    if (s == ss_.if_expression && conditional(n, field)) return;
    if (s == ss_.match_expression && matched(n, field)) return;
    // `val supply = try subscribe(...) finally log()`: the value is the try block's (a handler's is
    // the exceptional path, not followed); the handlers and the finally block still run, as a try
    // statement with no body before it.
    if (const TSNode attempt = s == ss_.try_expression ? child(n, sf_.body) : TSNode{}; !null(attempt)) {
      bool handled = false;
      for (TSNode c : named_children(n)) {
        handled = handled || ts_node_symbol(c) == ss_.catch_clause || ts_node_symbol(c) == ss_.finally_clause;
      }
      if (!handled) return expression(attempt, field);
      open(sym_.block, field, n);
      open(sym_.try_statement, 0, n);
      open(sym_.block, f_.body, ts_node_start_byte(attempt), ts_node_start_byte(attempt));
      close();
      handlers(n);
      close();
      open(sym_.expression_statement, 0, attempt);
      expression(attempt, 0);
      close();
      close();
      return;
    }
    if (control(n, field)) return;
    if (is_error_node(n)) return error(n, field);
    unknown(field, n);  // new X(...), this, (), literals of other kinds, ...
  }

  // `org.apache.spark....`: a step of a fully qualified name (packages are not calls).
  bool in_package(TSNode n) const {
    TSNode root = n;
    for (int steps = 0; !null(root) && ts_node_symbol(root) == ss_.field_expression && steps < 32; ++steps) {
      root = child(root, sf_.value);
    }
    if (null(root) || ts_node_symbol(root) != ss_.identifier) return false;
    const std::string_view first = text_of(root);
    return first == "org" || first == "com" || first == "io" || first == "java" || first == "javax";
  }

  void attribute(TSNode n, TSFieldId field) {
    const TSNode value = child(n, sf_.value);
    const TSNode name = child(n, sf_.field);
    if (const auto member = object_member(n)) return qualified(n, field, *member);
    open(sym_.attribute, field, n);
    expression(value, f_.object);
    leaf(sym_.identifier, f_.attribute, name);
    close();
  }

  // `receiver op argument` as receiver.op(argument) (`a join b`, `x isNotNull`).
  void method_call(TSNode n, TSNode receiver, TSNode op, TSNode argument, TSFieldId field) {
    open(sym_.call, field, n);
    open(sym_.attribute, f_.function, ts_node_start_byte(receiver), ts_node_end_byte(op));
    expression(receiver, f_.object);
    leaf(sym_.identifier, f_.attribute, op);
    close();
    open(sym_.argument_list, f_.arguments, null(argument) ? op : argument);
    if (!null(argument)) expression(argument, 0);
    close();
    close();
  }

  void infix(TSNode n, TSFieldId field) {
    infix_parts(n, child(n, sf_.left), child(n, sf_.operator_), child(n, sf_.right), field);
  }

  // `left op right` at node `n`'s range.
  void infix_parts(TSNode n, TSNode left, TSNode op, TSNode right, TSFieldId field) {
    const std::string_view o = text_of(op);
    // `opts += ("k" -> v)`, `opts ++= Map(...)` on a var: Python's augmented assignment.
    const bool augmented = o.size() >= 2 && o.back() == '=' && !one_of(o, kComparisons) &&
                           !std::isalpha(static_cast<unsigned char>(o.front())) && ts_node_symbol(left) == ss_.identifier;
    if (augmented) {
      open(sym_.augmented_assignment, field, n);
      expression(left, f_.left);
      leaf(sym_.binary_operator, f_.operator_, ts_node_start_byte(op), ts_node_end_byte(op), false);
      expression(right, f_.right);
      close();
      return;
    }
    if (o == "->") {
      open(sym_.tuple, field, n);
      expression(left, 0);
      expression(right, 0);
      close();
      return;
    }
    const bool word = !o.empty() && (std::isalpha(static_cast<unsigned char>(o.front())) || o.front() == '_');
    if (word) return method_call(n, left, op, right, field);
    const bool comparison = one_of(o, kComparisons);
    open(comparison ? sym_.comparison_operator : sym_.binary_operator, field, n);
    expression(left, f_.left);
    leaf(sym_.binary_operator, comparison ? f_.operators : f_.operator_, ts_node_start_byte(op), ts_node_end_byte(op), false);
    expression(right, f_.right);
    close();
  }

  void call(TSNode n, TSFieldId field) {
    TSNode function = child(n, sf_.function);
    while (!null(function) && ts_node_symbol(function) == ss_.generic_function) function = child(function, sf_.function);
    const TSNode args = child(n, sf_.arguments);
    // `write(_, _)`: a placeholder for every argument, in order, is the function itself (as `write _`);
    // `copyTo("t", _, _)`, placeholders after the given arguments, is Python's
    // functools.partial(copyTo, "t") (as `copyTo("t") _` of a curried method).
    if (!null(function) && !null(args) && ts_node_symbol(args) == ss_.arguments) {
      const auto given = named_children(args);
      // `_` or a typed placeholder (`_: DataFrame`, which foreachBatch's overloads often need).
      const auto is_placeholder = [&](TSNode a) {
        if (ts_node_symbol(a) == ss_.ascription_expression && !named_children(a).empty()) a = named_children(a).front();
        return ts_node_symbol(a) == ss_.wildcard;
      };
      const auto first_placeholder = std::find_if(given.begin(), given.end(), is_placeholder);
      const bool trailing = first_placeholder != given.end() && std::all_of(first_placeholder, given.end(), is_placeholder);
      if (trailing && first_placeholder == given.begin()) return expression(function, field);
      if (trailing) {
        open(sym_.call, field, n);
        synthetic(sym_.identifier, f_.function, py::kPartialFunction);
        open(sym_.argument_list, f_.arguments, args);
        if (ts_node_symbol(function) == ss_.field_expression) {
          attribute(function, 0);
        } else {
          expression(function, 0);
        }
        for (auto a = given.begin(); a != first_placeholder; ++a) expression(*a, 0);
        close();
        close();
        return;
      }
    }
    if (!null(function) && (ts_node_symbol(function) == ss_.call_expression || !null(constructed(function)))) {
      return curried_call(n, field);
    }
    const bool plain_args = !null(args) && ts_node_symbol(args) == ss_.arguments;
    if (const auto apply = object_apply(n)) {  // `ChkPath("a")`: ChkPath.apply("a")
      open(sym_.call, field, n);
      qualified(function, f_.function, *apply);
      arguments(args, n);
      close();
      return;
    }
    // `Try { ... }`: as `Try(...)` of the block's value.
    if (!null(function) && ts_node_symbol(function) == ss_.identifier && text_of(function) == "Try" && !null(args) &&
        ts_node_symbol(args) == ss_.block && !local("Try")) {
      open(sym_.list, field, n);
      expression(args, 0);
      close();
      return;
    }
    if (!null(function) && ts_node_symbol(function) == ss_.identifier && plain_args) {
      const std::string_view name = text_of(function);
      if (one_of(name, kSequences)) {
        open(sym_.list, field, n);
        for (TSNode a : named_children(args)) expression(a, 0);
        close();
        return;
      }
      if (name == "Map") {
        open(sym_.dictionary, field, n);
        for (TSNode a : named_children(args)) {
          const bool pair = ts_node_symbol(a) == ss_.infix_expression && text_of(child(a, sf_.operator_)) == "->";
          if (!pair) {
            expression(a, 0);  // not a literal pair: the dict is incomplete
            continue;
          }
          open(sym_.pair, 0, a);
          expression(child(a, sf_.left), f_.key);
          expression(child(a, sf_.right), f_.value);
          close();
        }
        close();
        return;
      }
      // An Option is a collection of at most one item: `Some(x)` is `[x]` (its foreach/map run on x,
      // getOrElse and get read it), `None` is None. `Option(x)` is Some(x) when x is not null, and
      // `Try(x)` is its Success (`.toOption`, `.get`), the case a query comes from: both as `[x]`.
      if ((name == "Some" || name == "Option" || name == "Try") && named_children(args).size() == 1) {
        open(sym_.list, field, n);
        expression(named_children(args).front(), 0);
        close();
        return;
      }
    }
    if (plain_args && !null(function) && ts_node_symbol(function) == ss_.field_expression &&
        extension_call(n, function, args, field)) {
      return;
    }
    open(sym_.call, field, n);
    if (!null(function) && ts_node_symbol(function) == ss_.field_expression) {
      attribute(function, f_.function);
    } else {
      expression(function, f_.function);
    }
    // A method called on an instance made here: the instance's constructor arguments too.
    const bool plain = !null(args) && ts_node_symbol(args) == ss_.arguments;
    std::optional<std::string> member;
    if (!null(function) && ts_node_symbol(function) == ss_.field_expression) member = object_member(function);
    if (!null(function) && ts_node_symbol(function) == ss_.identifier) member = enclosing_member(text_of(function));
    if (!member || !plain || !member_arguments(function, args, *member)) arguments(args, n);
    close();
  }

  // `writer.nightly("t")`, nightly a method of an implicit class of this file (kScalaExtension) and
  // writer no object of it: the class's method given the receiver as its constructor parameter, as
  // `new Nightly(writer).nightly("t")` (the compiler's own rewriting).
  bool extension_call(TSNode n, TSNode function, TSNode args, TSFieldId field) {
    const auto file = members_.find(std::string_view());
    if (file == members_.end()) return false;
    // Most files have no implicit class: one look, with nothing allocated, rules them out.
    const auto any = file->second.lower_bound(kScalaExtension);
    if (any == file->second.end() || !std::string_view(*any).starts_with(kScalaExtension)) return false;
    const std::string_view method = text_of(child(function, sf_.field));
    // A member wins over an extension: a name Spark's own types have (`start`, `option`) is theirs
    // wherever the receiver may be one of them.
    if (one_of(method, kSparkMembers)) return false;
    const std::string prefix = std::string(kScalaExtension) + std::string(method) + "=";
    const auto entry = file->second.lower_bound(prefix);
    if (entry == file->second.end() || !entry->starts_with(prefix) || object_member(function)) return false;
    const std::string type = entry->substr(prefix.size());
    const std::vector<std::string_view> parameters = class_parameters(type);
    if (parameters.size() != 1 || parameters.front().empty()) return false;
    open(sym_.call, field, n);
    qualified(child(function, sf_.field), f_.function, type + "." + std::string(method));
    open(sym_.argument_list, f_.arguments, args);
    arguments_into(args);
    open(sym_.keyword_argument, 0, child(function, sf_.value));
    synthetic(sym_.identifier, f_.name, parameters.front());
    expression(child(function, sf_.value), f_.value);
    close();
    close();
    close();
    return true;
  }

  // The argument list of a call of member `member` ("Owner.name") at `function` (`receiver.m`, or
  // `m` unqualified: the enclosing object's or class's own) whose written arguments are `args`
  // (null: none, `obj.run` of a def without a parameter list), with what the receiver gives the
  // method besides (its parameters kScalaClassParameter and kScalaAbstract, function()):
  // - an instance made here (`new C(a).m()`, `C(a).m()`): the constructor's arguments as keywords;
  // - an object of this file that extends the trait declaring the method: the abstract members as
  //   the object gives them;
  // - the declaring class or trait itself (`m()` or `this.m()` in a method of it): the same names
  //   the calling method took, passed on.
  // False, with nothing written, when the receiver gives nothing.
  bool member_arguments(TSNode function, TSNode args, const std::string& member) {
    const std::string declarer = member.substr(0, member.rfind('.'));
    if (class_parameters(declarer).empty() && abstract_members(declarer).empty()) return false;  // it takes nothing
    const bool qualified_call = ts_node_symbol(function) == ss_.field_expression;
    const TSNode receiver_node = qualified_call ? child(function, sf_.value) : TSNode{};
    const TSNode made = qualified_call ? instance_made(receiver_node) : TSNode{};
    const std::string made_class = null(made) ? "" : instantiated_class(made);
    const bool constructed = !made_class.empty() && declarer == made_class && !class_parameters(made_class).empty();
    const auto receiver = qualified_call   ? object_path(receiver_node)
                          : owner_.empty() ? std::nullopt
                                           : std::optional<std::string>(owner_);
    const bool own = receiver && *receiver == declarer && declarer == owner_ &&
                     (!qualified_call || text_of(receiver_node) == "this");
    // The declarer's constructor parameters the receiver gives in its extends clause
    // (`object Orders extends Job("raw.orders")`: derive_scala_members made them its members).
    std::vector<std::pair<std::string_view, std::string>> from_parent;
    if (!constructed && receiver && *receiver != declarer) {
      for (std::string_view p : class_parameters(declarer)) {
        if (p.empty()) continue;
        auto given = member_of(*receiver, p, 0);
        if (given && given->substr(0, given->rfind('.')) != declarer) from_parent.emplace_back(p, std::move(*given));
      }
    }
    const bool inherited = !constructed && receiver && *receiver != declarer &&
                           (!abstract_members(declarer).empty() || !from_parent.empty());
    // A name the method's own parameter has is the argument's, never the receiver's.
    const auto& declared = members_.find(declarer)->second;
    const std::string own_prefix = std::string(kScalaOwnParameter) + member.substr(member.rfind('.') + 1) + ":";
    const auto its_own = [&](std::string_view name) { return declared.count(own_prefix + std::string(name)) > 0; };
    // What the calling method took from the receiver (not a parameter of its own of that name).
    const TSNode caller = ts_node_symbol(top_) == ss_.function_definition ? child(top_, sf_.name) : TSNode{};
    const std::string caller_prefix =
        std::string(kScalaOwnParameter) + std::string(null(caller) ? std::string_view() : text_of(caller)) + ":";
    const auto taken = [&](std::string_view name) {
      return local(name) && !its_own(name) && (null(caller) || !declared.count(caller_prefix + std::string(name)));
    };
    std::vector<std::string_view> passed;
    if (own) {
      for (std::string_view p : taken_class_parameters(declarer)) {
        if (!p.empty() && taken(p)) passed.push_back(p);
      }
      for (std::string_view p : abstract_members(declarer)) {
        if (taken(p)) passed.push_back(p);
      }
    }
    // `sink.write` where another unit made the val sink `new C(...)` (instance_arguments).
    const auto instance = qualified_call && !constructed ? instance_receiver(receiver_node) : std::nullopt;
    const bool instance_val = instance && instance->type == declarer;
    if (!constructed && !inherited && !instance_val && passed.empty()) return false;
    if (null(args)) {
      open(sym_.argument_list, f_.arguments, ts_node_end_byte(function), ts_node_end_byte(function));
    } else {
      open(sym_.argument_list, f_.arguments, args);
      arguments_into(args);
    }
    if (constructed) {
      std::vector<std::string_view> parameters = taken_class_parameters(made_class);
      for (std::string_view& p : parameters) {
        if (its_own(p)) p = {};  // skipped, as one with a default is
      }
      constructor_keywords(made, parameters);
    }
    if (instance_val) {
      for (std::string_view p : class_parameters(declarer)) {
        if (p.empty() || its_own(p)) continue;
        open(sym_.keyword_argument, 0, function);
        synthetic(sym_.identifier, f_.name, p);
        qualified(function, f_.value, instance->member + "." + std::string(p));
        close();
      }
    }
    if (inherited) {
      // A constructor parameter of the receiver's class that gives an abstract member
      // (`class Job(val name: String) extends Ingest`): the instance's argument, or the calling
      // method's when it is the class's own.
      const std::vector<std::string_view> receiver_parameters = class_parameters(*receiver);
      std::vector<std::string_view> from_constructor(receiver_parameters.size());
      bool any_from_constructor = false;
      for (std::string_view name : abstract_members(declarer)) {
        if (its_own(name)) continue;
        const auto given = member_of(*receiver, name, 0);  // the receiver's, or a default the declarer gives
        if (given) {
          open(sym_.keyword_argument, 0, function);
          synthetic(sym_.identifier, f_.name, name);
          member_reference(function, qualified_call ? child(function, sf_.field) : function, f_.value, *given);
          close();
          continue;
        }
        const auto at = std::find(receiver_parameters.begin(), receiver_parameters.end(), name);
        if (at == receiver_parameters.end()) continue;
        if (made_class == *receiver) {
          from_constructor[static_cast<std::size_t>(at - receiver_parameters.begin())] = name;
          any_from_constructor = true;
        } else if (!qualified_call && *receiver == owner_ && taken(name)) {
          passed.push_back(name);
        }
      }
      if (any_from_constructor) constructor_keywords(made, from_constructor);
      for (const auto& [name, given] : from_parent) {
        if (its_own(name)) continue;
        open(sym_.keyword_argument, 0, function);
        synthetic(sym_.identifier, f_.name, name);
        member_reference(function, qualified_call ? child(function, sf_.field) : function, f_.value, given);
        close();
      }
    }
    for (std::string_view name : passed) {
      open(sym_.keyword_argument, 0, function);
      synthetic(sym_.identifier, f_.name, name);
      synthetic(sym_.identifier, f_.value, name);
      close();
    }
    close();
    return true;
  }

  // f(a)(b)(c): one call with every argument list in order (mapGroupsWithState(timeout)(func)).
  void curried_call(TSNode n, TSFieldId field) {
    std::vector<TSNode> lists;
    TSNode function = n;
    while (!null(function) && (ts_node_symbol(function) == ss_.call_expression || ts_node_symbol(function) == ss_.generic_function)) {
      if (ts_node_symbol(function) == ss_.call_expression) lists.push_back(child(function, sf_.arguments));
      function = child(function, sf_.function);
    }
    // `new C(a)(b)`: a curried constructor, C called with both lists.
    const TSNode type =
        !null(function) && ts_node_symbol(function) == ss_.instance_expression ? made_type(function) : TSNode{};
    if (!null(type)) {
      each_named_child(function, [&](TSNode c) {
        if (ts_node_symbol(c) == ss_.arguments) lists.push_back(c);
      });
    }
    std::reverse(lists.begin(), lists.end());
    open(sym_.call, field, n);
    if (!null(type)) {
      class_reference(type, f_.function);
    } else if (!null(function) && ts_node_symbol(function) == ss_.field_expression) {
      attribute(function, f_.function);
    } else {
      expression(function, f_.function);
    }
    open(sym_.argument_list, f_.arguments, lists.empty() ? n : lists.front());
    for (TSNode list : lists) arguments_into(list);
    close();
    close();
  }

  void arguments(TSNode args, TSNode call) {
    if (null(args)) return leaf(sym_.argument_list, f_.arguments, ts_node_end_byte(call), ts_node_end_byte(call));
    open(sym_.argument_list, f_.arguments, args);
    arguments_into(args);
    close();
  }

  // An argument that is a chain of calls on `_` (`_.toTable("t")`, `_.filter("x").count()`): Scala's
  // placeholder syntax for a function of one parameter, the chain's receiver.
  bool placeholder_section(TSNode a) const {
    for (TSNode n = a; !null(n);) {
      const TSSymbol s = ts_node_symbol(n);
      if (s == ss_.wildcard) return !ts_node_eq(n, a);
      if (s == ss_.call_expression || s == ss_.generic_function) {
        n = child(n, sf_.function);
      } else if (s == ss_.field_expression) {
        n = child(n, sf_.value);
      } else {
        return false;
      }
    }
    return false;
  }

  // As `x => x.toTable("t")`: a def of one parameter whose body is the chain, `_` read as it.
  void placeholder_function(TSNode a) {
    const std::size_t mark = locals_.size();
    open(sym_.function_definition, 0, a);
    open(sym_.parameters, f_.parameters, a);
    locals_.push_back({std::string(kPlaceholderParameter), ""});
    synthetic(sym_.identifier, 0, kPlaceholderParameter);
    close();
    ++placeholder_sections_;
    body(a, f_.body, true);
    --placeholder_sections_;
    close();
    locals_.resize(mark);
  }

  // `_ union _` (a word operator between two placeholders, as reduce takes): `(a, b) => a.union(b)`.
  bool binary_placeholder(TSNode a) const {
    if (ts_node_symbol(a) != ss_.infix_expression) return false;
    const TSNode left = child(a, sf_.left), op = child(a, sf_.operator_), right = child(a, sf_.right);
    const std::string_view o = null(op) ? std::string_view() : text_of(op);
    return !null(left) && !null(right) && ts_node_symbol(left) == ss_.wildcard &&
           ts_node_symbol(right) == ss_.wildcard && !o.empty() &&
           (std::isalpha(static_cast<unsigned char>(o.front())) != 0);
  }

  void binary_placeholder_function(TSNode a) {
    static constexpr std::string_view kLeft = "_placeholder_left", kRight = "_placeholder_right";
    open(sym_.function_definition, 0, a);
    open(sym_.parameters, f_.parameters, a);
    synthetic(sym_.identifier, 0, kLeft);
    synthetic(sym_.identifier, 0, kRight);
    close();
    open(sym_.block, f_.body, a);
    open(sym_.return_statement, 0, a);
    open(sym_.call, 0, a);
    const TSNode op = child(a, sf_.operator_);
    open(sym_.attribute, f_.function, ts_node_start_byte(a), ts_node_end_byte(op));
    synthetic(sym_.identifier, f_.object, kLeft);
    leaf(sym_.identifier, f_.attribute, op);
    close();
    open(sym_.argument_list, f_.arguments, child(a, sf_.right));
    synthetic(sym_.identifier, 0, kRight);
    close();
    close();
    close();
    close();
    close();
  }

  // The arguments of one list, into the open argument_list.
  void arguments_into(TSNode args) {
    if (null(args)) return;
    const TSSymbol s = ts_node_symbol(args);
    if (s == ss_.arguments) {
      for (TSNode a : named_children(args)) {
        const TSNode name = ts_node_symbol(a) == ss_.assignment_expression ? child(a, sf_.left) : TSNode{};
        if (!null(name) && ts_node_symbol(name) == ss_.identifier) {
          open(sym_.keyword_argument, 0, a);  // f(name = value)
          leaf(sym_.identifier, f_.name, name);
          expression(child(a, sf_.right), f_.value);
          close();
        } else if (placeholder_section(a)) {
          placeholder_function(a);
        } else if (binary_placeholder(a)) {
          binary_placeholder_function(a);
        } else {
          expression(a, 0);
        }
      }
    } else if (s == ss_.block) {
      // f { (a, b) => ... } passes the function; f { expr } passes the block's value.
      const auto parts = named_children(args);
      const bool function =
          parts.size() == 1 && (ts_node_symbol(parts[0]) == ss_.lambda_expression ||
                                ts_node_symbol(parts[0]) == ss_.case_block || !null(typed_parameter_body(parts[0])));
      expression(function ? parts[0] : args, 0);
    } else if (s == ss_.case_block) {
      case_function(args, 0);
    } else {
      expression(args, 0);
    }
  }

  // "..." and """...""" (raw: no escapes).
  void string(TSNode n, TSFieldId field) {
    const std::uint32_t s = ts_node_start_byte(n);
    const std::uint32_t e = ts_node_end_byte(n);
    const std::uint32_t quote = text_of(n).starts_with("\"\"\"") ? 3 : 1;
    if (e < s + 2 * quote) return unknown(field, n);
    open(sym_.string, field, n);
    if (quote == 3) {
      synthetic(sym_.string_start, 0, "r");
    } else {
      leaf(sym_.string_start, 0, s, s + 1);
    }
    if (e - quote > s + quote) leaf(sym_.string_content, 0, s + quote, e - quote);
    leaf(sym_.string_end, 0, e - quote, e);
    close();
  }

  // `'key` (masked as the identifier `$key`, scala_parse_text.h): Spark's column 'key, as the call
  // '("key") that the interpreter reads as col("key").
  void symbol_literal(TSNode n, TSFieldId field) {
    const std::uint32_t s = ts_node_start_byte(n);
    const std::uint32_t e = ts_node_end_byte(n);
    open(sym_.call, field, n);
    leaf(sym_.identifier, f_.function, s, s + 1);
    open(sym_.argument_list, f_.arguments, s + 1, e);
    open(sym_.string, 0, s + 1, e);
    leaf(sym_.string_content, 0, s + 1, e);
    close();
    close();
    close();
  }

  // s"..$x..${e}.." / f"..." / raw"..." as an f-string; $"col" as Spark's column $("col").
  void interpolated(TSNode n, TSFieldId field) {
    const TSNode interpolator = child(n, sf_.interpolator);
    TSNode body{};
    for (TSNode c : named_children(n)) {
      if (ts_node_symbol(c) == ss_.interpolated_string) body = c;
    }
    const std::string_view kind = text_of(interpolator);
    if (null(body) || (kind != "s" && kind != "f" && kind != "raw" && kind != "$")) return unknown(field, n);
    const std::uint32_t s = ts_node_start_byte(body);
    const std::uint32_t e = ts_node_end_byte(body);
    const std::uint32_t quote = text_of(body).starts_with("\"\"\"") ? 3 : 1;
    if (e < s + 2 * quote) return unknown(field, n);
    if (kind == "f" && text_of(body).find('%') != std::string_view::npos) return unknown(field, n);  // format specs
    const bool column = kind == "$";
    if (column) {
      open(sym_.call, field, n);
      leaf(sym_.identifier, f_.function, interpolator);
      open(sym_.argument_list, f_.arguments, body);
    }
    open(sym_.string, column ? 0 : field, column ? body : n);
    if (!column) synthetic(sym_.string_start, 0, kind == "raw" || quote == 3 ? "rf" : "f");
    if (column) leaf(sym_.string_start, 0, s, s + quote);
    std::uint32_t at = s + quote;
    for (TSNode part : named_children(body)) {
      if (ts_node_symbol(part) != ss_.interpolation) continue;
      if (ts_node_start_byte(part) > at) leaf(sym_.string_content, 0, at, ts_node_start_byte(part));
      open(sym_.interpolation, 0, part);
      const auto inner = named_children(part);
      TSNode value = inner.empty() ? TSNode{} : inner.front();
      if (!null(value) && ts_node_symbol(value) == ss_.block) {
        const auto parts = named_children(value);
        value = parts.size() == 1 ? parts.front() : value;
      }
      if (null(value)) {
        unknown(f_.expression, part);
      } else {
        expression(value, f_.expression);
      }
      close();
      at = ts_node_end_byte(part);
    }
    if (e - quote > at) leaf(sym_.string_content, 0, at, e - quote);
    leaf(sym_.string_end, 0, e - quote, e);
    close();
    if (column) {
      close();
      close();
    }
  }

  const py::Symbols& sym_ = py::sym();
  const py::Fields& f_ = py::field();
  const scala::Symbols& ss_ = scala::sym();
  const scala::Fields& sf_ = scala::field();
  std::string_view text_;
  std::uint32_t base_;
  std::uint32_t end_;
  const ScalaMembers& members_;
  const std::string& owner_;  // the object, class or trait the statement is a member of ("" for none)
  TSNode top_;                // the unit's statement: a member definition when owner_ is set
  // Names parameters and local definitions bind, innermost last; a `val x = new C(...)` of a class C
  // of this file also keeps C's path, so `x.method` names C's member.
  struct Local {
    std::string_view name;
    std::string instance_of;
    TSNode made{};  // the `new C(...)` / `C(...)` its value is, when instance_of is set
  };
  std::vector<Local> locals_;
  mutable std::string candidate_;                     // class_path's
  std::vector<std::string_view> matched_names_;       // what the patterns of the case values being lowered bind
  std::vector<std::pair<TSNode, TSNode>> continued_;  // (postfix expression, its continuation): joined()
  std::string instance_of_;  // while a definition binds its names: the class its value instantiates
  bool factory_twin_ = false;                // lowering a factory's twin (kScalaFactoryMade)
  mutable std::optional<bool> any_factory_;  // whether the file has a factory (factory_of)
  TSNode instance_node_{};   // ... and the expression that makes it
  // The name a placeholder section's `_` is read as (placeholder_function), and how many are being
  // lowered (a `_` outside them is unknown).
  static constexpr std::string_view kPlaceholderParameter = "_placeholder";
  int placeholder_sections_ = 0;
  std::string synthetic_;
  std::vector<LoweredNode> nodes_;
  std::vector<std::uint32_t> open_;
  int depth_ = 0;
};

// The names a member statement defines (its owner's members): vals, vars, defs.
// `val name = new T(...)` / `val name: U = T(...)`: kScalaInstance + "name=T" (scala_lowering.h).
void instance_member_type(TSNode definition, std::string_view text, std::set<std::string, std::less<>>& into) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  TSNode name = ts_node_child_by_field_id(definition, F.pattern);
  if (!null(name) && ts_node_symbol(name) == S.typed_pattern) name = ts_node_named_child(name, 0);
  TSNode value = ts_node_child_by_field_id(definition, F.value);
  if (null(name) || null(value) || ts_node_symbol(name) != S.identifier) return;
  TSNode type{};
  const bool val = ts_node_symbol(definition) == S.val_definition;
  // `new C(a)(b)`: a curried constructor's instance (Lowering::constructed).
  for (TSNode made = value; val && !null(made) && ts_node_symbol(made) == S.call_expression;) {
    made = ts_node_child_by_field_id(made, F.function);
    if (!null(made) && ts_node_symbol(made) == S.instance_expression) value = made;
  }
  if (val && ts_node_symbol(value) == S.call_expression) {
    type = ts_node_child_by_field_id(value, F.function);
  } else if (val && ts_node_symbol(value) == S.instance_expression) {
    each_named_child(value, [&](TSNode part) {
      if (!null(type) || ts_node_symbol(part) == S.arguments) return;
      type = ts_node_symbol(part) == S.generic_type ? ts_node_named_child(part, 0) : part;
    });
  }
  // Any other definition of the name (a var, which may be reassigned; a val of another value, in
  // another notebook cell) is recorded with no type: the name's instance is then not known.
  const bool made = !null(type) && (ts_node_symbol(type) == S.identifier || ts_node_symbol(type) == S.type_identifier ||
                                    ts_node_symbol(type) == S.stable_type_identifier);
  into.insert(std::string(kScalaInstance) + std::string(node_text(name, text)) + "=" +
              std::string(made ? node_text(type, text) : std::string_view()));
}

void defined_names(TSNode statement, std::string_view text, std::set<std::string, std::less<>>& into) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  const TSSymbol s = ts_node_symbol(statement);
  if (s == S.function_definition) {
    if (const TSNode name = ts_node_child_by_field_id(statement, F.name); !null(name)) {
      into.emplace(node_text(name, text));
      if (called_when_named(statement)) {
        into.emplace(std::string(kScalaParameterless) + std::string(node_text(name, text)));
      }
    }
    return;
  }
  if (s == S.function_declaration || s == S.val_declaration || s == S.var_declaration) {
    // `def checkpoint: String`, `val source: String`: the name (one, or a val's list of them).
    std::vector<TSNode> names;
    if (const TSNode name = ts_node_child_by_field_id(statement, F.name); !null(name)) names.push_back(name);
    if (s != S.function_declaration) {
      for (TSNode c : named_children(statement)) {
        if (ts_node_symbol(c) == S.identifier) names.push_back(c);
        if (ts_node_symbol(c) == S.identifiers) {
          for (TSNode i : named_children(c)) names.push_back(i);
        }
      }
    }
    for (TSNode name : names) into.insert(std::string(kScalaAbstract) + std::string(node_text(name, text)));
    return;
  }
  if (s != S.val_definition && s != S.var_definition) return;
  instance_member_type(statement, text, into);
  // Identifiers of the pattern (`x`, `x: T`, `(a, b)`, `a, b`), not of its types.
  std::vector<TSNode> pending{ts_node_child_by_field_id(statement, F.pattern)};
  for (int steps = 0; !pending.empty() && steps < 256; ++steps) {
    const TSNode p = pending.back();
    pending.pop_back();
    if (null(p)) continue;
    const TSSymbol ps = ts_node_symbol(p);
    if (ps == S.identifier) {
      into.emplace(node_text(p, text));
    } else if (ps == S.typed_pattern) {
      if (const auto parts = named_children(p); !parts.empty()) pending.push_back(parts.front());
    } else if (ps == S.tuple_pattern || ps == S.identifiers) {
      for (TSNode c : named_children(p)) pending.push_back(c);
    }
  }
}

// An import's names as kScalaImport entries (scala_lowering.h): `import A.B.m`, `import A.B._`,
// `import A.B.{m, n => o, _}`. Imports of other packages are recorded too; only a path that names
// an object of this file is ever read.
void imported_names(TSNode import, std::string_view text, std::set<std::string, std::less<>>& into) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  std::string path;
  std::vector<TSNode> parts = field_children(import, F.path);
  std::erase_if(parts, [](TSNode p) { return !ts_node_is_named(p); });
  if (parts.empty()) return;
  for (TSNode p : parts) path += (path.empty() ? "" : ".") + std::string(node_text(p, text));
  TSNode selectors{};
  each_named_child(import, [&](TSNode c) {
    const TSSymbol s = ts_node_symbol(c);
    if (s == S.namespace_selectors || s == S.namespace_wildcard) selectors = c;
  });
  const auto add = [&](std::string_view alias, const std::string& target) {
    into.insert(std::string(kScalaImport) + std::string(alias) + "=" + target);
  };
  if (null(selectors)) {  // `import A.B.m`: the last part is the name
    const std::size_t dot = path.rfind('.');
    if (dot != std::string::npos) add(std::string_view(path).substr(dot + 1), path);
    return;
  }
  if (ts_node_symbol(selectors) == S.namespace_wildcard) return add("*", path);
  each_named_child(selectors, [&](TSNode s) {
    const TSSymbol type = ts_node_symbol(s);
    if (type == S.identifier) {
      add(node_text(s, text), path + "." + std::string(node_text(s, text)));
    } else if (type == S.namespace_wildcard || type == S.wildcard) {
      add("*", path);
    } else if (type == S.arrow_renamed_identifier || type == S.as_renamed_identifier) {
      const TSNode name = ts_node_child_by_field_id(s, F.name);
      const TSNode alias = ts_node_child_by_field_id(s, F.alias);
      if (!null(name) && !null(alias) && node_text(alias, text) != "_") {
        add(node_text(alias, text), path + "." + std::string(node_text(name, text)));
      }
    }
  });
}

// The top-level statements of a root: members of objects, classes and traits are lifted (with the
// owner they came from), every other statement is one unit.
void collect(TSNode node, ScalaStatements& out, std::string_view text, int depth, const std::string& owner);

// One statement of a body (collect).
void collect_one(TSNode statement, ScalaStatements& out, std::string_view text, int depth, const std::string& owner);
void mark_instance_vals(TSNode body, std::string_view text, std::set<std::string, std::less<>>& own);
bool parent_arguments(TSNode extend, std::string_view text, std::set<std::string, std::less<>>& own);
bool names_a_type(TSNode extend);

// A member that does not parse (an unfinished lambda: `df.map(row => {`) swallows the members after
// it, which then parse as locals of its lambda and would never run. The definitions inside it
// that start a later line no deeper than it are the siblings they look like: they are lifted (at
// column 0, to the top level). So is a definition that parsed whole and begins the part: a body
// whose closing brace is missing leaves its object's members (`def main` with every query in it)
// inside the error that holds them.
// A call that parsed whole as a part of the error itself, first on its line: a statement of the
// body whose closing brace is missing (`def main(...) = {` then a query, at the end of the file,
// leaves the method's header and its statements side by side in the error).
bool call_statement_of(TSNode node, TSNode error, std::string_view text) {
  const auto& S = scala::sym();
  if (ts_node_symbol(node) != S.call_expression || ts_node_has_error(node) || !is_error_node(error)) return false;
  if (!ts_node_eq(ts_node_parent(node), error)) return false;
  const std::size_t start = ts_node_start_byte(node);
  const std::size_t line = text.rfind('\n', start == 0 ? 0 : start - 1);
  const std::size_t from = line == std::string_view::npos ? 0 : line + 1;
  return text.substr(from, start - from).find_first_not_of(" \t") == std::string_view::npos;
}

void lift_swallowed(TSNode statement, ScalaStatements& out, std::string_view text, int depth, const std::string& owner) {
  const auto& S = scala::sym();
  const TSPoint at = ts_node_start_point(statement);
  for_each_descendant_pruned(statement, [&](TSNode node) {
    if (ts_node_eq(node, statement)) return true;
    const TSSymbol s = ts_node_symbol(node);
    const bool definition = s == S.function_definition || s == S.val_definition || s == S.var_definition ||
                            s == S.object_definition || s == S.class_definition || s == S.trait_definition;
    const TSPoint p = ts_node_start_point(node);
    const bool begins_whole = ts_node_start_byte(node) == ts_node_start_byte(statement) && !ts_node_has_error(node);
    if (!definition && p.row > at.row && call_statement_of(node, statement, text)) {
      collect_one(node, out, text, depth, p.column == 0 ? std::string() : owner);
      return false;
    }
    if (!definition || (p.row <= at.row && !begins_whole) || p.column > at.column) return true;
    collect_one(node, out, text, depth, p.column == 0 ? std::string() : owner);
    return false;
  });
}

void collect_one(TSNode statement, ScalaStatements& out, std::string_view text, int depth, const std::string& owner) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  const TSSymbol s = ts_node_symbol(statement);
  if (s == S.comment || s == S.block_comment) return;
  if (s == S.package_clause) {
    out.statements.push_back(statement);  // its package's objects are in scope (Lowering::package)
    out.owners.push_back(owner);
    if (const TSNode body = ts_node_child_by_field_id(statement, F.body); !null(body) && depth < 8) {
      collect(body, out, text, depth + 1, owner);
    }
    return;
  }
  if (s == S.object_definition || s == S.class_definition || s == S.trait_definition || s == S.package_object) {
    const TSNode body = ts_node_child_by_field_id(statement, F.body);
    // A package object's members are its package's: plain names.
    std::string path = owner;
    // A class with fields is a unit of its own too (Lowering::data_class), before its members.
    if (const std::vector<TSNode> fields = class_fields(statement); !fields.empty()) {
      out.statements.push_back(statement);
      out.owners.push_back(owner);
      for (TSNode f : fields) {
        out.members[""].insert(std::string(kScalaField) + std::string(node_text(ts_node_child_by_field_id(f, F.name), text)));
      }
    }
    if (s != S.package_object) {
      const std::string name(node_text(ts_node_child_by_field_id(statement, F.name), text));
      out.members[owner].insert(name);
      path = owner.empty() ? name : owner + "." + name;
      auto& own = out.members[path];  // an owner, even without members
      if (s == S.class_definition) {
        // Its constructor is a unit of its own (Lowering::constructor), when it has parameters.
        // (Its first parameter list stands for them all: the later lists' names are the file's
        // members, and their defaults are read as free names, so no text outside it is lowered.)
        const std::vector<TSNode> lists = field_children(statement, F.class_parameters);
        if (std::any_of(lists.begin(), lists.end(), [](TSNode l) { return ts_node_named_child_count(l) > 0; })) {
          out.statements.push_back(lists.front());
          out.owners.push_back(path);
        }
        // Every list of a curried constructor (`class Job(cfg: Cfg)(implicit spark: SparkSession)`),
        // numbered on from one list to the next.
        std::size_t position = 0;
        for (TSNode list : field_children(statement, F.class_parameters)) {
          each_named_child(list, [&](TSNode p) {
            const TSNode param = ts_node_child_by_field_id(p, F.name);
            if (ts_node_symbol(p) != S.class_parameter || null(param)) return;
            // A parameter with a default is marked: its default is written in another unit than the
            // methods, which leave it a free name (its default for every instance).
            const bool fallback = !null(ts_node_child_by_field_id(p, F.default_value));
            own.insert(std::string(kScalaClassParameter) + std::to_string(position++) + ":" + (fallback ? "=" : "") +
                       std::string(node_text(param, text)));
          });
        }
      }
      if (s == S.object_definition) {
        each_named_child(body, [&](TSNode member) {
          if (ts_node_symbol(member) != S.function_definition) return;
          const std::string_view name = node_text(ts_node_child_by_field_id(member, F.name), text);
          if (name == "apply") own.insert(std::string(kScalaCompanionApply));
          if (const TSNode type = factory_type(member); !null(type)) {
            own.insert(std::string(kScalaFactory) + std::string(name) + "=" + std::string(node_text(type, text)));
            out.members[std::string()].insert(std::string(kScalaFactory));  // the file has one
          }
        });
      }
      if (s == S.class_definition && implicit_class(statement)) {
        each_named_child(body, [&](TSNode member) {
          const TSNode name =
              ts_node_symbol(member) == S.function_definition ? ts_node_child_by_field_id(member, F.name) : TSNode{};
          if (!null(name)) {
            out.members[std::string()].insert(std::string(kScalaExtension) + std::string(node_text(name, text)) + "=" +
                                              path);
          }
        });
      }
      // `extends Sources with Sinks`: the parents' names (Lowering::member_of reads them).
      each_named_child(ts_node_child_by_field_id(statement, F.extend), [&](TSNode type) {
        // `extends ((DataFrame, Long) => Unit)`, `extends Function2[...]`, `VoidFunction2[...]`: a
        // function, whose apply (call) a use of the object as a value is (Lowering::function_object).
        const std::string_view written = node_text(type, text);
        std::string_view arity = written.substr(0, written.find('['));
        if (arity.starts_with("Void")) arity.remove_prefix(4);
        const bool numbered = arity.starts_with("Function") && arity.size() > 8 &&
                              arity.find_first_not_of("0123456789", 8) == std::string_view::npos;
        const bool function = numbered || written.find("=>") != std::string_view::npos;
        if (function) own.insert(std::string(kScalaExtends) + "=>");
        if (ts_node_symbol(type) == S.generic_type) type = ts_node_named_child(type, 0);
        if (!null(type) && ts_node_symbol(type) == S.type_identifier) {
          own.insert(std::string(kScalaExtends) + std::string(node_text(type, text)));
        }
      });
      // `extends Parent(a, name = b)`: what it gives Parent's constructor; and `extends Wrapper` of
      // another file: its members. The clause is a unit of its own (Lowering::parent_arguments),
      // before the body's.
      const TSNode extend = ts_node_child_by_field_id(statement, F.extend);
      if (parent_arguments(extend, text, own) || names_a_type(extend)) {
        out.statements.push_back(extend);
        out.owners.push_back(path);
      }
    }
    const std::size_t before = out.statements.size();
    if (!null(body) && depth < 8) collect(body, out, text, depth + 1, path);
    if (s == S.class_definition || s == S.trait_definition) mark_instance_vals(body, text, out.members[path]);
    // An App trait's statements run in its main, one unit (Lowering::app_main), not as members.
    if (body_is_app_main(statement, text) && depth < 8) {
      for (std::size_t i = out.statements.size(); i-- > before;) {
        if (ts_node_eq(ts_node_parent(out.statements[i]), body) && !member_definition(out.statements[i])) {
          out.statements.erase(out.statements.begin() + static_cast<std::ptrdiff_t>(i));
          out.owners.erase(out.owners.begin() + static_cast<std::ptrdiff_t>(i));
        }
      }
      out.statements.push_back(statement);
      out.owners.push_back(path);
      out.members[path].insert("main");
    }
    // An object with parents and no `main` of its own may start at one a parent defines, once its
    // body made its members: its name, after the body, is the unit of that start (inherited_main).
    const TSNode name = ts_node_child_by_field_id(statement, F.name);
    if (s == S.object_definition && !null(ts_node_child_by_field_id(statement, F.extend)) && !null(name) &&
        !out.members[path].count("main")) {
      out.statements.push_back(name);
      out.owners.push_back(path);
    }
    return;
  }
  if (s == S.extension_definition) {
    // Scala 3's `extension (df: DataFrame) def m(...) = ...`: its methods, as members of where it
    // is (the receiver parameter is unknown in them, as an unreached function's parameters are).
    each_named_child(statement, [&](TSNode part) {
      const TSSymbol ps = ts_node_symbol(part);
      if (ps == S.template_body || ps == S.block || ps == S.indented_block) {
        collect(part, out, text, depth + 1, owner);
      } else if (ps != S.parameters && !ts_node_is_extra(part)) {
        collect_one(part, out, text, depth + 1, owner);
      }
    });
    return;
  }
  if (!owner.empty()) defined_names(statement, text, out.members[owner]);
  if (owner.empty() && (s == S.val_definition || s == S.var_definition)) {
    instance_member_type(statement, text, out.members[owner]);  // a script's or notebook's
  }
  if (s == S.import_declaration) imported_names(statement, text, out.members[owner]);
  out.statements.push_back(statement);
  out.owners.push_back(owner);
  if (ts_node_has_error(statement) && depth < 8) lift_swallowed(statement, out, text, depth + 1, owner);
}

// Whether an extends clause names a parent type by a plain name (`extends Wrapper`, `with Sinks[T]`).
bool names_a_type(TSNode extend) {
  const auto& S = scala::sym();
  bool any = false;
  each_named_child(extend, [&](TSNode type) {
    if (ts_node_symbol(type) == S.generic_type) type = ts_node_named_child(type, 0);
    any = any || (!null(type) && ts_node_symbol(type) == S.type_identifier);
  });
  return any;
}

// Records in `own` each `Parent(a, name = b)` of an extends clause (kScalaParentArguments); true
// when there is one.
bool parent_arguments(TSNode extend, std::string_view text, std::set<std::string, std::less<>>& own) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  std::string_view parent;
  bool any = false;
  each_named_child(extend, [&](TSNode part) {
    const TSSymbol s = ts_node_symbol(part);
    if (s == S.arguments && !parent.empty()) {
      std::size_t positional = 0;
      std::string named;
      each_named_child(part, [&](TSNode argument) {
        const TSSymbol a = ts_node_symbol(argument);
        if (a == S.comment || a == S.block_comment) return;
        const TSNode left = a == S.assignment_expression ? ts_node_child_by_field_id(argument, F.left) : TSNode{};
        if (!ts_node_is_null(left) && ts_node_symbol(left) == S.identifier) {
          if (!named.empty()) named += ',';
          named += node_text(left, text);
        } else if (named.empty()) {
          ++positional;
        }
      });
      own.insert(std::string(kScalaParentArguments) + std::string(parent) + ":" + std::to_string(positional) + ":" +
                 named);
      any = true;
    }
    if (s == S.generic_type) part = ts_node_named_child(part, 0);
    parent = !ts_node_is_null(part) && ts_node_symbol(part) == S.type_identifier ? node_text(part, text)
                                                                                 : std::string_view();
  });
  return any;
}

// A class's or trait's `val x = ...` and `var x = ...` members (kScalaVal; derive_scala_members
// decides whether each instance has its own), but one that reads a table or SQL from the session:
// that DataFrame is made once where the class is, and a function that uses it captures it from
// outside (SR403), where a method's call would make it inside. And the parameters of its methods
// that have the name of a constructor parameter or an abstract member (kScalaOwnParameter; only
// those: a member set that changes makes an editor's document lower every statement again, and
// typing in another parameter list must not).
void mark_instance_vals(TSNode body, std::string_view text, std::set<std::string, std::less<>>& own) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  std::set<std::string, std::less<>> given;  // the names a receiver may give
  for (auto e = own.lower_bound(kScalaClassParameter); e != own.end() && e->starts_with(kScalaClassParameter); ++e) {
    given.insert(e->substr(e->find(':', kScalaClassParameter.size()) + 1));
  }
  for (auto e = own.lower_bound(kScalaAbstract); e != own.end() && e->starts_with(kScalaAbstract); ++e) {
    given.insert(e->substr(kScalaAbstract.size()));
  }
  each_named_child(body, [&](TSNode c) {
    const TSSymbol s = ts_node_symbol(c);
    if (s == S.function_definition) {
      const TSNode name = ts_node_child_by_field_id(c, F.name);
      if (null(name)) return;
      const std::string prefix = std::string(kScalaOwnParameter) + std::string(node_text(name, text)) + ":";
      for (TSNode list : field_children(c, F.parameters)) {
        each_named_child(list, [&](TSNode p) {
          const TSNode param = ts_node_symbol(p) == S.parameter ? ts_node_child_by_field_id(p, F.name) : TSNode{};
          if (!null(param) && given.count(node_text(param, text)))
            own.insert(prefix + std::string(node_text(param, text)));
        });
      }
      return;
    }
    if (s != S.val_definition && s != S.var_definition) return;
    const TSNode value = ts_node_child_by_field_id(c, F.value);
    if (null(value)) return;
    const std::string_view written = node_text(value, text);
    for (std::string_view read : {".read", ".sql(", ".table(", "createDataFrame", ".range("}) {
      if (written.find(read) != std::string_view::npos) return;
    }
    const TSNode pattern = ts_node_child_by_field_id(c, F.pattern);
    if (!null(pattern) && ts_node_symbol(pattern) == S.identifier) {
      own.insert(std::string(kScalaVal) + std::string(node_text(pattern, text)));
    }
  });
}

// One named child of a body, after `previous` (the last that parsed).
void collect_part(TSNode statement, TSNode previous, ScalaStatements& out, std::string_view text, int depth,
                  const std::string& owner) {
  const auto& S = scala::sym();
  const auto& F = scala::field();
  if (!is_error_node(statement)) {
    if (!ts_node_is_extra(statement)) collect_one(statement, out, text, depth, owner);
    return;
  }
  // A part that did not parse (`object Job {` whose body never closes leaves the object without
  // one and the rest of the file in here): its definitions are lifted, as members of the object
  // before it when that object lost its body.
  std::string holder = owner;
  const TSSymbol p = null(previous) ? 0 : ts_node_symbol(previous);
  if ((p == S.object_definition || p == S.class_definition || p == S.trait_definition) &&
      null(ts_node_child_by_field_id(previous, F.body))) {
    const std::string name(node_text(ts_node_child_by_field_id(previous, F.name), text));
    holder = owner.empty() ? name : owner + "." + name;
  }
  if (depth < 8) lift_swallowed(statement, out, text, depth + 1, holder);
}

void collect(TSNode node, ScalaStatements& out, std::string_view text, int depth, const std::string& owner) {
  TSNode previous{};
  each_named_child(node, [&](TSNode statement) {
    collect_part(statement, previous, out, text, depth, owner);
    if (!is_error_node(statement)) previous = statement;
  });
}

}  // namespace

ScalaStatements scala_statements_of(TSNode part, TSNode previous, std::string_view original) {
  ScalaStatements out;
  collect_part(part, previous, out, original, 0, "");
  return out;
}

std::vector<TSNode> scala_parts(TSNode root) {
  std::vector<TSNode> out;
  each_named_child(root, [&](TSNode part) { out.push_back(part); });
  return out;
}

void derive_scala_members(ScalaMembers& members) {
  std::vector<std::pair<std::string, std::string>> added;  // (owner, entry)
  // `extends Parent(a, name = b)`: each parameter of Parent's constructor given is the extender's.
  for (const auto& [owner, names] : members) {
    for (auto entry = names.lower_bound(kScalaParentArguments);
         entry != names.end() && entry->starts_with(kScalaParentArguments); ++entry) {
      const std::string_view given = std::string_view(*entry).substr(kScalaParentArguments.size());
      const std::size_t colon = given.find(':');
      const std::size_t second = given.find(':', colon + 1);
      if (colon == std::string_view::npos || second == std::string_view::npos) continue;
      const auto parent = parent_path(members, owner, given.substr(0, colon));
      if (!parent) continue;
      const std::vector<std::string_view> parameters = constructor_parameters(members, *parent, true);
      const std::size_t positional = std::stoul(std::string(given.substr(colon + 1, second - colon - 1)));
      for (std::size_t i = 0; i < std::min(positional, parameters.size()); ++i) {
        added.emplace_back(owner, std::string(parameters[i]));
      }
      for (std::string_view rest = given.substr(second + 1); !rest.empty();) {
        const std::size_t comma = rest.find(',');
        const std::string_view name = rest.substr(0, comma);
        if (std::find(parameters.begin(), parameters.end(), name) != parameters.end()) {
          added.emplace_back(owner, std::string(name));
        }
        rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 1);
      }
    }
  }
  for (auto& [owner, entry] : added) members[owner].insert(std::move(entry));
  added.clear();
  for (const auto& [owner, names] : members) {
    const std::vector<std::string> parents = parents_of(members, owner);
    if (parents.empty()) continue;
    for (const std::string& name : names) {
      if (name.starts_with('\x01')) continue;
      for (const std::string& parent : parents) {
        const auto found = declared_member(members, parent, name, 1);
        if (!found) continue;
        added.emplace_back(found->substr(0, found->rfind('.')), std::string(kScalaAbstract) + name);
        break;
      }
    }
  }
  for (auto& [owner, entry] : added) members[owner].insert(std::move(entry));
  for (auto& [owner, names] : members) {
    const bool per_instance = std::any_of(names.begin(), names.end(), [](const std::string& m) {
      return (m.starts_with(kScalaClassParameter) && m.find(":=", kScalaClassParameter.size()) == std::string::npos) ||
             m.starts_with(kScalaAbstract);
    });
    if (!per_instance) continue;
    std::vector<std::string> vals;
    for (auto entry = names.lower_bound(kScalaVal); entry != names.end() && entry->starts_with(kScalaVal); ++entry) {
      vals.push_back(std::string(kScalaParameterless) + entry->substr(kScalaVal.size()));
    }
    names.insert(std::make_move_iterator(vals.begin()), std::make_move_iterator(vals.end()));
  }
}

void merge_members(ScalaMembers& into, const ScalaMembers& from) {
  for (const auto& [owner, names] : from) into[owner].insert(names.begin(), names.end());
}

ScalaStatements scala_statements(const std::vector<TSNode>& roots, std::string_view original) {
  ScalaStatements out;
  for (TSNode root : roots) collect(root, out, original, 0, "");
  derive_scala_members(out.members);
  return out;
}

std::shared_ptr<SyntaxUnit> lower_scala_statement(TSNode statement, std::string_view original, const ScalaMembers& members,
                                                  const std::string& owner, std::shared_ptr<const std::string> file) {
  return Lowering(original, statement, members, owner).unit(statement, file);
}

std::vector<std::shared_ptr<SyntaxUnit>> lower_scala_statements(const std::vector<TSNode>& roots,
                                                                std::string_view original,
                                                                std::shared_ptr<const std::string> file) {
  const ScalaStatements found = scala_statements(roots, original);
  std::vector<std::shared_ptr<SyntaxUnit>> units;
  units.reserve(found.statements.size());
  for (std::size_t i = 0; i < found.statements.size(); ++i) {
    units.push_back(lower_scala_statement(found.statements[i], original, found.members, found.owners[i], file));
  }
  return units;
}

}  // namespace streamlint::analysis
