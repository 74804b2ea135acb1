// The language server keeps freed pages (app/allocator_tuning.h); `check` keeps jemalloc's default.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include <sys/types.h>

#include <gtest/gtest.h>

#include "app/allocator_tuning.h"

#ifdef STREAMLINT_JEMALLOC
extern "C" int mallctl(const char* name, void* oldp, std::size_t* oldlenp, void* newp, std::size_t newlen);

namespace {

ssize_t decay_of(const char* name) {
  ssize_t ms = 0;
  std::size_t size = sizeof ms;
  EXPECT_EQ(mallctl(name, &ms, &size, nullptr, 0), 0) << name;
  return ms;
}

// A statistic of jemalloc's, in bytes or pages, as of now.
std::size_t statistic(const char* name) {
  std::uint64_t epoch = 1;
  std::size_t size = sizeof epoch;
  EXPECT_EQ(mallctl("epoch", &epoch, &size, &epoch, size), 0);
  std::size_t value = 0;
  size = sizeof value;
  EXPECT_EQ(mallctl(name, &value, &size, nullptr, 0), 0) << name;
  return value;
}

using Blocks = std::vector<std::unique_ptr<char[]>>;

// `count` blocks of 96 bytes, written.
Blocks make_blocks(std::size_t count) {
  Blocks blocks;
  blocks.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    blocks.push_back(std::make_unique<char[]>(96));
    blocks.back()[0] = static_cast<char>(i);
  }
  return blocks;
}

}  // namespace

TEST(AllocatorTuning, TheServerKeepsFreedPagesInEveryArena) {
  EXPECT_EQ(decay_of("arena.0.dirty_decay_ms"), 10000);  // jemalloc's default: 10 s
  streamlint::app::keep_freed_memory();
  EXPECT_EQ(decay_of("arena.0.dirty_decay_ms"), -1);
  EXPECT_EQ(decay_of("arenas.dirty_decay_ms"), -1);  // and the arenas made later
}

TEST(AllocatorTuning, FreedSmallBlocksServeTheNextOnesWhenFreedPagesAreKept) {
  std::size_t fit = 0;
  std::size_t size = sizeof fit;
  ASSERT_EQ(mallctl("opt.lg_extent_max_active_fit", &fit, &size, nullptr, 0), 0);
  EXPECT_EQ(fit, 16u);
  streamlint::app::keep_freed_memory();
  // About 30 MB of small blocks made while the previous ones live, then the previous ones freed, as
  // the server replaces a document's findings and values on each edit. The freed pages coalesce
  // into runs of megabytes; with jemalloc's default fit each round mapped more.
  constexpr std::size_t kBlocks = 300'000;
  Blocks kept = make_blocks(kBlocks);
  kept = make_blocks(kBlocks);
  const std::size_t mapped = statistic("stats.mapped");
  for (int round = 0; round < 10; ++round) kept = make_blocks(kBlocks);
  EXPECT_LE(statistic("stats.mapped"), mapped + (1u << 20));  // default fit: about 11 MB more
}

TEST(AllocatorTuning, ReleasingReturnsTheKeptPages) {
  streamlint::app::keep_freed_memory();
  make_blocks(300'000);
  EXPECT_GT(statistic("stats.arenas.4096.pdirty"), 1000u);  // pages of 4 KB kept
  streamlint::app::release_freed_memory();
  EXPECT_EQ(statistic("stats.arenas.4096.pdirty"), 0u);
}
#else
TEST(AllocatorTuning, TheServerKeepsFreedPagesInEveryArena) {
  streamlint::app::keep_freed_memory();  // no jemalloc: nothing to tune, and nothing breaks
  GTEST_SKIP() << "built without jemalloc (a sanitizer build)";
}

TEST(AllocatorTuning, ReleasingReturnsTheKeptPages) {
  streamlint::app::release_freed_memory();  // no jemalloc: nothing kept, and nothing breaks
  GTEST_SKIP() << "built without jemalloc (a sanitizer build)";
}
#endif
