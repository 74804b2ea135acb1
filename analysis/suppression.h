// `# noqa` suppressions (RULES.md "Suppression"): `# noqa` silences every finding reported on its
// line, `# noqa: SR301,SR302` only those codes. The line is the logical line: a statement that a
// backslash continues or that brackets or a triple-quoted string span is one line (Python's
// definition, https://docs.python.org/3/reference/lexical_analysis.html#logical-lines), so the
// comment works on any of its physical lines. A streamlint code in a noqa comment that silences
// nothing is itself reported as SR000 unused-noqa (hint), with a fix that removes it.
#pragma once

#include <tree_sitter/api.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/finding.h"
#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

struct NoqaComment {
  SourceRange range;                // the noqa comment: from its `#` (or SQL `--`) to the comment's end
  SourceRange directive;            // the `noqa...` part, from `noqa` to its last code
  std::vector<std::string> codes;   // upper-cased; empty for a bare `# noqa`
  std::uint32_t row = 0;            // 0-based line the comment is on
  // The first and last lines of the logical line the comment is written in (0-based rows): it
  // suppresses findings that start on any of them. Python joins the lines of a statement that a
  // backslash continues, or that brackets or a triple-quoted string span (a compound statement's
  // header, a decorator); a SQL file's logical line is its statement. Else the comment's own row.
  std::uint32_t first_row = 0;
  std::uint32_t last_row = 0;
  // The code around it did not parse (Scala: its top-level statement has a syntax error), so no
  // finding was checked there: it suppresses as usual but is never reported unused (SR000).
  bool in_unparsed_code = false;
};

// The comment markers a noqa may follow in a comment (a bit set): `#` in Python, `--` in SQL (and
// on the `MAGIC` lines of a notebook's SQL cell), `//` in Scala. A noqa after another language's
// marker is text (`# see the -- noqa: SR703 note` is no directive), as ruff reads only `# noqa`.
enum NoqaMarker : unsigned { kHashNoqa = 1, kDashesNoqa = 2, kSlashesNoqa = 4 };

// The rows (0-based) of the SQL statement holding row `row` (starting at byte `line_start`) of a
// notebook export's `%sql` cell, whose lines start with `magic` (`# MAGIC`, Scala's `// MAGIC`):
// a `-- noqa` there covers that statement. Nullopt outside such a cell.
std::optional<std::pair<std::uint32_t, std::uint32_t>> magic_sql_rows(std::string_view source, std::size_t line_start,
                                                                      std::uint32_t row,
                                                                      std::string_view magic = "# MAGIC");

// The noqa directive of one comment (`text`, found at `range`), or nullopt when it has none.
std::optional<NoqaComment> parse_noqa_comment(std::string_view text, const SourceRange& range, unsigned markers);

// Every noqa comment of the tree (comments only: never strings).
std::vector<NoqaComment> find_noqa_comments(TSNode root, std::string_view source);

// Removes suppressed findings; adds SR000 for streamlint codes that suppressed nothing when
// `report_unused` (SR000 is itself selectable). A code naming one of `withdrawn` (findings the
// project phase took back, such as a helper's stand-in finding its caller decides) is used too: the
// comment still suppresses it wherever the helper is checked alone. `judged` (null: every code)
// says which codes can be unused at all: a code it refuses is never SR000.
void apply_noqa(std::vector<Finding>& findings, const std::vector<NoqaComment>& comments, std::string_view source,
                bool report_unused, std::span<const Finding> withdrawn = {},
                const std::function<bool(std::string_view)>& judged = nullptr);

// The "Disable CODE for this line" edit for `finding`: merges the code into the line's noqa comment
// or appends `  # noqa: CODE`; nullopt where already suppressed or where a comment cannot go.
// `marker` starts a comment in the file's language (`#`, Scala's `//`).
std::optional<Fix> noqa_fix(TSNode root, std::string_view source, const std::vector<NoqaComment>& comments,
                            const Finding& finding, std::string_view marker = "#");

// The same for a finding of a whole file, a module or a Databricks notebook (whose cell is parsed on
// its own, magic lines blanked). `tree` is the module parse of `text`, or null. Editors ask for it
// when the user opens the quick-fix menu.
// `path` names the file: a Scala file gets `// noqa: CODE`.
std::optional<Fix> disable_for_line_fix(std::string_view text, const SyntaxTree* tree, const Finding& finding,
                                        std::string_view path = {});

}  // namespace streamlint::analysis
