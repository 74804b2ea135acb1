// An owned tree-sitter syntax tree (Python unless a parse names another language) and the parser
// that builds it.
// Parsing never fails: syntax errors become ERROR / MISSING nodes and the rest of the tree is
// usable (tree-sitter's error recovery).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <tree_sitter/api.h>

namespace streamlint::analysis {

// The tree-sitter-python language (grammar from the npm package, ABI 14).
const TSLanguage* python_language();

class SyntaxTree {
 public:
  SyntaxTree() = default;
  // Parses `text` (UTF-8). With `previous` (already edited to match `text` through `edit`), the
  // parse reuses its unchanged subtrees: tree-sitter's incremental parsing. `language` null: Python.
  static SyntaxTree parse(std::string_view text, const SyntaxTree* previous = nullptr,
                          const TSLanguage* language = nullptr);
  // parse, given up after `micros` microseconds of the calling thread's CPU time (nullopt; CPU
  // time, so a busy machine reads a text as a quiet one does): tree-sitter's error recovery grows about
  // quadratically on some broken inputs (thousands of unterminated strings in a 48 KB file take
  // seconds), and a caller can then parse the text in smaller pieces. The text must hold no
  // non-terminal extra of the grammar (tree-sitter 0.20.7 crashes when a timed parse stops at the
  // end of one): Python has none; Scala's comments are, so Scala is parsed with them masked
  // (analysis/scala/scala_lexical.h).
  // With `previous` (edited to match `text`), the parse is incremental, as parse's: a keystroke
  // whose incremental parse takes too long (error recovery around an unclosed bracket early in a
  // large file re-summarises the whole ERROR node on each edit) can be given up too.
  static std::optional<SyntaxTree> parse_within(std::string_view text, std::uint64_t micros,
                                                const TSLanguage* language = nullptr,
                                                const SyntaxTree* previous = nullptr);
  // Parses only bytes [start_byte, end_byte) of `text` (starting at `start`), keeping positions
  // relative to the whole text (tree-sitter's included ranges). With `previous` (a parse of the
  // range before an edit, edited to match), the parse is incremental, as parse's.
  static SyntaxTree parse_range(std::string_view text, std::uint32_t start_byte, std::uint32_t end_byte,
                                TSPoint start, const TSLanguage* language = nullptr,
                                const SyntaxTree* previous = nullptr);
  // parse_range, given up after `micros` microseconds of the thread's CPU time (nullopt).
  static std::optional<SyntaxTree> parse_range_within(std::string_view text, std::uint32_t start_byte,
                                                      std::uint32_t end_byte, TSPoint start, std::uint64_t micros,
                                                      const TSLanguage* language = nullptr,
                                                      const SyntaxTree* previous = nullptr);

  SyntaxTree(const SyntaxTree& other);
  SyntaxTree& operator=(const SyntaxTree& other);
  SyntaxTree(SyntaxTree&&) noexcept = default;
  SyntaxTree& operator=(SyntaxTree&&) noexcept = default;

  bool empty() const { return !tree_; }
  TSNode root() const;
  const TSTree* get() const { return tree_.get(); }
  // Records an edit so the next incremental parse knows which bytes moved (ts_tree_edit).
  void edit(const TSInputEdit& edit);
  // The S-expression of the whole tree (for tests and debugging).
  std::string sexp() const;
  bool has_error() const;

 private:
  struct Deleter {
    void operator()(TSTree* tree) const { ts_tree_delete(tree); }
  };
  std::unique_ptr<TSTree, Deleter> tree_;
};

}  // namespace streamlint::analysis
