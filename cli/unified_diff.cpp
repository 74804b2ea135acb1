#include "cli/unified_diff.h"

#include <algorithm>
#include <vector>

#include "analysis/text_util.h"

namespace streamlint::cli {
namespace {

using analysis::common_prefix;
using analysis::common_suffix;

// Lines including their terminators, so a missing final newline shows as a change.
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    end = end == std::string_view::npos ? text.size() : end + 1;
    lines.push_back(text.substr(start, end - start));
    start = end;
  }
  return lines;
}

enum class Op : unsigned char { Keep, Delete, Insert };

// Myers' greedy algorithm with a trace, then a backtrack into an edit script. The lines both texts
// share at their start and end are kept first, and each step keeps only the diagonals it reached,
// so memory grows with the square of the differences, not with the length of the files (a fix in
// a 50 MB notebook diffs a few lines).
std::vector<Op> diff_ops(const std::vector<std::string_view>& a_all, const std::vector<std::string_view>& b_all) {
  std::size_t prefix = 0;
  while (prefix < a_all.size() && prefix < b_all.size() && a_all[prefix] == b_all[prefix]) ++prefix;
  std::size_t suffix = 0;
  while (suffix < a_all.size() - prefix && suffix < b_all.size() - prefix &&
         a_all[a_all.size() - 1 - suffix] == b_all[b_all.size() - 1 - suffix]) {
    ++suffix;
  }
  const std::string_view* a = a_all.data() + prefix;
  const std::string_view* b = b_all.data() + prefix;
  const long n = static_cast<long>(a_all.size() - prefix - suffix), m = static_cast<long>(b_all.size() - prefix - suffix);
  std::vector<Op> middle;
  // v[k + d + 1]: the furthest x on diagonal k after step d; trace[d]: v before step d, diagonals -d..d.
  std::vector<long> v(3, 0);
  std::vector<std::vector<long>> trace;
  for (long d = 0; d <= n + m; ++d) {
    // Before step d, v covers -d..d (plus one on each side, zero): kept for the backtrack.
    std::vector<long> next(2 * d + 5, 0);
    std::copy(v.begin(), v.end(), next.begin() + 1);
    trace.emplace_back(v.begin() + 1, v.end() - 1);  // step d-1's diagonals -d..d
    v = std::move(next);
    const auto at = [&](long k) -> long& { return v[static_cast<std::size_t>(k + d + 2)]; };
    bool done = false;
    long x = 0, y = 0;
    for (long k = -d; k <= d; k += 2) {
      x = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? at(k + 1) : at(k - 1) + 1;
      y = x - k;
      while (x < n && y < m && a[x] == b[y]) ++x, ++y;
      at(k) = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
    if (!done) continue;
    for (long dd = d; dd > 0; --dd) {
      // trace[dd] holds step dd-1's diagonals -dd..dd (the outer two never reached) at index k + dd.
      const std::vector<long>& pv = trace[static_cast<std::size_t>(dd)];
      const auto prev = [&](long k) { return pv[static_cast<std::size_t>(k + dd)]; };
      const long kk = x - y;
      const bool down = kk == -dd || (kk != dd && prev(kk - 1) < prev(kk + 1));
      const long prev_k = down ? kk + 1 : kk - 1;
      const long prev_x = prev(prev_k), prev_y = prev_x - prev_k;
      while (x > prev_x && y > prev_y) middle.push_back(Op::Keep), --x, --y;
      middle.push_back(down ? Op::Insert : Op::Delete);
      x = prev_x;
      y = prev_y;
    }
    while (x > 0 && y > 0) middle.push_back(Op::Keep), --x, --y;
    break;
  }
  std::vector<Op> ops(prefix, Op::Keep);
  ops.insert(ops.end(), middle.rbegin(), middle.rend());
  ops.insert(ops.end(), suffix, Op::Keep);
  return ops;
}

}  // namespace

std::string unified_diff(std::string_view before, std::string_view after, std::string_view path, int context) {
  if (before == after) return {};
  // Only the lines around the changed bytes are split and diffed: the whole lines both texts share
  // at their start and at their end are left out but for `context` of them (a fix in a notebook of
  // 50 million lines holds a few lines, not two views of every line).
  const std::size_t common_start = common_prefix(before, after);
  const std::size_t common_end = common_suffix(before, after, common_start);
  std::size_t start = before.rfind('\n', common_start == 0 ? 0 : common_start - 1);  // the changed bytes' line
  start = common_start == 0 || start == std::string_view::npos ? 0 : start + 1;
  std::size_t end_back = 0;  // bytes of whole common lines at the end (the same in both texts)
  if (common_end > 0) {
    const std::size_t newline = before.find('\n', before.size() - common_end);
    if (newline != std::string_view::npos && newline + 1 < before.size()) end_back = before.size() - (newline + 1);
  }
  for (int c = 0; c < context && start > 0; ++c) {
    const std::size_t previous = before.rfind('\n', start - 2 < start ? start - 2 : 0);
    start = start == 1 || previous == std::string_view::npos ? 0 : previous + 1;
  }
  for (int c = 0; c < context && end_back > 0; ++c) {
    const std::size_t newline = before.find('\n', before.size() - end_back);
    end_back = newline == std::string_view::npos || newline + 1 >= before.size() ? 0 : before.size() - (newline + 1);
  }
  const auto first_line = static_cast<int>(std::count(before.begin(), before.begin() + static_cast<long>(start), '\n'));
  const auto a = split_lines(before.substr(start, before.size() - end_back - start));
  const auto b = split_lines(after.substr(start, after.size() - end_back - start));
  const std::vector<Op> ops = diff_ops(a, b);
  while (!path.empty() && path.front() == '/') path.remove_prefix(1);  // a/ and b/ prefix relative names
  std::string out = "--- a/" + std::string(path) + "\n+++ b/" + std::string(path) + "\n";
  auto line = [](std::string& o, char mark, std::string_view text) {
    o.push_back(mark);
    o.append(text);
    if (text.empty() || text.back() != '\n') o += "\n\\ No newline at end of file\n";
  };
  // Walk the script, grouping changes that are within 2*context lines of each other into hunks.
  std::size_t i = 0;
  int la = first_line, lb = first_line;  // lines of each text before ops[counted]
  std::size_t counted = 0;
  while (i < ops.size()) {
    if (ops[i] == Op::Keep) {
      ++i;
      continue;
    }
    std::size_t hunk_start = i;
    int keep_before = 0;
    while (hunk_start > 0 && ops[hunk_start - 1] == Op::Keep && keep_before < context) --hunk_start, ++keep_before;
    std::size_t end = i;
    while (end < ops.size()) {
      if (ops[end] != Op::Keep) {
        ++end;
        continue;
      }
      std::size_t run = end;
      while (run < ops.size() && ops[run] == Op::Keep) ++run;
      if (run == ops.size() || static_cast<int>(run - end) > 2 * context) {
        end = std::min(run, end + static_cast<std::size_t>(context));
        break;
      }
      end = run;
    }
    // Line numbers at `hunk_start`, counted on from the last hunk's.
    for (; counted < hunk_start; ++counted) {
      if (ops[counted] != Op::Insert) ++la;
      if (ops[counted] != Op::Delete) ++lb;
    }
    int ca = 0, cb = 0;
    std::string body;
    std::size_t pa = static_cast<std::size_t>(la - first_line), pb = static_cast<std::size_t>(lb - first_line);
    for (std::size_t k = hunk_start; k < end; ++k) {
      if (ops[k] == Op::Keep) line(body, ' ', a[pa]), ++pa, ++pb, ++ca, ++cb;
      else if (ops[k] == Op::Delete) line(body, '-', a[pa]), ++pa, ++ca;
      else line(body, '+', b[pb]), ++pb, ++cb;
    }
    out += "@@ -" + std::to_string(ca ? la + 1 : la) + "," + std::to_string(ca) + " +" +
           std::to_string(cb ? lb + 1 : lb) + "," + std::to_string(cb) + " @@\n" + body;
    i = end;
  }
  return out;
}

}  // namespace streamlint::cli
