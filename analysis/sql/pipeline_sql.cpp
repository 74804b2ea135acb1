#include "analysis/sql/pipeline_sql.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

constexpr std::size_t kMaxWords = 4096;

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// A pipeline parameter (`${name}`, https://docs.databricks.com/aws/en/ldp/parameters) or a
// template's placeholder (`{name}`, filled in before the file is deployed) starts at `i`: its
// value, not known here, is part of a name.
bool parameter_at(std::string_view sql, std::size_t i) {
  if (sql[i] == '$') return i + 1 < sql.size() && sql[i + 1] == '{' && sql.find('}', i + 2) != std::string_view::npos;
  if (sql[i] != '{') return false;
  std::size_t k = i + 1;
  while (k < sql.size() && word_char(sql[k])) ++k;
  return k > i + 1 && k < sql.size() && sql[k] == '}';
}

// A qualified name starting at word `i` (`cat.sch.t`, `LIVE.t`, backquoted parts).
struct NameAt {
  std::string name;  // as pipeline_name gives it
  std::size_t next = 0;  // the word after it
  std::size_t offset = 0, length = 0;
};

std::optional<NameAt> name_at(const std::vector<SqlWord>& words, std::size_t i) {
  if (i >= words.size() || !words[i].name()) return std::nullopt;
  std::string joined = words[i].text;
  std::size_t last = i;
  while (last + 2 < words.size() && words[last + 1].text == "." && words[last + 2].name()) {
    joined += "." + words[last + 2].text;
    last += 2;
  }
  const std::size_t end = words[last].offset + words[last].length;
  return NameAt{pipeline_name(joined), last + 1, words[i].offset, end - words[i].offset};
}

}  // namespace

bool SqlWord::name() const {
  return quoted || (!text.empty() && (std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_' ||
                                      text[0] == '$' || text[0] == '{'));
}

std::vector<SqlWord> sql_words(std::string_view sql, std::size_t limit, bool leading) {
  std::vector<SqlWord> words;
  for (std::size_t i = 0; i < sql.size() && words.size() < limit;) {
    const char c = sql[i];
    if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
      while (i < sql.size() && sql[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
      i = sql_block_comment_end(sql, i);
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_' || parameter_at(sql, i)) {
      // A name, with any pipeline parameters in it (`${env}_orders`) as its own characters.
      const std::size_t begin = i;
      while (i < sql.size() && (word_char(sql[i]) || parameter_at(sql, i))) {
        i = parameter_at(sql, i) ? sql.find('}', i) + 1 : i + 1;
      }
      words.push_back({to_lower(sql.substr(begin, i - begin)), begin, i - begin});
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (leading) {
      break;
    } else if (c == '`') {  // a quoted name: one word
      const std::size_t close = sql.find('`', i + 1);
      const std::size_t end = close == std::string_view::npos ? sql.size() : close + 1;
      words.push_back({to_lower(sql.substr(i + 1, end - i - 2 + (close == std::string_view::npos))), i, end - i, true});
      i = end;
    } else if (c == '\'' || c == '"') {  // a literal: no keywords inside
      i = sql_literal_end(sql, i);
    } else {
      words.push_back({std::string(1, c), i, 1});
      ++i;
    }
  }
  return words;
}

std::size_t sql_block_comment_end(std::string_view sql, std::size_t open) {
  std::size_t i = open + 2;
  for (int depth = 1; i < sql.size() && depth > 0; ++i) {
    if (sql[i] == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
      ++depth, ++i;
    } else if (sql[i] == '*' && i + 1 < sql.size() && sql[i + 1] == '/') {
      --depth, ++i;
    }
  }
  return std::min(i, sql.size());
}

std::size_t sql_literal_end(std::string_view sql, std::size_t open) {
  std::size_t i = open + 1;
  for (; i < sql.size() && sql[i] != sql[open]; ++i) {
    if (sql[i] == '\\') ++i;
  }
  return std::min(i + 1, sql.size());
}

void write_parameters_as_names(std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!parameter_at(text, i)) continue;
    const std::size_t close = text.find('}', i);
    text[i] = '_';
    if (text[i + 1] == '{') text[i + 1] = '_';
    text[close] = '_';
    i = close;
  }
}

std::string pipeline_name(std::string_view name) {
  std::string written(name);
  write_parameters_as_names(written);  // as the query reader reads them (blank_databricks_clauses)
  std::string lower = to_lower(written);
  if (lower.rfind("live.", 0) == 0) lower.erase(0, 5);
  return lower;
}

PipelineSqlStatement read_pipeline_sql(std::string_view sql) {
  PipelineSqlStatement out;
  const std::vector<SqlWord> words = sql_words(sql, kMaxWords, false);
  out.complete = words.size() < kMaxWords;
  if (words.empty()) return out;
  out.first_word = words[0].offset;
  out.first_word_length = words[0].length;
  auto word = [&](std::size_t at) -> std::string_view { return at < words.size() ? words[at].text : std::string_view(); };
  using Defines = PipelineSqlStatement::Defines;

  // The statement's head: what it creates, and where the rest starts.
  std::size_t k = 0;
  std::size_t cdc_into = 0;  // the word after INTO of an AUTO CDC / APPLY CHANGES flow, 0: none
  bool cdc_once = false;
  if (word(0) == "create") {
    k = 1;
    if (word(k) == "or" && (word(k + 1) == "refresh" || word(k + 1) == "replace")) k += 2;
    if (word(k) == "private" || word(k) == "temporary") ++k;
    if (word(k) == "streaming" || (word(k) == "incremental" && word(k + 1) == "live")) {  // INCREMENTAL: legacy
      k += word(k + 1) == "live" ? 2 : 1;
      if (word(k) == "table") out.defines = Defines::StreamingTable;
    } else if (word(k) == "materialized" && word(k + 1) == "view") {
      ++k;
      out.defines = Defines::MaterializedView;
    } else if (word(k) == "live" && word(k + 1) == "table") {
      ++k;
      out.defines = Defines::MaterializedView;  // the legacy spelling of a materialized view
    } else if (word(k) == "view" || (word(k) == "live" && word(k + 1) == "view")) {
      k += word(k) == "live";
      out.defines = Defines::View;
    } else if (word(k) == "flow") {
      out.defines = Defines::Flow;
    }
    if (out.defines == Defines::Nothing) return out;
    ++k;
    if (word(k) == "if" && word(k + 1) == "not" && word(k + 2) == "exists") k += 3;
    const auto name = name_at(words, k);
    if (!name) return out;
    k = name->next;
    if (out.defines == Defines::Flow) {
      // CREATE FLOW f AS AUTO CDC [ONCE] INTO t ... | AS INSERT [ONCE] INTO t ...
      if (word(k) == "as" && word(k + 1) == "auto" && word(k + 2) == "cdc") {
        cdc_once = word(k + 3) == "once";
        std::size_t into = k + 3 + cdc_once;
        if (word(into) == "into") cdc_into = into + 1;
      }
    } else {
      out.name = name->name;
    }
    // CREATE STREAMING TABLE t ... FLOW AUTO CDC FROM source ...
    for (std::size_t i = k; i + 2 < words.size() && out.defines == Defines::StreamingTable; ++i) {
      if (words[i].text == "flow" && word(i + 1) == "auto" && word(i + 2) == "cdc") {
        out.auto_cdc = PipelineSqlStatement::AutoCdc{out.name};
        k = i + 3;
        break;
      }
    }
  } else if (word(0) == "apply" && word(1) == "changes" && word(2) == "into") {
    out.defines = Defines::Flow;
    cdc_into = 3;
  } else if (word(0) == "auto" && word(1) == "cdc") {
    out.defines = Defines::Flow;
    cdc_once = word(2) == "once";
    const std::size_t into = 2 + cdc_once;
    if (word(into) == "into") cdc_into = into + 1;
  } else {
    return out;  // not a pipeline statement; its stream reads are the query model's
  }
  if (cdc_into != 0) {
    if (const auto target = name_at(words, cdc_into)) {
      out.auto_cdc = PipelineSqlStatement::AutoCdc{target->name};
      k = target->next;
    }
  }

  // The body: the query, its stream reads, and an AUTO CDC flow's clauses.
  for (std::size_t i = k; i < words.size(); ++i) {
    const std::string_view w = words[i].text;
    if (words[i].quoted) continue;
    const bool as_query = w == "as" && (word(i + 1) == "select" || word(i + 1) == "with");
    // `AS (SELECT ...)`: the query in parentheses, up to the one that closes them.
    const bool as_parenthesised = w == "as" && word(i + 1) == "(" && (word(i + 2) == "select" || word(i + 2) == "with");
    const bool by_name = w == "by" && word(i + 1) == "name";
    if (as_query || as_parenthesised || by_name) {
      out.has_query = true;
      const std::size_t first = i + (as_query ? 1 : 2);  // BY NAME: the query after it
      if (!out.query_offset && first < words.size()) {
        out.query_offset = words[first].offset;
        int depth = 0;
        for (std::size_t j = i + 1; as_parenthesised && j < words.size(); ++j) {
          if (words[j].quoted) continue;
          depth += words[j].text == "(" ? 1 : words[j].text == ")" ? -1 : 0;
          if (depth == 0) {
            out.query_end = words[j].offset;
            break;
          }
        }
      }
    }
    if (w == "insert" && (word(i + 1) == "once" || word(i + 1) == "into" || word(i + 1) == "by")) {
      out.insert_flow = out.defines == Defines::Flow || out.defines == Defines::StreamingTable;
      out.insert_once = out.insert_once || word(i + 1) == "once" || (word(i + 1) == "into" && word(i + 2) == "once");
    }
    // The legacy Auto Loader function (`cloud_files("/path", "json")`) reads a stream by itself.
    if (w == "cloud_files" && word(i + 1) == "(") out.reads_stream = true;
    if (w == "stream") {
      const bool call = word(i + 1) == "(";
      if (!call && !(i + 1 < words.size() && words[i + 1].name())) continue;
      out.reads_stream = true;
      const auto table = name_at(words, i + 1 + call);
      // STREAM read_files(...) / STREAM(read_files(...)) reads files, not a table.
      if (!table || word(table->next) == "(" || (call && word(table->next) != ")")) continue;
      const std::size_t end = call ? words[table->next].offset + 1 : table->offset + table->length;
      out.stream_reads.push_back({table->name, words[i].offset, end - words[i].offset});
    }
  }
  // The one relation of a query without STREAM.
  std::size_t relations = 0;
  for (std::size_t i = k; i < words.size() && out.has_query && !out.reads_stream; ++i) {
    if (words[i].quoted || (words[i].text != "from" && words[i].text != "join")) continue;
    ++relations;
    const auto source = name_at(words, i + 1);
    if (source && words[i].text == "from") {
      const bool function = word(source->next) == "(";
      out.batch_source = PipelineSqlStatement::BatchSource{source->offset, source->length, function};
    }
  }
  if (relations != 1) out.batch_source.reset();
  if (out.auto_cdc) {
    PipelineSqlStatement::AutoCdc& cdc = *out.auto_cdc;
    cdc.scd_type = 1;  // STORED AS SCD TYPE 1 is the default
    cdc.once = cdc_once;
    // Words that begin a clause or a statement: after FROM they mean the source is still to be
    // typed (`... FROM` then the next statement), never a source.
    static constexpr std::array<std::string_view, 14> kClauseWords = {
        "create", "apply", "auto", "keys", "sequence", "stored", "select", "insert", "with", "where", "columns",
        "ignore", "track", "flow"};
    bool seen_from = false;
    for (std::size_t i = k; i < words.size(); ++i) {
      if (words[i].quoted) continue;
      if (words[i].text == "from" && !seen_from) {
        seen_from = true;
        std::size_t at = i + 1;
        if (word(at) == "snapshot") {
          cdc.from_snapshot = true;
          continue;
        }
        if (word(at) == "stream") {
          cdc.source_is_stream = true;
          at += 1 + (word(at + 1) == "(");
        }
        const auto source = name_at(words, at);
        const bool clause = source && !words[at].quoted &&
                            std::find(kClauseWords.begin(), kClauseWords.end(), words[at].text) != kClauseWords.end();
        if (source && !clause && word(source->next) != "(") {
          cdc.source = source->name;
          cdc.source_offset = source->offset;
          cdc.source_length = source->length;
        }
      }
      if (words[i].text == "stored" && word(i + 1) == "as") {
        const bool scd = word(i + 2) == "scd" && word(i + 3) == "type";
        cdc.scd_type = scd && word(i + 4) == "1"   ? std::optional<int>(1)
                       : scd && word(i + 4) == "2" ? std::optional<int>(2)
                                                   : std::nullopt;
      }
    }
  }
  const std::string lower = to_lower(sql);
  out.skip_change_commits = lower.find("skipchangecommits") != std::string::npos || lower.find("ignorechanges") != std::string::npos;
  return out;
}

}  // namespace streamlint::analysis
