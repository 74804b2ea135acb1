// `check --diff`'s unified diff: applied as `patch` applies it, it turns the text before into the
// text after, and a few changed lines in a long text cost a few lines, not the text's length.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "cli/unified_diff.h"

namespace streamlint::cli {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t nl = text.find('\n', at);
    const std::size_t end = nl == std::string::npos ? text.size() : nl + 1;
    lines.push_back(text.substr(at, end - at));
    at = end;
  }
  return lines;
}

// Applies `diff` (this writer's hunks: " ", "-", "+" lines, "\ No newline at end of file") to `before`.
std::string patched(const std::string& before, const std::string& diff) {
  const std::vector<std::string> a = lines_of(before), d = lines_of(diff);
  std::string out;
  std::size_t copied = 0;  // lines of `a` already copied or deleted
  for (std::size_t i = 2; i < d.size();) {
    int start = 0, count = 0;
    EXPECT_EQ(std::sscanf(d[i].c_str(), "@@ -%d,%d", &start, &count), 2) << d[i];
    const std::size_t first = count == 0 ? static_cast<std::size_t>(start) : static_cast<std::size_t>(start - 1);
    for (; copied < first; ++copied) out += a[copied];
    for (++i; i < d.size() && d[i].rfind("@@", 0) != 0; ++i) {
      const char mark = d[i][0];
      std::string text = d[i].substr(1);
      if (i + 1 < d.size() && d[i + 1].rfind("\\ No newline", 0) == 0) {
        text.pop_back();  // the writer's own line end
        ++i;
      }
      if (mark == '+') {
        out += text;
        continue;
      }
      if (copied >= a.size()) {
        ADD_FAILURE() << "the diff removes or keeps a line past the end";
        return out;
      }
      EXPECT_EQ(a[copied], text);
      if (mark == ' ') out += text;
      ++copied;
    }
  }
  for (; copied < a.size(); ++copied) out += a[copied];
  return out;
}

std::string random_text(std::mt19937& rng, int lines) {
  std::string text;
  for (int i = 0; i < lines; ++i) text += std::string(1, static_cast<char>('a' + rng() % 4)) + "\n";
  if (rng() % 3 == 0 && !text.empty()) text.pop_back();  // no final newline
  return text;
}

TEST(UnifiedDiff, AppliedItGivesTheTextAfter) {
  for (unsigned seed = 0; seed < 1000; ++seed) {
    std::mt19937 rng(seed);
    const std::string before = random_text(rng, static_cast<int>(rng() % (seed < 500 ? 30 : 300)));
    std::string after = before;
    // Random line edits of `before`, or an unrelated text.
    if (rng() % 4 == 0) {
      after = random_text(rng, static_cast<int>(rng() % 30));
    } else {
      for (int e = static_cast<int>(rng() % 4); e >= 0; --e) {
        const std::size_t at = after.empty() ? 0 : rng() % after.size();
        if (rng() % 3 == 0 && at < after.size()) {
          after.erase(at, 1 + rng() % 4);  // (the first or last bytes too: the diff reads only around them)
        } else {
          after.insert(at, std::string(1, static_cast<char>('a' + rng() % 5)) + (rng() % 2 ? "\n" : ""));
        }
      }
    }
    const std::string diff = unified_diff(before, after, "f.py");
    if (before == after) {
      EXPECT_EQ(diff, "");
      continue;
    }
    ASSERT_EQ(diff.rfind("--- a/f.py\n+++ b/f.py\n@@ -", 0), 0u) << diff;
    EXPECT_EQ(patched(before, diff), after) << "before:\n" << before << "\nafter:\n" << after << "\ndiff:\n" << diff;
  }
}

TEST(UnifiedDiff, AChangeInALongTextIsOneSmallHunk) {
  std::string before;
  for (int i = 0; i < 2'000'000; ++i) before += "x = " + std::to_string(i % 7) + "\n";
  std::string after = before;
  after.replace(after.find("x = 3\n", before.size() / 2), 6, "x = 33\n");
  const std::string diff = unified_diff(before, after, "big.py");
  EXPECT_EQ(std::count(diff.begin(), diff.end(), '\n'), 2 + 1 + 3 + 2 + 3);  // ---/+++, @@, context, -/+, context
  EXPECT_EQ(patched(before, diff), after);
}

}  // namespace
}  // namespace streamlint::cli
