// libFuzzer target: SQL text through every reader of it (statement splitting, noqa comments, the
// statement and expression models the query model reads).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "analysis/sql/sql_query.h"
#include "analysis/sql_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const auto& statement : streamlint::analysis::split_sql_statements(text)) {
    (void)streamlint::analysis::read_sql_statement(statement.text);
  }
  (void)streamlint::analysis::find_sql_noqa_comments(text);
  (void)streamlint::analysis::read_sql_statement(text);
  (void)streamlint::analysis::read_sql_expression(text);
  return 0;
}
