#include "analysis/rules/rule.h"
#include "analysis/rules/stand_in_findings.h"

namespace streamlint::analysis {
namespace {

// The file a span is in, "" when it is the analysed file (or an absolute span of it).
std::string file_of(const Span& span, std::string_view analysed) {
  const std::string* file = span.file();
  return file && *file != analysed ? *file : std::string();
}

}  // namespace

Span RuleContext::statement_part(const SqlStatement& statement, std::size_t offset, std::size_t length) const {
  const std::string_view literal = text(statement.range);
  const std::size_t at = literal.find(statement.text);
  if (at == std::string_view::npos || offset + length > statement.text.size()) return statement.range;
  return sub_span(statement.range, static_cast<std::uint32_t>(at + offset), static_cast<std::uint32_t>(length));
}

TextEdit RuleContext::edit(const Span& span, std::string new_text) const {
  return {resolve(span), std::move(new_text), file_of(span, path)};
}

void RuleContext::report(std::string_view code, Severity severity, const Span& at, std::string message,
                         std::optional<Fix> fix) {
  std::string file = file_of(at, path);
  if (fix) {
    for (const TextEdit& e : fix->edits) {
      if (e.file != file) fix.reset();  // a fix edits the file its finding is in, or nothing
      if (!fix) break;
    }
    if (fix) {
      for (TextEdit& e : fix->edits) e.file.clear();
    }
  }
  findings.push_back({std::string(code), severity, resolve(at), std::move(message), std::move(fix), false, {}, {},
                      std::move(file)});
}

void RuleContext::depends_on_caller(const StreamingQuery& q) {
  if (findings.empty() || !q.stand_in) return;
  std::string start_file = file_of(q.terminal_range, path);
  if (start_file.empty()) start_file = std::string(path);
  findings.back().stand_in = StandIn{std::move(start_file), start_site(q.terminal_range, source), std::string(path)};
}

}  // namespace streamlint::analysis
