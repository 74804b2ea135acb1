// SR000 unused-noqa (RULES.md Suppression): reported by the suppression pass (analysis/suppression.h)
// after the rules ran; this is its description.
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

const Rule& rule_sr000() {
  static const Rule rule{
      {"SR000", "unused-noqa", Severity::Hint, "suppression",
       "A `# noqa` comment for streamlint codes that suppresses nothing.",
       "Stale suppressions hide future findings on the line and mislead readers about what is known to be wrong.",
       "Remove the code from the comment (or the whole comment).",
       "# problem\nq = df.writeStream.trigger(availableNow=True).start()  # noqa: SR301\n"
       "# fixed\nq = df.writeStream.trigger(availableNow=True).start()",
       {kUnusedNoqaDoc}, "RULES.md Suppression",
       {}, {}},
      nullptr, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
