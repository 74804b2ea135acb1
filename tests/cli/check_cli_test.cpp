// `streamlint check` as a user runs it: output lines, columns, JSON shape and exit codes.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "tests/support/child_process.h"
#include "tests/support/expectations.h"
#include "tests/support/replace_all.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

namespace fs = std::filesystem;

class CheckCli : public ::testing::Test {
 protected:
  void write(const std::string& rel, const std::string& text) { temp.write(rel, text); }
  RunResult check(std::vector<std::string> args) {
    args.insert(args.begin(), {STREAMLINT_BINARY, "check"});
    return run_command(args);
  }
  TempDir temp;
  const fs::path& dir = temp.path();
};

const std::string kOnce =
    "s = '😀é'; spark.readStream.table('a').writeStream.option('checkpointLocation', '/c').trigger(once=True).start()\n";

TEST_F(CheckCli, PrintsOneBasedCodePointColumnsAndASummary) {
  write("job.py", kOnce);
  RunResult r = check({(dir / "job.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  // `s = '😀é'; ` is 10 code points and `spark...'/c')` 74: the trigger starts at column 85.
  EXPECT_EQ(r.out, (dir / "job.py").string() +
                       ":1:85: SR301 [warning] trigger(once=True) is deprecated (Spark 3.4, DBR 11.3 LTS) and "
                       "ignores rate limits; use trigger(availableNow=True).\n"
                       "Found 1 finding (1 warning) in 1 of 1 file.\n");
}

// A syntax error is no finding, but the user learns where the part left unchecked is (stderr);
// the statements around it are still checked and the exit code is the findings'.
TEST_F(CheckCli, SaysWhereASyntaxErrorLeftCodeUnchecked) {
  write("job.py", kOnce + "def f(:\n    pass\n");
  RunResult r = check({(dir / "job.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find(":1:85: SR301"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "streamlint: " + (dir / "job.py").string() +
                       ":2:7: syntax error; the code around it was checked, not the statement it breaks\n");
  write("clean.py", kOnce);
  EXPECT_EQ(check({(dir / "clean.py").string()}).err, "");
}

// Text from the checked code in a message (a checkpoint path) cannot split a finding's line or
// reach the terminal as an escape sequence: control characters are written as \xNN.
TEST_F(CheckCli, ControlCharactersInAMessageAreEscaped) {
  write("job.py",
        "df = spark.readStream.format(\"delta\").load(\"/in\")\n"
        "P = \"/chk/a\\x1b[31m\\nfake.py:1:1: SR999 [error] injected\"\n"
        "df.writeStream.option(\"checkpointLocation\", P).start(\"/o1\")\n"
        "df.writeStream.option(\"checkpointLocation\", P).start(\"/o2\")\n");
  RunResult r = check({(dir / "job.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Checkpoint \"/chk/a\\x1B[31m\\x0Afake.py:1:1: SR999 [error] injected\" is shared"),
            std::string::npos)
      << r.out;
  // Two findings and the summary: three lines.
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 3) << r.out;
}

TEST_F(CheckCli, HelpPrintsTheUsageForEveryCommand) {
  for (const char* command : {"check", "review", "server", "rule"}) {
    for (const char* flag : {"--help", "-h"}) {
      RunResult r = run_command({STREAMLINT_BINARY, command, flag});
      EXPECT_EQ(r.exit_code, 0) << command << ' ' << flag;
      EXPECT_NE(r.out.find("streamlint check [options] PATH..."), std::string::npos) << command << ' ' << flag;
      EXPECT_EQ(r.err, "") << command << ' ' << flag;
    }
  }
}

TEST_F(CheckCli, ACheckpointSharedAcrossFilesIsReportedInEach) {
  const std::string query =
      "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/events').toTable('t')";
  write("jobs/a.py", query + "\n");
  write("jobs/b.py", "x = 1\n" + query + "\n");
  write("jobs/c.py", query + "  # noqa: SR102\n");
  write("jobs/d.py", "spark.readStream.table('a').writeStream.option('checkpointLocation', '/chk/other').toTable('t')\n");
  RunResult r = check({(dir / "jobs").string()});
  EXPECT_EQ(r.exit_code, 1);
  const std::string a = (dir / "jobs/a.py").string(), b = (dir / "jobs/b.py").string(), c = (dir / "jobs/c.py").string();
  EXPECT_NE(r.out.find(a + ":1:48: SR102 [error] Checkpoint \"/chk/events\" is shared with 2 other queries (run from " +
                       b + ", " + c + ")"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find(b + ":2:48: SR102 [error] Checkpoint \"/chk/events\" is shared with 2 other queries (run from " +
                       a + ", " + c + ")"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find(c + ":"), std::string::npos) << "suppressed by its noqa, which is used: " << r.out;
  EXPECT_EQ(r.out.find("d.py"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Found 2 findings (2 errors) in 2 of 4 files."), std::string::npos) << r.out;
  // One file alone has nothing to share with.
  EXPECT_EQ(check({a}).exit_code, 0);
  // The related locations name the other files (SARIF relatedLocations).
  RunResult sarif = check({"--format", "sarif", (dir / "jobs").string()});
  const auto log = nlohmann::json::parse(sarif.out);
  const auto& first = log["runs"][0]["results"][0];
  ASSERT_EQ(first["relatedLocations"].size(), 2u) << first.dump(1);
  EXPECT_NE(first["relatedLocations"][0]["physicalLocation"]["artifactLocation"]["uri"].get<std::string>().find("b.py"),
            std::string::npos);
}

TEST_F(CheckCli, FoldersAreWalkedForPythonAndSqlFilesInAnyCase) {
  write("pipelines/gold.SQL", "CREATE OR REPLACE MATERIALIZED VIEW gold AS SELECT 1;\n");
  write("pipelines/notes.txt", "CREATE OR REPLACE MATERIALIZED VIEW gold AS SELECT 1;\n");
  RunResult r = check({dir.string()});
  EXPECT_NE(r.out.find("gold.SQL:1:1: SR703 [error]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Found 1 finding (1 error) in 1 of 1 file."), std::string::npos) << r.out;
}

// UTF-16 text read as UTF-8 would be noise with no findings: the run says it was not read (exit 2),
// and the other files are still checked. A UTF-8 byte order mark is UTF-8.
TEST_F(CheckCli, UtfSixteenTextIsReportedUnreadNotPassed) {
  std::string utf16 = "\xFF\xFE";
  for (char c : kOnce) utf16 += std::string{c, '\0'};  // ASCII-only would do; the emoji bytes stay bytes
  write("wide.py", utf16);
  write("bom.py", "\xEF\xBB\xBF" + kOnce);
  RunResult r = check({(dir / "wide.py").string(), (dir / "bom.py").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("wide.py: skipped, cannot read it: UTF-16 or UTF-32 text (a byte order mark); save it as UTF-8"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("bom.py:1:85: SR301"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("wide.py"), std::string::npos) << r.out;
}

TEST_F(CheckCli, OldMacLineEndsAreLineEnds) {
  // Lone '\r' line ends: a comment ends at one, and lines count as Python counts them.
  write("job.py", "# header\rq = spark.readStream.table('t')\r"
                  "q.writeStream.option('checkpointLocation', '/c').trigger(once=True).toTable('x')\r");
  RunResult r = check({(dir / "job.py").string()});
  EXPECT_NE(r.out.find("job.py:3:49: SR301"), std::string::npos) << r.out;
  RunResult fixed = check({"--diff", (dir / "job.py").string()});
  EXPECT_NE(fixed.out.find("trigger(availableNow=True)"), std::string::npos) << fixed.out;
}

TEST_F(CheckCli, WalksFoldersSkipsVirtualenvsAndSortsByPath) {
  // Each job its own checkpoint (a shared one is SR102 across files).
  const std::string once_d = replace_all(kOnce, "'/c'", "'/d'");
  write("b/job.py", once_d);
  write("a/job.py", kOnce);
  write("a/notes.txt", kOnce);
  write(".venv/lib/job.py", kOnce);
  write("env/pyvenv.cfg", "home = /usr\n");
  write("env/lib/job.py", kOnce);
  write("node_modules/x/job.py", kOnce);
  write("build/job.py", kOnce);
  RunResult r = check({dir.string()});
  EXPECT_EQ(r.exit_code, 1);
  const auto a = r.out.find("/a/job.py:1:85: SR301");
  const auto b = r.out.find("/b/job.py:1:85: SR301");
  ASSERT_NE(a, std::string::npos) << r.out;
  ASSERT_NE(b, std::string::npos) << r.out;
  EXPECT_LT(a, b);
  EXPECT_NE(r.out.find("Found 2 findings (2 warnings) in 2 of 2 files."), std::string::npos) << r.out;
}

// A file reached twice through a symbolic link is read once: two copies were two queries on one
// checkpoint (a false SR102). A link to a folder is not followed (a link to a parent loops).
TEST_F(CheckCli, AFileLinkedInTheWalkIsReadOnce) {
  write("jobs/job.py", kOnce);
  fs::create_directories(dir / "shared");
  fs::create_symlink(dir / "jobs" / "job.py", dir / "shared" / "job_link.py");
  fs::create_directory_symlink(dir, dir / "jobs" / "loop");
  RunResult r = check({dir.string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find("/jobs/job.py:1:85: SR301"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("SR102"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Found 1 finding (1 warning) in 1 of 1 file."), std::string::npos) << r.out;
}

// One file named twice on the command line (relative and absolute, a folder and a file in it, a
// link to it) is one file: it was checked twice, a false SR102 of its query with itself.
TEST_F(CheckCli, AFileNamedTwiceIsReadOnce) {
  write("job.py", kOnce);
  fs::create_symlink(dir / "job.py", dir / "link.py");
  const std::string job = (dir / "job.py").string();
  for (const auto& second : {(dir / "." / "job.py").string(), dir.string(), (dir / "link.py").string()}) {
    RunResult r = check({job, second});
    EXPECT_EQ(r.out.find("SR102"), std::string::npos) << second << "\n" << r.out;
    EXPECT_NE(r.out.find("in 1 of 1 file."), std::string::npos) << second << "\n" << r.out;
    EXPECT_NE(r.out.find(job + ":1:85: SR301"), std::string::npos) << r.out;
  }
}

// A pattern without `/` names a folder anywhere on a file's way too, as ruff's exclude does:
// `exclude = ["legacy"]` and `per-file-ignores = {"legacy" = [...]}` matched no file before.
TEST_F(CheckCli, APatternWithoutASlashMatchesAFolderName) {
  write("jobs/a.py", kOnce);
  write("legacy/old/b.py", kOnce);
  write("pyproject.toml", "[tool.streamlint]\nexclude = [\"legacy\"]\n");
  RunResult excluded = check({dir.string()});
  EXPECT_EQ(excluded.out.find("legacy"), std::string::npos) << excluded.out;
  EXPECT_NE(excluded.out.find("in 1 of 1 file."), std::string::npos) << excluded.out;
  write("pyproject.toml", "[tool.streamlint]\nper-file-ignores = { \"old\" = [\"SR301\"] }\n");
  RunResult ignored = check({dir.string()});
  EXPECT_EQ(ignored.out.find("b.py:1:85: SR301"), std::string::npos) << ignored.out;
  EXPECT_NE(ignored.out.find("a.py:1:85: SR301"), std::string::npos) << ignored.out;
}

// A report is never written over a file the check reads; after `--` every argument is a path.
TEST_F(CheckCli, TheReportIsNotWrittenOverAnInputAndDashDashEndsTheOptions) {
  write("job.py", kOnce);
  const std::string job = (dir / "job.py").string();
  RunResult over = check({job, "--output-file", job});
  EXPECT_EQ(over.exit_code, 2);
  EXPECT_EQ(over.err, "streamlint: --output-file " + job + " is a file this check reads\n");
  EXPECT_EQ(read_file(job), kOnce);
  write("-x.py", kOnce);
  RunResult dashed = run_command({STREAMLINT_BINARY, "check", "--", (dir / "-x.py").string()});
  EXPECT_EQ(dashed.exit_code, 1) << dashed.err;
  EXPECT_NE(dashed.out.find("-x.py:1:85: SR301"), std::string::npos) << dashed.out;
}

TEST_F(CheckCli, CleanFilesExitZero) {
  write("ok.py", "print('no streaming here')\n");
  RunResult r = check({dir.string()});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "No findings in 1 file.\n");
}

TEST_F(CheckCli, JsonFormatHasTheDocumentedShape) {
  write("job.py", kOnce);
  RunResult r = check({"--format", "json", (dir / "job.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  auto findings = nlohmann::json::parse(r.out);
  ASSERT_EQ(findings.size(), 1u);
  const auto& f = findings[0];
  EXPECT_EQ(f["filename"], (dir / "job.py").string());
  EXPECT_EQ(f["code"], "SR301");
  EXPECT_EQ(f["name"], "trigger-once-deprecated");
  EXPECT_EQ(f["severity"], "warning");
  EXPECT_EQ(f["url"], "https://docs.databricks.com/aws/en/structured-streaming/triggers");
  EXPECT_EQ(f["location"], (nlohmann::json{{"row", 1}, {"column", 85}}));
  EXPECT_EQ(f["end_location"], (nlohmann::json{{"row", 1}, {"column", 104}}));
  EXPECT_EQ(f["fix"]["message"], "Replace once=True with availableNow=True");
  EXPECT_EQ(f["fix"]["edits"][0]["content"], "availableNow");
  EXPECT_EQ(f["fix"]["edits"][0]["location"], (nlohmann::json{{"row", 1}, {"column", 94}}));
  EXPECT_EQ(f["fix"]["edits"][0]["end_location"], (nlohmann::json{{"row", 1}, {"column", 98}}));
}

TEST_F(CheckCli, ComputeFlagRaisesContinuousToError) {
  write("job.py", "spark.readStream.table('a').writeStream.option('checkpointLocation', '/c')"
                  ".trigger(continuous='1 second').start()\n");
  EXPECT_NE(check({(dir / "job.py").string()}).out.find("SR302 [warning]"), std::string::npos);
  EXPECT_NE(check({"--compute", "classic", (dir / "job.py").string()}).out.find("SR302 [error]"), std::string::npos);
  EXPECT_NE(check({"--target-dbr=15.4", (dir / "job.py").string()}).out.find("SR302 [error]"), std::string::npos);
}

TEST_F(CheckCli, UsageAndIoErrorsExitTwo) {
  RunResult missing = check({(dir / "nope.py").string()});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.err.find("nope.py: no such file or directory"), std::string::npos);
  RunResult bad_format = check({"--format", "xml", dir.string()});
  EXPECT_EQ(bad_format.exit_code, 2);
  EXPECT_NE(bad_format.err.find("unknown --format 'xml'"), std::string::npos);
  RunResult bad_dbr = check({"--target-dbr", "latest", dir.string()});
  EXPECT_EQ(bad_dbr.exit_code, 2);
  EXPECT_NE(bad_dbr.err.find("invalid --target-dbr 'latest'"), std::string::npos);
  EXPECT_EQ(check({}).exit_code, 2);
  EXPECT_EQ(run_command({STREAMLINT_BINARY, "frobnicate"}).exit_code, 2);
}

TEST_F(CheckCli, RuleCommandPrintsTheSameDocsAsHover) {
  RunResult r = run_command({STREAMLINT_BINARY, "rule", "SR301"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out.rfind("**SR301 trigger-once-deprecated** (warning, trigger)", 0), 0u);
  EXPECT_NE(r.out.find("https://docs.databricks.com/aws/en/structured-streaming/triggers"), std::string::npos);
  EXPECT_EQ(run_command({STREAMLINT_BINARY, "rule", "SR999"}).exit_code, 2);
}

TEST_F(CheckCli, AFileThatDoesNotParseStillGetsFindings) {
  write("broken.py", "def broken(:\n    pass\n" + kOnce);
  RunResult r = check({(dir / "broken.py").string()});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("broken.py:3:85: SR301"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace streamlint::testing

namespace streamlint::testing {
namespace {

// testdata/projects/bundle: pyproject.toml [tool.streamlint] (ignore, per-file-ignores, exclude)
// and databricks.yml including resources/jobs.yml (a DBR 12.2 job cluster, a serverless task, a
// pipeline library).
TEST(CheckCliColumns, AByteOrderMarkIsNotAColumn) {
  TempDir temp;
  const std::string line = "spark.readStream.table('t').writeStream.trigger(once=True).option('checkpointLocation', '/c').toTable('x')\n";
  temp.write("plain.py", line);
  std::string other = line;
  other.replace(other.find("'/c'"), 4, "'/d'");
  temp.write("bom.py", "\xEF\xBB\xBF" + other);
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", "json", temp.path().string()});
  ASSERT_EQ(r.exit_code, 1) << r.err;
  const auto findings = nlohmann::json::parse(r.out);
  ASSERT_EQ(findings.size(), 2u);
  EXPECT_EQ(findings[0]["location"], findings[1]["location"]);
  EXPECT_EQ(findings[0]["location"]["column"], 40);
  EXPECT_EQ(findings[0]["fix"]["edits"][0]["location"], findings[1]["fix"]["edits"][0]["location"]);
}

TEST(CheckCliProject, ConfigAndBundleSetFactsPerFile) {
  const std::string root = STREAMLINT_SOURCE_DIR "/testdata/projects/bundle";
  RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", "json", root});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  std::set<std::string> found;
  for (const auto& f : nlohmann::json::parse(r.out)) {
    const std::string file = f["filename"];
    const std::string relative = file.substr(file.find("testdata/projects/bundle/") + 25);
    found.insert(relative + ":" + f["code"].get<std::string>());
  }
  // DBR 12.2 from the job cluster -> SR205; serverless task -> SR304; the nightly cluster's
  // spark_conf (DBR 17.3) -> SR207 and SR502 in the YAML, and its session checkpoint root -> SR103
  // (not SR101) for the nightly query without a checkpoint or queryName; the pipeline library, the
  // per-file-ignored test, the ignored SR208 and the excluded legacy/ folder report nothing.
  EXPECT_EQ(found, (std::set<std::string>{"src/classic_job.py:SR205", "src/serverless_job.py:SR304",
                                          "resources/jobs.yml:SR207", "resources/jobs.yml:SR502",
                                          "src/nightly.py:SR103"}));
  // A flag wins over the bundle.
  RunResult flagged = run_command({STREAMLINT_BINARY, "check", "--target-dbr", "15.4", root + "/src/classic_job.py"});
  EXPECT_EQ(flagged.exit_code, 0) << flagged.out;
}

// A module inside a package, named alone (or its folder), imports from the package's base: its
// `from ..lib.shape import parsed` climbs out of etl/jobs as Python's would (package_base).
TEST(CheckCliProject, AModuleCheckedFromInsideItsPackageResolvesRelativeImports) {
  const std::string root = STREAMLINT_SOURCE_DIR "/testdata/project_cases/package_checked_from_inside";
  for (const std::string& named : {root + "/etl/jobs/payments.py", root + "/etl/jobs", root + "/etl"}) {
    RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", "json", named});
    ASSERT_EQ(r.exit_code, 1) << named << r.err;
    std::vector<std::string> found;
    for (const auto& f : nlohmann::json::parse(r.out)) {
      found.push_back(fs::path(f["filename"].get<std::string>()).filename().string() + ":" +
                      f["code"].get<std::string>() + ":" + std::to_string(f["location"]["row"].get<int>()));
    }
    EXPECT_EQ(found, std::vector<std::string>{"payments.py:SR204:8"}) << named;
  }
}

// A pyproject.toml without a [tool.streamlint] section still marks the project: a job folder
// named alone imports the packages of the project's src/ layout.
TEST_F(CheckCli, APlainPyprojectMakesItsSrcFolderAnImportRoot) {
  write("pyproject.toml", "[project]\nname = \"acme\"\nversion = \"0.1.0\"\n");
  write("src/acme/__init__.py", "");
  write("src/acme/readers.py", "def events(spark):\n    return spark.readStream.table('bronze.events')\n");
  write("jobs/job.py",
        "from acme.readers import events\n"
        "events(spark).dropDuplicates(['id']).writeStream.option('checkpointLocation', '/c').toTable('t')\n");
  RunResult r = check({"--format", "json", (dir / "jobs").string()});
  ASSERT_EQ(r.exit_code, 1) << r.out << r.err;
  const auto findings = nlohmann::json::parse(r.out);
  ASSERT_EQ(findings.size(), 1u) << r.out;
  EXPECT_EQ(findings[0]["code"], "SR204");
  EXPECT_EQ(findings[0]["location"]["row"], 2);
}

// A plain pyproject.toml far above the folder checked (a monorepo's root) adds its roots; it does
// not replace the checked folder's: the service's own src/ layout still resolves.
TEST_F(CheckCli, APlainPyprojectAboveTheCheckedFolderKeepsTheFoldersOwnRoots) {
  write("pyproject.toml", "[project]\nname = \"monorepo\"\n");
  write("shared/common/__init__.py", "");
  write("shared/common/sinks.py", "def sink(df):\n    return df.writeStream.option('checkpointLocation', '/c/shared').toTable('t2')\n");
  write("services/orders/src/orders/__init__.py", "");
  write("services/orders/src/orders/readers.py", "def events(spark):\n    return spark.readStream.table('bronze.events')\n");
  write("services/orders/jobs/job.py",
        "from orders.readers import events\n"
        "events(spark).dropDuplicates(['id']).writeStream.option('checkpointLocation', '/c').toTable('t')\n");
  RunResult r = check({"--format", "json", (dir / "services/orders").string()});
  ASSERT_EQ(r.exit_code, 1) << r.out << r.err;
  const auto findings = nlohmann::json::parse(r.out);
  ASSERT_EQ(findings.size(), 1u) << r.out;
  EXPECT_EQ(findings[0]["code"], "SR204");
  EXPECT_EQ(findings[0]["location"]["row"], 2);
}

TEST(CheckCliProject, LongWatermarkThresholdIsConfigurable) {
  TempDir temp;
  const std::string job =
      "from pyspark.sql import functions as F\n"
      "agg = spark.readStream.table('t').withWatermark('ts', '20 hours').groupBy(F.window('ts', '1 hour')).count()\n"
      "agg.writeStream.option('checkpointLocation', '/c').toTable('x')\n";
  temp.write("default/job.py", job);
  temp.write("strict/job.py", job);
  temp.write("strict/pyproject.toml", "[tool.streamlint]\nlong-watermark-threshold = \"12 hours\"\n");
  temp.write("bad/job.py", job);
  temp.write("bad/streamlint.toml", "long-watermark-threshold = \"soon\"\n");
  // streamlint.toml with pyproject.toml's table, as the README shows it: the same settings.
  temp.write("copied/job.py", job);
  temp.write("copied/streamlint.toml", "[tool.streamlint]\nlong-watermark-threshold = \"12 hours\"\n");
  EXPECT_EQ(run_command({STREAMLINT_BINARY, "check", (temp.path() / "default").string()}).exit_code, 0);
  for (const char* folder : {"strict", "copied"}) {
    RunResult strict = run_command({STREAMLINT_BINARY, "check", (temp.path() / folder).string()});
    EXPECT_EQ(strict.err, "") << folder;
    EXPECT_NE(strict.out.find(":2:34: SR208 [information] Watermark delay \"20 hours\" is longer than 12 hours"),
              std::string::npos)
        << folder << "\n" << strict.out;
  }
  RunResult bad = run_command({STREAMLINT_BINARY, "check", (temp.path() / "bad").string()});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("long-watermark-threshold must be an interval"), std::string::npos) << bad.err;
}

TEST(CheckCliProject, InvalidConfigIsReportedAndOtherFilesStillChecked) {
  TempDir temp;
  const auto& dir = temp.path();
  temp.write("sub/streamlint.toml", "compute = \"gpu\"\n");
  temp.write("sub/a.py", kOnce);
  temp.write("b.py", kOnce);
  RunResult r = run_command({STREAMLINT_BINARY, "check", dir.string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("streamlint.toml:1: compute must be \"serverless\", \"classic\" or \"pipeline\""), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("b.py:1:85: SR301"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("a.py:1:85: SR301"), std::string::npos) << r.out;
}

TEST(CheckCliProject, ACodeNoRuleHasIsAConfigurationError) {
  // As ruff's selectors: a code or prefix in select, ignore or per-file-ignores that no rule has is
  // reported (exit 2), not a selection of nothing; prefixes and any case are codes.
  TempDir temp;
  temp.write("pyproject.toml",
             "[tool.streamlint]\nselect = [\"SR3\", \"XYZ\"]\nignore = [\"sr302\"]\n"
             "per-file-ignores = { \"a.py\" = [\"SR999\"] }\n");
  temp.write("a.py", kOnce);
  RunResult r = run_command({STREAMLINT_BINARY, "check", temp.path().string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("pyproject.toml:2: select: \"XYZ\" is no rule code"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("per-file-ignores: \"SR999\" is no rule code"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("sr302"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("a.py:1:85: SR301"), std::string::npos) << r.out;  // the file is still checked
}

TEST(CheckCliProject, AFiftyThousandLineGeneratedModuleIsReadAndItsConstantsKnown) {
  // A generated settings module (50,000 assignments and helper functions) that two jobs import a
  // checkpoint from: the index summarises it once, and the constant at its end is known to both.
  TempDir temp;
  std::string module;
  for (int i = 0; i < 25000; ++i) {
    module += "TABLE_" + std::to_string(i) + " = 'main.gen.t" + std::to_string(i) + "'\n";
    module += "def path_" + std::to_string(i) + "(): return '/chk/" + std::to_string(i) + "'\n";
  }
  module += "SHARED = path_24999()\n";
  temp.write("gen/__init__.py", "");
  temp.write("gen/settings.py", module);
  const std::string job =
      "from gen.settings import SHARED\n"
      "spark.readStream.table('t').writeStream.option('checkpointLocation', SHARED).toTable('x')\n";
  temp.write("a_job.py", job);
  temp.write("b_job.py", job);
  RunResult r = run_command({STREAMLINT_BINARY, "check", temp.path().string()});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find("a_job.py:2:48: SR102 [error] Checkpoint \"/chk/24999\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("b_job.py:2:48: SR102"), std::string::npos) << r.out;
}

TEST(CheckCliProject, SpecialFilesAndBadConfigurationsNeverStopTheOtherFiles) {
  // Each folder holds a job and one hostile file: a FIFO as a configuration file, a bundle include
  // or a named source; a bundle that is a single value; a directory named databricks.yml. Nothing
  // blocks on a FIFO, each is reported, and every job is still checked (exit 2 for the report).
  TempDir temp;
  const std::string job = kOnce;
  for (const char* folder : {"toml", "bundle", "include", "scalar", "directory"}) temp.write(std::string(folder) + "/job.py", job);
  const auto& dir = temp.path();
  ASSERT_EQ(::mkfifo((dir / "toml/pyproject.toml").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo((dir / "bundle/databricks.yml").c_str(), 0600), 0);
  temp.write("include/databricks.yml", "include:\n  - \"*.inc.yml\"\n");
  ASSERT_EQ(::mkfifo((dir / "include/jobs.inc.yml").c_str(), 0600), 0);
  temp.write("scalar/databricks.yml", "\"just a value\"\n");
  std::filesystem::create_directories(dir / "directory/databricks.yml");
  ASSERT_EQ(::mkfifo((dir / "named.py").c_str(), 0600), 0);

  RunResult r = run_command({STREAMLINT_BINARY, "check", dir.string(), (dir / "named.py").string()});
  EXPECT_EQ(r.exit_code, 2);
  for (const char* folder : {"toml", "bundle", "include", "scalar", "directory"}) {
    EXPECT_NE(r.out.find(std::string(folder) + "/job.py:1:85: SR301"), std::string::npos) << folder << "\n" << r.out;
  }
  EXPECT_NE(r.err.find("pyproject.toml: cannot read it: a FIFO, not a regular file"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("bundle/databricks.yml: cannot read it: a FIFO, not a regular file"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("jobs.inc.yml: cannot read it: a FIFO, not a regular file"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("scalar/databricks.yml:1: expected a mapping of keys, found a single value"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("directory/databricks.yml: cannot read it: a directory, not a regular file"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("named.py: skipped, cannot read it: a FIFO, not a regular file"), std::string::npos) << r.err;
}

// Scala objects reach across files with no import path: the scan tells the project index what each
// Scala file it read declares, and an excluded file (never read by the scan) is still found.
TEST(CheckCliProject, ScalaObjectsInScannedAndExcludedFilesAreBothFound) {
  TempDir temp;
  const std::string paths = "package com.acme\nobject Paths { val Orders = \"/chk/orders\" }\n";
  const std::string job =
      "package com.acme\nobject Job%s {\n"
      "  spark.readStream.table(\"a\").writeStream.option(\"checkpointLocation\", Paths.Orders).toTable(\"t\")\n"
      "  spark.readStream.table(\"b\").writeStream.option(\"checkpointLocation\", \"/chk/orders\").toTable(\"u\")\n}\n";
  for (const char* project : {"scanned", "excluded"}) {
    char text[512];
    std::snprintf(text, sizeof text, job.c_str(), project);
    temp.write(std::string(project) + "/src/main/scala/com/acme/Job.scala", text);
    temp.write(std::string(project) + "/src/main/scala/com/acme/common/Paths.scala", paths);
  }
  temp.write("excluded/streamlint.toml", "exclude = [\"src/main/scala/com/acme/common/*\"]\n");
  for (const char* project : {"scanned", "excluded"}) {
    RunResult r = run_command({STREAMLINT_BINARY, "check", (temp.path() / project).string()});
    EXPECT_EQ(r.exit_code, 1) << project << "\n" << r.out << r.err;
    EXPECT_NE(r.out.find("Job.scala:3:50: SR102"), std::string::npos) << project << "\n" << r.out;
    EXPECT_NE(r.out.find("Job.scala:4:50: SR102"), std::string::npos) << project << "\n" << r.out;
    EXPECT_EQ(r.out.find("Paths.scala"), std::string::npos) << project << "\n" << r.out;
  }
}

// The handed hostile inputs (../shared/new-cases/hardening, when it is beside the checkout): each
// `cli-*.py` is checked, alone and with every output format, to an answer (exit 0 or 1, never a
// signal or an empty report) whose JSON and SARIF parse.
TEST(CheckCliHardening, HandedHostileFilesGetAnAnswerInEveryFormat) {
  const std::filesystem::path folder = STREAMLINT_SOURCE_DIR "/../shared/new-cases/hardening";
  if (!std::filesystem::is_directory(folder)) GTEST_SKIP() << "no handed hardening cases beside the checkout";
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("cli-", 0) != 0 || entry.path().extension() != ".py") continue;
    ++checked;
    for (const char* format : {"text", "json", "sarif", "junit", "github"}) {
      RunResult r = run_command({STREAMLINT_BINARY, "check", "--format", format, entry.path().string()});
      EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 1) << name << " " << format << ": exit " << r.exit_code << "\n" << r.err;
      if (std::string_view(format) == "json" || std::string_view(format) == "sarif") {
        EXPECT_TRUE(nlohmann::json::accept(r.out)) << name << " " << format;
      }
      if (std::string_view(format) == "text") {
        EXPECT_FALSE(r.out.empty()) << name;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace streamlint::testing
