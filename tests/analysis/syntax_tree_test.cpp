#include "analysis/syntax/syntax_tree.h"

#include <gtest/gtest.h>
#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <chrono>
#include <ctime>
#include <string>
#include <thread>
#include <vector>

namespace streamlint::analysis {
namespace {

// A parse does not depend on the text parsed before it: tree-sitter-python 0.23.6's scanner, asked
// to start with no saved state, kept "inside an f-string" from a text that ended in an open one, and
// then read no dedent (found by fuzz_notebook: a notebook cell parsed differently after an edit and
// afresh). syntax_tree.cpp gives each parse a new scanner.
TEST(SyntaxTree, AParseDoesNotDependOnTheTextParsedBeforeIt) {
  const std::string job = "def run():\n    a = 1\nb = 2\n";
  const std::string first = SyntaxTree::parse(job).sexp();
  EXPECT_EQ(first,
            "(module (function_definition name: (identifier) parameters: (parameters) body: (block "
            "(expression_statement (assignment left: (identifier) right: (integer))))) "
            "(expression_statement (assignment left: (identifier) right: (integer))))");
  for (const char* before : {"x = f\"{", "x = f'''{a", "x = f\"{y!r:{"}) {
    SyntaxTree::parse(before);
    EXPECT_EQ(SyntaxTree::parse(job).sexp(), first) << before;
    SyntaxTree::parse(before);
    const std::string text = "# header\n" + job;
    EXPECT_EQ(SyntaxTree::parse_range(text, 9, static_cast<std::uint32_t>(text.size()), {1, 0}).sexp(), first)
        << before;
  }
}

// A timed parse's budget is the parsing thread's CPU time: with four busy threads on its core it
// gets a fifth of the clock, and still finishes within a budget twice what it takes alone (a budget
// of the clock's time gave up there: `check` found less on a loaded machine).
TEST(SyntaxTree, AParsesBudgetIsItsThreadsCpuTimeNotTheClocks) {
  std::string text;
  for (int i = 0; text.size() < 400'000; ++i) text += "x" + std::to_string(i) + " = f(a, [b, c], {'k': d})\n";
  const auto cpu = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
  };
  cpu_set_t all, one;
  ASSERT_EQ(pthread_getaffinity_np(pthread_self(), sizeof all, &all), 0);
  CPU_ZERO(&one);
  for (int c = 0; c < CPU_SETSIZE; ++c) {
    if (CPU_ISSET(c, &all)) {
      CPU_SET(c, &one);
      break;
    }
  }
  ASSERT_EQ(pthread_setaffinity_np(pthread_self(), sizeof one, &one), 0);
  SyntaxTree::parse(text);  // warm
  const double before = cpu();
  SyntaxTree::parse(text);
  const auto alone = static_cast<std::uint64_t>(cpu() - before);

  std::atomic<bool> stop = false;
  std::vector<std::thread> busy;
  for (int i = 0; i < 4; ++i) {
    busy.emplace_back([&] {
      pthread_setaffinity_np(pthread_self(), sizeof one, &one);
      while (!stop) {
      }
    });
  }
  const auto start = std::chrono::steady_clock::now();
  const auto tree = SyntaxTree::parse_within(text, 2 * alone + 20'000);
  const auto wall = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
  stop = true;
  for (std::thread& t : busy) t.join();
  pthread_setaffinity_np(pthread_self(), sizeof all, &all);
  ASSERT_TRUE(tree.has_value()) << "alone " << alone << " us of CPU, loaded " << wall.count() << " us of the clock";
  EXPECT_EQ(tree->sexp(), SyntaxTree::parse(text).sexp());
  // A budget the parse cannot meet still gives up, however long the clock.
  EXPECT_FALSE(SyntaxTree::parse_within(text, alone / 4).has_value());
}

}  // namespace
}  // namespace streamlint::analysis
