// SR407 foreach-batch-swallows-errors (RULES.md sinks; streaming-facts.md §11: an exception raised
// by the foreachBatch function fails the query and the batch is retried on restart; one the
// function swallows lets Spark commit the batch in the offset log, Spark guide "Using Foreach and
// ForeachBatch", Databricks "Use foreachBatch to write to arbitrary data sinks").
//
// A write of a foreachBatch function (the SR401 write kinds, and SQL MERGE/INSERT/UPDATE/DELETE)
// inside `try:` whose `except` for Exception, BaseException or everything neither raises nor
// re-raises. Scala's catch cases are lowered as except clauses (scala_lowering.cpp catch_case:
// `Throwable` as BaseException, `NonFatal(e)` as Exception, `_` as a bare except; `throw` as raise).
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/syntax/python_grammar.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// The deepest node of `span`'s unit that holds the whole span.
Node node_holding(const Span& span) {
  if (!span.unit) return {};
  Node found;
  const auto& nodes = span.unit->nodes();
  for (std::uint32_t i = 0; i < nodes.size(); ++i) {
    if (nodes[i].start <= span.start && span.end <= nodes[i].end) found = Node(span.unit, i);
  }
  return found;
}

// A raise in `n` itself, not in a function or lambda defined there (it raises only when called).
bool raises(Node n) {
  const auto& S = py::sym();
  if (n.is(S.raise_statement)) return true;
  bool found = false;
  n.for_each_named_child([&](Node c) {
    if (!c.is(S.function_definition) && !c.is(S.lambda) && !c.is(S.class_definition)) found = found || raises(c);
  });
  return found;
}

// `except:`, `except Exception:`, `except (ValueError, Exception) as e:`, `except BaseException:`.
bool catches_everything(Node clause) {
  const auto& S = py::sym();
  std::string header;
  clause.for_each_named_child([&](Node c) {
    if (c.is(S.block)) return;
    const Node type = c.is(S.as_pattern) ? c.named_child(0) : c;
    if (type) header += std::string(type.is(S.identifier) ? type.name() : type.text()) + " ";
  });
  if (trim_spaces(header).empty()) return true;  // a bare except
  for (std::string_view broad : {"Exception", "BaseException"}) {
    for (std::size_t at = header.find(broad); at != std::string::npos; at = header.find(broad, at + 1)) {
      const bool starts =
          at == 0 || !(std::isalnum(static_cast<unsigned char>(header[at - 1])) || header[at - 1] == '_');
      const std::size_t end = at + broad.size();
      const bool ends =
          end == header.size() || !(std::isalnum(static_cast<unsigned char>(header[end])) || header[end] == '_');
      if (starts && ends) return true;
    }
  }
  return false;
}

// Whether the handler `clause` writes the batch itself, in the handler or a helper it calls: the
// micro-batch (or a DataFrame made from it) put into a quarantine table, or the write `failed` made
// again with its own writer (a retry). That write's own failure fails the batch, so the data is
// written somewhere or the batch runs again: nothing is lost silently. A row of its own (an error
// or audit record, a SQL INSERT) and a `noop` write keep no batch data.
bool writes_batch_in(Node clause, const BatchWrite& failed, const std::vector<BatchWrite>& writes) {
  const Span at = clause.span();
  const auto inside = [&](const Span& s) { return s.unit == at.unit && at.start <= s.start && s.end <= at.end; };
  return std::any_of(writes.begin(), writes.end(), [&](const BatchWrite& w) {
    const bool retry = w.writer_made_at && w.writer_made_at == failed.writer_made_at;
    return (w.micro_batch || retry) && w.format != "noop" &&
           (inside(w.terminal_range) || std::any_of(w.via.begin(), w.via.end(), inside));
  });
}

}  // namespace

void check_sr407_foreach_batch_swallows_errors(RuleContext& ctx) {
  const bool scala = ctx.language == SourceLanguage::Scala;
  const auto& S = py::sym();
  const auto& F = py::field();
  std::set<std::pair<std::uint64_t, std::uint32_t>> reported;  // one finding per except clause
  for (const BatchWrite& w : ctx.model.batch_writes) {
    // Up from the write, and from each call that led to it from the foreachBatch function, to each
    // `try` whose body holds it.
    std::vector<Span> places = w.via;
    places.push_back(w.terminal_range);
    for (const Span& place : places) {
      Node child = node_holding(place);
      for (Node parent = child.parent(); parent; child = parent, parent = parent.parent()) {
        if (!parent.is(S.try_statement) || !(child == parent.field(F.body))) continue;
        parent.for_each_named_child([&](Node clause) {
          if (!clause.is(S.except_clause) || !catches_everything(clause) || raises(clause) ||
              writes_batch_in(clause, w, ctx.model.batch_writes)) {
            return;
          }
          if (!reported.insert(clause.span().start_key()).second) return;
          if (scala && clause.text().starts_with("Try")) {  // a Try whose failure is dropped, at `Try`
            ctx.report("SR407", Severity::Warning, sub_span(clause.span(), 0, 3),
                       "This Try catches the foreachBatch write's failure and drops it: Spark commits the batch "
                       "as done and its data is never written (silent loss on every failed write). Call `.get` on "
                       "it (or match `case Failure(e) => throw e` after logging), or let the write throw.");
            return;
          }
          if (scala) {  // at the case's `case` keyword
            ctx.report("SR407", Severity::Warning, sub_span(clause.span(), 0, 4),
                       "This catch case catches the foreachBatch write's failure and does not throw it again: "
                       "Spark commits the batch as done and its data is never written (silent loss on every "
                       "failed write). Rethrow after logging (`throw e`), or catch only the errors you can "
                       "recover from.");
            return;
          }
          ctx.report("SR407", Severity::Warning, sub_span(clause.span(), 0, 6),
                     "This except catches the foreachBatch write's failure and does not raise it again: Spark "
                     "commits the batch as done and its data is never written (silent loss on every failed "
                     "write). Re-raise after logging (`raise`), or catch only the errors you can recover from.");
        });
      }
    }
  }
}

const Rule& rule_sr407() {
  static const Rule rule{
      {"SR407",
       "foreach-batch-swallows-errors",
       Severity::Warning,
       "sink",
       "A foreachBatch write inside `try:` whose `except` (in Scala, a `catch` case) catches everything and does not "
       "raise.",
       "An exception the foreachBatch function raises fails the query, and the batch runs again on restart. "
       "One it swallows (logged and dropped) lets the function return normally: Spark commits the batch in "
       "the offset log as done, and the rows of that batch are never written. Nothing fails, nothing alerts. "
       "A handler that writes the batch itself (the write again, or the batch into a quarantine table) "
       "loses nothing: that write's failure fails the batch.",
       "Re-raise after logging (`raise`, or `raise ... from e`; in Scala `throw e`), or catch only the "
       "exception types you can recover from.",
       "# problem\ndef upsert(df, batch_id):\n    try:\n        df.sparkSession.sql(MERGE)\n    except Exception as "
       "e:\n"
       "        log.warning(e)\n# fixed\ndef upsert(df, batch_id):\n    try:\n        df.sparkSession.sql(MERGE)\n"
       "    except Exception:\n        log.exception(\"merge failed\")\n        raise",
       {kForeachBatchDoc, kDbxForeachDoc},
       "4.3, 11",
       {},
       {}},
      check_sr407_foreach_batch_swallows_errors,
      nullptr};
  return rule;
}

}  // namespace streamlint::analysis
