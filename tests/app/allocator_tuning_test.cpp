// The language server keeps freed pages (app/allocator_tuning.h); `check` keeps jemalloc's default.
#include <cstddef>

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

}  // namespace

TEST(AllocatorTuning, TheServerKeepsFreedPagesInEveryArena) {
  EXPECT_EQ(decay_of("arena.0.dirty_decay_ms"), 10000);  // jemalloc's default: 10 s
  streamlint::app::keep_freed_memory();
  EXPECT_EQ(decay_of("arena.0.dirty_decay_ms"), -1);
  EXPECT_EQ(decay_of("arenas.dirty_decay_ms"), -1);  // and the arenas made later
}
#else
TEST(AllocatorTuning, TheServerKeepsFreedPagesInEveryArena) {
  streamlint::app::keep_freed_memory();  // no jemalloc: nothing to tune, and nothing breaks
  GTEST_SKIP() << "built without jemalloc (a sanitizer build)";
}
#endif
