// tree-sitter 0.20.7 (the Debian runtime) corrupts its heap when error recovery meets 65,536 or
// more trees left unreduced on its parse stack: one statement that keeps opening without closing
// (`x = ((((...` 65,535 times, `if if if ...`, `* * * ...`, `lambda: (lambda: (...`), fatal in
// `check`, in the server and in its workspace index. tree-sitter-sql has the same fault
// (`SELECT ((((...`, `NOT NOT NOT ...`). The upstream report (2**16 lines of input) is
// https://github.com/tree-sitter/tree-sitter/issues/2134, fixed after 0.20.7.
//
// tree-sitter-python's scanner also reads a run of line continuations with nothing between them
// again at each one: 20,000 lines of a lone `\` cost seconds (quadratic). The runs past
// kMaxContinuationRun are blanked too.
//
// Python cannot run such a statement (its own parser refuses 200 nested brackets), so a statement
// (of Python or SQL) longer than kMaxStatementTokens tokens is cut there: its remaining bytes are
// parsed as blanks (spaces; line breaks kept, so every row and byte offset stays where it was), but
// for the closers of the brackets the cut keeps open. What the cut keeps is checked, and the
// statements after it are read as statements.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace streamlint::analysis {

// Tokens one Python logical line (a statement: up to a line break outside brackets and not after a
// backslash) may hold before the rest of it is blanked: well above any real statement, well below
// the runtime's 65,536.
inline constexpr std::size_t kMaxStatementTokens = 50'000;
// Line continuations (a backslash ending a line) in a row with no token between them: tree-sitter-
// python's scanner reads a run again at each of its lines, so 20,000 of them cost seconds.
inline constexpr std::size_t kMaxContinuationRun = 1'000;

// Blanks, in `masked` (a copy of `text` made on the first blank), the tokens of each logical line
// of Python bytes [start, stop) past its first kMaxStatementTokens, and the line continuations of
// a run past its first kMaxContinuationRun. Tokens are counted as Python's
// tokenizer reads them, closely enough for a bound: a name or number, a string (with its prefix,
// triple-quoted or not), an operator or bracket character; comments and blanks count for nothing.
// Returns whether anything was blanked. Bytes outside [start, stop) are not read.
// `syntax`: Python (a statement ends at a line break outside brackets) or SQL (at a `;` outside
// brackets; `--` and `/* */` comments; quotes ', " and `, with no escapes but doubling).
enum class StatementSyntax { Python, Sql };
bool blank_overlong_statements(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               StatementSyntax syntax = StatementSyntax::Python);

}  // namespace streamlint::analysis
