#include "analysis/syntax/long_statement_guard.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace streamlint::analysis {
namespace {

// Byte classes, looked up in a table: the scan runs before every parse of a large Python text.
enum Class : unsigned char { kBlank, kName, kOther };

constexpr std::array<unsigned char, 256> kClasses = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    const bool name = c == '_' || c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    t[c] = name ? kName : (c == ' ' || c == '\t' || c == '\r' || c == '\f') ? kBlank : kOther;
  }
  return t;
}();

// A string prefix that makes an f-string (f, rf, Fr, ...): its `{...}` fields are code.
bool f_prefix(std::string_view word) {
  if (word.empty() || word.size() > 2) return false;
  bool f = false;
  for (char ch : word) {
    const char lower = static_cast<char>(ch | 0x20);
    if (lower != 'f' && lower != 'r' && lower != 'b' && lower != 'u') return false;
    f = f || lower == 'f';
  }
  return f;
}

// The bytes of a string quoted with `quote` that nothing but the next byte follows: not the quote,
// a backslash, a line break, or a bracket (an f-string's fields).
std::array<bool, 256> ordinary_table(char quote) {
  std::array<bool, 256> t{};
  t.fill(true);
  for (char special : {quote, '\\', '\n', '{', '}', '(', ')', '[', ']'}) t[static_cast<unsigned char>(special)] = false;
  return t;
}

const std::array<bool, 256>& ordinary_in(char quote) {
  static const std::array<bool, 256> single = ordinary_table('\''), dbl = ordinary_table('"'), back = ordinary_table('`');
  return quote == '\'' ? single : quote == '"' ? dbl : back;
}

class Scan {
 public:
  Scan(std::string_view text, std::string& masked) : text_(text), masked_(masked) {}
  bool blanked() const { return blanked_; }

  // A token (a name, number, string, operator, keyword, line continuation): one more tree while the
  // statement's pending count is under the bound, else blanked.
  void token(std::size_t from, std::size_t to) {
    if (pending_ >= kMaxUnreducedTokens) return blank(from, to);
    ++pending_;
  }
  // Bytes of an f-string's field, each counted as a token (a bound: a token has a byte at least).
  void field_bytes(std::size_t from, std::size_t to) {
    const std::size_t room = kMaxUnreducedTokens - std::min(pending_, kMaxUnreducedTokens);
    if (to - from > room) blank(from + room, to);
    pending_ += std::min(to - from, room);
  }
  void opener(std::size_t at) {
    ++depth_;
    if (pending_ >= kMaxUnreducedTokens) return blank(at, at + 1);
    bases_.push_back(pending_++);
  }
  // A closer of a blanked bracket is blanked too; one of a kept bracket stays, so what is kept is
  // balanced and the lines after the statement are not read into it. What the brackets held is
  // one tree now.
  void closer(std::size_t at) {
    if (depth_ == 0) return;
    --depth_;
    if (depth_ >= bases_.size()) return blank(at, at + 1);
    pending_ = bases_.back() + 1;
    bases_.pop_back();
  }
  // A comma ends an item: the items so far are one tree (a list of 100,000 items never grows).
  void comma(std::size_t at) {
    if (depth_ > bases_.size()) return blank(at, at + 1);
    pending_ = bases_.empty() ? std::min<std::size_t>(pending_, 3) : bases_.back() + 2;
  }
  void end_statement() {
    if (depth_ != 0) return;
    pending_ = 0;
  }
  std::size_t depth() const { return depth_; }
  // Brackets inside an f-string's fields are its own: the state is restored after it.
  struct Saved {
    std::size_t depth, kept, pending;
  };
  Saved save() const { return {depth_, bases_.size(), pending_}; }
  void restore(const Saved& s) {
    depth_ = s.depth;
    bases_.resize(std::min(bases_.size(), s.kept));
    pending_ = s.pending;
  }
  void blank(std::size_t from, std::size_t to) {
    if (masked_.empty()) masked_.assign(text_);
    for (std::size_t k = from; k < to; ++k) {
      if (masked_[k] != '\n' && masked_[k] != '\r') masked_[k] = ' ';
    }
    blanked_ = true;
  }

 private:
  std::string_view text_;
  std::string& masked_;
  bool blanked_ = false;
  std::size_t depth_ = 0;            // open brackets, blanked ones too (the kept ones are the outer)
  std::vector<std::size_t> bases_;   // for each kept open bracket, the pending count before it
  std::size_t pending_ = 0;          // trees the parser holds for the statement, as far as told
};

}  // namespace

bool blank_overlong_statements(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               StatementSyntax syntax) {
  const bool sql = syntax == StatementSyntax::Sql;
  // Fewer bytes than a run of continuations past the bound takes (two each): nothing to blank.
  if (stop > text.size()) stop = text.size();
  if (stop <= start || stop - start <= 2 * kMaxContinuationRun) return false;
  Scan scan(text, masked);
  std::size_t continuations = 0;  // line continuations since the last token
  std::string_view last_name;     // the name just before, when nothing is between it and here
  std::size_t last_name_end = 0;
  std::size_t i = start;
  while (i < stop) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    const unsigned char type = kClasses[c];
    if (type == kName) {
      continuations = 0;
      const std::size_t from = i;
      while (i < stop && kClasses[static_cast<unsigned char>(text[i])] == kName) ++i;
      last_name = text.substr(from, i - from);
      last_name_end = i;
      scan.token(from, i);
    } else if (type == kBlank) {
      ++i;
      while (i < stop && text[i] == ' ') ++i;  // indentation
    } else if (c == '\n') {
      if (!sql) scan.end_statement();  // a logical line ends outside brackets
      ++i;
    } else if (sql && c == ';' && scan.depth() == 0) {
      scan.end_statement();
      ++i;
    } else if (sql ? (c == '-' && i + 1 < stop && text[i + 1] == '-') : c == '#') {
      const void* end = std::memchr(text.data() + i, '\n', stop - i);
      i = end ? static_cast<std::size_t>(static_cast<const char*>(end) - text.data()) : stop;
    } else if (sql && c == '/' && i + 1 < stop && text[i + 1] == '*') {
      const std::size_t end = text.substr(0, stop).find("*/", i + 2);
      i = end == std::string_view::npos ? stop : end + 2;
    } else if (!sql && c == '\\' && i + 1 < stop && (text[i + 1] == '\n' || text[i + 1] == '\r')) {
      // A line continuation joins the next line; the runtime keeps it as a tree of its own (an
      // extra). Past a run of kMaxContinuationRun with nothing between them, the grammar's scanner
      // reads the whole run again at each one (quadratic): the rest of the run loses its backslash
      // (each such line then ends the statement).
      if (++continuations > kMaxContinuationRun) {
        scan.blank(i, i + 1);
      } else {
        scan.token(i, i + 1);
      }
      i += text[i + 1] == '\r' && i + 2 < stop && text[i + 2] == '\n' ? 3 : 2;
    } else if (c == '"' || c == '\'' || (sql && c == '`')) {
      continuations = 0;
      // A string: to its closing quote (three for a triple-quoted one); a one-quote string ends at
      // the line's end if unclosed, as Python's tokenizer reports it. An f-string's fields are
      // code: their brackets count while the string lasts.
      const bool fields = !sql && last_name_end == i && f_prefix(last_name);
      const std::size_t from_quote = i;
      const Scan::Saved outside = scan.save();
      const char quote = static_cast<char>(c);
      const auto three = [&](std::size_t k) { return k + 2 < stop && text[k + 1] == quote && text[k + 2] == quote; };
      const bool triple = !sql && three(i);
      const std::array<bool, 256>& ordinary_in_string = ordinary_in(quote);
      std::size_t field = 0;  // open `{` of the f-string's fields
      std::size_t inner = 0;  // brackets the f-string opened and has not closed
      i += triple ? 3 : 1;
      while (i < stop) {
        // Bytes that end, escape or (in an f-string) open something: the others are skipped fast.
        const std::size_t run = i;
        while (i < stop && ordinary_in_string[static_cast<unsigned char>(text[i])]) ++i;
        if (field > 0 && i > run) scan.field_bytes(run, i);
        if (i >= stop) break;
        const char ch = text[i];
        if (ch == '\\' && !sql) {
          i += 2;
          continue;
        }
        if (ch == quote && field > 0 && !triple) {
          // A string inside a field (`f"{d["a"]}"`, Python 3.12): to its closing quote on the line.
          ++i;
          while (i < stop && text[i] != quote && text[i] != '\n') ++i;
          if (i < stop && text[i] == quote) ++i;
          continue;
        }
        if (ch == quote && (!triple || three(i))) {
          i += triple ? 3 : 1;
          break;
        }
        if (!triple && !sql && ch == '\n') break;
        if (fields && (ch == '{' || ch == '}') && i + 1 < stop && text[i + 1] == ch && field == 0) {
          i += 2;  // `{{`, `}}`: a brace of the text
          continue;
        }
        if (fields && (ch == '{' || (field > 0 && (ch == '(' || ch == '[')))) {
          if (ch == '{') ++field;
          ++inner;
          scan.opener(i);
        } else if (fields && inner > 0 && (ch == '}' || ch == ')' || ch == ']')) {
          if (ch == '}' && field > 0) --field;
          --inner;  // only the string's own brackets close here: the outer ones are restored after it
          scan.closer(i);
          if (field == 0) {
            scan.restore(outside);  // a field closed: the string so far is one tree
            inner = 0;
          }
        }
        ++i;
      }
      if (i > stop) i = stop;
      if (fields) scan.restore(outside);
      scan.token(from_quote, i);  // past the bound the whole string is blanked, never its quote alone
    } else {
      continuations = 0;
      if (c == '(' || c == '[' || c == '{') {
        scan.opener(i);
      } else if (c == ')' || c == ']' || c == '}') {
        scan.closer(i);
      } else if (c == ',') {
        scan.comma(i);
      } else {
        scan.token(i, i + 1);
      }
      ++i;
    }
  }
  return scan.blanked();
}

}  // namespace streamlint::analysis
