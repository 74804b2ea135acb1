// SQL files (RULES.md SR703: "SQL (a `.sql` file or a `spark.sql("...")` literal)"). Pipeline
// source files hold semicolon-separated statements; the rules read each statement's text, and
// `-- noqa` comments suppress findings as `# noqa` does in Python.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/query_model/streaming_query.h"
#include "analysis/suppression.h"

namespace streamlint::analysis {

// True for a path (or URI) ending in `.sql` (any case).
bool is_sql_path(std::string_view path);

// The statements of a SQL text, split at `;` outside quotes ('..', "..", `..`) and comments
// (`-- ...`, `/* ... */`). Each range runs from the statement's first token to its last
// character before the `;`; leading comments and blanks are not part of it. Positions are bytes.
std::vector<SqlStatement> split_sql_statements(std::string_view text);

// The first and last rows (0-based lines) of each statement of split_sql_statements: a SQL
// statement is one logical line for `-- noqa`.
std::vector<std::pair<std::uint32_t, std::uint32_t>> sql_statement_rows(std::string_view text);

// The `-- noqa` / `-- noqa: SR703` comments of a SQL text, each with its statement's rows.
std::vector<NoqaComment> find_sql_noqa_comments(std::string_view text);

}  // namespace streamlint::analysis
