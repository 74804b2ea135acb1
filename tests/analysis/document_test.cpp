#include "analysis/document.h"

#include <gtest/gtest.h>

#include <random>

namespace streamlint::analysis {
namespace {

const char* kSource = R"(from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
raw = spark.readStream.format("kafka").option("subscribe", "t").load()
q = (raw.select(F.col("value"))
     .writeStream
     .option("checkpointLocation", "/chk/é中😀")
     .trigger(once=True)
     .toTable("bronze"))
)";

// Fragments that make and break syntax, including multi-byte characters and newlines.
const char* kFragments[] = {"(", ")", "\n", "    ", ".trigger(", "once=True", "\"", "é", "中", "😀",
                            "def f(x):\n    return x\n", ":", "#", "\\\n", "spark.readStream", ""};

TEST(Document, IncrementalEditsMatchAFreshParse) {
  Document doc(kSource);
  std::string expected = kSource;
  std::mt19937 rng(20261130);  // fixed seed: the sequence is the same on every run
  for (int step = 0; step < 600; ++step) {
    std::uniform_int_distribution<std::size_t> pos(0, expected.size());
    std::size_t a = pos(rng), b = pos(rng);
    if (a > b) std::swap(a, b);
    if (b - a > 40) b = a + 40;
    // Keep edits on UTF-8 character boundaries, as LSP positions always are.
    auto boundary = [&](std::size_t i) {
      while (i < expected.size() && (static_cast<unsigned char>(expected[i]) & 0xC0) == 0x80) ++i;
      return i;
    };
    a = boundary(a);
    b = std::max(a, boundary(b));
    const std::string fragment = kFragments[rng() % std::size(kFragments)];
    expected.replace(a, b - a, fragment);
    doc.apply_edit(a, b, fragment);
    ASSERT_EQ(doc.text(), expected) << "step " << step;
    ASSERT_EQ(doc.tree().sexp(), SyntaxTree::parse(expected).sexp()) << "step " << step;
  }
}

TEST(Document, ClampsOutOfRangeEdits) {
  Document doc("x = 1\n");
  doc.apply_edit(100, 200, "y = 2\n");
  EXPECT_EQ(doc.text(), "x = 1\ny = 2\n");
  doc.apply_edit(4, 2, "3");  // reversed: an insertion at 4
  EXPECT_EQ(doc.text(), "x = 31\ny = 2\n");
  EXPECT_EQ(doc.tree().sexp(), SyntaxTree::parse(doc.text()).sexp());
}

TEST(Document, ReplaceAllReparses) {
  Document doc("x = (");
  EXPECT_TRUE(doc.tree().has_error());
  doc.replace_all("x = 1\n");
  EXPECT_FALSE(doc.tree().has_error());
  EXPECT_EQ(doc.text(), "x = 1\n");
}

}  // namespace
}  // namespace streamlint::analysis
