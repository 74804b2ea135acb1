#include "analysis/syntax/scala_recovery_guard.h"

#include <string_view>
#include <vector>

#include "analysis/syntax/long_statement_guard.h"

namespace streamlint::analysis {
namespace {

constexpr std::size_t kNone = static_cast<std::size_t>(-1);

bool name_byte(unsigned char c) {
  return c == '_' || c >= 0x80 || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool blank_byte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f'; }

// A byte that, ending a line, leaves its expression open (`val x =`, `a +`, `f(a,`): the next line
// continues it, so a prefix cut there would end in a parse error of its own.
bool continues_after(char c) {
  return c != 0 && std::string_view("=+-*/,.([{|&<>:!%^~?").find(c) != std::string_view::npos;
}

class Runs {
 public:
  Runs(std::string_view text, std::string& masked, const ProbeClean& clean)
      : text_(text), masked_(masked), clean_(clean) {
    levels_.push_back({});
  }
  bool blanked() const { return blanked_; }

  void token(std::size_t from, std::size_t to) {
    if (pending_ >= kMaxUnreducedTokens) return blank(from, to);
    if (++pending_ == kMaxUnreducedTokens) settle();
  }
  // Bytes counted each as a token (an interpolation's code, read without lexing it).
  void bytes(std::size_t from, std::size_t to) {
    for (std::size_t k = from; k < to; ++k) token(k, k + 1);
  }
  void opener(std::size_t at) {
    ++depth_;
    if (pending_ >= kMaxUnreducedTokens) return blank(at, at + 1);
    if (++pending_ == kMaxUnreducedTokens) settle();  // the opener is a token of the enclosing level
    levels_.push_back({pending_ - 1, pending_, text_[at] == '(' ? ')' : text_[at] == '[' ? ']' : '}'});
  }
  void closer(std::size_t at) {
    if (depth_ == 0) return token(at, at + 1);  // a stray closer is one more token
    --depth_;
    if (depth_ >= levels_.size() - 1) return blank(at, at + 1);  // the closer of a blanked bracket
    pending_ = levels_.back().base + 1;                          // the bracket and what it held: one tree
    levels_.pop_back();
  }
  // A line start of the innermost level where a statement can begin.
  void line_start(std::size_t at) {
    Level& level = levels_.back();
    level.earlier = level.cut;
    level.pending_at_earlier = level.pending_at_cut;
    level.cut = at;
    level.pending_at_cut = pending_;
  }

 private:
  struct Level {
    std::size_t base = 0;     // the count before the level's opener (restored, plus one, at its closer)
    std::size_t floor = 0;    // the count just after the opener
    char close = 0;           // the bracket that closes it
    std::size_t cut = kNone;  // the last line start where a statement can begin, and the count there
    std::size_t pending_at_cut = 0;
    std::size_t earlier = kNone;  // the one before it (a statement left open at `cut` is forgiven)
    std::size_t pending_at_earlier = 0;
    std::size_t probed = kNone;
  };

  // The count reached the bound: if the text up to the last line start of the innermost level that
  // has one not yet asked about parses with no ERROR before the line start before that, the
  // statements of that level before it were reduced, and only the tokens since then count. Else
  // the next tokens are blanked.
  void settle() {
    for (std::size_t k = levels_.size(); k-- > 0;) {
      Level& level = levels_[k];
      if (level.earlier == kNone || level.cut == level.probed) continue;
      level.probed = level.cut;
      // At the cut, the brackets open were this level's and those around it.
      std::string closers;
      for (std::size_t j = k; j > 0; --j) closers += levels_[j].close;
      if (!clean_(level.cut, level.earlier, closers)) return;
      const std::size_t reduced = level.pending_at_earlier - level.floor;
      pending_ -= reduced;
      level.pending_at_cut -= reduced;
      level.pending_at_earlier = level.floor;
      for (std::size_t j = k + 1; j < levels_.size(); ++j) {  // the levels inside it count from less
        Level& inner = levels_[j];
        inner.base -= reduced;
        inner.floor -= reduced;
        if (inner.cut != kNone) inner.pending_at_cut -= reduced;
        if (inner.earlier != kNone) inner.pending_at_earlier -= reduced;
      }
      return;
    }
  }
  void blank(std::size_t from, std::size_t to) {
    if (masked_.empty()) masked_.assign(text_);
    for (std::size_t k = from; k < to; ++k) {
      if (masked_[k] != '\n' && masked_[k] != '\r') masked_[k] = ' ';
    }
    blanked_ = true;
  }

  std::string_view text_;
  std::string& masked_;
  const ProbeClean& clean_;
  bool blanked_ = false;
  std::size_t depth_ = 0;      // open brackets, blanked ones too (the kept ones are the outer)
  std::vector<Level> levels_;  // the top level, then one per kept open bracket
  std::size_t pending_ = 0;
};

}  // namespace

bool blank_overlong_scala_runs(std::string_view text, std::size_t start, std::size_t stop, std::string& masked,
                               const ProbeClean& clean) {
  if (stop > text.size()) stop = text.size();
  // Fewer bytes than the bound's tokens (a token has a byte at least): nothing to blank.
  if (stop <= start || stop - start < kMaxUnreducedTokens) return false;
  Runs runs(text, masked, clean);
  std::size_t i = start;
  char last = '\n';  // the last byte before here that is not blank
  while (i < stop) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (name_byte(c)) {
      const std::size_t from = i;
      while (i < stop && name_byte(static_cast<unsigned char>(text[i]))) ++i;
      // An interpolated string (`s"`, `f"`, `raw"`): its `$` fields are code.
      if (i < stop && text[i] == '"') {
        runs.token(from, i);
        last = text[i - 1];
        const bool triple = i + 2 < stop && text[i + 1] == '"' && text[i + 2] == '"';
        const std::size_t open = i;
        i += triple ? 3 : 1;
        while (i < stop) {
          const char ch = text[i];
          if (ch == '"' && (!triple || (i + 2 < stop && text[i + 1] == '"' && text[i + 2] == '"'))) {
            i += triple ? 3 : 1;
            while (triple && i < stop && text[i] == '"') ++i;
            break;
          }
          if (!triple && ch == '\n') break;
          if (ch == '\\' && !triple) {
            i += 2;
            continue;
          }
          if (ch == '$' && i + 1 < stop && text[i + 1] == '{') {
            std::size_t depth = 0, k = i + 1;
            for (; k < stop; ++k) {
              if (text[k] == '{') ++depth;
              if (text[k] == '}' && --depth == 0) break;
            }
            runs.bytes(i, std::min(k + 1, stop));
            i = std::min(k + 1, stop);
            continue;
          }
          if (ch == '$') runs.token(i, i + 1);
          ++i;
        }
        runs.token(open, std::min(i, stop));
        last = '"';
        continue;
      }
      runs.token(from, i);
      last = text[i - 1];
      continue;
    }
    if (c == '\n') {
      ++i;
      std::size_t first = i;
      while (first < stop && blank_byte(text[first])) ++first;
      if (first < stop && text[first] != '\n' && !continues_after(last)) {
        const unsigned char f = static_cast<unsigned char>(text[first]);
        if (name_byte(f) || f == '"' || f == '(' || f == '{' || f == '@' || f == '`') runs.line_start(i);
      }
      continue;
    }
    if (blank_byte(static_cast<char>(c))) {
      ++i;
      continue;
    }
    last = static_cast<char>(c);
    if (c == '"') {
      const bool triple = i + 2 < stop && text[i + 1] == '"' && text[i + 2] == '"';
      const std::size_t from = i;
      if (triple) {
        const std::size_t end = text.substr(0, stop).find(R"(""")", i + 3);
        i = end == std::string_view::npos ? stop : end + 3;
        while (i < stop && text[i] == '"') ++i;
      } else {
        for (++i; i < stop && text[i] != '"' && text[i] != '\n'; ++i) {
          if (text[i] == '\\') ++i;
        }
        if (i < stop && text[i] == '"') ++i;
      }
      runs.token(from, std::min(i, stop));
    } else if (c == '`') {
      const std::size_t from = i;
      for (++i; i < stop && text[i] != '`' && text[i] != '\n'; ++i) {
      }
      if (i < stop && text[i] == '`') ++i;
      runs.token(from, i);
    } else if (c == '\'' && i + 2 < stop && text[i + 1] != '\\' && text[i + 2] == '\'') {
      runs.token(i, i + 3);  // a character literal
      i += 3;
    } else if (c == '(' || c == '[' || c == '{') {
      runs.opener(i++);
    } else if (c == ')' || c == ']' || c == '}') {
      runs.closer(i++);
    } else {
      runs.token(i, i + 1);
      ++i;
    }
  }
  return runs.blanked();
}

}  // namespace streamlint::analysis
