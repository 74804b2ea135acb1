// Runs f(0) ... f(count - 1) on a pool of threads sized to the cores (the calling thread is one of
// them). Indices are handed out one at a time, so uneven items balance. f must not throw.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace streamlint::cli {

template <typename F>
void parallel_for(std::size_t count, F&& f) {
  std::atomic<std::size_t> next{0};
  const std::size_t workers = std::max<std::size_t>(1, std::min<std::size_t>(std::thread::hardware_concurrency(), count));
  auto work = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < count;) f(i);
  };
  std::vector<std::thread> pool;
  for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
}

}  // namespace streamlint::cli
