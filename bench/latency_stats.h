// Quantiles of measured latencies, for the latency benchmarks (edit_latency, notebook_edit_latency).
#pragma once

#include <algorithm>
#include <iostream>
#include <vector>

namespace streamlint::bench {

// The q-quantile (0..1) of `ms`, in the same unit.
inline double quantile(std::vector<double> ms, double q) {
  std::sort(ms.begin(), ms.end());
  return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))];
}

// "what: p50 X ms, p99 Y ms, max Z ms".
inline void report(const char* what, const std::vector<double>& ms) {
  std::cout << what << ": p50 " << quantile(ms, 0.5) << " ms, p99 " << quantile(ms, 0.99) << " ms, max "
            << quantile(ms, 1.0) << " ms\n";
}

}  // namespace streamlint::bench
