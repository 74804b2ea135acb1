// `streamlint lock` records each query's restart shape; `check` compares with it (SR104, SR105);
// `lock --check` tells CI whether the lock still matches the code.
#include <gtest/gtest.h>

#include <array>

#include <nlohmann/json.hpp>

#include "tests/support/replace_all.h"
#include "tests/support/child_process.h"
#include "tests/support/expectations.h"
#include "tests/support/temp_dir.h"

namespace streamlint::testing {
namespace {

const std::string kJob =
    "from pyspark.sql import functions as F\n"
    "spark.conf.set('spark.sql.shuffle.partitions', '64')\n"
    "orders = spark.readStream.format('kafka').option('subscribe', 'orders').load()\n"
    "counts = (orders.withWatermark('ts', '10 minutes')\n"
    "          .groupBy(F.window('ts', '5 minutes'), 'store')\n"
    "          .agg(F.count('*').alias('n'), F.sum('amount')))\n"
    "(counts.writeStream.option('checkpointLocation', '/chk/order_counts').toTable('gold.order_counts'))\n"
    "(orders.writeStream.format('parquet').start('/out/raw', checkpointLocation='/chk/raw'))\n";

class Lock : public ::testing::Test {
 protected:
  TempDir temp;
  std::string dir = temp.path().string();
  std::string lock = (temp.path() / "streamlint.lock").string();
  RunResult run(std::vector<std::string> args) {
    args.insert(args.begin(), STREAMLINT_BINARY);
    return run_command(args);
  }
};

// A writer helper in another module is also run on its own (a stand-in for its callers) with the
// stream it is given unknown: its callers record the query, so `check` right after `lock` reports
// no change (before, the stand-in's empty shape was recorded: a false SR104 and SR105).
TEST_F(Lock, AWriterHelperIsRecordedWithItsCallersShape) {
  temp.write("common/__init__.py", "");
  temp.write("common/sinks.py",
             "def start_metrics(df):\n"
             "    return (df.writeStream.outputMode('complete')\n"
             "            .option('checkpointLocation', '/chk/metrics').toTable('ops.metrics'))\n");
  temp.write("jobs/metrics_job.py",
             "from common.sinks import start_metrics\n"
             "events = spark.readStream.table('ops.events')\n"
             "start_metrics(events.groupBy('kind').count())\n");
  RunResult locked = run({"lock", "--output", lock, dir});
  ASSERT_EQ(locked.exit_code, 0) << locked.err;
  EXPECT_EQ(locked.err, "");
  const auto recorded = nlohmann::json::parse(read_file(lock));
  const auto& metrics = recorded["queries"]["/chk/metrics"];
  EXPECT_EQ(metrics["stateful_operators"], nlohmann::json::array({"aggregation(kind) [count]"}));
  EXPECT_EQ(metrics["sources"], nlohmann::json::array({"table"}));
  RunResult checked = run({"check", "--format", "json", dir});
  const auto findings = nlohmann::json::parse(checked.out);
  std::vector<std::string> codes;
  for (const auto& f : findings) codes.push_back(f.value("code", ""));
  EXPECT_EQ(codes, std::vector<std::string>{"SR204"}) << checked.out;
}

// A helper that builds and starts its whole query (a constant checkpoint) is seen twice: on its own,
// and from the job that calls it in a session whose confs it sets. One query, recorded with the
// job's confs, so a later change of them is SR105 (before, the helper's view with no confs was
// recorded first, with a warning of two queries on one checkpoint).
TEST_F(Lock, AHelperStartingItsOwnQueryIsRecordedWithItsCallersConfs) {
  temp.write("helpers.py",
             "from pyspark.sql import functions as F\n"
             "CHK = '/chk/sales_by_store'\n"
             "def build_and_start(spark):\n"
             "    sales = spark.readStream.table('silver.sales').withWatermark('sold_at', '10 minutes')\n"
             "    counts = sales.groupBy(F.window('sold_at', '5 minutes'), 'store_id').count()\n"
             "    return counts.writeStream.option('checkpointLocation', CHK).toTable('gold.sales')\n");
  temp.write("job.py",
             "from helpers import build_and_start\n"
             "spark.conf.set('spark.sql.shuffle.partitions', '64')\n"
             "build_and_start(spark)\n");
  RunResult locked = run({"lock", "--output", lock, dir});
  ASSERT_EQ(locked.exit_code, 0) << locked.err;
  EXPECT_EQ(locked.err, "");
  const auto recorded = nlohmann::json::parse(read_file(lock))["queries"]["/chk/sales_by_store"];
  EXPECT_EQ(recorded["file"], "job.py");
  EXPECT_EQ(recorded["pinned_confs"], nlohmann::json({{"spark.sql.shuffle.partitions", "64"}}));
  EXPECT_EQ(run({"check", dir}).exit_code, 0);
  temp.write("job.py",
             "from helpers import build_and_start\n"
             "spark.conf.set('spark.sql.shuffle.partitions', '200')\n"
             "build_and_start(spark)\n");
  RunResult changed = run({"check", "--format", "json", dir});
  const auto findings = nlohmann::json::parse(changed.out);
  ASSERT_EQ(findings.size(), 1u) << changed.out;
  EXPECT_EQ(findings[0]["code"], "SR105");
  EXPECT_EQ(findings[0]["location"]["row"], 2);
}

// A path that cannot be read leaves the lock as it was: a lock of part of the project would drop
// the other queries' baselines (exit 2, as `check` exits on an I/O error).
TEST_F(Lock, APathThatCannotBeReadLeavesTheLockAlone) {
  temp.write("job.py", kJob);
  ASSERT_EQ(run({"lock", "--output", lock, dir}).exit_code, 0);
  const std::string before = read_file(lock);
  const std::string missing = (temp.path() / "nothere.py").string();
  RunResult typo = run({"lock", "--output", lock, missing});
  EXPECT_EQ(typo.exit_code, 2);
  EXPECT_EQ(typo.err, "streamlint: " + missing + ": no such file or directory\nstreamlint: " + lock +
                          " not written: a path could not be read\n");
  EXPECT_EQ(read_file(lock), before);
  EXPECT_EQ(run({"lock", "--check", "--output", lock, missing}).exit_code, 2);
}

TEST_F(Lock, RecordsEachQueryAndCheckComparesWithIt) {
  temp.write("jobs/orders.py", kJob);
  RunResult locked = run({"lock", "--output", lock, dir});
  ASSERT_EQ(locked.exit_code, 0) << locked.err;
  EXPECT_EQ(locked.out, "Recorded 2 queries in " + lock + ".\n");
  const auto recorded = nlohmann::json::parse(read_file(lock));
  EXPECT_EQ(recorded["version"], 1);
  const auto& counts = recorded["queries"]["/chk/order_counts"];
  EXPECT_EQ(counts["file"], "jobs/orders.py");  // relative to the lock, with '/'
  EXPECT_EQ(counts["stateful_operators"], nlohmann::json::array({"aggregation(window(ts), store) [count, sum]"}));
  EXPECT_EQ(counts["sources"], nlohmann::json::array({"kafka"}));
  EXPECT_EQ(counts["pinned_confs"], (nlohmann::json{{"spark.sql.shuffle.partitions", "64"}}));
  const auto& raw = recorded["queries"]["/chk/raw"];
  EXPECT_EQ(raw["sink"], "parquet");
  EXPECT_EQ(raw["sink_path"], "/out/raw");
  EXPECT_EQ(raw["pinned_confs"], nlohmann::json::object());  // stateless: no state layout to pin

  // Unchanged code: nothing to report, and the lock is current (re-locking gives the same bytes).
  EXPECT_EQ(run({"check", dir}).exit_code, 0);
  RunResult current = run({"lock", "--check", "--output", lock, dir});
  EXPECT_EQ(current.exit_code, 0) << current.out << current.err;
  EXPECT_EQ(current.out, lock + " is up to date (2 queries).\n");

  // A new grouping key, another partition count and another output path on the same checkpoints.
  std::string changed = replace_all(kJob, "'store')", "'store', 'channel')");
  changed = replace_all(changed, "'64'", "'200'");
  changed = replace_all(changed, "/out/raw", "/out/raw_v2");
  temp.write("jobs/orders.py", changed);
  RunResult check = run({"check", dir});
  EXPECT_EQ(check.exit_code, 1);
  const std::string file = (temp.path() / "jobs/orders.py").string();
  EXPECT_NE(check.out.find(file + ":2:16: SR105 [error] Checkpoint \"/chk/order_counts\" (streamlint.lock): "
                                  "spark.sql.shuffle.partitions changed from 64 to 200"),
            std::string::npos)
      << check.out;
  EXPECT_NE(check.out.find(file + ":5:11: SR104 [error] Checkpoint \"/chk/order_counts\" is recorded in streamlint.lock "
                                  "with aggregation(window(ts), store) [count, sum], now with aggregation(window(ts), store, "
                                  "channel) [count, sum]"),
            std::string::npos)
      << check.out;
  EXPECT_NE(check.out.find(file + ":8:38: SR105 [error] Checkpoint \"/chk/raw\" (streamlint.lock): the file sink's "
                                  "output path changed from \"/out/raw\" to \"/out/raw_v2\""),
            std::string::npos)
      << check.out;
  RunResult stale = run({"lock", "--check", "--output", lock, dir});
  EXPECT_EQ(stale.exit_code, 1);
  EXPECT_EQ(stale.out, "  changed: /chk/order_counts (jobs/orders.py)\n  changed: /chk/raw (jobs/orders.py)\n" + lock +
                           " is out of date: run `streamlint lock`.\n");
}

TEST_F(Lock, RecordsPipelineDatasetKindsAndCheckReportsAChangedType) {
  temp.write("pipeline/orders.py",
             "from pyspark import pipelines as dp\n"
             "dp.create_streaming_table('orders_live')\n"
             "@dp.table\n"
             "def orders_daily():\n"
             "    return spark.readStream.table('shop.orders')\n"
             "@dp.temporary_view\n"
             "def stage():\n"
             "    return spark.read.table('shop.orders')\n");
  temp.write("pipeline/summary.sql", "CREATE OR REFRESH MATERIALIZED VIEW LIVE.Summary AS SELECT count(*) FROM shop.orders;\n");
  RunResult locked = run({"lock", "--output", lock, dir});
  ASSERT_EQ(locked.exit_code, 0) << locked.err;
  EXPECT_EQ(locked.out, "Recorded 0 queries and 3 pipeline datasets in " + lock + ".\n");
  const auto recorded = nlohmann::json::parse(read_file(lock));
  EXPECT_EQ(recorded["datasets"], (nlohmann::json{
                                      {"orders_daily", {{"file", "pipeline/orders.py"}, {"kind", "streaming_table"}}},
                                      {"orders_live", {{"file", "pipeline/orders.py"}, {"kind", "streaming_table"}}},
                                      {"summary", {{"file", "pipeline/summary.sql"}, {"kind", "materialized_view"}}},
                                  }));  // a view is not stored; names as the pipeline compares them
  EXPECT_EQ(run({"lock", "--check", "--output", lock, dir}).exit_code, 0);

  // orders_daily becomes a materialized view: an error at its decorator, and the lock is stale.
  temp.write("pipeline/orders.py", replace_all(read_file(temp.path() / "pipeline/orders.py"),
                                               "@dp.table\ndef orders_daily():\n    return spark.readStream",
                                               "@dp.materialized_view\ndef orders_daily():\n    return spark.read"));
  RunResult check = run({"check", dir});
  EXPECT_EQ(check.exit_code, 1);
  EXPECT_NE(check.out.find("orders.py:3:1: SR710 [error] `orders_daily` is recorded in streamlint.lock as a streaming "
                           "table and is now a materialized view"),
            std::string::npos)
      << check.out;
  RunResult stale = run({"lock", "--check", "--output", lock, dir});
  EXPECT_EQ(stale.exit_code, 1);
  EXPECT_EQ(stale.out, "  changed: dataset orders_daily (pipeline/orders.py)\n" + lock +
                           " is out of date: run `streamlint lock`.\n");
}

TEST_F(Lock, KeyOrderWindowsJoinColumnsAndDictAggregatesArePartOfTheState) {
  const std::string job =
      "from pyspark.sql import functions as F\n"
      "a = spark.readStream.table('s.a').withWatermark('ts', '1 hour')\n"
      "b = spark.readStream.table('s.b').withWatermark('ts', '1 hour')\n"
      "agg = a.groupBy(F.window('ts', '5 minutes'), 'store').agg({'latency_ms': 'avg'})\n"
      "agg.writeStream.option('checkpointLocation', '/chk/agg').toTable('t.agg')\n"
      "j = a.join(b, ['id'], 'inner')\n"
      "j.writeStream.option('checkpointLocation', '/chk/join').toTable('t.join')\n";
  temp.write("j.py", job);
  ASSERT_EQ(run({"lock", "--output", lock, dir}).exit_code, 0);
  // Each change, and the schema check the restart fails (the key's unless only the value changed).
  const std::string key = "StateStoreKeySchemaNotCompatible", value = "StateStoreValueSchemaNotCompatible";
  const std::vector<std::array<std::string, 3>> changes = {
      {"F.window('ts', '5 minutes'), 'store'", "'store', F.window('ts', '5 minutes')", key},  // key order
      {"F.window('ts', '5 minutes'), 'store'", "'ts', 'store'", key},                          // window -> column
      {"'store')", "'store', 'region')", key},                                                 // a key after a window
      {"F.window(", "F.session_window(", key},                                                 // window kind
      {"{'latency_ms': 'avg'}", "{'latency_ms': 'max'}", value},                               // aggregate
      {"['id']", "['id', 'region']", key},                                                     // join columns
  };
  for (const auto& [from, to, error] : changes) {
    std::string changed = job;
    changed.replace(changed.find(from), from.size(), to);
    temp.write("j.py", changed);
    RunResult r = run({"check", dir});
    EXPECT_NE(r.out.find("SR104 [error]"), std::string::npos) << to << "\n" << r.out;
    EXPECT_NE(r.out.find("fails with " + error), std::string::npos) << to << "\n" << r.out;
  }
  std::string agg_only = job;
  agg_only.replace(agg_only.find("'avg'"), 5, "'max'");
  temp.write("j.py", agg_only);
  EXPECT_NE(run({"check", dir}).out.find("StateStoreValueSchemaNotCompatible"), std::string::npos);
}

TEST_F(Lock, ScalaColumnNamesAreNoAggregates) {
  // `.as("n")` names a column as `.alias("n")` does: renaming one to the other changes no state.
  const std::string job =
      "import org.apache.spark.sql.functions._\n"
      "object Job {\n"
      "  def main(args: Array[String]): Unit = {\n"
      "    spark.readStream.table(\"a.ev\").withWatermark(\"ts\", \"10 minutes\")\n"
      "      .groupBy(window(col(\"ts\"), \"5 minutes\"))\n"
      "      .agg(count(lit(1)).as(\"n\"), sum(col(\"x\")).cast(\"long\").name(\"s\"))\n"
      "      .writeStream.option(\"checkpointLocation\", \"/chk/job_agg\").toTable(\"a.agg\")\n"
      "  }\n"
      "}\n";
  temp.write("Job.scala", job);
  ASSERT_EQ(run({"lock", "--output", lock, dir}).exit_code, 0);
  const auto recorded = nlohmann::json::parse(read_file(lock));
  EXPECT_NE(recorded.dump().find("[count, sum]"), std::string::npos) << recorded.dump();
  temp.write("Job.scala", replace_all(job, ".as(\"n\")", ".alias(\"n\")"));
  RunResult renamed = run({"check", dir});
  EXPECT_EQ(renamed.out.find("SR104"), std::string::npos) << renamed.out;
  temp.write("Job.scala", replace_all(job, "count(lit(1))", "max(col(\"x\"))"));
  EXPECT_NE(run({"check", dir}).out.find("StateStoreValueSchemaNotCompatible"), std::string::npos);
}

TEST_F(Lock, SqlAggregationsRecordTheirFunctions) {
  // A spark.sql aggregation is located at its GROUP BY: its functions come from the select list,
  // so adding one to the buffer is a value schema change.
  const std::string job =
      "spark.readStream.table(\"a.ev\").withWatermark(\"ts\", \"5 minutes\").createOrReplaceTempView(\"ev\")\n"
      "agg = spark.sql(\"SELECT window(ts, '5 minutes') AS w, page, count(*) AS n FROM ev \"\n"
      "                \"GROUP BY window(ts, '5 minutes'), page\")\n"
      "agg.writeStream.option(\"checkpointLocation\", \"/chk/sql_agg\").toTable(\"a.agg\")\n";
  temp.write("job.py", job);
  ASSERT_EQ(run({"lock", "--output", lock, dir}).exit_code, 0);
  const auto recorded = nlohmann::json::parse(read_file(lock));
  EXPECT_EQ(recorded["queries"]["/chk/sql_agg"]["stateful_operators"][0], "aggregation(window(ts), page) [count]");
  // A lock written before SQL aggregations recorded their functions (`[]`) still matches.
  temp.write("streamlint.lock", replace_all(read_file(lock), "[count]", "[]"));
  RunResult old_lock = run({"check", dir});
  EXPECT_EQ(old_lock.out.find("SR104"), std::string::npos) << old_lock.out;
  ASSERT_EQ(run({"lock", "--output", lock, dir}).exit_code, 0);
  temp.write("job.py", replace_all(job, "count(*) AS n", "count(*) AS n, sum(amount) AS total"));
  EXPECT_NE(run({"check", dir}).out.find("StateStoreValueSchemaNotCompatible"), std::string::npos);
}

TEST_F(Lock, TheDefaultLockIsTheNearestAboveThePath) {
  temp.write("jobs/orders.py", kJob);
  ASSERT_EQ(run({"lock", dir}).exit_code, 0);  // a folder with no lock above: a new one in it
  RunResult from_below = run({"lock", "--check", (temp.path() / "jobs").string()});
  EXPECT_EQ(from_below.exit_code, 0) << from_below.out << from_below.err;
  EXPECT_EQ(from_below.out, lock + " is up to date (2 queries).\n");
}

TEST_F(Lock, MissingOrBrokenLocksAreReported) {
  temp.write("job.py", kJob);
  RunResult missing = run({"lock", "--check", "--output", lock, dir});
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_EQ(missing.err, "streamlint: " + lock + " does not exist: run `streamlint lock`\n");
  temp.write("streamlint.lock", "{\"version\": 1, \"queries\": {\"/chk/raw\": {\"sources\": 3}}}");
  RunResult broken = run({"check", dir});
  EXPECT_EQ(broken.exit_code, 2);
  EXPECT_NE(broken.err.find("invalid configuration: " + lock + ": query \"/chk/raw\""), std::string::npos) << broken.err;
  EXPECT_EQ(run({"lock", "--bogus"}).exit_code, 2);
}

// `lock PATH` records the files under PATH anew and keeps the lock's entries for the others, and
// `lock --check PATH` compares those files only: a lock of one file used to drop every other
// query's baseline (and SR104 with it).
TEST_F(Lock, ALockOfSomePathsKeepsTheOtherFilesEntries) {
  const std::string a =
      "df = spark.readStream.table('s')\n"
      "df.groupBy('k').count().writeStream.option('checkpointLocation', '/chk/a').toTable('ta')\n";
  const std::string b = replace_all(replace_all(a, "/chk/a", "/chk/b"), "'ta'", "'tb'");
  temp.write("a.py", a);
  temp.write("sub/b.py", b);
  ASSERT_EQ(run({"lock", dir}).exit_code, 0);
  temp.write("sub/b.py", replace_all(b, "groupBy('k')", "groupBy('k', 'j')"));
  const std::string a_path = (temp.path() / "a.py").string();
  RunResult checked = run({"lock", "--check", a_path});
  EXPECT_EQ(checked.exit_code, 0) << checked.out << checked.err;
  EXPECT_EQ(checked.out, lock + " is up to date (2 queries).\n");
  RunResult locked = run({"lock", a_path});
  ASSERT_EQ(locked.exit_code, 0) << locked.err;
  EXPECT_EQ(locked.out, "Recorded 2 queries in " + lock + ".\n");
  const auto recorded = nlohmann::json::parse(read_file(lock));
  EXPECT_EQ(recorded["queries"]["/chk/b"]["stateful_operators"], nlohmann::json::array({"aggregation(k) [count]"}));
  EXPECT_EQ(recorded["queries"]["/chk/b"]["file"], "sub/b.py");
  RunResult b_changed = run({"lock", "--check", (temp.path() / "sub").string()});
  EXPECT_EQ(b_changed.exit_code, 1);
  EXPECT_EQ(b_changed.out, "  changed: /chk/b (sub/b.py)\n" + lock + " is out of date: run `streamlint lock`.\n");
}

// A lock left with merge conflict markers is recorded anew by `lock` (it used to stop on the
// lock it replaces); a lock of some paths keeps the others' entries, so it refuses one it cannot
// read. --output never names a source file (it used to overwrite job.py with the lock).
TEST_F(Lock, ABrokenLockIsRecordedAnewAndNoSourceFileIsOverwritten) {
  temp.write("job.py", kJob);
  temp.write("streamlint.lock", "<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> branch\n");
  RunResult part = run({"lock", (temp.path() / "job.py").string()});
  EXPECT_EQ(part.exit_code, 2);
  EXPECT_NE(part.err.find("run `streamlint lock` without a path"), std::string::npos) << part.err;
  RunResult whole = run({"lock", dir});
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  EXPECT_EQ(nlohmann::json::parse(read_file(lock))["queries"].size(), 2u);
  const std::string job = (temp.path() / "job.py").string();
  RunResult over = run({"lock", "--output", job, dir});
  EXPECT_EQ(over.exit_code, 2);
  EXPECT_EQ(over.err, "streamlint: --output " + job + " is a source file, not a lock\n");
  EXPECT_EQ(read_file(job), kJob);
}

// `lock --output FILE` without a path records the project of the current folder, not FILE's folder.
TEST_F(Lock, AnOutputElsewhereStillRecordsTheCurrentProject) {
  temp.write("proj/job.py", kJob);
  const std::string elsewhere = (temp.path() / "out" / "baseline.lock").string();
  std::filesystem::create_directories(temp.path() / "out");
  RunResult r = run_command({"/bin/sh", "-c",
                             "cd '" + (temp.path() / "proj").string() + "' && '" + STREAMLINT_BINARY +
                                 "' lock --output '" + elsewhere + "'"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto recorded = nlohmann::json::parse(read_file(elsewhere));
  EXPECT_EQ(recorded["queries"].size(), 2u);
  EXPECT_EQ(recorded["queries"]["/chk/raw"]["file"], "../proj/job.py");
}

}  // namespace
}  // namespace streamlint::testing
