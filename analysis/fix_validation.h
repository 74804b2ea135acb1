// Quick fixes must never turn code that parses into code that does not. Every fix a rule offers is
// re-parsed with its edits applied before it is reported; one that breaks the syntax is dropped.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

// True when applying `edits` to `text` leaves the code free of syntax errors, or when `tree` (the
// parse of `text`, or of its notebook cell `cell`) already had errors, so the fix cannot make it
// worse. Edits use byte offsets and 0-based byte-column points into `text`, and never overlap.
// A whole-file tree (`cell` null) is re-parsed incrementally; a cell is parsed again on its own.
bool edits_keep_syntax(std::string_view text, const SyntaxTree& tree, const SourceRange* cell,
                       std::vector<TextEdit> edits);

// The same for a fix on a whole file, which may be a Databricks notebook (then the cell the fix
// edits is parsed on its own, magic lines blanked). `tree` is the parse of `text` as a module, or
// null.
bool fix_keeps_syntax(std::string_view text, const SyntaxTree* tree, const Fix& fix);

}  // namespace streamlint::analysis
