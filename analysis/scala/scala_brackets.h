// Where the brackets of Scala text do not balance, found without parsing, so the parse can leave
// the broken lines out. tree-sitter-scala's error recovery reads an unclosed `(` inside a method as
// the start of a construct that runs to the end of the file: one ERROR node for the whole object
// (or file), and every later member unchecked. Blanked to spaces, the broken lines are whitespace
// and the rest of the text parses as written (RULES.md "Languages and file kinds": Scala that does
// not parse keeps the rest of the file checked).
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace streamlint::analysis {

// A byte range [first, second) of the text (0-based byte offsets).
using ByteRange = std::pair<std::uint32_t, std::uint32_t>;

// The ranges of `text` to blank, in byte order, none overlapping. `skipped` are the comments and
// literals of the text (ScalaLexer's units, in byte order): brackets inside them do not count.
// - An opening bracket that the closing bracket of an enclosing one finds still open (`foo(x` then
//   the method's `}`): from the start of its line (or after the enclosing opener, or after a closing
//   bracket before it on that line) to the end of its statement: up to the next line indented no
//   deeper that does not continue it with `.` or a closing bracket, extended over the brackets
//   opened inside it, and never past the closing bracket that found it open.
// - A `(` or `[` still open at the end of the text: the same, up to the text's end. (An unclosed `{`
//   is left to the parser, which closes it at the end.)
// - A closing bracket that closes nothing: that byte.
std::vector<ByteRange> scala_unbalanced_ranges(std::string_view text, const std::vector<ByteRange>& skipped);

}  // namespace streamlint::analysis
