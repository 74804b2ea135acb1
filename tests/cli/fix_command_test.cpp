// check --fix / --diff / --unsafe-fixes / stdin: fixes applied to a fixpoint, files replaced
// atomically with their permissions and line endings, nothing written by --diff.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "cli/file_writer.h"
#include "tests/support/child_process.h"
#include "tests/support/expectations.h"
#include "tests/support/replace_all.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

namespace fs = std::filesystem;

const std::string kJob =
    "src = spark.readStream.table('t')\r\n"
    "src.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('a')\r\n"
    "src.writeStream.option('checkpointLocation', '/d').trigger(continuous='1 second').toTable('b')\r\n";

class FixCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    file = temp.write("job.py", kJob);
    fs::permissions(file, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  }
  TempDir temp;
  const fs::path& dir = temp.path();
  fs::path file;
};

TEST_F(FixCommand, FixAppliesSafeFixesKeepingPermissionsAndLineEndings) {
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", file.string()});
  EXPECT_EQ(r.exit_code, 1);  // the continuous trigger's fix is unsafe: SR302 remains
  EXPECT_NE(r.err.find("Fixed 1 finding in 1 file (1 hidden fix can be enabled with --unsafe-fixes)."),
            std::string::npos)
      << r.err;
  std::string expected = kJob;
  expected.replace(expected.find("once=True"), 4, "availableNow");
  EXPECT_EQ(read_file(file.string()), expected);
  EXPECT_EQ(fs::status(file).permissions(), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
  EXPECT_NE(r.out.find("SR302"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir)) EXPECT_EQ(entry.path().filename(), "job.py");  // no temp left
}

// A noqa for SR102 silences a query that may be in another file: a fix, which sees one file at a
// time, never takes it away (it used to, and SR102 came back). Nor is a code of a rule the
// configuration turns off unused: the comment serves where the rule is on.
TEST_F(FixCommand, NoFixTakesAwayANoqaOnlyOtherFilesOrOtherSettingsDecide) {
  const std::string a =
      "df = spark.readStream.table('s')\n"
      "df.writeStream.option('checkpointLocation', '/chk/shared').toTable('t1')  # noqa: SR102\n";
  const std::string b = replace_all(a, "'t1'", "'t2'");
  const std::string c = "df = spark.readStream.table('s')\ndf.writeStream.toTable('t3')  # noqa: SR101\n";
  TempDir project;
  project.write("a.py", a);
  project.write("b.py", b);
  project.write("c.py", c);
  project.write("pyproject.toml", "[tool.streamlint]\nignore = [\"SR101\"]\n");
  RunResult fixed = run_command({STREAMLINT_BINARY, "check", "--fix", project.path().string()});
  EXPECT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  EXPECT_EQ(read_file((project.path() / "a.py").string()), a);
  EXPECT_EQ(read_file((project.path() / "b.py").string()), b);
  EXPECT_EQ(read_file((project.path() / "c.py").string()), c);
  // A noqa for SR102 that silences nothing among the checked files is still reported.
  project.write("b.py", replace_all(b, "/chk/shared", "/chk/b"));
  RunResult whole = run_command({STREAMLINT_BINARY, "check", project.path().string()});
  EXPECT_NE(whole.out.find("a.py:2:75: SR000"), std::string::npos) << whole.out;
  EXPECT_NE(whole.out.find("b.py:2:70: SR000"), std::string::npos) << whole.out;
}

// A helper's query is checked with its callers' sessions: where the entry sets the session's
// checkpoint root or state store, `check` reports nothing, and `--fix` must write nothing either.
// Where the entry sets neither, the helper's finding holds, and its fix is written; what is reported
// after it is what the fixed files hold.
TEST_F(FixCommand, AFixIsWrittenOnlyForWhatTheProjectPhaseReports) {
  const std::string sinks =
      "def publish(df, table):\n"
      "    return df.writeStream.queryName(table.replace('.', '_')).toTable(table)\n";
  const std::string job =
      "from pyspark.sql import SparkSession\n"
      "from sinks import publish\n"
      "spark = SparkSession.builder.getOrCreate()\n"
      "spark.conf.set('spark.sql.streaming.checkpointLocation', '/Volumes/main/ops/chk')\n"
      "publish(spark.readStream.table('main.bronze.accounts'), 'main.silver.accounts')\n";
  TempDir project;
  project.write("sinks.py", sinks);
  project.write("job.py", job);
  RunResult checked = run_command({STREAMLINT_BINARY, "check", project.path().string()});
  EXPECT_EQ(checked.exit_code, 0) << checked.out;
  RunResult fixed = run_command({STREAMLINT_BINARY, "check", "--fix", "--unsafe-fixes", project.path().string()});
  EXPECT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  EXPECT_EQ(read_file((project.path() / "sinks.py").string()), sinks);
  // Another fix on the query's line moves it: the withdrawn finding is still not fixed in the
  // rounds after the first (it was, once SR301's fix had changed the line).
  const std::string once = replace_all(sinks, ".toTable(table)", ".trigger(once=True).toTable(table)");
  project.write("sinks.py", once);
  fixed = run_command({STREAMLINT_BINARY, "check", "--fix", "--unsafe-fixes", project.path().string()});
  EXPECT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  EXPECT_EQ(read_file((project.path() / "sinks.py").string()), replace_all(once, "once=True", "availableNow=True"));
  project.write("sinks.py", sinks);

  project.write(
      "job.py",
      replace_all(job, "spark.conf.set('spark.sql.streaming.checkpointLocation', '/Volumes/main/ops/chk')\n", ""));
  fixed = run_command({STREAMLINT_BINARY, "check", "--fix", "--unsafe-fixes", project.path().string()});
  EXPECT_NE(fixed.err.find("Fixed 1 finding in 1 file."), std::string::npos) << fixed.err;
  // The findings left are the fixed files': the entry's run reads the helper as it is now.
  EXPECT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
  EXPECT_EQ(
      read_file((project.path() / "sinks.py").string()),
      replace_all(sinks, ".toTable(table)", ".option(\"checkpointLocation\", \"<checkpoint-path>\").toTable(table)"));
}

TEST_F(FixCommand, UnsafeFixesAlsoRewriteTheContinuousTrigger) {
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", "--unsafe-fixes", file.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out;
  EXPECT_NE(read_file(file.string()).find("trigger(processingTime='1 second')"), std::string::npos);
}

TEST_F(FixCommand, DiffPrintsAndWritesNothing) {
  // With --fix too (ruff's --diff previews the same way): the diff is printed, the file kept.
  for (const bool with_fix : {false, true}) {
    RunResult r = with_fix ? run_command({STREAMLINT_BINARY, "check", "--fix", "--diff", file.string()})
                           : run_command({STREAMLINT_BINARY, "check", "--diff", file.string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.out.find("-src.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('a')\r\n"
                         "+src.writeStream.option('checkpointLocation', '/c').trigger(availableNow=True).toTable('a')\r\n"),
              std::string::npos) << r.out;
    EXPECT_NE(r.out.find("@@ -1,3 +1,3 @@"), std::string::npos) << r.out;
    EXPECT_NE(r.err.find("Would fix 1 finding in 1 file (1 hidden fix can be enabled with --unsafe-fixes)."),
              std::string::npos)
        << r.err;
    EXPECT_EQ(read_file(file.string()), kJob) << "with --fix: " << with_fix;
  }
}

// Only unsafe fixes: nothing to preview, and the message says they were left out (exit 0: no diff).
TEST_F(FixCommand, DiffWithOnlyUnsafeFixesSaysTheyAreHidden) {
  const fs::path continuous = temp.write(
      "continuous.py", "spark.readStream.table('t').writeStream.option('checkpointLocation', '/d')"
                       ".trigger(continuous='1 second').toTable('b')\n");
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--diff", continuous.string()});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "No fixes available (1 hidden fix can be enabled with --unsafe-fixes).\n");
  RunResult unsafe = run_command({STREAMLINT_BINARY, "check", "--diff", "--unsafe-fixes", continuous.string()});
  EXPECT_EQ(unsafe.exit_code, 1);
  EXPECT_EQ(unsafe.err, "Would fix 1 finding in 1 file.\n");
}

TEST_F(FixCommand, FixOnAFolderStillReportsTheBundleFindingsLeft) {
  temp.write("bundle/databricks.yml",
             "bundle:\n  name: b\nresources:\n  jobs:\n    j:\n      job_clusters:\n        - job_cluster_key: c\n"
             "          new_cluster:\n            spark_conf:\n"
             "              spark.sql.streaming.stateStore.stateSchemaCheck: \"false\"\n");
  temp.write("bundle/src/job.py", "x = 1\n");
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", (dir / "bundle").string()});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("databricks.yml:10:15: SR106"), std::string::npos) << r.out;
  // --diff shows what it would change only: nothing here.
  RunResult diff = run_command({STREAMLINT_BINARY, "check", "--diff", (dir / "bundle").string()});
  EXPECT_EQ(diff.exit_code, 0);
  EXPECT_EQ(diff.out, "");
}

// A folder's --fix fixes its bundle YAML as naming the YAML file does: the value is rewritten in
// place, the findings without a fix are still reported once, and --diff shows the YAML's change in
// path order with the code's.
TEST_F(FixCommand, FixOnAFolderRewritesTheBundleConfValues) {
  const std::string cluster =
      "bundle:\n  name: b\nresources:\n  jobs:\n    j:\n      job_clusters:\n        - job_cluster_key: c\n"
      "          new_cluster:\n            spark_version: 17.3.x-scala2.13\n            spark_conf:\n";
  const std::string changelog = "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: ";
  const std::string schema_check = "              spark.sql.streaming.stateStore.stateSchemaCheck: \"false\"\n";
  temp.write("bundle/databricks.yml", cluster + changelog + "\"false\"\n" + schema_check);
  temp.write(
      "bundle/src/job.py",
      "spark.readStream.table('t').writeStream.trigger(once=True).option('checkpointLocation', '/c').toTable('o')\n");
  RunResult diff = run_command({STREAMLINT_BINARY, "check", "--diff", (dir / "bundle").string()});
  EXPECT_EQ(diff.exit_code, 1);
  EXPECT_EQ(diff.err, "Would fix 2 findings in 2 files.\n");
  const auto yaml_at = diff.out.find("databricks.yml\n"), job_at = diff.out.find("job.py\n");
  ASSERT_NE(yaml_at, std::string::npos) << diff.out;
  ASSERT_NE(job_at, std::string::npos) << diff.out;
  EXPECT_LT(yaml_at, job_at);
  EXPECT_NE(diff.out.find("+" + changelog + "\"true\"\n"), std::string::npos) << diff.out;

  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", (dir / "bundle").string()});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(read_file((dir / "bundle/databricks.yml").string()), cluster + changelog + "\"true\"\n" + schema_check);
  EXPECT_NE(read_file((dir / "bundle/src/job.py").string()).find("availableNow=True"), std::string::npos);
  // SR106 has no fix: reported once, from the scan.
  const auto first = r.out.find("databricks.yml:12:15: SR106");
  ASSERT_NE(first, std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("SR106", first + 30), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("SR502"), std::string::npos) << r.out;
}

// A bundle include that is a symlink to a file outside the checked folder is not written.
TEST_F(FixCommand, FixLeavesABundleFileOutsideTheFolderAlone) {
  const std::string outside =
      "resources:\n  jobs:\n    j:\n      job_clusters:\n        - job_cluster_key: c\n          new_cluster:\n"
      "            spark_version: 17.3.x-scala2.13\n            spark_conf:\n"
      "              spark.sql.streaming.stateStore.rocksdb.changelogCheckpointing.enabled: \"false\"\n";
  temp.write("outside/jobs.yml", outside);
  temp.write("proj/databricks.yml", "bundle:\n  name: b\ninclude:\n  - res/*.yml\n");
  temp.write("proj/src/job.py", "x = 1\n");
  fs::create_directories(dir / "proj/res");
  fs::create_symlink(dir / "outside/jobs.yml", dir / "proj/res/link.yml");
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", (dir / "proj").string()});
  EXPECT_EQ(read_file((dir / "outside/jobs.yml").string()), outside) << r.out << r.err;
  EXPECT_EQ(r.err.find("Fixed"), std::string::npos) << r.err;
}

TEST_F(FixCommand, StdinWithFixPrintsTheFixedText) {
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", "--stdin-filename", "jobs/job.py", "-"}, kJob);
  std::string expected = kJob;
  expected.replace(expected.find("once=True"), 4, "availableNow");
  EXPECT_EQ(r.out, expected);
  EXPECT_NE(r.err.find("jobs/job.py:3:"), std::string::npos) << r.err;  // remaining findings on stderr
  RunResult plain = run_command({STREAMLINT_BINARY, "check", "--stdin-filename", "jobs/job.py", "-"}, kJob);
  EXPECT_EQ(plain.exit_code, 1);
  EXPECT_NE(plain.out.find("jobs/job.py:2:51: SR301"), std::string::npos) << plain.out;
}

TEST_F(FixCommand, FixThroughASymbolicLinkFixesItsTargetAndKeepsTheLink) {
  const fs::path link = dir / "link.py";
  fs::create_symlink(file, link);
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", link.string()});
  EXPECT_NE(r.err.find("Fixed 1 finding in 1 file (1 hidden fix"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
  EXPECT_NE(read_file(file.string()).find("trigger(availableNow=True)"), std::string::npos);
  EXPECT_EQ(fs::status(file).permissions(), fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST_F(FixCommand, AFileChangedWhileItWasFixedIsLeftAsItIs) {
  // The fix was made from kJob, but an editor has saved something else since.
  const std::string saved = kJob + "# saved by the editor\n";
  temp.write("job.py", saved);
  const auto error = cli::write_atomically(file, "fixed", kJob);
  ASSERT_TRUE(error);
  EXPECT_EQ(*error, "changed while it was being fixed; left as it is (run the fix again)");
  EXPECT_EQ(read_file(file.string()), saved);
  for (const auto& entry : fs::directory_iterator(dir)) EXPECT_EQ(entry.path().filename(), "job.py");  // no temp left
  EXPECT_FALSE(cli::write_atomically(file, "fixed", saved));
  EXPECT_EQ(read_file(file.string()), "fixed");
}

TEST_F(FixCommand, AFailedWriteSaysWhy) {
  // A directory where the file should be: nothing is written, and the message names the cause.
  const fs::path folder = dir / "folder.py";
  fs::create_directories(folder);
  const auto error = cli::write_atomically(folder, "fixed");
  ASSERT_TRUE(error);
  EXPECT_EQ(*error, "not a regular file; left as it is");
  for (const auto& entry : fs::directory_iterator(dir)) {
    EXPECT_TRUE(entry.path().filename() == "job.py" || entry.path().filename() == "folder.py") << entry.path();
  }
}

TEST_F(FixCommand, AFileWithOtherNamesOrAnotherOwnerIsFixedInPlace) {
  const fs::path other = dir / "other_name.py";
  fs::create_hard_link(file, other);
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", file.string()});
  EXPECT_NE(r.err.find("Fixed 1 finding in 1 file (1 hidden fix"), std::string::npos) << r.err;
  EXPECT_EQ(fs::hard_link_count(file), 2u);
  EXPECT_NE(read_file(other.string()).find("trigger(availableNow=True)"), std::string::npos);  // one file, two names
  if (::geteuid() != 0) GTEST_SKIP() << "changing a file's owner needs root";
  const fs::path owned = temp.write("owned.py", kJob);
  ASSERT_EQ(::chown(owned.c_str(), 1234, 1234), 0);
  r = run_command({STREAMLINT_BINARY, "check", "--fix", owned.string()});
  struct stat st {};
  ASSERT_EQ(::stat(owned.c_str(), &st), 0);
  EXPECT_EQ(st.st_uid, 1234u);
  EXPECT_EQ(st.st_gid, 1234u);
  EXPECT_NE(read_file(owned.string()).find("trigger(availableNow=True)"), std::string::npos);
}

TEST_F(FixCommand, AReadOnlyFileIsLeftAlone) {
  fs::permissions(file, fs::perms::owner_read | fs::perms::group_read);
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--fix", file.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("not fixed: read-only (its owner may not write it); left as it is"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("Fixed"), std::string::npos) << r.err;
  EXPECT_EQ(read_file(file.string()), kJob);
}

}  // namespace
}  // namespace streamlint::testing
