// What a rule reports: a plain value with byte ranges, no LSP or JSON in sight.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/syntax/source_range.h"

namespace streamlint::analysis {

// Numbered as LSP DiagnosticSeverity (1 = Error ... 4 = Hint) so the server maps them 1:1.
enum class Severity { Error = 1, Warning = 2, Information = 3, Hint = 4 };

// "error" | "warning" | "information" | "hint".
std::string_view to_string(Severity severity);

// Replace `range` of the analysed text with `new_text`.
struct TextEdit {
  SourceRange range;
  std::string new_text;
  std::string file{};  // while rules build fixes: the file the edit is in ("" = the analysed file)
  bool operator==(const TextEdit&) const = default;
};

// A mechanical quick fix. Edits never overlap and apply to the text the finding was computed on.
// `safe` fixes keep the query's streaming semantics; unsafe ones (RULES.md marks them) change them.
struct Fix {
  std::string title;
  std::vector<TextEdit> edits;
  bool safe = true;
  bool operator==(const Fix&) const = default;
};

// Another place in the same file that belongs to a finding (LSP relatedInformation).
struct RelatedLocation {
  SourceRange range;
  std::string message;
  std::string file{};  // another file, named as the caller names files (path or URI); "" = this file
  bool operator==(const RelatedLocation&) const = default;
};

// Where a query starts, by what survives edits elsewhere in its file: the FNV-1a hash (fnv.h) of the
// text of the top-level statement that holds its terminal call (`start()`, `toTable()`), and the
// call's first byte counted from that statement's start (0-based). Where the model holds no
// statement (an absolute span), `statement` is 0 and `offset` the byte in the file.
struct StartSite {
  std::uint64_t statement = 0;
  std::uint32_t offset = 0;
  auto operator<=>(const StartSite&) const = default;
};

// A finding a stand-in run made that depends on its caller (Finding::stand_in): where the query
// it is about starts, and which analysed file's run made it. Files are named as units name them.
struct StandIn {
  std::string start_file;
  StartSite site;
  std::string origin;
  bool operator==(const StandIn&) const = default;
};

struct Finding {
  std::string code;  // stable rule code, e.g. "SR301" (RULES.md)
  Severity severity = Severity::Warning;
  SourceRange range;  // where RULES.md "Where a finding is reported" says
  std::string message;
  std::optional<Fix> fix;
  bool deprecated = false;  // LSP DiagnosticTag.Deprecated (SR301)
  std::vector<RelatedLocation> related;
  // Stable across edits elsewhere in the file (lines inserted above keep it): a hash of the code,
  // the reported text (whitespace collapsed) and its occurrence index among identical ones.
  std::string fingerprint;
  // The file the finding is in when it is not the analysed one (a helper module the analysed file
  // imports), named as the units name files; "" for the analysed file.
  std::string file{};
  // Set on a finding about a query a stand-in run started (a function no statement of its file
  // calls, run with unknown arguments: StreamingQuery::stand_in) when the finding depends on the
  // caller: the session's confs (SR101, SR501, SR504) or the stream it hands in (SR204). Where
  // another file's run reaches that start, the project phase lets that run decide
  // (rules/stand_in_findings.h).
  std::optional<StandIn> stand_in{};
  bool operator==(const Finding&) const = default;
};

// Fills Finding::fingerprint for findings of one file (FNV-1a 64, hex).
void assign_fingerprints(std::vector<Finding>& findings, std::string_view text);

// Applies non-overlapping edits to `text` (any order); edits are sorted by position first.
std::string apply_edits(std::string_view text, std::vector<TextEdit> edits);

}  // namespace streamlint::analysis
