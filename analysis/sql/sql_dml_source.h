// What a batch MERGE or INSERT statement reads (Spark SQL's MERGE INTO,
// https://docs.databricks.com/aws/en/sql/language-manual/delta-merge-into, and INSERT,
// https://spark.apache.org/docs/latest/sql-ref-syntax-dml-insert-table.html): the relation a MERGE
// takes its rows from after USING, or the query an INSERT writes. Read from the statement's words
// (pipeline_sql.h sql_words), so it holds for SQL the grammar does not parse. Offsets are bytes
// into the statement's text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "analysis/sql/sql_query.h"

namespace streamlint::analysis {

struct SqlDmlSource {
  std::string verb;  // "merge" or "insert"
  SqlSpan verb_at;   // the statement's first keyword
  // MERGE ... USING name and INSERT ... TABLE name: the name, lower-cased, dotted parts joined with
  // '.', backquotes dropped.
  std::string name;
  // MERGE ... USING (subquery): the subquery inside the parentheses; INSERT: the query from its
  // first top-level SELECT or WITH to the end (INSERT ... (SELECT ...): from that SELECT, the
  // closing parenthesis included). Unset for a named source and for INSERT ... VALUES.
  std::optional<SqlSpan> query;
};

// nullopt for any statement but a MERGE or an INSERT, and for one whose source is not found.
std::optional<SqlDmlSource> read_sql_dml_source(std::string_view sql);

// True when a MERGE's UPDATE SET adds to or subtracts from what the target holds: an assignment
// whose value reads the column it sets, on the target (`SET t.total = t.total + s.amount`,
// `SET total = s.amount + total`). Running such a MERGE twice changes the target twice, so it is
// not idempotent as a keyed upsert is.
bool merge_accumulates(std::string_view sql);

}  // namespace streamlint::analysis
