// Incremental module runs (query_model/module_run.h): an edit re-runs the statement it changed and
// the statements that read a binding whose value changed, nothing else; and the model after any
// edits equals a fresh run's.
#include "analysis/query_model/module_run.h"

#include <gtest/gtest.h>

#include <random>

#include "analysis/document.h"
#include "analysis/query_model/query_model.h"
#include "analysis/query_model/value_equality.h"

namespace streamlint::analysis {
namespace {

std::string module_of(int jobs) {
  std::string text = "ROOT = '/chk'\n";
  for (int i = 0; i < jobs; ++i) {
    const std::string n = std::to_string(i);
    text += "q" + n + " = spark.readStream.table('t" + n + "').writeStream.option('checkpointLocation', ROOT + '/" + n +
            "').toTable('o" + n + "')\n";
  }
  return text;
}

// Runs `doc` incrementally in `run`; returns the statements and functions executed.
std::size_t update(ModuleRun& run, const Document& doc) {
  run.update(doc.units());
  return run.executed();
}

TEST(ModuleRun, AnEditReRunsOnlyTheStatementItChanged) {
  std::string text = module_of(20);
  Document doc(text);
  ModuleRun run(nullptr, {});
  EXPECT_EQ(update(run, doc), 21u);
  // A letter in job 7's table name: that statement alone.
  const std::size_t at = text.find("'t7'") + 2;
  doc.apply_edit(at, at, "x");
  EXPECT_EQ(update(run, doc), 1u);
  // Nothing changed: nothing runs.
  EXPECT_EQ(update(run, doc), 0u);
}

TEST(ModuleRun, AChangedBindingReRunsItsReaders) {
  std::string text = module_of(5) + "UNUSED = 1\n";
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  // ROOT is read by every job: all of them run again, and their checkpoints follow.
  doc.apply_edit(text.find("/chk") + 1, text.find("/chk") + 4, "ckpt");
  EXPECT_EQ(update(run, doc), 6u);  // the assignment and its 5 readers
  const ModuleModel model = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
  ASSERT_EQ(model.queries.size(), 5u);
  EXPECT_EQ(model.queries[0].checkpoint_location(), "/ckpt/0");
  // A binding nobody reads: only its statement.
  const std::size_t one = doc.text().find("UNUSED = 1") + 9;
  doc.apply_edit(one, one + 1, "2");
  EXPECT_EQ(update(run, doc), 1u);
}

TEST(ModuleRun, AnEqualValueStopsThePropagation) {
  std::string text = "A = 'x'\nB = A + ''\n" + std::string("q = spark.readStream.table(B).writeStream.toTable('o')\n");
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  // A changes, B is recomputed to the same value: q does not run again.
  doc.apply_edit(0, 7, "A = 'x' + ''");
  EXPECT_EQ(update(run, doc), 2u);
}

// A stream chosen between two (`a if c else b`) holds little of its own: the paths are the value.
// An edit of one path re-runs the query over it, whose operations then lie in the new statement
// (a kept query held the old one's spans, which the server read after the unit was freed).
TEST(ModuleRun, AnEditOfOneOfTwoPathsReRunsTheirQuery) {
  std::string text =
      "src = spark.readStream.table('s')\n"
      "chosen = src.select('id') if mode == 'a' else src.dropDuplicates(['id'])\n"
      "q = chosen.writeStream.option('checkpointLocation', '/c').toTable('o')\n";
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  const std::size_t at = doc.text().find("(['id'])") + 3;
  doc.apply_edit(at, at + 2, "key");
  EXPECT_EQ(update(run, doc), 2u);  // the choice and the query over it
  const ModuleModel model = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
  std::size_t operations = 0;
  for (const StreamingQuery& q : model.queries) {
    if (!q.writer.input) continue;
    for (const Operation& op : q.writer.input->operations.in_order()) {
      const bool live = std::any_of(doc.units().begin(), doc.units().end(),
                                    [&](const auto& unit) { return unit.get() == op.range.unit; });
      EXPECT_TRUE(live) << op.method;
      ++operations;
    }
  }
  EXPECT_GE(operations, 2u);  // select on one path, dropDuplicates on the other
}

// The model of a fresh run over `text`, for comparing with an incremental one.
ModuleModel fresh_model(const std::string& text, Document& keep) {
  keep = Document(text);
  ModuleRun run(nullptr, {});
  run.update(keep.units());
  return assemble_module_model(run.runs(), {keep.units().begin(), keep.units().end()}, nullptr);
}

TEST(ModuleRun, ANewBindingIsSeenOnlyByTheStatementsAfterIt) {
  std::string text = module_of(6);
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  // ROOT bound again before job 3: jobs 3, 4 and 5 see it, jobs 0-2 are not even compared.
  const std::size_t at = doc.text().find("q3 = ");
  doc.apply_edit(at, at, "ROOT = '/late'\n");
  EXPECT_EQ(update(run, doc), 4u);
  EXPECT_EQ(run.compared(), 3u);
  const ModuleModel model = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
  ASSERT_EQ(model.queries.size(), 6u);
  EXPECT_EQ(model.queries[2].checkpoint_location(), "/chk/2");
  EXPECT_EQ(model.queries[3].checkpoint_location(), "/late/3");
  // Removed again: the same three run, back to the first ROOT.
  doc.apply_edit(at, at + 15, "");
  EXPECT_EQ(update(run, doc), 3u);
  const ModuleModel back = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
  EXPECT_EQ(back.queries[3].checkpoint_location(), "/chk/3");
}

TEST(ModuleRun, ManyStatementsTypedAtOnePlaceKeepTheFreshModel) {
  // Each new statement goes between the last one typed and the job after it, halving the room
  // there, until the run has to space its positions out again.
  std::string text = module_of(3);
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  const std::size_t at = doc.text().find("q1 = ");
  for (int i = 0; i < 90; ++i) {
    doc.apply_edit(at, at, "ROOT = '/r" + std::to_string(i) + "'\n");
    update(run, doc);
  }
  EXPECT_LE(run.executed(), 4u);  // the new statement and the two jobs after it (or, once, all)
  const ModuleModel model = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
  Document again("");
  const ModuleModel fresh = fresh_model(doc.text(), again);
  ASSERT_EQ(model.queries.size(), 3u);
  ASSERT_EQ(fresh.queries.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(model.queries[i].checkpoint_location(), fresh.queries[i].checkpoint_location());
  // Each was typed above the ones before: the first one typed binds ROOT last.
  EXPECT_EQ(model.queries[1].checkpoint_location(), "/r0/1");
}

TEST(ModuleRun, RandomEditsGiveTheModelOfAFreshRun) {
  std::string text = module_of(6) +
                     "def start(df, path):\n    return df.writeStream.option('checkpointLocation', path).start()\n"
                     "s = start(spark.readStream.table('u'), ROOT)\n"
                     "q1.awaitTermination()\n"
                     "def register(df):\n    df.createOrReplaceTempView('v')\n"
                     "def use():\n    return spark.sql('SELECT k, count(*) FROM v GROUP BY k').writeStream.toTable('x')\n"
                     "register(spark.readStream.table('w'))\n";
  const char* fragments[] = {"register", "    ", "\n", "x", "(", ")", "'", "ROOT = '/n'\n", "q2.awaitTermination()\n", "def start(df, p):\n    pass\n", ""};
  Document doc(text);
  ModuleRun run(nullptr, {});
  std::mt19937 rng(112026);
  for (int step = 0; step < 300; ++step) {
    const std::size_t a = rng() % (doc.text().size() + 1);
    const std::size_t b = std::min(doc.text().size(), a + rng() % 12);
    doc.apply_edit(a, b, fragments[rng() % std::size(fragments)]);
    run.update(doc.units());
    const ModuleModel incremental = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
    Document again(doc.text());
    ModuleRun fresh_run(nullptr, {});
    fresh_run.update(again.units());
    const ModuleModel fresh = assemble_module_model(fresh_run.runs(), {again.units().begin(), again.units().end()}, nullptr);
    // Spans of the two documents' units differ by unit version: compare what rules read of them.
    ASSERT_EQ(incremental.queries.size(), fresh.queries.size()) << "step " << step << "\n" << doc.text();
    for (std::size_t i = 0; i < fresh.queries.size(); ++i) {
      ASSERT_EQ(incremental.queries[i].checkpoint_location(), fresh.queries[i].checkpoint_location()) << "step " << step;
      ASSERT_EQ(incremental.queries[i].terminal_range.resolve(), fresh.queries[i].terminal_range.resolve()) << "step " << step;
      ASSERT_EQ(incremental.queries[i].started_at, fresh.queries[i].started_at) << "step " << step;
      ASSERT_EQ(incremental.queries[i].awaited_at, fresh.queries[i].awaited_at) << "step " << step;
    }
    ASSERT_EQ(incremental.sources.size(), fresh.sources.size()) << "step " << step;
  }
}

}  // namespace
}  // namespace streamlint::analysis

namespace streamlint::analysis {
namespace {

// A base class's method run on its own reads `self` as the base's instance until a subclass that
// overrides members appears; the subclass is a binding, so adding it re-runs the method, and an
// unrelated edit does not.
TEST(ModuleRun, AnAddedSubclassReRunsItsBaseClassMethods) {
  std::string text =
      "class Job:\n"
      "    def path(self):\n"
      "        return '/chk/job'\n"
      "\n"
      "    def run(self):\n"
      "        spark.readStream.table('t').writeStream.option('checkpointLocation', self.path()).toTable('o')\n"
      "\n"
      "X = 1\n";
  Document doc(text);
  ModuleRun run(nullptr, {});
  update(run, doc);
  auto checkpoint = [&] {
    const ModuleModel model = assemble_module_model(run.runs(), {doc.units().begin(), doc.units().end()}, nullptr);
    EXPECT_EQ(model.queries.size(), 1u);
    return model.queries.empty() ? std::optional<std::string>("<none>") : model.queries[0].checkpoint_location();
  };
  EXPECT_EQ(checkpoint(), "/chk/job");
  doc.apply_edit(text.find("X = 1") + 4, text.find("X = 1") + 5, "2");
  EXPECT_EQ(update(run, doc), 1u);  // the assignment alone: the method's run is kept
  doc.apply_edit(doc.text().size(), doc.text().size(), "class Nightly(Job):\n    def path(self):\n        return '/chk/nightly'\n");
  update(run, doc);
  EXPECT_EQ(checkpoint(), std::nullopt);
  // The same as a fresh run of the text.
  ModuleRun fresh(nullptr, {});
  Document again(doc.text());
  update(fresh, again);
  const ModuleModel model = assemble_module_model(fresh.runs(), {again.units().begin(), again.units().end()}, nullptr);
  ASSERT_EQ(model.queries.size(), 1u);
  EXPECT_EQ(model.queries[0].checkpoint_location(), std::nullopt);
}

}  // namespace
}  // namespace streamlint::analysis
