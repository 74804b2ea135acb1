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

namespace streamlint::server {

using json = nlohmann::json;

// An LSP Range for a byte range of the text behind `index`.
json to_lsp_range(const analysis::SourceRange& range, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding);

// LSP TextEdits for edits of the text behind `index`.
json to_lsp_edits(const std::vector<analysis::TextEdit>& edits, const protocol::LineIndex& index,
                  protocol::PositionEncoding encoding);

// Another open document a finding points into (SR102 across files): its URI and line index.
struct RelatedFile {
  std::string uri;
  const protocol::LineIndex* index = nullptr;
};
// Looks up a RelatedLocation::file; nullopt when that file is not open.
using RelatedFiles = std::function<std::optional<RelatedFile>(const std::string& file)>;

// A Diagnostic carrying its fix, fingerprint and the document version in `data`, so a code action
// finds its finding again and never applies to a newer text. Related locations in files `related_files`
// cannot resolve are left out.
json to_diagnostic(const analysis::Finding& finding, const protocol::LineIndex& index,
                   protocol::PositionEncoding encoding, long version, const std::string& uri,
                   const RelatedFiles& related_files = {});

// Markdown for hovering over `findings` (all at the hovered position).
std::string hover_markdown(const std::vector<const analysis::Finding*>& findings);

}  // namespace streamlint::server
