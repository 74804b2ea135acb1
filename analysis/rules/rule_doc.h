// The one source of each rule's documentation: hover text, `streamlint rule` and docs/rules.md
// are all rendered from these entries, each written next to its rule's check (Rule::doc). Facts and links come from streaming-facts.md (section
// named in `facts`); codes, names, severities and categories from RULES.md.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "analysis/finding.h"

namespace streamlint::analysis {

struct RuleDoc {
  std::string_view code;      // "SR301"
  std::string_view name;      // "trigger-once-deprecated"
  Severity severity;          // default severity (RULES.md "sev")
  std::string_view category;  // RULES.md section: checkpoint, watermark, trigger, sink, ...
  std::string_view summary;   // one line
  std::string_view why;       // why it matters on Databricks
  std::string_view fix;       // what to do
  std::string_view example;   // Python: the problem, then the fixed form
  std::vector<std::string_view> links;  // doc URLs from streaming-facts.md
  std::string_view facts;               // streaming-facts.md section(s)
  // RULES.md "needs": what it reads beyond the file ("baseline", "dbr", "serverless", "pipeline",
  // "workspace", ...); empty when the file alone decides.
  std::vector<std::string_view> needs{};
  // RULES.md "The most specific rule wins": the codes it wins over where both would fire on one
  // operator (the superseded rule's check stays silent there).
  std::vector<std::string_view> supersedes{};
};

// Every rule's documentation (all_rules()), ordered by code.
const std::vector<RuleDoc>& rule_docs();
// By code (any case: "SR301", "sr301") or name ("trigger-once-deprecated"); nullptr if unknown.
const RuleDoc* find_rule_doc(std::string_view code_or_name);
// The languages a rule checks (RULES.md "Languages and file kinds"): every rule reads Python,
// notebooks and SQL text; all but the pipeline rules (Lakeflow pipelines are Python and SQL) read
// Scala too.
bool applies_to_scala(const RuleDoc& doc);
std::string_view languages(const RuleDoc& doc);
// Markdown for hover and `streamlint rule CODE`.
std::string render_rule_markdown(const RuleDoc& doc);
// docs/rules.md: an index table and every rule's section.
std::string render_catalog_markdown();
// The primary documentation link (the first of `links`).
std::string_view primary_link(const RuleDoc& doc);

}  // namespace streamlint::analysis
