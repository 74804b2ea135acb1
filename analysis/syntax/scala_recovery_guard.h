// tree-sitter 0.20.7 corrupts its heap when error recovery gathers 65,536 or more trees
// (long_statement_guard.h; https://github.com/tree-sitter/tree-sitter/issues/2134). In
// tree-sitter-scala 0.24 recovery does not resume at a line end: after a stray token (`#val x = 1`,
// where `val` is then read as a name) every token up to the closer of the enclosing bracket is one
// more child of one ERROR node. A file of 16,400 such lines crashed `check`, and the server when `#`
// was typed at its top. Only a bracket's closer (its content becomes one tree) is seen to reduce.
//
// So the scan below counts, per bracket level, the tokens not yet inside a closed bracket, line ends
// not counted as reductions. In valid code a line end does end a statement, and a level of 20,000
// `val` lines is fine: when a level's count reaches kMaxUnreducedTokens, `clean` is asked whether
// the text up to the last line start of that level that can begin a statement, its open brackets
// closed, parses with no ERROR.
// Then the count restarts at the line start before it; else the rest of the level is parsed as blanks (spaces, line
// ends kept, so offsets and rows stay), its closer kept, and the code after it keeps its findings.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

namespace streamlint::analysis {

// Whether bytes [start, cut) of the parse text (masked as far as blanked), followed by `closers`
// (the brackets open at `cut`, innermost first, so a valid prefix parses whole), parse with no
// ERROR node that starts before `before`. `cut` and `before` are line starts; an error after
// `before` may be the cut statement's own.
using ProbeClean = std::function<bool(std::size_t cut, std::size_t before, const std::string& closers)>;

// `text`: tree-sitter-scala's parse text (comments already spaces: scala_parse_text.h).
// Blanks, in `masked` (a copy of `text` made on the first blank), the tokens of bytes [start, stop)
// past the bound on a level whose text does not parse clean. Returns whether anything was blanked.
// Bytes outside [start, stop) are not read; `clean` is never asked for texts under the bound's size.
bool blank_overlong_scala_runs(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               const ProbeClean& clean);

}  // namespace streamlint::analysis
