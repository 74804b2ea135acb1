#include "cli/unified_diff.h"

#include <algorithm>
#include <vector>

namespace streamlint::cli {
namespace {

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

enum class Op { Keep, Delete, Insert };

// Myers' greedy algorithm with a trace, then a backtrack into an edit script.
std::vector<Op> diff_ops(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size()), max = n + m;
  std::vector<int> v(2 * max + 2, 0);
  std::vector<std::vector<int>> trace;
  const int offset = max + 1;
  for (int d = 0; d <= max; ++d) {
    trace.push_back(v);
    for (int k = -d; k <= d; k += 2) {
      int x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1;
      int y = x - k;
      while (x < n && y < m && a[x] == b[y]) ++x, ++y;
      v[offset + k] = x;
      if (x >= n && y >= m) {
        std::vector<Op> ops;
        for (int dd = d; dd > 0; --dd) {
          const std::vector<int>& pv = trace[dd];
          const int kk = x - y;
          const bool down = kk == -dd || (kk != dd && pv[offset + kk - 1] < pv[offset + kk + 1]);
          const int prev_k = down ? kk + 1 : kk - 1;
          const int prev_x = pv[offset + prev_k], prev_y = prev_x - prev_k;
          while (x > prev_x && y > prev_y) ops.push_back(Op::Keep), --x, --y;
          ops.push_back(down ? Op::Insert : Op::Delete);
          x = prev_x;
          y = prev_y;
        }
        while (x > 0 && y > 0) ops.push_back(Op::Keep), --x, --y;
        std::reverse(ops.begin(), ops.end());
        return ops;
      }
    }
  }
  return {};
}

}  // namespace

std::string unified_diff(std::string_view before, std::string_view after, std::string_view path, int context) {
  if (before == after) return {};
  const auto a = split_lines(before), b = split_lines(after);
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
  while (i < ops.size()) {
    if (ops[i] == Op::Keep) {
      ++i;
      continue;
    }
    std::size_t start = i;
    int keep_before = 0;
    while (start > 0 && ops[start - 1] == Op::Keep && keep_before < context) --start, ++keep_before;
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
    // Line numbers at `start`.
    int la = 0, lb = 0;
    for (std::size_t k = 0; k < start; ++k) {
      if (ops[k] != Op::Insert) ++la;
      if (ops[k] != Op::Delete) ++lb;
    }
    int ca = 0, cb = 0;
    std::string body;
    int pa = la, pb = lb;
    for (std::size_t k = start; k < end; ++k) {
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
