// Bounds that keep the interpreter linear-ish on any input (DESIGN.md: depth-limited calls).
#pragma once

#include <cstddef>

namespace streamlint::analysis {

// Deep enough for layered helpers (job -> decorator wrapper -> reader -> base reader ...).
constexpr std::size_t kMaxCallDepth = 8;
constexpr int kMaxRunsPerFunction = 32;
// Evaluation steps per top-level statement (and per unreached function run), so one huge
// statement cannot starve the analysis of the statements after it.
constexpr long kMaxSteps = 2'000'000;
// Deeper expressions or blocks are unknown: the evaluator recurses, and a machine-generated
// 10,000-call chain must not overflow the stack (CPython itself stops near 200 levels).
constexpr int kMaxNesting = 256;
// Base classes followed for an inherited method or attribute (cycles end there too).
constexpr int kMaxInheritance = 8;
// A class attribute whose value is built through more assignments of its class body than this is
// unknown: each read runs them again (Interpreter::class_attribute), and a generated config class
// of thousands of chained attributes must not make every read cost the whole chain.
constexpr std::size_t kMaxClassAttributeAssignments = 256;
// Loops over constant lists run once per item up to this many items.
constexpr std::size_t kMaxUnrolled = 32;

// Counts one level of evaluation nesting for the lifetime of the guard.
struct NestingGuard {
  explicit NestingGuard(int& depth) : depth_(depth) { ++depth_; }
  ~NestingGuard() { --depth_; }
  NestingGuard(const NestingGuard&) = delete;
  NestingGuard& operator=(const NestingGuard&) = delete;
  int& depth_;
};

}  // namespace streamlint::analysis
