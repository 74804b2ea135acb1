// The project index's Python modules (project_index.h): a package runs before its submodules, as
// Python imports them, whichever module is asked for first.
#include "analysis/project/project_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/temp_dir.h"

namespace streamlint::analysis {
namespace {

using Names = std::vector<std::string>;

// pkg/__init__.py star-imports its subpackage, which re-exports a function of its own module.
void write_package(streamlint::testing::TempDir& dir) {
  dir.write("pkg/__init__.py", "from .readers import *\nfrom .sinks import land\n");
  dir.write("pkg/readers/__init__.py", "from .kafka import read_topic\n\n__all__ = [\"read_topic\"]\n");
  dir.write("pkg/readers/kafka.py",
            "def read_topic(spark, topic):\n    return spark.readStream.format('kafka').load()\n");
  dir.write("pkg/sinks.py", "def land(df):\n    return df.writeStream.toTable('t')\n");
}

Names public_names(ProjectIndex& index, const std::string& dotted) {
  const auto summary = index.summary(dotted);
  return summary ? summary->public_names : Names{"<none>"};
}

TEST(ProjectIndex, APackageAskedForAfterItsSubmoduleStillHasItsStarImportedNames) {
  // Asked for pkg.readers first (a scan's thread analysing pkg/__init__.py does): Python runs pkg
  // first, whose star import runs pkg.readers. Computed the other way, pkg would lose read_topic.
  streamlint::testing::TempDir dir;
  write_package(dir);
  ProjectIndex submodule_first(project_roots(dir.path()));
  EXPECT_EQ(public_names(submodule_first, "pkg.readers"), Names{"read_topic"});
  const Names names = public_names(submodule_first, "pkg");
  EXPECT_NE(std::find(names.begin(), names.end(), "read_topic"), names.end());
  ASSERT_NE(submodule_first.summary("pkg")->lookup("read_topic"), nullptr);

  ProjectIndex package_first(project_roots(dir.path()));
  EXPECT_EQ(public_names(package_first, "pkg"), names);
  EXPECT_EQ(public_names(package_first, "pkg.readers"), Names{"read_topic"});
}

}  // namespace
}  // namespace streamlint::analysis
