#include "analysis/syntax/long_statement_guard.h"

#include <array>
#include <cstring>

namespace streamlint::analysis {
namespace {

// Byte classes, looked up in a table: the scan runs before every parse of a large Python text.
enum Class : unsigned char { kBlank, kName, kNewline, kOther };

constexpr std::array<unsigned char, 256> kClasses = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    const bool name = c == '_' || c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    t[c] = name ? kName : (c == ' ' || c == '\t' || c == '\r' || c == '\f') ? kBlank : c == '\n' ? kNewline : kOther;
  }
  return t;
}();

bool name_byte(unsigned char c) { return kClasses[c] == kName; }

}  // namespace

bool blank_overlong_statements(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               StatementSyntax syntax) {
  const bool sql = syntax == StatementSyntax::Sql;
  // Fewer bytes than a run of continuations past the bound takes (two each): nothing to blank.
  if (stop > text.size()) stop = text.size();
  if (stop <= start || stop - start <= 2 * kMaxContinuationRun) return false;
  bool blanked = false;
  std::size_t tokens = 0;  // in the current logical line
  std::size_t depth = 0;   // open brackets
  std::size_t kept = 0;    // open brackets not blanked (the outer `kept` of the `depth`)
  std::size_t continuations = 0;  // line continuations since the last token
  auto blank = [&](std::size_t from, std::size_t to) {
    if (tokens <= kMaxStatementTokens) return;
    if (masked.empty()) masked.assign(text);
    for (std::size_t k = from; k < to; ++k) {
      if (masked[k] != '\n' && masked[k] != '\r') masked[k] = ' ';
    }
    blanked = true;
  };
  std::size_t i = start;
  while (i < stop) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const unsigned char type = kClasses[c];
    if (type == kName && tokens < kMaxStatementTokens) {
      // The common case first: a name or number, far from the bound.
      continuations = 0;
      ++tokens;
      ++i;
      while (i < stop && kClasses[static_cast<unsigned char>(text[i])] == kName) ++i;
    } else if (type == kBlank) {
      ++i;
      while (i < stop && text[i] == ' ') ++i;  // indentation
    } else if (c == '\n') {
      if (depth == 0 && !sql) tokens = 0;  // the logical line ends (kept is 0 too)
      ++i;
    } else if (sql && c == ';' && depth == 0) {
      tokens = 0;  // the statement ends
      ++i;
    } else if (sql ? (c == '-' && i + 1 < stop && text[i + 1] == '-') : c == '#') {
      const void* end = std::memchr(text.data() + i, '\n', stop - i);
      i = end ? static_cast<std::size_t>(static_cast<const char*>(end) - text.data()) : stop;
    } else if (sql && c == '/' && i + 1 < stop && text[i + 1] == '*') {
      const std::size_t end = text.substr(0, stop).find("*/", i + 2);
      i = end == std::string_view::npos ? stop : end + 2;
    } else if (!sql && c == '\\' && i + 1 < stop && (text[i + 1] == '\n' || text[i + 1] == '\r')) {
      // A line continuation joins the next line. It is a tree of its own for the runtime (an
      // extra), so it counts; and past a run of kMaxContinuationRun with nothing between them the
      // grammar's scanner reads the whole run again at each one (quadratic): the rest of the run is
      // blanked (each blanked line then ends the statement).
      ++tokens;
      if (++continuations > kMaxContinuationRun) {
        if (masked.empty()) masked.assign(text);
        masked[i] = ' ';
        blanked = true;
      } else {
        blank(i, i + 1);
      }
      i += text[i + 1] == '\r' && i + 2 < stop && text[i + 2] == '\n' ? 3 : 2;
      continue;
    } else if (c == '"' || c == '\'' || (sql && c == '`')) {
      continuations = 0;
      // A string: to its closing quote (three for a triple-quoted one); a one-quote string ends at
      // the line's end if unclosed, as Python's tokenizer reports it.
      const std::size_t from = i;
      const char quote = static_cast<char>(c);
      const auto three = [&](std::size_t k) { return k + 2 < stop && text[k + 1] == quote && text[k + 2] == quote; };
      const bool triple = !sql && three(i);
      i += triple ? 3 : 1;
      while (i < stop) {
        if (text[i] == '\\' && !sql) {
          i += 2;
        } else if (text[i] == quote && (!triple || three(i))) {
          i += triple ? 3 : 1;
          break;
        } else if (!triple && !sql && text[i] == '\n') {
          break;
        } else {
          ++i;
        }
      }
      if (i > stop) i = stop;
      ++tokens;
      blank(from, i);
    } else if (name_byte(c)) {
      // A name or number (a string prefix such as f or rb joins the string that follows: one more
      // token is a bound's rounding).
      continuations = 0;
      const std::size_t from = i;
      while (i < stop && name_byte(static_cast<unsigned char>(text[i]))) ++i;
      ++tokens;
      blank(from, i);
    } else {
      continuations = 0;
      ++tokens;
      const bool opener = c == '(' || c == '[' || c == '{';
      const bool closer = (c == ')' || c == ']' || c == '}') && depth > 0;
      // A bracket opened before the cut keeps its closer: what the cut keeps stays balanced, so
      // the lines after the statement are not read into it.
      if (closer && depth == kept) {
        --kept;
      } else {
        blank(i, i + 1);
      }
      if (opener && tokens <= kMaxStatementTokens) ++kept;
      if (opener) ++depth;
      if (closer) --depth;
      ++i;
    }
  }
  return blanked;
}

}  // namespace streamlint::analysis
