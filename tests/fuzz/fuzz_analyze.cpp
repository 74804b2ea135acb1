// libFuzzer target: any text through the whole analysis (parse, query model, rules, noqa, fixes),
// as a Python module, a Databricks notebook export (when it starts with the header) or a SQL file
// (the first byte chooses), then its fixes applied and the result analysed again.
#include <cstddef>
#include <cstdint>
#include <string>

#include "analysis/analyze.h"
#include "analysis/fixes.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string path = data[0] % 8 == 0 ? "fuzz.sql" : "fuzz.py";
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const streamlint::analysis::AnalysisResult result = streamlint::analysis::analyze({path, text, nullptr}, {});
  const auto fixed = streamlint::analysis::apply_fixes(text, result.findings, true);
  (void)streamlint::analysis::analyze({path, fixed.text, nullptr}, {});
  return 0;
}
