// The rule interface. A rule reads the query model (never raw syntax it could get from the
// model) and reports findings with RULES.md's code, severity and range.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/baseline/query_baseline.h"
#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "analysis/rule_selection.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/rules/pipeline_catalog.h"
#include "analysis/rules/rule_doc.h"
#include "analysis/rules/watermark_findings.h"

namespace streamlint::analysis {

// Results several rules share, computed once per module on first use.
struct RuleCache {
  std::optional<std::vector<WatermarkFinding>> watermark;  // SR201-SR206
  // The queries' restart shapes, for comparing with the lock (SR104, SR105).
  std::optional<std::vector<std::pair<QueryBaseline, QueryBaselineSites>>> baselines;
  std::optional<PipelineCatalog> pipeline;  // SR705-SR708, SR710
};

struct RuleContext {
  const ModuleModel& model;
  const ProjectFacts& project;
  std::string_view source;  // the analysed text
  std::vector<Finding>& findings;
  RuleCache& cache;
  std::string_view path{};  // the analysed file, as its units name it
  // The analysed file's language (its name says it): fixes and messages are spelled in it.
  SourceLanguage language = SourceLanguage::Python;

  // Reports at a model span (resolved to the file it is in: a finding can land in a module the
  // analysed file imports). A fix whose edits are not all in the finding's file is dropped.
  void report(std::string_view code, Severity severity, const Span& at, std::string message,
              std::optional<Fix> fix = std::nullopt);
  // Reports at an absolute range of the analysed text.
  void report(std::string_view code, Severity severity, SourceRange range, std::string message,
              std::optional<Fix> fix = std::nullopt) {
    findings.push_back({std::string(code), severity, range, std::move(message), std::move(fix), false, {}, {}});
  }
  // Marks the finding reported last as depending on the caller of `q` (its session, or the stream
  // it hands in; Finding::stand_in) when `q` is a stand-in's query: its callers' runs decide.
  void depends_on_caller(const StreamingQuery& q);
  // The text a span covers, in whichever file it is.
  std::string_view text(const Span& span) const { return span.text(source); }
  std::string_view text(const SourceRange& range) const {
    return source.substr(range.start_byte, range.end_byte - range.start_byte);
  }
  // Absolute bytes and points of a span, in its own file.
  SourceRange resolve(const Span& span) const { return span.resolve(source); }
  // An edit replacing `span` (its file is checked when the fix is reported).
  TextEdit edit(const Span& span, std::string new_text) const;
  // The bytes [offset, offset + length) of a SQL statement's text, where the source holds the
  // statement verbatim (a .sql file, a literal without escapes); else the statement's whole range.
  Span statement_part(const SqlStatement& statement, std::size_t offset, std::size_t length) const;
  // What the module's pipeline code defines and reads (computed once per module).
  const PipelineCatalog& pipeline() {
    if (!cache.pipeline) cache.pipeline = read_pipeline_catalog(*this);
    return *cache.pipeline;
  }
  // The queries' restart shapes (computed once per module).
  const std::vector<std::pair<QueryBaseline, QueryBaselineSites>>& baselines() {
    if (!cache.baselines) cache.baselines = baselines_of(model, project, source, "");
    return *cache.baselines;
  }
};

// A rule, self-described in its own file (analysis/rules/srNNN_*.cpp): its documentation (code,
// name, severity, category, texts, links, what it needs, which rules it supersedes) next to its checks.
struct Rule {
  RuleDoc doc;
  // Runs over a module's items: the whole model, or a fragment of it (the items one statement's run
  // recorded, with the module's session confs: incremental_findings.h). Each report depends on one
  // item (and the confs), so the findings over the whole model are the union of those over its
  // fragments. Null for a rule of the project phase, which compares the files analysed together
  // (SR102, rules/shared_checkpoints.h), for one that only compares items (SR707, SR708), and for
  // SR000 (the suppression pass reports it).
  void (*check)(RuleContext&) = nullptr;
  // Compares items of the module with each other (SR104: queries awaited one after another on one
  // checkpoint; SR707, SR708: an AUTO CDC flow and the datasets it reads or writes; SR404: actions on
  // a value of unknown origin a query writes). Runs over the whole model, and only when the module
  // has such items (incremental_findings.cpp).
  void (*check_across)(RuleContext&) = nullptr;
  // Decides from session confs alone: it also checks a bundle's cluster `spark_conf`, where each
  // key is written in the YAML (project/bundle_checks.h).
  bool checks_cluster_confs = false;
};

// Every rule, by code: adding a rule is its file (with its `rule_srNNN()`) and its code here.
#define STREAMLINT_RULE_CODES(X) \
  X(sr000) X(sr101) X(sr102) X(sr103) X(sr104) X(sr105) X(sr106) X(sr201) X(sr202) X(sr203) \
  X(sr204) X(sr205) X(sr206) X(sr207) X(sr208) X(sr301) X(sr302) X(sr303) X(sr304) X(sr305) \
  X(sr306) X(sr307) X(sr308) X(sr401) X(sr402) X(sr403) X(sr404) X(sr405) X(sr406) X(sr407) \
  X(sr501) X(sr502) X(sr503) X(sr504) X(sr505) X(sr601) X(sr602) X(sr603) X(sr604) X(sr605) \
  X(sr701) X(sr702) X(sr703) X(sr704) X(sr705) X(sr706) X(sr707) X(sr708) X(sr709) X(sr710)

// Every rule, ordered by code.
const std::vector<Rule>& all_rules();

// Which checks run_rules runs: both over a whole model, or `check` over a fragment, or
// `check_across` over a whole model whose fragments were checked.
enum class RulePass { Whole, Fragment, Across };

// Runs the checks of the enabled rules for `pass` over `model`, adding to `found`; a check that
// throws adds "<code>: <what>" to `errors` and the others still run. `cache` (optional) keeps what
// the rules shared, for the caller. `language` is the module's, which fixes are spelled in (a Scala
// notebook export's Python cells are a Python module of the `.scala` file).
void run_rules(const ModuleModel& model, const ProjectFacts& project, const RuleSelection& selection,
               std::string_view source, std::string_view path, SourceLanguage language, RulePass pass,
               std::vector<Finding>& found, std::vector<std::string>& errors, RuleCache* cache = nullptr);

// Each rule's descriptor, defined in its file (`rule_sr301()` in sr301_trigger_once_deprecated.cpp).
#define STREAMLINT_DECLARE_RULE(code) const Rule& rule_##code();
STREAMLINT_RULE_CODES(STREAMLINT_DECLARE_RULE)
#undef STREAMLINT_DECLARE_RULE

}  // namespace streamlint::analysis
