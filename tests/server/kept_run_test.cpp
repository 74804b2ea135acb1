// What an open text keeps between edits (server/kept_run.h): a run that has kept many more scopes
// than its first update made starts over, so a document's memory stays bounded over a long session.
#include "server/kept_run.h"

#include <gtest/gtest.h>

#include <string>

#include "analysis/document.h"

namespace streamlint::server {
namespace {

TEST(KeptRun, ARunThatKeptManyMoreScopesThanItsFirstUpdateStartsOver) {
  // Each edit of the caller's argument runs the call again, and the call's scope is kept.
  std::string text = "def start(name):\n    return spark.readStream.table(name)\n\nq = start('t0')\n";
  analysis::Document doc(text);
  KeptRun kept;
  kept.run = std::make_unique<analysis::ModuleRun>(nullptr, analysis::ModuleIdentity{});
  kept.run->update(doc.units());
  kept.note_update();
  const std::size_t first = kept.first_scopes;
  ASSERT_GT(first, 0u);
  EXPECT_FALSE(kept.outgrown());

  int edits = 0;
  for (; !kept.outgrown() && edits < 10 * static_cast<int>(KeptRun::kScopeFloor); ++edits) {
    const std::size_t at = doc.text().find("'t") + 2;
    doc.apply_edit(at, at + 1, std::to_string(edits % 10));
    kept.run->update(doc.units());
    kept.note_update();
    EXPECT_EQ(kept.first_scopes, first);  // the first update's count, not the latest
  }
  // Outgrown once it keeps half again its first count plus the floor: each edit added scopes.
  ASSERT_TRUE(kept.outgrown());
  EXPECT_GT(kept.run->scope_count(), first + first / 2 + KeptRun::kScopeFloor);
  EXPECT_GT(edits, 0);

  kept.reset();
  EXPECT_FALSE(kept.outgrown());
  EXPECT_EQ(kept.first_scopes, 0u);
}

// At rest a run drops what only the next edit reads, and keeps what serves the current text: the
// module resolver and the cards already made.
TEST(KeptRun, ARestDropsTheRunAndItsFindingsAndKeepsTheCards) {
  analysis::Document doc("q = spark.readStream.table('t').writeStream.toTable('x')\n");
  KeptRun kept;
  kept.run = std::make_unique<analysis::ModuleRun>(nullptr, analysis::ModuleIdentity{});
  kept.findings = std::make_unique<analysis::IncrementalFindings>();
  kept.run->update(doc.units());
  kept.note_update();
  kept.cards.emplace(1);
  ASSERT_GT(kept.first_scopes, 0u);
  kept.rest();
  EXPECT_EQ(kept.run, nullptr);
  EXPECT_EQ(kept.findings, nullptr);
  EXPECT_EQ(kept.first_scopes, 0u);
  ASSERT_TRUE(kept.cards.has_value());
  EXPECT_EQ(kept.cards->size(), 1u);
  kept.reset();  // an imported module changed: the cards go too
  EXPECT_FALSE(kept.cards.has_value());
}

}  // namespace
}  // namespace streamlint::server
