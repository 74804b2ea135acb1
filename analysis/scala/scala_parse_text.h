// The text tree-sitter-scala parses (mask_scala_for_parse, below) of a document kept
// across edits. An edit masks again only from a line shortly before it to the first line start
// after it where the lexer is back in step with the old text; the rest keeps its masked bytes. A
// keystroke then costs its lines, not the whole file (the 5,000-line benchmark file: docs/benchmarks.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/scala/scala_brackets.h"
#include "analysis/scala/scala_lexical.h"

namespace streamlint::analysis {

// The text tree-sitter-scala parses, byte for byte as long as `text` and with the same line ends:
// every comment byte but '\r' and '\n' as a space, no `//` or `/*` left anywhere (inside a literal
// the second character is a space: no comment even where broken text makes tree-sitter read one
// differently), `$"` (spark.implicits' column syntax, which tree-sitter-scala 0.24 does not parse)
// as `s"`, a symbol literal's quote (`'key`, which it does not parse either) as `$`, Scala 2's
// Unicode arrows (`⇒`, `←`) as `=> ` and `<- `, and the lines whose brackets do not balance as
// spaces (scala_brackets.h).
std::string mask_scala_for_parse(std::string_view text);

class ScalaParseText {
 public:
  explicit ScalaParseText(std::string_view text);

  // The masked text: as long as the document's, byte for byte where no comment, `$"`, symbol
  // literal, Unicode arrow or broken line (scala_brackets.h) is.
  const std::string& text() const { return parse_; }

  // `text` is the document after bytes [start, end) of the old text became bytes [start, new_end)
  // (0-based byte offsets). Returns [first, last), the bytes of the new masked text that differ from
  // the old masked text with the edit's own new bytes written over it; {text.size(), 0} when none
  // does. (Typing `/*` or a `"` changes the mask past the edit: the tree's edit must cover it.)
  std::pair<std::size_t, std::size_t> apply_edit(std::string_view text, std::size_t start, std::size_t end,
                                                 std::size_t new_end);

  // The comments of the text, in byte order (scala_comments of the text, without lexing it again).
  std::vector<ScalaComment> comments() const;

 private:
  // A comment, literal or backquoted name the lexer steps over whole, bytes [start, end).
  struct Skip {
    std::uint32_t start = 0;
    std::uint32_t end = 0;
    ScalaLexer::Skipped kind = ScalaLexer::Skipped::Literal;
    bool comment() const {
      return kind == ScalaLexer::Skipped::LineComment || kind == ScalaLexer::Skipped::BlockComment;
    }
  };
  // Lexes `text` from `from` (a position the lexer reaches in code) and appends each skip to `out`
  // until `stop(pos)` holds at a position in code; returns that position (or the text's end).
  // A lex to the end (no stop) steps over plain code without asking at each byte.
  struct NoStop {
    bool operator()(std::size_t) const { return false; }
  };
  template <typename Stop>
  static std::size_t lex(std::string_view text, std::size_t from, std::vector<Skip>& out, Stop&& stop);
  // Masks bytes [from, to) of `out` (they hold text's bytes), the skips of that range given; the
  // bytes around them are masked already. `from` and `to` are where the lexer is in code.
  static void mask(std::string_view text, std::string& out, std::size_t from, std::size_t to, const Skip* first,
                   const Skip* last);

  // Blanks the broken lines of masked_ into parse_ after `text`'s bytes [start, end) of the old
  // text became [start, end + delta); returns the bytes of parse_ whose blanking changed ({size, 0}
  // when none did), compared with the old parse text with the edit's bytes written over it.
  std::pair<std::size_t, std::size_t> repair(std::string_view text, std::size_t start, std::size_t end, long delta);

  std::string masked_;  // comments and `$"` masked
  std::string parse_;   // masked_ with repairs_ blanked
  std::vector<ByteRange> repairs_;  // scala_unbalanced_ranges of masked_
  std::vector<Skip> skips_;  // in byte order, none overlapping
};

}  // namespace streamlint::analysis
