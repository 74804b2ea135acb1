// A Python file parsed for the query model: a module as one tree, a Databricks notebook export
// cell by cell (each cell its own tree, magic lines blanked, so a cell that does not parse never
// hides the others). Old Mac line ends (a lone '\r') end lines for Python and LSP but not for
// tree-sitter, so they are read as '\n' (same length: every byte offset holds for the original).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analysis/suppression.h"
#include "analysis/syntax/source_range.h"
#include "analysis/syntax/syntax_unit.h"
#include "analysis/syntax/syntax_tree.h"

namespace streamlint::analysis {

struct ParsedPython {
  std::string_view original;
  std::string normalised;  // the text with lone '\r' as '\n'; empty when it has none
  std::string masked;      // a notebook's text with magic lines blanked; empty for a module
  std::vector<SyntaxTree> trees;         // one per notebook cell, or one for the module
  std::vector<SourceRange> cell_ranges;  // a notebook's cells, parallel to `trees`
  // A module whose parse took too long (SyntaxTree::parse_within) is parsed in chunks of top-level
  // statements instead, each chunk a tree as a notebook cell is (cell_ranges holds the chunks).
  bool chunked = false;
  // A module of coarse_module_bytes() or more, parsed chunk by chunk (parse_python_coarse): each
  // chunk's tree is dropped once its statements are lowered and its noqa comments read, so memory
  // follows the lowered statements, not the trees (tree-sitter's tree takes about 40 bytes per byte
  // of source). `trees` is empty; `lowered` and `noqa` are what the analysis reads, `cell_ranges`
  // the chunks (a fix is proved on its chunk, parsed again).
  bool coarse = false;
  std::vector<std::shared_ptr<SyntaxUnit>> lowered;
  std::vector<NoqaComment> noqa;

  // The text rules read (line ends normalised).
  std::string_view text() const { return normalised.empty() ? original : std::string_view(normalised); }
  // The text the trees were parsed from (magic lines blanked in a notebook).
  std::string_view parsed() const { return masked.empty() ? text() : std::string_view(masked); }
  std::vector<TSNode> roots() const;
  bool notebook() const { return !cell_ranges.empty() && !chunked && !coarse; }
  // The units the query model runs, in order: each top-level statement, and each `%sql` cell of a
  // notebook as one unit of SQL text (SyntaxUnit::kSqlCell).
  std::vector<std::shared_ptr<SyntaxUnit>> units(const std::shared_ptr<const std::string>& file) const;
};

// How long a module's whole parse may take before it is parsed in chunks of statements instead:
// far above what valid or ordinarily broken code costs (tree-sitter reads 10-20 MB/s; the budget
// allows 1 MB/s and 300 ms more), also under sanitizers.
std::uint64_t parse_budget_micros(std::size_t bytes);

// A module tree-sitter could not parse whole in time, parsed in chunks of top-level statements:
// each chunk starts a line in column 0 and is parsed alone (SyntaxTree::parse_range), so its tree
// depends on its bytes only (an editor keeps the chunks an edit did not touch, document.h).
// `ranges` and `trees` are parallel; a range's end point is not kept (zero).
struct ParsedChunks {
  std::vector<SourceRange> ranges;
  std::vector<SyntaxTree> trees;
};

// Where the chunks of `text` from byte `from` to `to` start (byte offsets and points, 0-based; the
// first at `from`, in column 0 of `first_row`). `brackets`: a chunk starts outside brackets only
// (the coarse parse of valid code); without, one unclosed bracket of broken text cannot make the
// rest one chunk (the fallback for text that does not parse in time, or whose broken bracket runs
// on: broken_bracket_runs_on).
std::vector<std::pair<std::uint32_t, TSPoint>> python_chunk_starts(std::string_view text, bool brackets = false,
                                                                   std::uint32_t from = 0,
                                                                   std::uint32_t to = UINT32_MAX,
                                                                   std::uint32_t first_row = 0);

// Whether `whole`, the parse of the module `text`, is read in chunks of statements instead
// (python_chunk_starts): it has a syntax error, and a bracket never closed runs on into a later line
// that starts in column 0 with a name, a keyword, a parenthesis or a decorator (`x = foo(` typed
// above `df = ...`).
// tree-sitter's recovery reads all that follows as the open call's arguments, so no later statement
// would be checked; in chunks, only the chunk with the open bracket is lost (RULES.md: a file that
// does not parse keeps the findings of what did). Reads the text only when the tree has an error.
// `from`/`to`/`first_row`: `whole` is the parse of that range of `text` only (a coarse chunk).
bool broken_bracket_runs_on(const SyntaxTree& whole, std::string_view text, std::uint32_t from = 0,
                            std::uint32_t to = UINT32_MAX, std::uint32_t first_row = 0);

// The chunk of `text` from `start` to `end` (bytes), starting in column 0 of `row`; incrementally
// from `previous`, the chunk's tree before an edit (edited to match), when given.
SyntaxTree parse_python_chunk(std::string_view text, std::uint32_t start, std::uint32_t end, std::uint32_t row,
                              const SyntaxTree* previous = nullptr);

// The size from which `check` parses a module coarsely: 4 MiB (generated or vendored code; a
// written module is rarely a tenth of it).
constexpr std::size_t coarse_module_bytes() { return std::size_t{4} << 20; }

// Parses a module (not a notebook export) coarsely: chunk by chunk, lowering each chunk's statements
// (their spans name `file`) and reading its noqa comments before the next chunk is parsed.
ParsedPython parse_python_coarse(std::string_view text, const std::shared_ptr<const std::string>& file);

// Parses `text`. `tree`, when given, is the parse of exactly `text` (an editor's incremental tree)
// and is used as is for a module. `in_chunks`: the caller already knows the whole parse does not
// finish in its budget (an editor's document), so the module is parsed in chunks at once.
ParsedPython parse_python(std::string_view text, const SyntaxTree* tree = nullptr, bool in_chunks = false);

}  // namespace streamlint::analysis
