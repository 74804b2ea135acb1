// Finding fingerprints are stored in baselines and SARIF partialFingerprints: their values must not
// change between versions.
#include <gtest/gtest.h>

#include "analysis/finding.h"

namespace streamlint::analysis {
namespace {

Finding at(std::string code, std::uint32_t start, std::uint32_t end) {
  Finding f;
  f.code = std::move(code);
  f.range.start_byte = start;
  f.range.end_byte = end;
  return f;
}

TEST(Fingerprint, IsTheFnv1aOfCodeTextAndOccurrence) {
  // Two findings on the same text (spaces collapsed), and one on other text.
  const std::string text = "a.trigger(once  =\n  True)\nb.trigger(once = True)\n";
  const std::uint32_t second = static_cast<std::uint32_t>(text.find("trigger", 5));
  std::vector<Finding> findings = {at("SR301", 2, 25), at("SR301", second, second + 22), at("SR307", 2, 9)};
  assign_fingerprints(findings, text);
  // FNV-1a 64 of "SR301\ntrigger(once = True)\n0" and "...\n1", as written by earlier versions.
  EXPECT_EQ(findings[0].fingerprint, "ce3e61770794b245");
  EXPECT_EQ(findings[1].fingerprint, "ce3e60770794b092");
  EXPECT_NE(findings[2].fingerprint, findings[0].fingerprint);
  EXPECT_EQ(findings[2].fingerprint.size(), 16u);
}

}  // namespace
}  // namespace streamlint::analysis
