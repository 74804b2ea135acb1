// Quick fixes must never turn code that parses into code that does not. A fix is checked by
// parsing the top-level statements it edits, with its edits applied, on their own: the cost is the
// size of those statements, not of the file.
#pragma once

#include <string_view>
#include <vector>

#include "analysis/finding.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

// True when the top-level statements of `tree` that `edits` touch still parse without errors once
// the edits are applied, or when they had errors already (the fix cannot make them worse). `tree`
// is the parse of `text` (a module, or one notebook cell parsed alone). Edits use byte offsets into
// `text` and never overlap.
bool edits_keep_syntax(std::string_view text, const SyntaxTree& tree, std::vector<TextEdit> edits);

// The same for a fix on a whole file, which may be a Databricks notebook (then the cell the fix
// edits is parsed on its own, magic lines blanked). `tree` is the parse of `text` as a module, or
// null. `path` names the file: a Scala file (scala_source.h) is parsed as Scala.
bool fix_keeps_syntax(std::string_view text, const SyntaxTree* tree, const Fix& fix, std::string_view path = {});

}  // namespace streamlint::analysis
