#include "analysis/scala/scala_brackets.h"

#include <algorithm>
#include <array>
#include <limits>

namespace streamlint::analysis {
namespace {

constexpr std::uint32_t kOpen = std::numeric_limits<std::uint32_t>::max();  // never closed

struct Bracket {
  std::uint32_t open = 0;
  std::uint32_t close = kOpen;
};

// An opener found unclosed: blank from `floor` (at least) to before `limit` (at most).
struct Unclosed {
  std::uint32_t open = 0;
  std::uint32_t floor = 0;
  std::uint32_t limit = 0;
};

char closer_of(char open) { return open == '(' ? ')' : open == '[' ? ']' : '}'; }

std::size_t line_start(std::string_view text, std::size_t at) {
  const std::size_t newline = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  return newline == std::string_view::npos ? 0 : newline + 1;
}

std::size_t line_end(std::string_view text, std::size_t at) {
  const std::size_t newline = text.find('\n', at);
  return newline == std::string_view::npos ? text.size() : newline + 1;
}

std::size_t indent_of(std::string_view text, std::size_t start) {
  std::size_t i = start;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  return i - start;
}

// The end of the statement holding the opener at `open` (a line start, or `limit`).
std::size_t statement_end(std::string_view text, std::size_t open, std::size_t limit) {
  const std::size_t indent = indent_of(text, line_start(text, open));
  std::size_t at = line_end(text, open);
  while (at < limit) {
    const std::size_t depth = indent_of(text, at);
    const std::size_t first = at + depth;
    const bool blank = first >= text.size() || text[first] == '\n' || text[first] == '\r';
    const bool continues = blank || depth > indent ||
                           (depth == indent && (text[first] == '.' || text[first] == ')' || text[first] == ']'));
    if (!continues) return at;
    at = line_end(text, at);
  }
  return limit;
}

// Sorts `ranges` and joins those that overlap or touch.
std::vector<ByteRange> merged(std::vector<ByteRange> ranges) {
  std::sort(ranges.begin(), ranges.end());
  std::vector<ByteRange> out;
  for (const ByteRange& r : ranges) {
    if (!out.empty() && r.first <= out.back().second) {
      out.back().second = std::max(out.back().second, r.second);
    } else {
      out.push_back(r);
    }
  }
  return out;
}

// One pass over the brackets outside `skipped` (sorted, none overlapping).
std::vector<ByteRange> unbalanced(std::string_view text, const std::vector<ByteRange>& skipped) {
  std::vector<Bracket> brackets;      // every opener, in byte order
  std::vector<std::size_t> stack;     // indices into brackets of the open ones
  std::vector<Unclosed> unclosed;
  std::vector<ByteRange> out;
  std::vector<std::uint32_t> closers;  // every closer that closed something, in byte order
  // The bytes between skipped ranges, scanned for brackets with a table (this pass runs over
  // every Scala file `check` reads).
  static constexpr auto kBracket = [] {
    std::array<bool, 256> table{};
    for (const unsigned char c : std::string_view("()[]{}")) table[c] = true;
    return table;
  }();
  auto skip = skipped.begin();
  for (std::size_t i = 0; i < text.size(); ++i) {
    while (skip != skipped.end() && skip->second <= i) ++skip;
    if (skip != skipped.end() && skip->first <= i) {
      i = skip->second - 1;
      continue;
    }
    const std::size_t segment_end = skip == skipped.end() ? text.size() : std::min<std::size_t>(skip->first, text.size());
    while (i < segment_end && !kBracket[static_cast<unsigned char>(text[i])]) ++i;
    if (i == segment_end) {
      --i;  // the loop's ++i reaches the skipped range (or the end)
      continue;
    }
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') {
      stack.push_back(brackets.size());
      brackets.push_back({static_cast<std::uint32_t>(i)});
      continue;
    }
    if (c != ')' && c != ']' && c != '}') continue;
    auto match = std::find_if(stack.rbegin(), stack.rend(), [&](std::size_t k) { return closer_of(text[brackets[k].open]) == c; });
    if (match == stack.rend()) {
      out.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(i + 1)});  // closes nothing
      continue;
    }
    const std::size_t depth = static_cast<std::size_t>(stack.rend() - match) - 1;  // index in stack
    const std::uint32_t floor = brackets[stack[depth]].open + 1;
    for (std::size_t k = depth + 1; k < stack.size(); ++k) unclosed.push_back({brackets[stack[k]].open, floor, static_cast<std::uint32_t>(i)});
    brackets[stack[depth]].close = static_cast<std::uint32_t>(i);
    closers.push_back(static_cast<std::uint32_t>(i));
    stack.resize(depth);
  }
  for (std::size_t k = 0; k < stack.size(); ++k) {
    if (text[brackets[stack[k]].open] == '{') continue;
    const std::uint32_t floor = k == 0 ? 0 : brackets[stack[k - 1]].open + 1;
    unclosed.push_back({brackets[stack[k]].open, floor, static_cast<std::uint32_t>(text.size())});
  }

  for (const Unclosed& u : unclosed) {
    std::size_t start = std::max<std::size_t>(line_start(text, u.open), u.floor);
    // After a closing bracket before the opener on its line: what it closed stays.
    auto before = std::lower_bound(closers.begin(), closers.end(), u.open);
    if (before != closers.begin() && *std::prev(before) >= start) start = *std::prev(before) + 1;
    const std::size_t indent = indent_of(text, line_start(text, u.open));
    std::size_t end = statement_end(text, u.open, u.limit);
    // Brackets opened inside the range and closed after it, on a line indented as deep as the
    // statement: the range takes their closers' lines (one pass: the loop reads `end` as it grows).
    // A closer indented less closes an enclosing block, read by the next pass once this range is
    // blank (`df.map(row => {` never closed: the object's `}` closed it).
    auto b = std::lower_bound(brackets.begin(), brackets.end(), start, [](const Bracket& x, std::size_t at) { return x.open < at; });
    for (; b != brackets.end() && b->open < end; ++b) {
      if (b->close == kOpen || b->close < end || indent_of(text, line_start(text, b->close)) < indent) continue;
      end = std::max(end, std::min<std::size_t>(u.limit, line_end(text, b->close)));
    }
    if (start < end) out.push_back({static_cast<std::uint32_t>(start), static_cast<std::uint32_t>(end)});
  }
  return merged(std::move(out));
}

}  // namespace

std::vector<ByteRange> scala_unbalanced_ranges(std::string_view text, const std::vector<ByteRange>& skipped) {
  // A blanked range can leave another bracket unmatched (the enclosing block's `}` the range's
  // `{` took): a few passes, each over the text with the ranges found so far blank.
  std::vector<ByteRange> found;
  std::vector<ByteRange> skips = merged(skipped);
  for (int pass = 0; pass < 4; ++pass) {
    std::vector<ByteRange> more = unbalanced(text, skips);
    if (more.empty()) break;
    found.insert(found.end(), more.begin(), more.end());
    found = merged(std::move(found));
    skips.insert(skips.end(), more.begin(), more.end());
    skips = merged(std::move(skips));
  }
  return found;
}

}  // namespace streamlint::analysis
