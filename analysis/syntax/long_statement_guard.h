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
// Python cannot run such a statement (its own parser refuses 200 nested brackets). The scan keeps,
// per statement, a count of the trees the parser may hold: every token adds one; a closing bracket
// leaves its bracket's content one tree, and a comma the items before it (also in an f-string's
// fields, whose bytes count as tokens). A token that would take the count past kMaxUnreducedTokens
// is parsed as blanks (spaces; line breaks kept, so every row and byte offset stays where it was),
// and so is the closer of a blanked bracket; the closers of the brackets kept stay, so what is kept
// is balanced. A list of 100,000 items, a dict or a SQL IN list is never cut; 50,000 tokens with no
// comma or closing bracket between them (a sum of 25,000 terms) are.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace streamlint::analysis {

// The trees one statement may hold before what would add to them is blanked: well above any real
// statement, well below the runtime's 65,536.
inline constexpr std::size_t kMaxUnreducedTokens = 50'000;
// Line continuations (a backslash ending a line) in a row with no token between them: tree-sitter-
// python's scanner reads a run again at each of its lines, so 20,000 of them cost seconds.
inline constexpr std::size_t kMaxContinuationRun = 1'000;

// Blanks, in `masked` (a copy of `text` made on the first blank), the tokens of bytes [start, stop)
// that would take a statement's count past kMaxUnreducedTokens, and the line
// continuations of a run past its first kMaxContinuationRun. Tokens are read as the language's
// tokenizer reads them, closely enough for a bound (strings, comments, names, one-character
// operators).
// Returns whether anything was blanked. Bytes outside [start, stop) are not read.
// `syntax`: Python (a statement ends at a line break outside brackets) or SQL (at a `;` outside
// brackets; `--` and `/* */` comments; quotes ', " and `, with no escapes but doubling).
enum class StatementSyntax { Python, Sql };
bool blank_overlong_statements(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               StatementSyntax syntax = StatementSyntax::Python);

}  // namespace streamlint::analysis
