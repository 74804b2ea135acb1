// Scala's comments and literals, found without parsing: where a comment starts and ends, so that
// the object index (scala_objects.h) skips them, `// noqa` is read from them, and the text given to
// tree-sitter has none.
//
// Why the parser never sees a comment: tree-sitter-scala 0.24's `comment` and `block_comment` are
// non-terminal extras, and tree-sitter 0.20.7 (Debian bookworm's runtime) dereferences a null
// lookahead when a timed parse (SyntaxTree::parse_range_within) stops at the end of such an extra
// (fixed upstream by tree-sitter pull request 1938, in 0.20.8). Comments blanked to spaces are
// whitespace, a terminal extra, so a stopped parse cannot land there. The rules never read comment
// nodes: lowering skips them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/suppression.h"

namespace streamlint::analysis {

// A cursor over Scala text that steps over comments (`//` to the line end; `/* */`, which nest),
// literals (`"..."`, `"""..."""`, `s"...${code}..."`, `'c'`, `'\n'`) and backquoted identifiers
// (`` `reads s3://bucket` ``, closed on their line) as single units.
class ScalaLexer {
 public:
  enum class Skipped { Nothing, LineComment, BlockComment, Literal, Backquoted };

  explicit ScalaLexer(std::string_view text) : text_(text) {}

  std::size_t pos() const { return pos_; }
  bool done() const { return pos_ >= text_.size(); }
  void step() { ++pos_; }
  void move_to(std::size_t pos) { pos_ = pos; }
  // Skips the comment or literal that starts at pos() and says which it was; Nothing (pos()
  // unchanged) when none starts there. A line comment ends before its line's "\r\n" or '\n'; an
  // unclosed block comment runs to the end; an unclosed one-line literal ends at its line.
  Skipped skip_comment_or_literal();
  // Moves to the next byte where a comment or literal can start (`/`, `"`, `` ` ``, `'`), or the
  // end: skip_comment_or_literal() finds Nothing at every byte in between.
  void skip_plain_code();

 private:
  bool at(std::string_view s) const { return text_.compare(pos_, s.size(), s) == 0; }
  void skip_block_comment();
  void skip_string(bool interpolated, int depth);
  void skip_code_block(int depth);
  void skip_char_literal();

  std::string_view text_;
  std::size_t pos_ = 0;
};

// A byte that may continue a Scala identifier (also '$', and any byte of a UTF-8 sequence).
bool scala_identifier_char(char c);

// One comment: bytes [start, end) of the text, `//` or `/*` included.
struct ScalaComment {
  std::uint32_t start = 0;
  std::uint32_t end = 0;
  bool block = false;
};
std::vector<ScalaComment> scala_comments(std::string_view text);

// The `// noqa` comments of Scala text (line comments only, as `# noqa` in Python); rows and
// columns are 0-based, columns in bytes.
std::vector<NoqaComment> find_scala_noqa_comments(std::string_view text);
// The same from the text's comments (scala_comments of `text`, or ScalaParseText::comments).
std::vector<NoqaComment> find_scala_noqa_comments(std::string_view text, const std::vector<ScalaComment>& comments);

}  // namespace streamlint::analysis
