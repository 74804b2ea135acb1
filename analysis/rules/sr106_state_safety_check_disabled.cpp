// SR106 state-safety-check-disabled (RULES.md checkpoint; streaming-facts.md §1.5, §2.6).
#include "analysis/rules/conf_facts.h"
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {
namespace {

// The edit that deletes a setting and keeps valid code: a builder's `.config(...)` call, or the
// `spark.conf.set(...)` statement with its line (or its `;`); a block's only statement becomes
// `pass` (Scala: `()`). Computed on the analysed text, so only for settings written in the analysed file.
std::optional<TextEdit> setting_removal(const RuleContext& ctx, const SessionConf& c) {
  using Removal = SessionConf::Removal;
  const std::string* file = c.removal_span.file();
  if (c.removal == Removal::None || (file && *file != ctx.path)) return std::nullopt;
  if (c.removal == Removal::BuilderCall) return ctx.edit(c.removal_span, "");
  const std::string_view source = ctx.source;
  SourceRange r = ctx.resolve(c.removal_span);
  auto blank = [&](std::uint32_t i) { return source[i] == ' ' || source[i] == '\t'; };
  std::uint32_t after = r.end_byte;
  while (after < source.size() && blank(after)) ++after;
  std::uint32_t before = r.start_byte;
  while (before > 0 && blank(before - 1)) --before;
  std::string replacement;
  if (c.only_statement) {
    replacement = ctx.language == SourceLanguage::Scala ? "()" : "pass";  // Scala's unit value is a statement
  } else if (after < source.size() && source[after] == ';') {
    // `setting; other()` on one line: remove the setting, its `;` and the blanks after it.
    std::uint32_t end = after + 1;
    while (end < source.size() && blank(end)) ++end;
    r.end = {r.end.row, r.end.column + (end - r.end_byte)};
    r.end_byte = end;
  } else if (before > 0 && source[before - 1] == ';') {
    // `other(); setting`: remove the `;` before it with the setting.
    r.start = {r.start.row, r.start.column - (r.start_byte - (before - 1))};
    r.start_byte = before - 1;
  } else {
    // The line goes with its end: "\n", or "\r\n" (a CRLF file keeps no empty line).
    const bool line_start = before == 0 || source[before - 1] == '\n';
    const std::uint32_t eol = r.end_byte < source.size() && source[r.end_byte] == '\r' ? r.end_byte + 1 : r.end_byte;
    if (line_start && eol < source.size() && source[eol] == '\n') {
      r = {before, eol + 1, {r.start.row, 0}, {r.end.row + 1, 0}};
    }
  }
  return TextEdit{r, std::move(replacement), file && *file != ctx.path ? *file : std::string()};
}

}  // namespace

void check_sr106_state_safety_check_disabled(RuleContext& ctx) {
  for (const SessionConf& c : ctx.model.session_confs) {
    if (c.imported) continue;  // the importing module reports it
    const bool schema_check = iequals(c.key, "spark.sql.streaming.stateStore.stateSchemaCheck");
    const bool correctness = iequals(c.key, "spark.sql.streaming.statefulOperator.checkCorrectness.enabled");
    if ((!schema_check && !correctness) || conf_bool(c.value) != false) continue;
    std::optional<Fix> fix;
    if (auto removal = setting_removal(ctx, c)) fix = Fix{"Remove this setting", {std::move(*removal)}, true};
    ctx.report("SR106", Severity::Warning, c.key_range,
               schema_check ? "State schema validation is turned off: an incompatible state schema after a code "
                              "change is read as if it matched, corrupting results instead of failing fast."
                            : "The correctness check for chained stateful operators is turned off: rows the global "
                              "watermark makes late are silently dropped between operators.",
               std::move(fix));
  }
}

const Rule& rule_sr106() {
  static const Rule rule{
      {"SR106", "state-safety-check-disabled", Severity::Warning, "checkpoint",
       "A streaming state safety check is turned off.",
       "spark.sql.streaming.stateStore.stateSchemaCheck validates the state schema against the stored one; "
       "spark.sql.streaming.statefulOperator.checkCorrectness.enabled rejects plans where chained stateful "
       "operators can silently drop late rows. Turning either off trades a clear failure for wrong results.",
       "Remove the setting and fix the underlying change (new checkpoint, or a plan without the correctness issue).",
       "# problem\nspark.conf.set(\"spark.sql.streaming.stateStore.stateSchemaCheck\", \"false\")\n# fixed\n(remove it)",
       {kRecoveryDoc}, "1.5, 2.6",
       {}, {}},
      check_sr106_state_safety_check_disabled, nullptr, true};
  return rule;
}

}  // namespace streamlint::analysis
