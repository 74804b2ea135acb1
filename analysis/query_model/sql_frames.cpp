// Spark SQL in the query model: temp views registered from DataFrames, and SQL queries read back
// over them (spark.sql, spark.table, spark.readStream.table) turned into the Operations the same
// query written with DataFrame calls would have, so every rule reads one model (DESIGN.md "The
// query model": SQL front-end). A query over a temp view of a stream is a stream; over a table it
// is a batch read unless the table is wrapped in Lakeflow's STREAM(...).
#include <algorithm>
#include <cctype>

#include "analysis/query_model/interpreter.h"
#include "analysis/query_model/stateful.h"
#include "analysis/sql/pipeline_sql.h"
#include "analysis/sql/sql_dml_source.h"
#include "analysis/sql/sql_query.h"
#include "analysis/sql_file.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// A SQL SET's value where the file has it as written (not folded from pieces): a fix may rewrite it.
void written_value(SessionConf& conf, const Span& at, std::string_view value) {
  if (value.empty() || at.text() != value) return;
  conf.value_range = at;
  conf.value_is_literal = true;
}

// Spark resolves temp view names case-insensitively; `global_temp.` names global temp views.
std::string view_key(std::string_view name) {
  std::string key = to_lower(name);
  key.erase(std::remove(key.begin(), key.end(), '`'), key.end());
  return key;
}

// Two SQL terms written alike, but for case and blanks (`window(ts,'1 hour')`, `WINDOW(ts, '1 hour')`).
bool same_sql_text(std::string_view a, std::string_view b) {
  const auto squeezed = [](std::string_view s) {
    std::string out;
    for (char c : s) {
      if (!std::isspace(static_cast<unsigned char>(c)))
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
  };
  return squeezed(a) == squeezed(b);
}

}  // namespace

// Where SQL offsets land in the source: inside the string literal when it holds the SQL verbatim
// (no escapes, not an f-string). Else, SQL folded from pieces (an f-string over constants, literals
// written one after another, `+`): at the same words in the written text when they are there (the
// k-th time the SQL spells them before the offset, the k-th place they are written), so a clause
// keeps its line (RULES.md "Where a finding is reported"); else the whole literal or argument.
struct SqlSource {
  Span written;                       // the literal (or the argument)
  std::optional<std::uint32_t> base;  // offset of the SQL's first byte within `written`
  std::string sql{};                  // the folded SQL, when there is no base

  Span at(const SqlSpan& s) const {
    if (base) return sub_span(written, *base + s.start, s.end - s.start);
    if (s.end <= s.start || s.end > sql.size()) return written;
    const std::string_view words = std::string_view(sql).substr(s.start, s.end - s.start);
    std::size_t k = 0;  // times the SQL spells the words before the offset
    for (std::size_t i = sql.find(words); i < s.start; i = sql.find(words, i + 1)) ++k;
    const std::string_view text = written.text();
    std::size_t at = text.find(words);
    for (; k > 0 && at != std::string_view::npos; --k) at = text.find(words, at + 1);
    if (at == std::string_view::npos) return written;
    return sub_span(written, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(words.size()));
  }
};

namespace {

SqlSource locate_sql(const StringValue& s, const Span& argument) {
  if (!s.written_at) return {s.folded_at.value_or(argument), std::nullopt, s.text};
  const Span literal = *s.written_at;
  const std::string_view raw = literal.text();
  std::size_t at = 0;
  while (at < raw.size() && raw[at] != '"' && raw[at] != '\'') ++at;  // prefix letters (r, u)
  if (at >= raw.size()) return {literal, std::nullopt, s.text};
  const char quote = raw[at];
  const std::size_t quotes = raw.substr(at, 3) == std::string(3, quote) ? 3 : 1;
  const std::size_t begin = at + quotes;
  if (raw.size() < begin + quotes) return {literal, std::nullopt, s.text};
  std::string written(raw.substr(begin, raw.size() - begin - quotes));
  if (s.margins_blanked) {  // compare with the margins blanked as stripMargin's value has them
    for (std::size_t i = 0; i < written.size() && i < s.text.size(); ++i) {
      if (written[i] == '|' && s.text[i] == ' ') written[i] = ' ';
    }
  }
  if (written != s.text) return {literal, std::nullopt, s.text};
  return {literal, static_cast<std::uint32_t>(begin)};
}

ColumnValue column_of(const SqlColumn& c) {
  using Kind = ColumnValue::Kind;
  ColumnValue v{Kind::Expression, "", c.columns, ""};
  if (c.kind == SqlColumn::Kind::Column) v = ColumnValue{Kind::Column, c.name, {c.name}, ""};
  if (c.kind == SqlColumn::Kind::Window) v = ColumnValue{Kind::Window, c.name, c.columns, ""};
  if (c.kind == SqlColumn::Kind::SessionWindow) v = ColumnValue{Kind::SessionWindow, c.name, c.columns, ""};
  v.aggregate = c.kind == SqlColumn::Kind::Aggregate;
  v.distinct_aggregate = c.distinct_aggregate;
  v.alias = c.alias;
  return v;
}

}  // namespace

std::string Interpreter::view_registered_by(std::string_view method, const CallArguments& args) {
  // registerTempTable: the Spark 1.x name of createOrReplaceTempView, deprecated since 2.0 and still
  // in old jobs (https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/api/pyspark.sql.DataFrame.registerTempTable.html).
  const bool local = method == "createOrReplaceTempView" || method == "createTempView" || method == "registerTempTable";
  const bool global = method == "createOrReplaceGlobalTempView" || method == "createGlobalTempView";
  if (!local && !global) return {};
  auto name = string_of(args.get(0, "name"));
  if (!name) return {};
  return (global ? "global_temp." : "") + *name;
}

// Views live in the module scope under names no Python code can spell, so incremental
// recomputation tracks them like any binding (a statement that reads a view re-runs when it changes).
void Interpreter::register_view(std::string_view name, const ValuePtr& value) {
  if (name.empty()) return;
  module_scope_->bind(std::string(kViewPrefix) + view_key(name), value);
}

ValuePtr Interpreter::view(std::string_view name) const {
  const std::string key = std::string(kViewPrefix) + view_key(name);
  if (!module_scope_->binds(key)) return nullptr;
  return module_scope_->lookup(key);
}

ValuePtr Interpreter::unregistered_table(const std::optional<std::string>& name) {
  BatchDataFrameValue read;
  // A temp view's name is one part, or `global_temp.` and one; a catalog table's
  // (`main.sales.orders`) is a batch read.
  if (name && (name->find('.') == std::string::npos ||
               (to_lower(*name).starts_with("global_temp.") && name->find('.', 12) == std::string::npos))) {
    auto frame = std::make_shared<StreamingDataFrame>();
    frame->origin_unknown = true;
    read.unseen_view = std::move(frame);
  }
  return make_value(std::move(read));
}

namespace {

// The leading literal text of a string literal whose value is not known (`f"MERGE INTO {target}
// ..."`, Scala's `s"MERGE INTO $target ..."`): its text after the prefix and the quotes, up to
// the first interpolation. Empty for anything else (a name, a call, a concatenation).
std::string_view literal_head(Node argument) {
  if (!argument) return {};
  std::string_view text = argument.text();
  std::size_t i = 0;
  while (i < text.size() && i < 3 && std::isalpha(static_cast<unsigned char>(text[i]))) ++i;
  if (i >= text.size() || (text[i] != '"' && text[i] != '\'')) return {};
  while (i < text.size() && (text[i] == '"' || text[i] == '\'')) ++i;
  text.remove_prefix(i);
  return text.substr(0, std::min(text.find_first_of("{$"), text.size()));
}

}  // namespace

void Interpreter::record_sql_write(std::string_view sql, Node call) {
  // A MERGE, INSERT, UPDATE or DELETE run by a foreachBatch function is one of its writes (SR407).
  const Frame& frame = frames_.back();
  if (!frame.batch_function_scope || frame.row_handler) return;
  sql.remove_prefix(std::min(sql.find_first_not_of(" \t\r\n"), sql.size()));
  const std::string verb = to_lower(sql.substr(0, std::min(sql.find_first_of(" \t\r\n"), sql.size())));
  if (verb != "merge" && verb != "insert" && verb != "update" && verb != "delete") return;
  // `INSERT INTO` appends (SR401 reads it as an append); `INSERT OVERWRITE` replaces.
  std::string_view rest = sql.substr(std::min(sql.find_first_of(" \t\r\n"), sql.size()));
  rest.remove_prefix(std::min(rest.find_first_not_of(" \t\r\n"), rest.size()));
  const bool into = verb == "insert" && to_lower(rest.substr(0, 4)) == "into" &&
                    (rest.size() == 4 || std::isspace(static_cast<unsigned char>(rest[4])));
  const Frame* handler = handler_frame();
  // A MERGE that adds to the target's values (`SET t.n = t.n + s.n`) changes it again when run again:
  // only Delta's txnAppId/txnVersion make a retried batch's write a no-op
  // (https://docs.delta.io/latest/delta-streaming.html#idempotent-table-writes-in-foreachbatch).
  const std::string mode = into ? "append" : verb == "merge" && merge_accumulates(sql) ? "accumulate" : "";
  out_->batch_writes.push_back({"sql", method_call_span(call), "", mode,
                                handler ? handler->session_txn_options : OptionSet{}, "", frame.foreach_batch_range});
  out_->batch_writes.back().via = handler_call_path();
}

void Interpreter::record_dml_over_stream(const std::string& sql, const SqlSource& source) {
  const auto dml = read_sql_dml_source(sql);
  if (!dml || in_pipeline_code()) return;
  ValuePtr read = dml->name.empty() ? nullptr : view(dml->name);
  if (dml->query) {
    const std::string_view text = std::string_view(sql).substr(dml->query->start, dml->query->end - dml->query->start);
    const SqlStatementModel q = read_sql_statement(text);
    SqlSource query_source = source;  // offsets into the query, not the statement
    if (query_source.base) {
      *query_source.base += dml->query->start;
    } else {
      query_source.sql = std::string(text);
    }
    if (q.readable && q.kind == SqlStatementModel::Kind::Query) read = select_value(q.query, query_source, 0);
  }
  // A view of a value of unknown origin (a helper's parameter) may be a micro-batch: no verdict.
  const auto* stream = read ? read->as<StreamingDataFrameValue>() : nullptr;
  if (stream && !stream->frame->origin_unknown) {
    out_->streaming_actions.push_back({dml->verb == "merge" ? "MERGE" : "INSERT", source.at(dml->verb_at), 0});
  }
}

ValuePtr Interpreter::sql_value(const CallArguments& args, Node call) {
  const ValuePtr text = args.get(0, "sqlQuery");
  const auto* s = text->as<StringValue>();
  if (!s) {
    // Its verb is still known when only names in it are not (`MERGE INTO {target} ...`).
    if (!args.positional.empty()) record_sql_write(literal_head(args.positional[0].node), call);
    return unknown_value();
  }
  // spark.sql("SELECT ... FROM {events}", events=df) (PySpark 3.3+, SparkSession.sql's kwargs,
  // https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/api/pyspark.sql.SparkSession.sql.html): a
  // DataFrame argument is read through a view of it, a string as its text. A placeholder left
  // unfilled does not parse: the query is then unknown.
  StringValue formatted = *s;
  for (const auto& k : args.keywords) {
    const std::string placeholder = "{" + k.name + "}";
    if (k.name == "sqlQuery" || k.name == "args" || formatted.text.find(placeholder) == std::string::npos) continue;
    std::string replacement;
    if (k.value->as<StreamingDataFrameValue>() || k.value->as<BatchDataFrameValue>()) {
      replacement = "__sql_argument_" + k.name;
      register_view(replacement, k.value);
    } else if (auto str = string_of(k.value)) {
      replacement = *str;
    } else {
      continue;
    }
    for (std::size_t at = formatted.text.find(placeholder); at != std::string::npos;
         at = formatted.text.find(placeholder, at + replacement.size())) {
      formatted.text.replace(at, placeholder.size(), replacement);
    }
  }
  if (formatted.text != s->text) s = &formatted;
  const Span argument = args.has(0, "sqlQuery") ? args.range(0, "sqlQuery") : call.span();
  out_->sql_statements.push_back({s->text, s->written_at.value_or(argument)});
  record_sql_write(s->text, call);
  const SqlSource source = locate_sql(*s, argument);
  record_dml_over_stream(s->text, source);
  // `spark.sql("SET key = value")` sets the session conf as spark.conf.set does.
  if (const auto set = read_sql_set(s->text)) {
    SessionConf conf{set->key, make_value(StringValue{set->value}), source.at(set->key_at)};
    written_value(conf, source.at(set->value_at), set->value);
    note_runtime_conf(conf);
    keep_session_conf(std::move(conf));
    return make_value(BatchDataFrameValue{});
  }
  const SqlStatementModel statement = read_sql_statement(s->text);
  if (!statement.readable) return unknown_value();  // SQL we cannot read: no verdict
  if (statement.kind == SqlStatementModel::Kind::CreateView) {
    register_view((statement.view_global ? "global_temp." : "") + statement.view_name,
                  select_value(statement.query, source, 0));
    return unknown_value();
  }
  if (statement.kind != SqlStatementModel::Kind::Query) return make_value(BatchDataFrameValue{});
  return select_value(statement.query, source, 0);
}

ValuePtr Interpreter::expression_value(const ValuePtr& text, const Span& argument, bool unreadable_unknown) {
  const auto* s = text->as<StringValue>();
  if (!s) return unknown_value();
  const SqlExpression e = read_sql_expression(s->text);
  if (!e.readable) {
    if (unreadable_unknown) return unknown_value();
    return make_value(ColumnValue{ColumnValue::Kind::Expression, "", {}, s->text});
  }
  ColumnValue v = column_of(e.term);
  if (v.kind == ColumnValue::Kind::Expression) {
    // The text, not the columns, is what conditions are read by (and what restart shapes record).
    v.columns.clear();
    v.text = s->text;
  }
  v.aggregate = e.aggregate;
  v.distinct_aggregate = e.distinct_aggregate;
  v.equated = e.equated;
  if (!e.window_functions.empty()) v.window_function = locate_sql(*s, argument).at(e.window_functions.front());
  return make_value(std::move(v));
}

void Interpreter::run_sql_cell(Node cell) {
  const Span whole = cell.span();
  for (const SqlStatement& s : split_sql_statements(cell.text())) {
    // The statement's bytes are the cell's own (the `# MAGIC ` prefixes are blanks): spans land in place.
    const Span at = sub_span(whole, s.range.start, s.range.end - s.range.start);
    out_->sql_statements.push_back({s.text, at, true});
    if (const auto set = read_sql_set(s.text)) {
      SessionConf conf{set->key, make_value(StringValue{set->value}),
                       sub_span(at, set->key_at.start, set->key_at.end - set->key_at.start)};
      written_value(conf, sub_span(at, set->value_at.start, set->value_at.end - set->value_at.start), set->value);
      note_runtime_conf(conf);
      keep_session_conf(std::move(conf));
      continue;
    }
    if (run_pipeline_sql(s, at)) continue;
    record_dml_over_stream(s.text, SqlSource{at, 0});
    const SqlStatementModel statement = read_sql_statement(s.text);
    if (!statement.readable || statement.kind != SqlStatementModel::Kind::CreateView) continue;
    register_view((statement.view_global ? "global_temp." : "") + statement.view_name,
                  select_value(statement.query, SqlSource{at, 0}, 0));
  }
}

bool Interpreter::run_pipeline_sql(const SqlStatement& s, const Span& at) {
  using Defines = PipelineSqlStatement::Defines;
  const PipelineSqlStatement pipeline = read_pipeline_sql(s.text);
  const bool view = pipeline.defines == Defines::View;
  // A one-time INSERT flow reads in batch; a materialized view's query is recomputed, not streamed
  // (reading a stream there is SR705's).
  const bool streams = pipeline.defines == Defines::StreamingTable ||
                       (pipeline.defines == Defines::Flow && pipeline.insert_flow && !pipeline.insert_once);
  if (!pipeline.query_offset || (!view && !streams)) return false;
  // The pipeline DDL around the query is Databricks syntax; the query itself is Spark SQL.
  const std::size_t query_length =
      pipeline.query_end ? *pipeline.query_end - *pipeline.query_offset : std::string_view::npos;
  const SqlStatementModel query =
      read_sql_statement(std::string_view(s.text).substr(*pipeline.query_offset, query_length));
  if (!query.readable || query.kind != SqlStatementModel::Kind::Query) return true;  // unknown: no verdict
  Frame& frame = frames_.back();
  const bool was_dataset = frame.pipeline_dataset;
  frame.pipeline_dataset = true;  // its sources are the pipeline's (they keep no checkpoint of their own)
  const ValuePtr value = select_value(query.query, SqlSource{at, static_cast<std::uint32_t>(*pipeline.query_offset)}, 0);
  frames_.back().pipeline_dataset = was_dataset;
  if (view) {
    register_view(pipeline.name, value);
  } else if (const auto* stream = value->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
    record_pipeline_query(stream->frame, sub_span(at, static_cast<std::uint32_t>(pipeline.first_word),
                                                  static_cast<std::uint32_t>(pipeline.first_word_length)));
  }
  return true;
}

ValuePtr Interpreter::relation_value(const SqlRelation& relation, const SqlSource& source, int depth) {
  ValuePtr value = read_relation(relation, source, depth);
  const auto* stream = value->as<StreamingDataFrameValue>();
  if (!relation.watermark || !stream) return value;
  // `WATERMARK ts DELAY OF INTERVAL 10 MINUTES` is withWatermark("ts", "10 minutes") on the relation.
  auto frame = std::make_shared<StreamingDataFrame>(*stream->frame);
  const SqlWatermark& w = *relation.watermark;
  ValuePtr column = w.column.empty() ? unknown_value() : make_value(StringValue{w.column});
  frame->operations.push_back(Operation{"withWatermark", source.at(w.at), {column, make_value(StringValue{w.delay})},
                                        {}, nullptr, false, false});
  return make_value(StreamingDataFrameValue{std::move(frame)});
}

ValuePtr Interpreter::read_relation(const SqlRelation& relation, const SqlSource& source, int depth) {
  switch (relation.kind) {
    case SqlRelation::Kind::Subquery:
    {
      if (!relation.subquery || depth >= kSqlDepth) return unknown_value();
      // A CTE read by several later ones (a chain whose steps join the one before with itself) is
      // one value, read once per statement.
      const SqlSelect* query = relation.subquery.get();
      if (const auto known = sql_values_.find(query); known != sql_values_.end()) return known->second;
      ValuePtr value = select_value(*query, source, depth + 1);
      sql_values_.emplace(query, value);
      return value;
    }
    case SqlRelation::Kind::Stream: {
      // STREAM(v) of a temp view of a stream is that stream; of a table, a streaming table read.
      if (ValuePtr v = view(relation.name); v && v->as<StreamingDataFrameValue>()) return v;
      Source table;
      table.format = "table";
      table.table = relation.name;
      table.call_range = source.at(relation.at);
      table.in_pipeline_dataset = frames_.back().pipeline_dataset;
      auto frame = std::make_shared<StreamingDataFrame>();
      frame->sources.push_back(std::make_shared<const Source>(std::move(table)));
      out_->sources.push_back(frame->sources.back());
      return make_value(StreamingDataFrameValue{std::move(frame)});
    }
    case SqlRelation::Kind::Table:
      if (ValuePtr v = view(relation.name)) return v;
      return unregistered_table(relation.name);  // a table read in a batch query
    case SqlRelation::Kind::Unknown:
      break;
  }
  return unknown_value();
}

ValuePtr Interpreter::select_value(const SqlSelect& q, const SqlSource& source, int depth) {
  if (depth == 0) sql_values_.clear();  // a new statement: its queries are other objects
  ValuePtr base = q.from ? relation_value(*q.from, source, depth) : make_value(BatchDataFrameValue{});
  std::shared_ptr<StreamingDataFrame> frame;
  if (const auto* stream = base->as<StreamingDataFrameValue>()) frame = std::make_shared<StreamingDataFrame>(*stream->frame);
  // A query of one view registered out of sight: its clauses also on the stream it may be, kept
  // with the batch result (BatchDataFrameValue::unseen_view).
  const auto* unseen = base->as<BatchDataFrameValue>();
  unseen = unseen && unseen->unseen_view && q.joins.empty() && q.set_operations.empty() ? unseen : nullptr;
  if (unseen) frame = std::make_shared<StreamingDataFrame>(*unseen->unseen_view);
  auto add = [&](std::string method, const SqlSpan& at, std::vector<ValuePtr> arguments = {}) {
    Operation op{std::move(method), source.at(at), std::move(arguments), {}, nullptr, false, false};
    frame->operations.push_back(std::move(op));
  };
  for (const SqlJoin& j : q.joins) {
    const ValuePtr other = relation_value(j.relation, source, depth);
    const auto* other_stream = other->as<StreamingDataFrameValue>();
    if (!frame && other_stream && base->as<BatchDataFrameValue>()) {
      // static JOIN stream: the result is a stream with the static side on the left.
      frame = std::make_shared<StreamingDataFrame>(*other_stream->frame);
      Operation op{"join", source.at(j.at), {}, {}, nullptr, true, true};
      op.keywords.push_back({"how", make_value(StringValue{j.type})});
      frame->operations.push_back(std::move(op));
      continue;
    }
    if (!frame) continue;
    ColumnValue condition{ColumnValue::Kind::Expression, "", j.columns, j.condition};
    condition.equated = j.equated;
    ValuePtr on = make_value(std::move(condition));
    if (!j.using_columns.empty()) {
      ListValue names;
      for (const std::string& c : j.using_columns) names.items.push_back(make_value(StringValue{c}));
      on = make_value(std::move(names));
    }
    Operation op{"join", source.at(j.at), {other, on, make_value(StringValue{j.type})}, {}, nullptr, false, false};
    if (other_stream && !other_stream->frame->origin_unknown) {
      // A view of unknown origin JOIN a stream is not known to be stream-stream (as DataFrame.join
      // of an unknown-origin receiver, spark_api.cpp).
      if (!frame->origin_unknown) op.other = other_stream->frame;
      frame->add_sources(*other_stream->frame);
    } else if (other->as<BatchDataFrameValue>()) {
      op.other_is_static = true;
    }
    frame->operations.push_back(std::move(op));
  }
  if (!frame && base->as<BatchDataFrameValue>()) {
    // static EXCEPT / INTERSECT / UNION stream: the result is a stream with the static side on the
    // left, as static.exceptAll(stream) is (batch_api.cpp; SR404 reads EXCEPT). The left query's
    // own clauses are the static side's; ORDER BY and LIMIT apply to the result.
    for (const SqlSetOperation& set : q.set_operations) {
      const ValuePtr other = set.query && depth < kSqlDepth ? select_value(*set.query, source, depth + 1) : nullptr;
      const auto* stream = other ? other->as<StreamingDataFrameValue>() : nullptr;
      if (!stream || stream->frame->origin_unknown) continue;
      frame = std::make_shared<StreamingDataFrame>(*stream->frame);
      const std::string method = set.kind.starts_with("union")       ? "union"
                                 : set.kind.starts_with("intersect") ? "intersect"
                                                                     : "exceptAll";
      frame->operations.push_back(Operation{method, source.at(set.at), {}, {}, nullptr, true, true});
      if (method == "union" && set.kind.find("all") == std::string::npos) add("distinct", set.at);
      if (q.order_by) add("orderBy", *q.order_by);
      if (q.limit) add("limit", *q.limit);
      return make_value(StreamingDataFrameValue{std::move(frame)});
    }
  }
  if (!frame) return base->unknown() ? base : make_value(BatchDataFrameValue{});
  if (q.sample) add("sample", *q.sample);
  if (q.where) add("filter", *q.where);
  if (q.group_by) {
    std::vector<ValuePtr> keys;
    for (const SqlColumn& k : q.group_keys) {
      // `GROUP BY date_trunc('HOUR', ts)`: a key of its own, known by its text (stateful.cpp), as
      // F.date_trunc("hour", "ts") is.
      ColumnValue key = column_of(k);
      if (key.kind == ColumnValue::Kind::Expression && !key.aggregate) key.text = k.text;
      // `SELECT window(ts, '1 hour') AS w ... GROUP BY window(ts, '1 hour')`: the output names the
      // key as the select list does (an outer GROUP BY w groups by the window), as
      // groupBy(window(...).alias("w")) would.
      if (key.alias.empty() && (k.kind == SqlColumn::Kind::Window || k.kind == SqlColumn::Kind::SessionWindow)) {
        for (const SqlColumn& c : q.select) {
          if (c.kind == k.kind && !c.alias.empty() && same_sql_text(c.text, k.text)) key.alias = c.alias;
        }
      }
      keys.push_back(make_value(std::move(key)));
    }
    std::vector<ValuePtr> aggregates;
    for (const SqlColumn& c : q.select) {
      if (c.kind != SqlColumn::Kind::Aggregate) continue;
      ColumnValue aggregate = column_of(c);
      aggregate.text = c.text;  // `sum(amount)`: the lock records the functions (query_baseline.cpp)
      aggregates.push_back(make_value(std::move(aggregate)));
    }
    add("groupBy", *q.group_by, std::move(keys));
    add("agg", *q.group_by, std::move(aggregates));
  } else if (q.aggregates) {
    add("agg", q.at);  // an aggregate in the select list without GROUP BY: one global group
  }
  // The select list of a query that does not aggregate is DataFrame.select of its terms: renames
  // (`ts AS event_time`) carry watermarks to the new name, a named window (`window(ts, ...) AS w`)
  // makes `w` a window column for an outer GROUP BY w, and the terms name the output columns
  // (`to_json(struct(*)) AS value`, SR406). With an aggregate the select list is the aggregation's
  // output: only its renames are kept.
  std::vector<ValuePtr> projected;
  for (const SqlColumn& c : q.select) {
    const bool named = c.kind == SqlColumn::Kind::Column || c.kind == SqlColumn::Kind::Window ||
                       c.kind == SqlColumn::Kind::SessionWindow;
    if (!q.aggregates || (named && !c.alias.empty())) projected.push_back(make_value(column_of(c)));
  }
  if (!projected.empty() && !q.group_by) add("select", q.at, std::move(projected));
  if (q.distinct) add("distinct", *q.distinct);
  for (const SqlSpan& over : q.window_functions) add("over", over);
  for (const SqlSetOperation& set : q.set_operations) {
    // UNION reads a second query as DataFrame.union does (a second stream in a pipeline dataset is
    // SR704's); INTERSECT and EXCEPT as intersect and exceptAll (SR404 reads streams there).
    const ValuePtr other = set.query && depth < kSqlDepth ? select_value(*set.query, source, depth + 1) : unknown_value();
    const std::string method = set.kind.starts_with("union")       ? "union"
                               : set.kind.starts_with("intersect") ? "intersect"
                                                                   : "exceptAll";
    Operation op{method, source.at(set.at), {other}, {}, nullptr, false, false};
    if (const auto* stream = other->as<StreamingDataFrameValue>(); stream && !stream->frame->origin_unknown) {
      op.other = stream->frame;
      frame->add_sources(*stream->frame);
      if (method == "union" && frames_.back().pipeline_dataset) out_->pipeline_stream_unions.push_back({method, op.range});
    } else if (other->as<BatchDataFrameValue>()) {
      op.other_is_static = true;
    }
    frame->operations.push_back(std::move(op));
    // UNION without ALL keeps each row once: Spark plans Distinct over the Union, an aggregation
    // over every column (as DataFrame.union(...).distinct()).
    if (method == "union" && set.kind.find("all") == std::string::npos) add("distinct", set.at);
  }
  if (q.order_by) add("orderBy", *q.order_by);
  if (q.limit) add("limit", *q.limit);
  if (unseen) return make_value(BatchDataFrameValue{false, false, std::move(frame), false});
  return make_value(StreamingDataFrameValue{std::move(frame)});
}

}  // namespace streamlint::analysis
