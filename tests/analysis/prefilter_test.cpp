// The byte prefilter against a plain reference: the same answer on hand-picked edge cases and on
// random texts built from the tokens' fragments.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "analysis/prefilter.h"

namespace streamlint::analysis {
namespace {

std::string lowered(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// The documented rule, written the slow and obvious way.
bool reference(std::string_view text) {
  for (std::string_view token : {"readStream", "writeStream", "spark.sql.streaming", "spark.databricks.streaming",
                                 "statestore", "state-metadata", "read_state_metadata"}) {
    if (text.find(token) != std::string_view::npos) return true;
  }
  // Pipeline words only where the pipeline module is imported (its own test below).
  const bool pipeline_import = imports_pipeline_module(text);
  for (std::string_view token : {"read_stream", "pipelines", "dlt"}) {
    if (pipeline_import && text.find(token) != std::string_view::npos) return true;
  }
  const std::string lower = lowered(text);
  // Pipeline SQL in spark.sql(...) text: what a .sql file is checked for (STREAM reads and tables,
  // materialized views, DLT's LIVE TABLE, AUTO CDC and APPLY CHANGES flows).
  if (text.find(".sql(") != std::string_view::npos) {
    for (std::string_view words : {"stream", "materialized view", "live table", "apply changes", "auto cdc"}) {
      if (lower.find(words) != std::string::npos) return true;
    }
  }
  bool code = false;
  for (std::size_t i = 0; i + 2 < text.size(); ++i) {
    code = code || (text.substr(i, 2) == "SR" && text[i + 2] >= '0' && text[i + 2] <= '9');
  }
  return code && lower.find("noqa") != std::string::npos;
}

TEST(Prefilter, EdgeCases) {
  EXPECT_FALSE(may_have_findings(""));
  EXPECT_FALSE(may_have_findings("dl"));
  EXPECT_TRUE(may_have_findings("import dlt"));              // the whole text is the import
  EXPECT_FALSE(may_have_findings("dlt"));                    // a pipeline word without the import
  EXPECT_FALSE(may_have_findings("pipelines = client.list_pipelines()"));
  EXPECT_FALSE(may_have_findings("reader = await asyncio.read_stream(x)"));
  EXPECT_TRUE(may_have_findings("from pyspark import pipelines as dp\n@dp.table\ndef t(): ..."));
  EXPECT_TRUE(may_have_findings("import dlt\ndlt.read_stream('x')"));
  EXPECT_TRUE(may_have_findings("x = df.writeStream"));      // a token at the very end
  EXPECT_TRUE(may_have_findings("readStream.format('x')"));  // at the very start
  EXPECT_FALSE(may_have_findings("df.write.save(path)\nstream = open(f)\n"));
  EXPECT_FALSE(may_have_findings("spark.sql('SELECT 1')"));  // .sql( alone
  EXPECT_TRUE(may_have_findings("spark.sql('CREATE OR REFRESH Streaming Table t AS ...')"));
  EXPECT_FALSE(may_have_findings("CREATE STREAMING TABLE t"));  // DDL outside spark.sql(...)
  EXPECT_TRUE(may_have_findings("spark.sql('CREATE FLOW f AS AUTO CDC INTO s FROM b KEYS (k) SEQUENCE BY ts')"));
  EXPECT_TRUE(may_have_findings("spark.sql('APPLY CHANGES INTO s FROM b KEYS (k) SEQUENCE BY ts')"));
  EXPECT_TRUE(may_have_findings("spark.sql('CREATE FLOW f AS INSERT INTO ONCE t BY NAME SELECT * FROM STREAM(s)')"));
  EXPECT_TRUE(may_have_findings("x = 1  # NOQA: SR301"));
  EXPECT_FALSE(may_have_findings("x = 1  # noqa: SRX"));
  EXPECT_FALSE(may_have_findings("x = 1  # SR3"));  // a code without noqa
}

// Every spelling of the pipeline module's import Python reads as one, and not a word elsewhere.
TEST(Prefilter, ThePipelineImportIsReadHoweverItIsSpelled) {
  for (const char* spelling :
       {"import dlt", "import  dlt as dp", "from dlt import read_stream", "  from   dlt import *",
        "from pyspark import pipelines as dp", "from pyspark import  pipelines as dp", "from pyspark import\tpipelines",
        "from pyspark import (pipelines as dp)", "from pyspark import (\n    sql,\n    pipelines as dp,\n)",
        "from pyspark import \\\n    pipelines as dp", "from pyspark import sql, pipelines as dp",
        "import pyspark.pipelines as dp", "x = 1\nfrom pyspark import pipelines as dp\n"}) {
    EXPECT_TRUE(imports_pipeline_module(spelling)) << spelling;
    EXPECT_TRUE(may_have_findings(std::string(spelling) + "\n@dp.table\ndef t(): return dlt.read_stream('x')\n"))
        << spelling;
  }
  for (const char* other :
       {"pipelines = client.list_pipelines()", "import mydlt", "from dltx import y", "import os  # then dlt",
        "import os; pipelines = 1", "from pyspark import sql\npipelines = 2", "important = dlt",
        "from x import pipelines_v2"}) {
    EXPECT_FALSE(imports_pipeline_module(other)) << other;
  }
}

TEST(Prefilter, AgreesWithTheReferenceOnRandomTexts) {
  // Fragments that make tokens, near-misses and split tokens when glued at random.
  const std::array<std::string_view, 28> fragments = {
      "read", "Stream", "write", "_stream", "spark.", "sql.", "streaming", "databricks.", "state",
      "store", "-metadata", "pipe", "lines", "dl", "t", ".sql(", "STREAMING TABLE", "materialized view",
      "SR", "7", "noqa", " x\n", "import ", "from ", "pyspark.", "AUTO CDC", "apply changes", "LIVE TABLE"};
  std::mt19937 random(20261130);
  int positives = 0;
  for (int round = 0; round < 20000; ++round) {
    std::string text;
    const int parts = static_cast<int>(random() % 6) + 1;
    for (int p = 0; p < parts; ++p) text += fragments[random() % fragments.size()];
    const bool expected = reference(text);
    positives += expected;
    ASSERT_EQ(may_have_findings(text), expected) << '"' << text << '"';
  }
  EXPECT_GT(positives, 500);  // both answers were exercised
  EXPECT_LT(positives, 18000);
}

}  // namespace
}  // namespace streamlint::analysis
