#include "analysis/scala/scala_lexical.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

#include "analysis/text_util.h"

namespace streamlint::analysis {

bool scala_identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || static_cast<unsigned char>(c) >= 0x80;
}

ScalaLexer::Skipped ScalaLexer::skip_comment_or_literal() {
  if (done()) return Skipped::Nothing;
  const char c = text_[pos_];
  if (c == '/' && at("//")) {
    pos_ = std::min(text_.find('\n', pos_), text_.size());
    if (pos_ < text_.size() && pos_ > 0 && text_[pos_ - 1] == '\r') --pos_;
    return Skipped::LineComment;
  }
  if (c == '/' && at("/*")) {
    skip_block_comment();
    return Skipped::BlockComment;
  }
  if (c == '"') {
    // `s"..."`: an identifier directly before the quote makes it interpolated.
    skip_string(pos_ > 0 && scala_identifier_char(text_[pos_ - 1]), 0);
    return Skipped::Literal;
  }
  if (c == '`') {
    const std::size_t close = text_.find_first_of("`\n", pos_ + 1);
    if (close == std::string_view::npos || text_[close] != '`') return Skipped::Nothing;
    pos_ = close + 1;
    return Skipped::Backquoted;
  }
  if (c == '\'') {
    const std::size_t from = pos_;
    skip_char_literal();
    // A quote that opens no character literal (an old symbol literal) is not one.
    if (pos_ == from + 1) {
      pos_ = from;
      return Skipped::Nothing;
    }
    return Skipped::Literal;
  }
  return Skipped::Nothing;
}

void ScalaLexer::skip_plain_code() {
  static constexpr auto kStarts = [] {
    std::array<bool, 256> table{};
    for (const unsigned char c : std::string_view("/\"`'")) table[c] = true;
    return table;
  }();
  while (pos_ < text_.size() && !kStarts[static_cast<unsigned char>(text_[pos_])]) ++pos_;
}

void ScalaLexer::skip_block_comment() {
  int nesting = 0;  // Scala block comments nest
  while (pos_ < text_.size()) {
    if (at("/*")) {
      ++nesting;
      pos_ += 2;
    } else if (at("*/")) {
      pos_ += 2;
      if (--nesting == 0) return;
    } else {
      ++pos_;
    }
  }
}

// From an opening quote past the closing one. An interpolated string's `${ ... }` is code, which
// may hold strings of its own (bounded nesting).
void ScalaLexer::skip_string(bool interpolated, int depth) {
  const bool triple = at("\"\"\"");
  pos_ += triple ? 3 : 1;
  while (pos_ < text_.size()) {
    const char c = text_[pos_];
    if (triple && at("\"\"\"")) {
      pos_ += 3;
      while (pos_ < text_.size() && text_[pos_] == '"') ++pos_;  // `""""` ends with the last three
      return;
    }
    if (!triple && c == '"') {
      ++pos_;
      return;
    }
    if (!triple && c == '\n') return;  // an unclosed literal ends at its line
    if (c == '\\' && !triple) {
      pos_ += 2;
    } else if (interpolated && c == '$' && at("$$")) {
      pos_ += 2;
    } else if (interpolated && c == '$' && at("${") && depth < 8) {
      pos_ += 2;
      skip_code_block(depth + 1);
    } else {
      ++pos_;
    }
  }
  pos_ = std::min(pos_, text_.size());
}

// The code of an interpolation up to its closing brace.
void ScalaLexer::skip_code_block(int depth) {
  int braces = 1;
  while (pos_ < text_.size() && braces > 0) {
    const char c = text_[pos_];
    if (c == '"') {
      skip_string(pos_ > 0 && scala_identifier_char(text_[pos_ - 1]), depth);
    } else {
      braces += c == '{';
      braces -= c == '}';
      ++pos_;
    }
  }
}

// 'a', '\n', '\u0041'; a quote that opens none of these moves one byte only.
void ScalaLexer::skip_char_literal() {
  if (pos_ + 2 < text_.size() && text_[pos_ + 1] != '\\' && text_[pos_ + 2] == '\'') {
    pos_ += 3;
  } else if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '\\') {
    const std::size_t close = text_.find('\'', pos_ + 2);
    pos_ = close != std::string_view::npos && close - pos_ <= 8 ? close + 1 : pos_ + 1;
  } else {
    ++pos_;
  }
}

std::vector<ScalaComment> scala_comments(std::string_view text) {
  std::vector<ScalaComment> out;
  ScalaLexer lexer(text);
  while (!lexer.done()) {
    const std::size_t start = lexer.pos();
    const ScalaLexer::Skipped skipped = lexer.skip_comment_or_literal();
    if (skipped == ScalaLexer::Skipped::Nothing) {
      lexer.step();
      lexer.skip_plain_code();
    } else if (skipped == ScalaLexer::Skipped::LineComment || skipped == ScalaLexer::Skipped::BlockComment) {
      out.push_back({static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(lexer.pos()),
                     skipped == ScalaLexer::Skipped::BlockComment});
    }
  }
  return out;
}

namespace {

// Whether `body` spells "noqa" in any case. `c | 0x20` is c's lower case exactly for the four
// letters compared (a keystroke's analysis reads every comment of the file: no locale calls).
bool contains_noqa(std::string_view body) {
  constexpr std::string_view kNoqa = "noqa";
  for (std::size_t i = 0; i + kNoqa.size() <= body.size(); ++i) {
    std::size_t k = 0;
    while (k < kNoqa.size() && (body[i + k] | 0x20) == kNoqa[k]) ++k;
    if (k == kNoqa.size()) return true;
  }
  return false;
}

}  // namespace

std::vector<NoqaComment> find_scala_noqa_comments(std::string_view text) {
  return find_scala_noqa_comments(text, scala_comments(text));
}

std::vector<NoqaComment> find_scala_noqa_comments(std::string_view text, const std::vector<ScalaComment>& comments) {
  std::vector<NoqaComment> out;
  std::uint32_t row = 0;
  std::size_t line_start = 0;
  std::size_t counted = 0;  // newlines before this byte are counted in `row`
  for (const ScalaComment& c : comments) {
    if (c.block) continue;
    const std::string_view body = text.substr(c.start, c.end - c.start);
    if (!contains_noqa(body)) continue;
    while (const void* nl = std::memchr(text.data() + counted, '\n', c.start - counted)) {
      ++row;
      counted = line_start = static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) + 1;
    }
    counted = c.start;
    const SourceRange range{c.start, c.end, {row, static_cast<std::uint32_t>(c.start - line_start)},
                            {row, static_cast<std::uint32_t>(c.end - line_start)}};
    // `-- noqa` only on a line of a Scala notebook's SQL cell, where it covers its statement.
    const auto sql_rows =
        body.starts_with("// MAGIC") ? magic_sql_rows(text, line_start, row, "// MAGIC") : std::nullopt;
    if (auto noqa = parse_noqa_comment(body, range, kSlashesNoqa | (sql_rows ? kDashesNoqa : 0u))) {
      if (sql_rows) std::tie(noqa->first_row, noqa->last_row) = *sql_rows;
      out.push_back(std::move(*noqa));
    }
  }
  return out;
}

}  // namespace streamlint::analysis
