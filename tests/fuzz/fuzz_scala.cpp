// libFuzzer target: any text through the Scala front-end and the whole analysis, as a Scala file or
// (when it starts with `// Databricks notebook source`) a Scala notebook export; then each fix's
// syntax check and "Disable for this line" edit, the fixes applied, and the result analysed again.
// Then the editor's path: the first half of the input as a Scala Document, edited by the second
// half; after each edit its units are a fresh document's (its parse text, scala_parse_text.h, and
// the parts of the root it kept).
#include <cstddef>
#include <cstdint>
#include <string>

#include "analysis/analyze.h"
#include "analysis/fix_validation.h"
#include "analysis/fixes.h"
#include "analysis/suppression.h"
#include "tests/fuzz/document_edits.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace a = streamlint::analysis;
  const std::string path = "Fuzz.scala";
  const std::string text(reinterpret_cast<const char*>(data), size);
  const a::AnalysisResult result = a::analyze({path, text, nullptr}, {});
  for (const a::Finding& f : result.findings) {
    if (f.fix) (void)a::fix_keeps_syntax(text, nullptr, *f.fix, path);
    (void)a::disable_for_line_fix(text, nullptr, f, path);
  }
  const auto fixed = a::apply_fixes(text, result.findings, true);
  (void)a::analyze({path, fixed.text, nullptr}, {});

  const std::size_t half = size / 2;
  a::Document doc(text.substr(0, half), path, streamlint::fuzz::kWholeParseBudget);
  streamlint::fuzz::replay_edits(doc, data, half, size, [&](int) { streamlint::fuzz::expect_fresh(doc, path); });
  return 0;
}
