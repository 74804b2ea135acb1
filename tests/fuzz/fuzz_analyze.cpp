// libFuzzer target: any text through the whole analysis (parse, query model, rules, noqa, fixes),
// as a Python module, a Databricks notebook export (when it starts with the header) or a SQL file
// (the first byte chooses; one value in eight parses a Python module coarsely, chunk by chunk, as
// `check` does from 4 MiB), then its fixes applied and the result analysed again.
#include <cstddef>
#include <cstdint>
#include <string>

#include "analysis/analyze.h"
#include "analysis/fixes.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string path = data[0] % 8 == 0 ? "fuzz.sql" : "fuzz.py";
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  streamlint::analysis::Snapshot snapshot{.path = path, .text = text};
  if (data[0] % 8 == 1) snapshot.coarse_bytes = 0;
  const streamlint::analysis::AnalysisResult result = streamlint::analysis::analyze(snapshot, {});
  const auto fixed = streamlint::analysis::apply_fixes(text, result.findings, true);
  snapshot.text = fixed.text;
  (void)streamlint::analysis::analyze(snapshot, {});
  return 0;
}
