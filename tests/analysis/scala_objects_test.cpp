// Scala objects across files (scala_objects.h, ProjectIndex::scala_summary): what a file declares,
// and how another file of the project reaches it (its package, a wildcard, an import of the object
// or of a member, a fully qualified name), with the caller's arguments.
#include <gtest/gtest.h>

#include <map>

#include "analysis/project/file_reader.h"
#include "analysis/project/project_index.h"
#include "analysis/query_model/query_model.h"
#include "analysis/scala/scala_objects.h"
#include "analysis/scala/scala_source.h"
#include "tests/support/temp_dir.h"

namespace streamlint::analysis {
namespace {

using Names = std::vector<std::string>;

TEST(ScalaObjectNames, ReadsPackagesAndTopLevelObjectsTraitsAndClassesOnly) {
  EXPECT_EQ(scala_object_names("package com.acme.common\n\nobject Paths {\n  object Inner { }\n}\n"
                               "case object Done\nprivate[common] object Hidden\nclass Job { object Nested }\n"
                               "trait SparkSessionWrapper { trait NestedTrait }\nsealed abstract class Base\n"
                               "case class Event(id: Long)\n"),
            (Names{"com.acme.common.Base", "com.acme.common.Done", "com.acme.common.Event", "com.acme.common.Hidden",
                   "com.acme.common.Job", "com.acme.common.Paths", "com.acme.common.SparkSessionWrapper"}));
  // Chained clauses nest; brace bodies too; a package object is its package's member.
  EXPECT_EQ(scala_object_names("package com.acme\npackage jobs\n\nobject Main\n"), (Names{"com.acme.jobs.Main"}));
  EXPECT_EQ(scala_object_names("package a {\n  package b { object X }\n  object Y\n}\nobject Z\n"),
            (Names{"Z", "a.Y", "a.b.X"}));
  EXPECT_EQ(scala_object_names("package com.acme\n\npackage object common {\n  val Root = \"/c\"\n}\n"),
            (Names{"com.acme.common"}));
  // The default package.
  EXPECT_EQ(scala_object_names("object Job { def main(args: Array[String]) = () }\n"), (Names{"Job"}));
}

TEST(ScalaObjectNames, CommentsAndLiteralsHideNothingAndDeclareNothing) {
  const std::string text =
      "package p\n"
      "// object InLineComment\n"
      "/* object InBlock /* nested */ object StillComment */\n"
      "object Real {\n"
      "  val a = \"}object InString{\"\n"
      "  val b = s\"${Map(\"k\" -> \"}\")} object InInterpolation\"\n"
      "  val c = \"\"\"\n    } object InRaw {\n  \"\"\"\n"
      "  val d = '}'\n"
      "}\n"
      "object AfterLiterals\n";
  EXPECT_EQ(scala_object_names(text), (Names{"p.AfterLiterals", "p.Real"}));
  // Unclosed literals and comments end the scan, never past the text.
  EXPECT_EQ(scala_object_names("object A\nval s = \"unclosed"), (Names{"A"}));
  EXPECT_EQ(scala_object_names("object A\n/* unclosed"), (Names{"A"}));
  EXPECT_EQ(scala_object_names("package"), Names{});
}

class ScalaProject : public ::testing::Test {
 protected:
  testing::TempDir dir;

  void SetUp() override {
    dir.write("src/main/scala/com/acme/common/Config.scala",
              "package com.acme.common\n\nobject Config {\n  val Root = \"/chk\"\n  val Env = \"prod\"\n}\n");
    dir.write("src/main/scala/com/acme/common/Paths.scala",
              "package com.acme.common\n\nobject Paths {\n"
              "  def checkpoint(name: String): String = s\"${Config.Root}/${Config.Env}/$name\"\n}\n");
    dir.write("src/main/scala/com/acme/common/Sinks.scala",
              "package com.acme.common\n\nobject Sinks {\n"
              "  def delta(df: DataFrame, name: String) =\n"
              "    df.writeStream.format(\"delta\").outputMode(\"append\").option(\"checkpointLocation\", Paths.checkpoint(name))\n"
              "}\n");
  }

  // The checkpoints of the queries `text` (a file at `relative`) starts, in order.
  std::vector<std::string> checkpoints(const std::string& relative, const std::string& text) {
    const auto file = dir.write(relative, text);
    auto index = std::make_shared<ProjectIndex>(project_roots(dir.path()));
    EntryResolver resolver(index, file);
    const ParsedScala parsed = parse_scala(text);
    const ModuleModel model = build_module_model(parsed.units(std::make_shared<const std::string>(file.string())), &resolver);
    std::vector<std::string> out;
    for (const StreamingQuery& q : model.queries) out.push_back(q.checkpoint_location().value_or("<unknown>"));
    return out;
  }
};

TEST_F(ScalaProject, ThePackagesObjectsNeedNoImport) {
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/common/Job.scala",
                        "package com.acme.common\nobject Job {\n"
                        "  spark.readStream.table(\"a\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"a\")).start()\n"
                        "  Sinks.delta(spark.readStream.table(\"b\"), \"b\").start()\n}\n"),
            (Names{"/chk/prod/a", "/chk/prod/b"}));
}

TEST_F(ScalaProject, ImportsOfObjectsMembersAndWildcardsAndFullNames) {
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/jobs/A.scala",
                        "package com.acme.jobs\nimport com.acme.common.{Paths, Sinks => Out}\nobject A {\n"
                        "  Out.delta(spark.readStream.table(\"a\"), \"a\").start()\n"
                        "  spark.readStream.table(\"x\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"x\")).start()\n}\n"),
            (Names{"/chk/prod/a", "/chk/prod/x"}));
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/jobs/B.scala",
                        "package com.acme.jobs\nimport com.acme.common._\nobject B {\n"
                        "  Sinks.delta(spark.readStream.table(\"b\"), \"b\").start()\n}\n"),
            (Names{"/chk/prod/b"}));
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/jobs/C.scala",
                        "package com.acme.jobs\nimport com.acme.common.Paths.checkpoint\nobject C {\n"
                        "  spark.readStream.table(\"c\").writeStream.option(\"checkpointLocation\", checkpoint(\"c\")).start()\n}\n"),
            (Names{"/chk/prod/c"}));
  // A val read without parentheses through a fully qualified name.
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/jobs/D.scala",
                        "package com.acme.jobs\nobject D {\n"
                        "  spark.readStream.table(\"d\").writeStream.option(\"checkpointLocation\", com.acme.common.Config.Root).start()\n}\n"),
            (Names{"/chk"}));
}

TEST_F(ScalaProject, NamesBoundLocallyAndOtherPackagesStayTheirs) {
  // `Paths` is a parameter here: not the package's object.
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/common/E.scala",
                        "package com.acme.common\nobject E {\n"
                        "  def run(Paths: Any) =\n"
                        "    spark.readStream.table(\"e\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"e\")).start()\n}\n"),
            (Names{"<unknown>"}));
  // Another package's objects need an import.
  EXPECT_EQ(checkpoints("src/main/scala/com/acme/jobs/F.scala",
                        "package com.acme.jobs\nobject F {\n"
                        "  spark.readStream.table(\"f\").writeStream.option(\"checkpointLocation\", Paths.checkpoint(\"f\")).start()\n}\n"),
            (Names{"<unknown>"}));
}

TEST_F(ScalaProject, AFileCheckedAloneBelongsToItsBuildsProject) {
  EXPECT_EQ(scala_project_folder(dir.path() / "src/main/scala/com/acme/jobs/A.scala"), dir.path());
  dir.write("tool/build.sbt", "");
  EXPECT_EQ(scala_project_folder(dir.path() / "tool/jobs/Job.scala"), dir.path() / "tool");
  EXPECT_EQ(scala_project_folder(dir.path() / "loose/Job.scala").filename(), "loose");
}

TEST_F(ScalaProject, AnEditedFilesObjectsAreReadAgain) {
  auto index = std::make_shared<ProjectIndex>(project_roots(dir.path()));
  ASSERT_NE(index->scala_summary("com.acme.common.Paths"), nullptr);
  EXPECT_EQ(index->scala_summary("com.acme.common.Renamed"), nullptr);
  const auto file = dir.write("src/main/scala/com/acme/common/Paths.scala",
                              "package com.acme.common\nobject Renamed { def checkpoint(n: String) = n }\n");
  index->invalidate(file);
  EXPECT_EQ(index->scala_summary("com.acme.common.Paths"), nullptr);
  EXPECT_NE(index->scala_summary("com.acme.common.Renamed"), nullptr);
}

TEST_F(ScalaProject, AScanTellsTheIndexEachFilesObjectsSoNoFileIsReadTwice) {
  std::map<std::string, int> reads;
  const ProjectIndex::Reader counting = [&](const std::filesystem::path& file) -> std::optional<std::string> {
    ++reads[file.filename().string()];
    return read_file(file);
  };
  // Without a scan, the first lookup reads every Scala file under the roots for its declarations.
  auto lazy = std::make_shared<ProjectIndex>(project_roots(dir.path()), counting);
  ASSERT_NE(lazy->scala_summary("com.acme.common.Paths"), nullptr);
  EXPECT_EQ(reads["Sinks.scala"], 1);
  // A scan that read the files first tells the index what each declares: nothing is read again but
  // the file summarised.
  reads.clear();
  auto told = std::make_shared<ProjectIndex>(project_roots(dir.path()), counting);
  const auto main = dir.path() / "src/main/scala/com/acme/common";
  for (const char* name : {"Config.scala", "Paths.scala", "Sinks.scala"}) {
    told->remember_scala_objects(main / name, scala_object_names(*read_file(main / name)));
  }
  ASSERT_NE(told->scala_summary("com.acme.common.Paths"), nullptr);
  EXPECT_EQ(reads["Sinks.scala"], 0);
  EXPECT_EQ(reads["Paths.scala"], 1);
  EXPECT_EQ(told->scala_summary("com.acme.common.Missing"), nullptr);
  // What the index was told is forgotten with the file: its new text is read.
  dir.write("src/main/scala/com/acme/common/Sinks.scala", "package com.acme.common\nobject Outputs\n");
  told->invalidate(main / "Sinks.scala");
  EXPECT_NE(told->scala_summary("com.acme.common.Outputs"), nullptr);
  EXPECT_EQ(told->scala_summary("com.acme.common.Sinks"), nullptr);
}

}  // namespace
}  // namespace streamlint::analysis
