// Findings -> LSP values, converted once at the server edge (DESIGN.md invariant).
// Source: LSP 3.17 "Diagnostic", "PublishDiagnosticsParams", "CodeAction", "Hover".
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/finding.h"
#include "protocol/line_index.h"
#include "protocol/lsp_basic_types.h"
#include "protocol/lsp_diagnostics.h"

namespace streamlint::server {

using json = nlohmann::json;

// An LSP Range for a byte range of the text behind `index`.
protocol::Range to_lsp_range(const analysis::SourceRange& range, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding);

// LSP TextEdits for edits of the text behind `index`.
std::vector<protocol::TextEdit> to_lsp_edits(const std::vector<analysis::TextEdit>& edits, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding);

// Another open document a finding points into (SR102 across files): its URI and line index.
struct RelatedFile {
  std::string uri;
  const protocol::LineIndex* index = nullptr;
};
// Looks up a RelatedLocation::file; nullopt when that file is not open.
using RelatedFiles = std::function<std::optional<RelatedFile>(const std::string& file)>;

// A Diagnostic carrying its finding's fingerprint in `data`: a code action finds the finding again
// by fingerprint and range, so a diagnostic whose text moved on (another range now) gets no fix.
// Related locations in files `related_files` cannot resolve are left out.
protocol::Diagnostic to_diagnostic(const analysis::Finding& finding, const protocol::LineIndex& index,
                   protocol::PositionEncoding encoding, const std::string& uri,
                   const RelatedFiles& related_files = {});

// What a client shows of a document's findings, as one hash: their LSP ranges (in `encoding`),
// codes, severities, messages, fingerprints and related places. Equal hashes before and after an
// edit mean the published diagnostics still hold, and nothing is re-published (a client that moves
// diagnostics with the text moves none: none sits after the edit on its line or below it).
std::uint64_t published_hash(const std::vector<analysis::Finding>& findings, const protocol::LineIndex& index,
                             protocol::PositionEncoding encoding);

// Markdown for hovering over `findings` (all at the hovered position): each rule's explanation,
// not the message the editor already shows with the diagnostic.
std::string hover_markdown(const std::vector<const analysis::Finding*>& findings);

// Whether a diagnostic the client sent back (a code action's context) is `finding`'s, its range
// aside (the caller compares it): by the fingerprint ours carry in `data` (to_diagnostic), or by
// the code when the client did not keep `data`. False for other servers' diagnostics.
bool names_finding(const protocol::ClientDiagnostic& diagnostic, const analysis::Finding& finding);

}  // namespace streamlint::server
