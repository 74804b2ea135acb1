#include "analysis/scala/scala_parse_text.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <type_traits>

#include "analysis/scala/scala_brackets.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

bool bracket_or_line_end(char c) {
  return c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '\n' || c == '\r';
}

// The blanked ranges after an edit of old bytes [start, end) that cannot have changed them (see
// ScalaParseText::apply_edit): each range before the edit stays, each after it moves by `delta`.
// False, and `ranges` unchanged, when one holds or touches the edit: whether the edit's bytes join
// it is the scan's to say (a range may be two stray closers side by side, merged).
bool move_ranges(std::vector<ByteRange>& ranges, std::size_t start, std::size_t end, long delta) {
  const auto first_after = std::upper_bound(ranges.begin(), ranges.end(), end,
                                            [](std::size_t at, const ByteRange& r) { return at < r.first; });
  if (first_after != ranges.begin() && std::prev(first_after)->second >= start) return false;
  for (auto r = first_after; r != ranges.end(); ++r) {
    r->first = static_cast<std::uint32_t>(r->first + delta);
    r->second = static_cast<std::uint32_t>(r->second + delta);
  }
  return true;
}

// For the `{` at `brace`: when a blank, one parameter `name: Type` on its line and ` =>` follow
// (the name not `case` or `this`, the line before the brace no template's), the position of the
// blank before the arrow; else 0. The type may hold names, dots, brackets, commas and blanks (no
// arrow: `f: A => B =>` is left alone).
std::size_t typed_lambda_arrow(std::string_view text, std::size_t brace, std::size_t end) {
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  std::size_t i = brace + 1;
  if (i >= end || !blank(text[i])) return 0;
  while (i < end && blank(text[i])) ++i;
  const std::size_t name = i;
  if (i >= end || !(std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_')) return 0;
  while (i < end && scala_identifier_char(text[i])) ++i;
  if (text.substr(name, i - name) == "case" || text.substr(name, i - name) == "this") return 0;
  while (i < end && blank(text[i])) ++i;
  if (i + 1 >= end || text[i] != ':' || text[i + 1] == ':') return 0;
  std::size_t arrow = 0;
  bool typed = false;
  for (++i; i + 2 < end && arrow == 0; ++i) {
    const char c = text[i];
    if (blank(c) && text[i + 1] == '=' && text[i + 2] == '>') {
      const char after = i + 3 < text.size() ? text[i + 3] : '\n';
      if (!typed || !(blank(after) || after == '\n' || after == '\r')) return 0;
      arrow = i;
    } else if (!(scala_identifier_char(c) || blank(c) || c == '.' || c == '[' || c == ']' || c == ',')) {
      return 0;
    }
    typed = typed || !blank(c);
  }
  if (arrow == 0) return 0;
  // A template's body opens with a self type the same way (`trait Job { self: Spark =>`): its line
  // before the brace names the template (read only once the rest matched).
  const std::size_t newline = text.rfind('\n', brace);
  const std::string_view before = text.substr(newline == std::string_view::npos ? 0 : newline + 1,
                                              brace - (newline == std::string_view::npos ? 0 : newline + 1));
  for (const std::string_view keyword : {"class", "trait", "object", "new", "extends", "with"}) {
    for (std::size_t at = before.find(keyword); at != std::string_view::npos; at = before.find(keyword, at + 1)) {
      const bool word = (at == 0 || !scala_identifier_char(before[at - 1])) &&
                        (at + keyword.size() >= before.size() || !scala_identifier_char(before[at + keyword.size()]));
      if (word) return 0;
    }
  }
  return arrow;
}

}  // namespace

template <typename Stop>
std::size_t ScalaParseText::lex(std::string_view text, std::size_t from, std::vector<Skip>& out, Stop&& stop) {
  ScalaLexer lexer(text);
  lexer.move_to(from);
  while (!lexer.done()) {
    const std::size_t at = lexer.pos();
    if (stop(at)) return at;
    const ScalaLexer::Skipped skipped = lexer.skip_comment_or_literal();
    if (skipped == ScalaLexer::Skipped::Nothing) {
      lexer.step();
      if constexpr (std::is_same_v<std::decay_t<Stop>, NoStop>) lexer.skip_plain_code();
      continue;
    }
    out.push_back({static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(lexer.pos()), skipped});
  }
  return text.size();
}

void ScalaParseText::mask(std::string_view text, std::string& out, std::size_t from, std::size_t to, const Skip* first,
                          const Skip* last) {
  // `$"` (spark.implicits' column syntax, which tree-sitter-scala 0.24 does not parse) as `s"`.
  // (memchr: these passes run over every Scala file `check` reads.)
  const auto next = [](std::string_view s, char c, std::size_t at, std::size_t end) -> std::size_t {
    if (at >= end) return end;
    const void* found = std::memchr(s.data() + at, c, end - at);
    return found ? static_cast<std::size_t>(static_cast<const char*>(found) - s.data()) : end;
  };
  const std::size_t dollar_end = std::min(to, text.size() == 0 ? 0 : text.size() - 1);
  for (std::size_t i = next(text, '$', from, dollar_end); i < dollar_end; i = next(text, '$', i + 1, dollar_end)) {
    if (text[i + 1] == '"') out[i] = 's';
  }
  // An old symbol literal (`'key`, Spark's column 'key; tree-sitter-scala 0.24 has none) as the
  // identifier `$key`: a quote in code (not in a skip: a character literal or a string) before a
  // name. The front-end reads the quote from the document's text (scala_lowering.cpp).
  const Skip* skip = first;
  for (std::size_t i = next(text, '\'', from, dollar_end); i < dollar_end; i = next(text, '\'', i + 1, dollar_end)) {
    while (skip != last && skip->end <= i) ++skip;
    if (skip != last && skip->start <= i) continue;
    const auto c = static_cast<unsigned char>(text[i + 1]);
    const bool after_name = i > 0 && scala_identifier_char(text[i - 1]);
    if ((std::isalpha(c) || c == '_') && !after_name) out[i] = '$';
  }
  // Scala 2's Unicode arrows (`⇒` for `=>`, `←` for `<-`; tree-sitter-scala 0.24 has neither) as
  // the ASCII arrows and a blank: three bytes each way.
  skip = first;
  // (An arrow that starts before `to` is masked whole, as a pass over the whole text masks it.)
  for (std::size_t i = next(text, '\xE2', from, to); i < to && i + 2 < text.size(); i = next(text, '\xE2', i + 1, to)) {
    while (skip != last && skip->end <= i) ++skip;
    if (skip != last && skip->start <= i) continue;
    // A character literal of the arrow itself (`'⇒'`, which the lexer does not skip) stays.
    if (i > 0 && text[i - 1] == '\'' && i + 3 < text.size() && text[i + 3] == '\'') continue;
    if (text[i + 1] == '\x87' && text[i + 2] == '\x92') out.replace(i, 3, "=> ");
    if (text[i + 1] == '\x86' && text[i + 2] == '\x90') out.replace(i, 3, "<- ");
  }
  // A block's one typed lambda parameter, `{ cars: Iterator[Car] =>` (Scala 2; tree-sitter-scala
  // 0.24 reads an ascription and fails), as `{(cars: Iterator[Car])=>`: the blanks after the brace
  // and before the arrow become the parentheses, so the name and type keep their bytes.
  skip = first;
  for (std::size_t i = next(text, '{', from, to); i < to; i = next(text, '{', i + 1, to)) {
    while (skip != last && skip->end <= i) ++skip;
    if (skip != last && skip->start <= i) continue;
    if (const std::size_t close = typed_lambda_arrow(text, i, to); close != 0) {
      out[i + 1] = '(';
      out[close] = ')';
    }
  }
  for (const Skip* s = first; s != last; ++s) {
    if (!s->comment()) continue;
    for (std::uint32_t i = s->start; i < s->end; ++i) {
      if (out[i] != '\n' && out[i] != '\r') out[i] = ' ';
    }
  }
  // What is left of `//` and `/*` is inside literals (scala_lexical.h says why the second byte
  // goes). The byte before `from` is masked already; reading it keeps the pass the same as over
  // the whole text.
  if (to == 0) return;
  for (std::size_t i = next(out, '/', from == 0 ? 0 : from - 1, to - 1); i + 1 < to; i = next(out, '/', i + 1, to - 1)) {
    if (out[i + 1] == '/' || out[i + 1] == '*') out[i + 1] = ' ';
  }
}

std::string mask_scala_for_parse(std::string_view text) { return ScalaParseText(text).text(); }

ScalaParseText::ScalaParseText(std::string_view text) : masked_(text) {
  lex(text, 0, skips_, NoStop{});
  mask(text, masked_, 0, text.size(), skips_.data(), skips_.data() + skips_.size());
  repair(text, 0, 0, 0);
}

std::pair<std::size_t, std::size_t> ScalaParseText::repair(std::string_view text, std::size_t start, std::size_t end,
                                                           long delta) {
  const auto new_end = static_cast<std::size_t>(static_cast<long>(end) + delta);
  std::vector<ByteRange> skipped;
  skipped.reserve(skips_.size());
  for (const Skip& s : skips_) skipped.emplace_back(s.start, s.end);
  std::vector<ByteRange> now = scala_unbalanced_ranges(masked_, skipped);
  // The old ranges where they are now (one the edit touched spans the edit). The edit's own bytes
  // are compared too: a range that holds them blanks them, though it did not change.
  std::size_t first = start, last = new_end;
  std::vector<ByteRange> was;
  for (const ByteRange& r : repairs_) {
    if (r.second <= start) {
      was.push_back(r);
    } else if (r.first >= end) {
      was.emplace_back(static_cast<std::uint32_t>(r.first + delta), static_cast<std::uint32_t>(r.second + delta));
    } else {
      was.emplace_back(static_cast<std::uint32_t>(std::min<std::size_t>(r.first, start)),
                       static_cast<std::uint32_t>(std::max<long>(static_cast<long>(r.second) + delta, static_cast<long>(end) + delta)));
    }
  }
  std::sort(was.begin(), was.end());
  // A range in one list and not the other changed its bytes' blanking.
  auto widen = [&](const std::vector<ByteRange>& a, const std::vector<ByteRange>& b) {
    for (const ByteRange& r : a) {
      if (std::binary_search(b.begin(), b.end(), r)) continue;
      first = std::min<std::size_t>(first, r.first);
      last = std::max<std::size_t>(last, r.second);
    }
  };
  widen(was, now);
  widen(now, was);
  repairs_ = std::move(now);
  const std::string old = std::move(parse_);
  parse_ = masked_;
  for (const ByteRange& r : repairs_) {
    for (std::uint32_t i = r.first; i < r.second; ++i) {
      if (parse_[i] != '\n' && parse_[i] != '\r') parse_[i] = ' ';
    }
  }
  // Only the bytes that differ from the old parse text with the edit's bytes written over it (no
  // old text: every byte is the edit's).
  if (old.empty()) return {masked_.size(), 0};
  last = std::min(last, parse_.size());
  const auto old_byte = [&](std::size_t i) {
    if (i < start) return old[i];
    if (i < new_end) return text[i];
    return old[static_cast<std::size_t>(static_cast<long>(i) - delta)];
  };
  while (first < last && parse_[first] == old_byte(first)) ++first;
  while (first < last && parse_[last - 1] == old_byte(last - 1)) --last;
  if (first >= last) return {masked_.size(), 0};
  return {first, last};
}

std::vector<ScalaComment> ScalaParseText::comments() const {
  std::vector<ScalaComment> out;
  for (const Skip& s : skips_) {
    if (s.comment()) out.push_back({s.start, s.end, s.kind == ScalaLexer::Skipped::BlockComment});
  }
  return out;
}

std::pair<std::size_t, std::size_t> ScalaParseText::apply_edit(std::string_view text, std::size_t start,
                                                              std::size_t end, std::size_t new_end) {
  const long delta = static_cast<long>(new_end) - static_cast<long>(end);
  // Where to lex again from: the start of the line 9 bytes before the edit, or of the skip that
  // spans it. Every decision the lexer made before that point read only bytes before the edit (a
  // character literal looks 8 bytes ahead, a backquote or an unclosed literal to its line's end).
  std::size_t from = start > 9 ? start - 9 : 0;
  if (from > 0) {
    const std::size_t newline = text.rfind('\n', from - 1);
    from = newline == std::string_view::npos ? 0 : newline + 1;
  }
  auto by_end = [](const Skip& s, std::size_t at) { return s.end <= at; };
  auto spans = std::lower_bound(skips_.begin(), skips_.end(), from, by_end);  // first skip ending after `from`
  if (spans != skips_.end() && spans->start < from) from = spans->start;
  const auto first_old = spans;  // the first skip lexed again

  // Lex the new text until a line start after the edit whose old place the old lexer reached in
  // code: from there both texts are the same bytes and the lexer is in the same state.
  std::vector<Skip> fresh;
  std::size_t old_stop = masked_.size();
  const std::size_t stop = lex(text, from, fresh, [&](std::size_t at) {
    if (at <= new_end || text[at - 1] != '\n') return false;
    const auto old_at = static_cast<std::size_t>(static_cast<long>(at) - delta);
    const auto next = std::lower_bound(first_old, skips_.end(), old_at, by_end);
    if (next != skips_.end() && next->start < old_at) return false;  // inside an old skip
    old_stop = old_at;
    return true;
  });
  if (stop == text.size()) old_stop = masked_.size();

  // The old masked bytes of the range with the edit's bytes written over them, to compare with.
  std::string before = masked_.substr(from, old_stop - from);
  before.replace(start - from, end - start, text.substr(start, new_end - start));

  const auto last_old = std::lower_bound(first_old, skips_.end(), old_stop,
                                         [](const Skip& s, std::size_t at) { return s.start < at; });
  // A keystroke that types or deletes no bracket and no line end, after the first character of its
  // line, and leaves the comments and literals as they were (moved): the brackets, the lines'
  // indentation and first characters, which alone decide the blanked ranges (scala_brackets.h),
  // are the same, so the ranges only move with the edit and the whole-text scan is not needed.
  bool quiet = static_cast<std::size_t>(last_old - first_old) == fresh.size();
  for (std::size_t i = 0; quiet && i < fresh.size(); ++i) {
    const Skip& old = first_old[static_cast<long>(i)];
    Skip now = old;
    if (old.start >= end) {
      now.start = static_cast<std::uint32_t>(old.start + delta);
      now.end = static_cast<std::uint32_t>(old.end + delta);
    } else if (old.start < start && old.end > end) {
      now.end = static_cast<std::uint32_t>(old.end + delta);
    } else if (old.end > start) {
      quiet = false;  // the edit starts or ends inside it
    }
    quiet = quiet && now.start == fresh[i].start && now.end == fresh[i].end && now.kind == fresh[i].kind;
  }
  for (std::size_t i = start; quiet && i < end; ++i) quiet = !bracket_or_line_end(masked_[i]);
  for (std::size_t i = start; quiet && i < new_end; ++i) quiet = !bracket_or_line_end(text[i]);
  if (quiet) {
    const std::size_t line = start == 0 ? 0 : masked_.rfind('\n', start - 1) + 1;  // npos + 1 == 0
    quiet = masked_.find_first_not_of(" \t\r", line) < start;
  }

  for (auto s = last_old; s != skips_.end(); ++s) {
    s->start = static_cast<std::uint32_t>(s->start + delta);
    s->end = static_cast<std::uint32_t>(s->end + delta);
  }
  // The index, not an iterator or pointer: the insert may reallocate.
  const auto first_new = static_cast<std::size_t>(first_old - skips_.begin());
  skips_.insert(skips_.erase(first_old, last_old), fresh.begin(), fresh.end());
  const Skip* inserted = skips_.data() + first_new;

  masked_.replace(from, old_stop - from, text.substr(from, stop - from));
  mask(text, masked_, from, stop, inserted, inserted + fresh.size());

  const std::string_view after = std::string_view(masked_).substr(from, stop - from);
  const std::size_t prefix = common_prefix(before, after);
  std::pair<std::size_t, std::size_t> changed{masked_.size(), 0};
  if (prefix != after.size()) changed = {from + prefix, stop - common_suffix(before, after, prefix)};
  // (The masking must not have changed outside the edit's own bytes either.)
  quiet = quiet && (changed.first >= changed.second || (changed.first >= start && changed.second <= new_end)) &&
          move_ranges(repairs_, start, end, delta);
  if (quiet) {
    parse_.replace(start, end - start, masked_, start, new_end - start);
    return changed;
  }
  const auto repaired = repair(text, start, end, delta);
  if (repaired.first < repaired.second) {
    changed = {std::min(changed.first, repaired.first), std::max(changed.second, repaired.second)};
  }
  return changed;
}

}  // namespace streamlint::analysis
