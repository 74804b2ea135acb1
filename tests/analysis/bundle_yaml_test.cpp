// A bundle's cluster `spark_conf` checked by the conf rules, reported on the YAML key's line.
#include <gtest/gtest.h>

#include <string>

#include "analysis/analyze.h"
#include "analysis/fixes.h"

namespace streamlint::analysis {
namespace {

std::string cluster_yaml(const std::string& dbr, const std::string& extra_conf) {
  return "resources:\n"
         "  jobs:\n"
         "    sessions:\n"
         "      tasks:\n"
         "        - task_key: main\n"
         "          new_cluster:\n"
         "            spark_version: " + dbr + ".x-scala2.12\n"
         "            spark_conf:\n"
         "              spark.sql.streaming.stateStore.providerClass: com.databricks.sql.streaming.state.RocksDBStateStoreProvider\n" +
         extra_conf;
}

TEST(BundleYaml, RocksDbOnAClusterWithoutChangelogCheckpointingIsAdvisedOnItsKey) {
  // The cluster's jobs are elsewhere: choosing RocksDB there is for stateful queries (SR502 I).
  const AnalysisResult r = analyze({.path = "resources/jobs.yml", .text = cluster_yaml("15.4", "")}, {}, {});
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].code, "SR502");
  EXPECT_EQ(r.findings[0].severity, Severity::Information);
  EXPECT_EQ(r.findings[0].range.start.row, 8u);
  EXPECT_EQ(r.findings[0].range.start.column, 14u);
}

// The value as the YAML writes it (plain or quoted) is where SR207's and SR502's fixes write.
TEST(BundleYaml, ConfValueFixesRewriteTheValueInPlace) {
  const auto fixed = [](const std::string& text, const std::string& code) {
    for (const Finding& f : analyze({.path = "resources/jobs.yml", .text = text}, {}, {}).findings) {
      if (f.code == code && f.fix) return apply_edits(text, f.fix->edits);
    }
    return std::string("(no fix)");
  };
  const std::string policy = "              spark.sql.streaming.multipleWatermarkPolicy: MAX\n";
  EXPECT_EQ(fixed(cluster_yaml("15.4", policy), "SR207"),
            cluster_yaml("15.4", "              spark.sql.streaming.multipleWatermarkPolicy: min\n"));
  const std::string off =
      "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: \"false\"\n";
  EXPECT_EQ(
      fixed(cluster_yaml("17.3", off), "SR502"),
      cluster_yaml("17.3",
                   "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: \"true\"\n"));
  const std::string bare =
      "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: false\n";
  EXPECT_EQ(fixed(cluster_yaml("17.3", bare), "SR502"),
            cluster_yaml(
                "17.3", "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: true\n"));
}

TEST(BundleYaml, ChangelogCheckpointingOnOrARuntimeOutsideTheRangeIsSilent) {
  const std::string on =
      "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: \"true\"\n";
  EXPECT_TRUE(analyze({.path = "resources/jobs.yml", .text = cluster_yaml("15.4", on)}, {}, {}).findings.empty());
  EXPECT_TRUE(analyze({.path = "resources/jobs.yml", .text = cluster_yaml("12.2", "")}, {}, {}).findings.empty());
  EXPECT_TRUE(analyze({.path = "resources/jobs.yml", .text = cluster_yaml("17.3", "")}, {}, {}).findings.empty());
}

}  // namespace
}  // namespace streamlint::analysis
