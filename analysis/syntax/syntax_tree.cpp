#include "analysis/syntax/syntax_tree.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <stdexcept>
#include <string>

#include "analysis/syntax/long_statement_guard.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/syntax/scala_recovery_guard.h"

extern "C" const TSLanguage* tree_sitter_python();

namespace streamlint::analysis {
namespace {

struct ParserDeleter {
  void operator()(TSParser* parser) const { ts_parser_delete(parser); }
};

// One parser per thread and language: TSParser is not thread-safe, and creating one per parse is
// wasteful. `language` null: Python.
// Setting the language again gives each parse a new external scanner: a scanner asked to start with
// no saved state may keep a field from the last text it read (tree-sitter-python 0.23.6 keeps
// `inside_f_string`), so a text after one ending in an open f-string parsed differently from the
// same text parsed first (found by fuzz_notebook). A new scanner costs an allocation.
TSParser* thread_parser(const TSLanguage* language = nullptr) {
  if (!language) language = python_language();
  thread_local std::unique_ptr<TSParser, ParserDeleter> parser(ts_parser_new());
  thread_local std::unique_ptr<TSParser, ParserDeleter> other(ts_parser_new());
  TSParser* p = language == python_language() ? parser.get() : other.get();
  if (!ts_parser_set_language(p, language)) {
    throw std::runtime_error("a tree-sitter grammar's ABI is not supported by this tree-sitter");
  }
  return p;
}

// tree-sitter 0.20.7 corrupts its heap on a run of 65,536 extras with no token between them: a
// Python module with that many comment lines in a row (blank lines between them count for
// nothing). The comment lines of a run past its first kMaxCommentRun are parsed as blank lines
// (the same bytes, spaces), in a copy of the text. Only bytes [start, end) are parsed (a chunk's
// parse reads its range of the whole text): only they are read. Returns the text to parse: `text`,
// or `masked`.
constexpr std::size_t kMaxCommentRun = 60'000;

// The CPU time this thread has used, in microseconds.
long long thread_cpu_micros() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<long long>(t.tv_sec) * 1'000'000 + t.tv_nsec / 1'000;
}

// Parses within `budget` microseconds of this thread's CPU time, not the clock's: a machine busy
// with other work gives the parse the same budget, so `check` finds the same on a quiet machine
// and a loaded one. tree-sitter's timeout is the clock's: each stop while CPU budget is left
// resumes the parse where it stopped (tree-sitter resumes a parse called again with the same
// arguments), also a stop of 0.20's deadline, which adds the timeout's microseconds to the
// clock's nanoseconds without carrying into seconds and so may stop after a few microseconds.
// Null when the budget passed.
TSTree* parse_with_budget(TSParser* parser, const TSTree* old, std::string_view text, std::uint64_t budget) {
  const long long start = thread_cpu_micros();
  for (;;) {
    const long long left = static_cast<long long>(budget) - (thread_cpu_micros() - start);
    if (left <= 0) {
      ts_parser_reset(parser);  // the next parse starts afresh
      return nullptr;
    }
    ts_parser_set_timeout_micros(parser, static_cast<std::uint64_t>(left));
    TSTree* tree = ts_parser_parse_string(parser, old, text.data(), static_cast<uint32_t>(text.size()));
    ts_parser_set_timeout_micros(parser, 0);
    if (tree) return tree;
  }
}

// The probes of one Scala parse text (scala_recovery_guard.h): whether bytes [start, cut) and the
// closers of the brackets open there parse with no ERROR node starting before `before`, within the
// budget python_source.h's parse_budget_micros gives their size (past it: not known to be clean).
// The cuts only move on, so each probe parses again from the last one's tree, edited as if the
// bytes from its cut to the new one replaced its closers: a level of 100,000 lines probed every
// 50,000 tokens costs about one parse, not one per probe.
class ScalaProbes {
 public:
  explicit ScalaProbes(std::size_t start) : start_(start), scanned_(start) {}
  ScalaProbes(const ScalaProbes&) = delete;
  ScalaProbes& operator=(const ScalaProbes&) = delete;
  ~ScalaProbes() { reset(); }

  bool clean(std::string_view text, std::size_t cut, std::size_t before, const std::string& closers) {
    if (cut < scanned_) {  // not seen (the guard's cuts move on): a probe afresh
      reset();
      scanned_ = start_;
      rows_ = 0;
    }
    for (; scanned_ < cut; ++scanned_) rows_ += text[scanned_] == '\n';  // cuts are line starts: column 0
    const auto u = [](std::size_t n) { return static_cast<uint32_t>(n); };
    if (last_) {
      const TSInputEdit edit{u(cut_),
                             u(cut_ + closers_),
                             u(cut + closers.size()),
                             {u(rows_at_cut_), 0},
                             {u(rows_at_cut_), u(closers_)},
                             {u(rows_), u(closers.size())}};
      ts_tree_edit(last_, &edit);
    }
    std::string probe(text.substr(0, cut));
    probe += closers;
    TSParser* parser = thread_parser(scala_language());
    const TSRange range{{0, 0}, {UINT32_MAX, UINT32_MAX}, u(start_), u(probe.size())};
    if (start_ > 0) ts_parser_set_included_ranges(parser, &range, 1);
    TSTree* tree = parse_with_budget(parser, last_, probe, 300'000 + probe.size() - start_);
    if (start_ > 0) ts_parser_set_included_ranges(parser, nullptr, 0);
    reset();
    if (!tree) return false;
    last_ = tree;
    cut_ = cut;
    closers_ = closers.size();
    rows_at_cut_ = rows_;
    return !error_before(tree, before);
  }

 private:
  void reset() {
    if (last_) ts_tree_delete(last_);
    last_ = nullptr;
    cut_ = 0;
    closers_ = 0;
    rows_at_cut_ = 0;
  }
  static bool error_before(TSTree* tree, std::size_t before);

  std::size_t start_;
  TSTree* last_ = nullptr;  // the last probe's tree, of bytes [start_, cut_) and closers_ closers
  std::size_t cut_ = 0;
  std::size_t closers_ = 0;
  std::size_t rows_at_cut_ = 0;
  std::size_t scanned_;  // rows_ line ends counted in bytes [start_, scanned_)
  std::size_t rows_ = 0;
};

bool ScalaProbes::error_before(TSTree* tree, std::size_t before) {
  // Down the nodes with an error in them that start before `before` (a cursor: a node's k-th child
  // by index costs k steps, and a body may hold thousands).
  bool clean = true;
  TSTreeCursor cursor = ts_tree_cursor_new(ts_tree_root_node(tree));
  for (bool more = true; more && clean;) {
    const TSNode node = ts_tree_cursor_current_node(&cursor);
    const bool look = ts_node_has_error(node) && ts_node_start_byte(node) < before && !ts_node_is_missing(node);
    if (look && ts_node_symbol(node) == static_cast<TSSymbol>(-1)) clean = false;  // ERROR
    if (look && ts_tree_cursor_goto_first_child(&cursor)) continue;
    while (!ts_tree_cursor_goto_next_sibling(&cursor)) {
      if (!ts_tree_cursor_goto_parent(&cursor)) {
        more = false;
        break;
      }
    }
  }
  ts_tree_cursor_delete(&cursor);
  return !clean;
}

std::string_view parse_text(std::string_view text, const TSLanguage* language, std::string& masked,
                            std::size_t start = 0, std::size_t stop = std::string_view::npos) {
  stop = std::min(stop, text.size());
  if (stop < start) return text;
  if (language == scala_language()) {
    ScalaProbes probes(start);
    blank_overlong_scala_runs(
        text, start, stop, masked, [&](std::size_t cut, std::size_t before, const std::string& closers) {
          return probes.clean(masked.empty() ? text : std::string_view(masked), cut, before, closers);
        });
    return masked.empty() ? text : std::string_view(masked);
  }
  if (language && language != python_language()) return text;
  // A NUL byte ends the input for tree-sitter-python's scanner, so a text holding one parses
  // differently afresh and after an edit; Python refuses such a file. Read as a blank.
  if (std::memchr(text.data() + start, '\0', stop - start)) {
    masked.assign(text);
    std::replace(masked.begin() + static_cast<std::ptrdiff_t>(start), masked.begin() + static_cast<std::ptrdiff_t>(stop), '\0', ' ');
  }
  blank_overlong_statements(masked.empty() ? text : std::string_view(masked), start, stop, masked);
  if (stop - start < 2 * kMaxCommentRun) return masked.empty() ? text : std::string_view(masked);
  // A run needs that many '#': counted first (a vectorised pass), the lines read only past it.
  const auto hashes = std::count(text.begin() + static_cast<std::ptrdiff_t>(start), text.begin() + static_cast<std::ptrdiff_t>(stop), '#');
  if (static_cast<std::size_t>(hashes) <= kMaxCommentRun) return masked.empty() ? text : std::string_view(masked);
  std::size_t run = 0;
  for (std::size_t line = start; line < stop;) {
    const std::size_t end = std::min(text.find('\n', line), text.size());
    const std::size_t first = text.find_first_not_of(" \t\f\r", line);
    if (first >= end) {
      // a blank line: the run goes on
    } else if (text[first] != '#') {
      run = 0;
    } else if (++run > kMaxCommentRun) {
      if (masked.empty()) masked.assign(text);
      const std::size_t last = end > first && text[end - 1] == '\r' ? end - 1 : end;
      std::fill(masked.begin() + static_cast<std::ptrdiff_t>(first), masked.begin() + static_cast<std::ptrdiff_t>(last), ' ');
    }
    line = end + 1;
  }
  return masked.empty() ? text : std::string_view(masked);
}

}  // namespace

const TSLanguage* python_language() { return tree_sitter_python(); }

SyntaxTree SyntaxTree::parse(std::string_view text, const SyntaxTree* previous, const TSLanguage* language) {
  SyntaxTree result;
  std::string masked;
  text = parse_text(text, language, masked);
  // A masked text is parsed afresh: the old tree may hold comments the mask now blanks.
  const TSTree* old = previous && masked.empty() ? previous->tree_.get() : nullptr;
  result.tree_.reset(ts_parser_parse_string(thread_parser(language), old, text.data(),
                                            static_cast<uint32_t>(text.size())));
  if (!result.tree_) throw std::runtime_error("tree-sitter parse was cancelled");
  return result;
}

std::optional<SyntaxTree> SyntaxTree::parse_within(std::string_view text, std::uint64_t micros,
                                                    const TSLanguage* language, const SyntaxTree* previous) {
  return parse_range_within(text, 0, static_cast<std::uint32_t>(text.size()), {0, 0}, micros, language, previous);
}

std::optional<SyntaxTree> SyntaxTree::parse_range_within(std::string_view text, std::uint32_t start_byte,
                                                         std::uint32_t end_byte, TSPoint start, std::uint64_t micros,
                                                         const TSLanguage* language, const SyntaxTree* previous) {
  std::string masked;
  text = parse_text(text, language, masked, start_byte, end_byte);
  if (!masked.empty()) previous = nullptr;  // as parse's
  // After parse_text: its probes (Scala) parse too, with a scanner of their own and their own budget.
  TSParser* parser = thread_parser(language);
  const bool whole = start_byte == 0 && end_byte >= text.size();
  const TSRange range{start, {UINT32_MAX, UINT32_MAX}, start_byte, end_byte};
  if (!whole) ts_parser_set_included_ranges(parser, &range, 1);
  SyntaxTree result;
  result.tree_.reset(parse_with_budget(parser, previous ? previous->tree_.get() : nullptr, text, micros));
  if (!whole) ts_parser_set_included_ranges(parser, nullptr, 0);
  if (!result.tree_) return std::nullopt;
  return result;
}

SyntaxTree SyntaxTree::parse_range(std::string_view text, std::uint32_t start_byte, std::uint32_t end_byte,
                                   TSPoint start, const TSLanguage* language, const SyntaxTree* previous) {
  std::string masked;
  text = parse_text(text, language, masked, start_byte, end_byte);
  if (!masked.empty()) previous = nullptr;  // as parse's
  TSParser* parser = thread_parser(language);  // after parse_text, as parse_range_within's
  // The end point is not needed for parsing: tree-sitter stops at end_byte.
  const TSRange range{start, {UINT32_MAX, UINT32_MAX}, start_byte, end_byte};
  ts_parser_set_included_ranges(parser, &range, 1);
  SyntaxTree result;
  const TSTree* old = previous ? previous->tree_.get() : nullptr;
  result.tree_.reset(ts_parser_parse_string(parser, old, text.data(), static_cast<uint32_t>(text.size())));
  ts_parser_set_included_ranges(parser, nullptr, 0);
  if (!result.tree_) throw std::runtime_error("tree-sitter parse was cancelled");
  return result;
}

SyntaxTree::SyntaxTree(const SyntaxTree& other)
    : tree_(other.tree_ ? ts_tree_copy(other.tree_.get()) : nullptr) {}

SyntaxTree& SyntaxTree::operator=(const SyntaxTree& other) {
  if (this != &other) tree_.reset(other.tree_ ? ts_tree_copy(other.tree_.get()) : nullptr);
  return *this;
}

TSNode SyntaxTree::root() const { return ts_tree_root_node(tree_.get()); }

void SyntaxTree::edit(const TSInputEdit& edit) { ts_tree_edit(tree_.get(), &edit); }

std::string SyntaxTree::sexp() const {
  if (!tree_) return {};
  char* raw = ts_node_string(root());
  std::string out(raw);
  std::free(raw);
  return out;
}

bool SyntaxTree::has_error() const { return tree_ && ts_node_has_error(root()); }

}  // namespace streamlint::analysis
