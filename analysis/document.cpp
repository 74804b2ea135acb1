#include "analysis/document.h"

#include "analysis/notebook.h"
#include "analysis/project/project_config.h"
#include "analysis/python_source.h"
#include "analysis/scala/scala_lexical.h"
#include "analysis/scala/scala_lowering.h"
#include "analysis/text_util.h"
#include "analysis/scala/scala_source.h"
#include "analysis/sql_file.h"
#include "analysis/syntax/scala_grammar.h"

#include <algorithm>
#include <cstdlib>

#include "analysis/syntax/node.h"

namespace streamlint::analysis {
namespace {

// The point reached after walking `text` from `origin`.
TextPoint advance(TextPoint origin, std::string_view text) {
  for (char c : text) {
    if (c == '\n') {
      ++origin.row;
      origin.column = 0;
    } else {
      ++origin.column;
    }
  }
  return origin;
}

TSPoint to_ts(TextPoint p) { return {p.row, p.column}; }

// tree-sitter reuses a subtree with a syntax error outside the edit as it was, while a fresh parse
// may recover from the same bytes differently (its recovery weighs what follows, which the edit
// changed). Marking each top-level statement with an error as changed (an edit that keeps its
// bytes) makes the next parse recover there again, as `check` does on the same text.
void reparse_errors(SyntaxTree& tree) {
  // (The ranges are read before the first edit: an edit changes the tree the nodes point into.)
  std::vector<TSInputEdit> recover;
  const TSNode root = tree.root();
  if (!ts_node_has_error(root)) return;
  // A cursor walk: ts_node_child(root, i) walks from the first child each time (quadratic).
  for_each_named_child(root, [&](TSNode statement) {
    if (!ts_node_has_error(statement)) return;
    TSInputEdit same{};
    same.start_byte = ts_node_start_byte(statement);
    same.old_end_byte = same.new_end_byte = ts_node_end_byte(statement);
    same.start_point = ts_node_start_point(statement);
    same.old_end_point = same.new_end_point = ts_node_end_point(statement);
    recover.push_back(same);
  });
  for (const TSInputEdit& same : recover) tree.edit(same);
}

// Texts this small are parsed afresh after an edit while their tree has a syntax error.
constexpr std::size_t kFreshParseBytes = 32 * 1024;

// How long a larger Python text's incremental parse may take on an edit, in microseconds: 50 ms
// plus 1 µs per 8 bytes (137 ms for 700 KB). A keystroke parses in a few milliseconds; past this
// budget tree-sitter is re-summarising an ERROR node that covers most of the file (an unclosed
// bracket early in it: 760 ms per keystroke at 20,000 lines), and the text is kept in chunks.
std::uint64_t keystroke_parse_budget_micros(std::size_t bytes) { return 50'000 + bytes / 8; }

std::vector<std::uint32_t> line_starts_of(std::string_view text) {
  std::vector<std::uint32_t> starts{0};
  for (std::size_t i = text.find('\n'); i != std::string_view::npos; i = text.find('\n', i + 1)) {
    starts.push_back(static_cast<std::uint32_t>(i + 1));
  }
  return starts;
}

}  // namespace

Document::Document(std::string text, std::string file, std::optional<std::uint64_t> parse_budget)
    : text_(std::move(text)), scala_(is_scala_path(file)), text_only_(is_sql_path(file) || is_yaml_path(file)),
      line_starts_(line_starts_of(text_)),
      file_(std::make_shared<const std::string>(std::move(file))), parse_budget_(parse_budget) {
  if (parse_whole()) relower(0, 0, 0);
}

void Document::drop_chunks() {
  chunked_ = false;
  chunks_ = {};
  chunk_units_.clear();
}

bool Document::try_parse_whole() {
  run_on_ = false;
  auto tree = SyntaxTree::parse_within(parse_text(), parse_budget_.value_or(parse_budget_micros(text_.size())),
                                       scala_ ? scala_language() : nullptr);
  if (!tree) return false;
  run_on_ = !scala_ && broken_bracket_runs_on(*tree, parse_text());
  if (run_on_) return false;  // read in chunks instead
  drop_chunks();
  unsettled_ = false;  // a fresh parse
  parsed_ = true;
  tree_ = std::move(*tree);
  return true;
}

bool Document::parse_whole() {
  drop_chunks();
  timed_out_ = false;
  unsettled_ = false;  // read as opening the text reads it
  if (text_only_) {
    parsed_ = false;
    tree_ = SyntaxTree();
    forget_units();
    return false;
  }
  lone_carriage_returns_ = has_lone_carriage_return(text_);
  // A Python notebook export is kept in cells, each parsed on its own as `check` parses it.
  cells_ = !scala_ && !lone_carriage_returns_ && is_databricks_notebook(text_);
  if (cells_) {
    masked_ = mask_magic_lines(text_);
    parsed_ = false;
    tree_ = SyntaxTree();
    chunked_ = true;
    forget_units();
    rechunk(TSInputEdit{}, 0);  // no cell is kept: all are parsed
    return false;
  }
  // Text with lone '\r' (old Mac line ends, which tree-sitter's grammars do not end lines at, where
  // LSP and Python do) is parsed by the analysis with them read as '\n', as `check` reads it; a Scala
  // notebook's cells are parsed apart at each analysis. Neither keeps a tree or units here.
  if (lone_carriage_returns_ || (scala_ && is_scala_notebook(text_))) {
    parsed_ = false;
    tree_ = SyntaxTree();
    forget_units();
    return false;
  }
  if (scala_) scala_text_.emplace(text_);
  if (try_parse_whole()) return true;
  timed_out_ = !run_on_;
  parsed_ = false;
  tree_ = SyntaxTree();
  // A Python module that did not parse in time (not a notebook export, no lone '\r': both read
  // above) is kept in chunks; Scala is parsed by the analysis.
  if (!scala_) {
    chunked_ = true;
    forget_units();
    rechunk(TSInputEdit{}, 0);  // no chunk is kept: all are parsed
  }
  return parsed_;
}

void Document::keep_in_chunks() {
  timed_out_ = true;
  run_on_ = false;
  parsed_ = false;
  tree_ = SyntaxTree();
  chunked_ = true;
  forget_units();
  rechunk(TSInputEdit{}, 0);
  // Text whose chunks all parse is read whole again at once, as a chunked text is on the edit that
  // repairs it: its slow parse was not error recovery.
  if (chunks_clean() && try_parse_whole()) {
    forget_units();
    relower(0, 0, 0);
  }
}

bool Document::lone_carriage_return_near(std::size_t start, std::size_t new_end) const {
  // Only bytes the edit wrote, and the byte before them (a '\r' whose '\n' the edit deleted), can
  // be a lone '\r' that was not one before.
  for (std::size_t i = start == 0 ? 0 : start - 1; i <= new_end && i < text_.size(); ++i) {
    if (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n')) return true;
  }
  return false;
}

std::vector<Document::ChunkPlace> Document::chunk_places() const {
  std::vector<ChunkPlace> places;
  if (cells_) {
    for (const SourceRange& cell : notebook_cells(masked_)) places.push_back({cell.start_byte, cell.end_byte, cell.start.row});
    return places;
  }
  const auto starts = python_chunk_starts(text_);
  places.reserve(starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const auto end = static_cast<std::uint32_t>(i + 1 < starts.size() ? starts[i + 1].first : text_.size());
    places.push_back({starts[i].first, end, starts[i].second.row});
  }
  return places;
}

std::vector<std::shared_ptr<SyntaxUnit>> Document::lower_chunk(const SyntaxTree& tree, const ChunkPlace& place) const {
  if (cells_) {  // a `%sql` cell is one unit of SQL text, as ParsedPython::units makes it
    const SourceRange cell{place.start, place.end, {place.row, 0}, {}};
    if (auto sql = sql_cell_text(text_, cell)) {
      return {SyntaxUnit::foreign(SyntaxUnit::kSqlCell, std::move(*sql), {place.start, {place.row, 0}}, file_)};
    }
  }
  return lower_statements({tree.root()}, parse_text(), file_);
}

void Document::rechunk(const TSInputEdit& edit, long delta) {
  const std::vector<ChunkPlace> places = chunk_places();
  const long rows = static_cast<long>(edit.new_end_point.row) - static_cast<long>(edit.old_end_point.row);
  const bool moved = delta != 0 || rows != 0;
  ParsedChunks chunks;
  std::vector<std::size_t> counts;
  std::vector<std::shared_ptr<SyntaxUnit>> units;
  // Old and new chunks are both in byte order, and so are the old places of the kept ones: one
  // forward walk over the old chunks matches them (as relower does statements).
  std::size_t next_old = 0, old_unit = 0;
  lowered_ = 0;
  // The old chunk that holds the whole edit, if one does.
  std::size_t edited = chunks_.ranges.size();
  const auto holding = std::upper_bound(chunks_.ranges.begin(), chunks_.ranges.end(), edit.start_byte,
                                        [](std::uint32_t at, const SourceRange& r) { return at < r.start_byte; });
  if (holding != chunks_.ranges.begin() && edit.old_end_byte <= std::prev(holding)->end_byte) {
    edited = static_cast<std::size_t>(std::prev(holding) - chunks_.ranges.begin());
  }
  for (const auto& [s, e, row] : places) {
    // A chunk wholly before or after the edit has its old bytes, at its old place or moved by
    // `delta`: the same length there is the same chunk, whose parse depends on its bytes only.
    // (A cell's masked bytes too: masking reads one line at a time, and a cell starts a line.)
    const bool before = e <= edit.start_byte;
    if (before || s >= edit.new_end_byte) {
      const auto old_start = static_cast<std::uint32_t>(before ? s : static_cast<long>(s) - delta);
      while (next_old < chunks_.ranges.size() && chunks_.ranges[next_old].start_byte < old_start) {
        old_unit += chunk_units_[next_old++];
      }
      // A cell with a syntax error is kept only where it was: parsed in place, its first token's
      // padding spans the text before it, and error recovery weighs the bytes and rows a skipped
      // token spans, so the same bytes at another place can recover differently (found by
      // fuzz_notebook). (The chunks of a module that did not parse in time are all broken: they
      // keep the tree they had, which a fresh parse may recover differently.)
      if (next_old < chunks_.ranges.size() && chunks_.ranges[next_old].start_byte == old_start &&
          chunks_.ranges[next_old].end_byte - old_start == e - s &&
          (before || !moved || !cells_ || !chunks_.trees[next_old].has_error())) {
        SyntaxTree tree = std::move(chunks_.trees[next_old]);
        const std::size_t count = chunk_units_[next_old];
        if (!before && moved) tree.edit(edit);
        for (std::size_t k = old_unit; k < old_unit + count; ++k) {
          std::shared_ptr<SyntaxUnit>& unit = units_[k];
          if (!before && moved) {
            // A chunk starts a line, so an edit before it moves its rows, never its columns.
            const Anchor& at = unit->anchor();
            unit->move_to(static_cast<std::uint32_t>(static_cast<long>(at.byte) + delta),
                          {static_cast<std::uint32_t>(static_cast<long>(at.point.row) + rows), at.point.column});
          }
          units.push_back(std::move(unit));
        }
        chunks.ranges.push_back({s, e, {row, 0}, {}});
        chunks.trees.push_back(std::move(tree));
        counts.push_back(count);
        old_unit += count;
        ++next_old;
        continue;
      }
    }
    // The chunk the edit fell in, still one chunk after it: parsed again from its old tree, unless
    // that holds a syntax error (error recovery may then differ from a fresh parse of the chunk,
    // even from the root: a chunk's root can be the error), and again afresh when the new tree
    // holds one.
    const SyntaxTree* previous = nullptr;
    if (edited < chunks_.ranges.size() && s == chunks_.ranges[edited].start_byte &&
        static_cast<long>(e) == static_cast<long>(chunks_.ranges[edited].end_byte) + delta &&
        !chunks_.trees[edited].has_error()) {
      chunks_.trees[edited].edit(edit);
      previous = &chunks_.trees[edited];
      edited = chunks_.ranges.size();  // used once
    }
    SyntaxTree tree = parse_python_chunk(parse_text(), s, e, row, previous);
    // An edit that made an error: tree-sitter's recovery from the old tree can differ from a fresh
    // parse's (it reuses subtrees the fresh parse reads another way), so the chunk is parsed fresh.
    if (previous && tree.has_error()) tree = parse_python_chunk(parse_text(), s, e, row);
    auto lowered = lower_chunk(tree, {s, e, row});
    lowered_ += lowered.size();
    counts.push_back(lowered.size());
    units.insert(units.end(), std::make_move_iterator(lowered.begin()), std::make_move_iterator(lowered.end()));
    chunks.ranges.push_back({s, e, {row, 0}, {}});
    chunks.trees.push_back(std::move(tree));
  }
  chunks_ = std::move(chunks);
  chunk_units_ = std::move(counts);
  units_ = std::move(units);
}

bool Document::chunks_clean() const {
  return std::none_of(chunks_.trees.begin(), chunks_.trees.end(), [](const SyntaxTree& t) { return t.has_error(); });
}

TextPoint Document::point_at(std::size_t offset) const {
  const auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), static_cast<std::uint32_t>(offset));
  const std::size_t row = static_cast<std::size_t>(it - line_starts_.begin()) - 1;
  return {static_cast<std::uint32_t>(row), static_cast<std::uint32_t>(offset - line_starts_[row])};
}

void Document::apply_edit(std::size_t start, std::size_t end, std::string_view replacement) {
  wake();  // the edit keeps the units of the statements it leaves alone
  start = std::min(start, text_.size());
  end = std::clamp(end, start, text_.size());
  TextPoint start_point = point_at(start);
  TextPoint old_end_point = point_at(end);
  TextPoint new_end_point = advance(start_point, replacement);
  const long delta = static_cast<long>(replacement.size()) - static_cast<long>(end - start);
  std::size_t new_end = start + replacement.size();

  text_.replace(start, end - start, replacement);
  // Line starts: those inside the replaced bytes go, the replacement's come in, later ones move.
  auto first_after = std::upper_bound(line_starts_.begin(), line_starts_.end(), static_cast<std::uint32_t>(start));
  auto last_inside = std::upper_bound(first_after, line_starts_.end(), static_cast<std::uint32_t>(end));
  std::vector<std::uint32_t> inserted;
  for (std::size_t i = replacement.find('\n'); i != std::string_view::npos; i = replacement.find('\n', i + 1)) {
    inserted.push_back(static_cast<std::uint32_t>(start + i + 1));
  }
  for (auto it = last_inside; it != line_starts_.end(); ++it) *it = static_cast<std::uint32_t>(*it + delta);
  const auto at = line_starts_.erase(first_after, last_inside);
  line_starts_.insert(at, inserted.begin(), inserted.end());

  if (text_only_) return;  // nothing parsed to edit
  const TSInputEdit edited{static_cast<uint32_t>(start), static_cast<uint32_t>(end), static_cast<uint32_t>(new_end),
                           to_ts(start_point), to_ts(old_end_point), to_ts(new_end_point)};
  // Text that became, or stopped being, a notebook kept in cells is read afresh. Cells held no lone
  // '\r' before the edit, so only the edited bytes can have made one; text with one is read again
  // when the last goes (below).
  const bool notebook = !scala_ && is_databricks_notebook(text_);
  const bool in_cells = notebook && (cells_ ? !lone_carriage_return_near(start, new_end)
                                            : !lone_carriage_returns_ && !has_lone_carriage_return(text_));
  if (cells_ != in_cells) {
    if (parse_whole()) relower(0, 0, 0);
    return;
  }
  if (cells_) {
    // Masking reads one line at a time: the edited lines are masked again, the others keep theirs.
    masked_.replace(start, end - start, replacement);
    const std::size_t from = start == 0 ? 0 : text_.rfind('\n', start - 1) + 1;
    const std::size_t to = std::min(text_.find('\n', new_end), text_.size());
    masked_.replace(from, to - from, mask_magic_lines(std::string_view(text_).substr(from, to - from)));
    // The trees' edit covers the whole lines: their masked bytes may have changed past the edit.
    const auto rest = static_cast<std::uint32_t>(to - new_end);  // bytes after the edit on its last line
    const TSInputEdit lines{static_cast<uint32_t>(from), static_cast<uint32_t>(static_cast<long>(to) - delta),
                            static_cast<uint32_t>(to), {start_point.row, 0},
                            {old_end_point.row, old_end_point.column + rest}, {new_end_point.row, new_end_point.column + rest}};
    rechunk(lines, delta);
    return;
  }
  // A lone '\r' the edit made (its own bytes, or a '\r' whose '\n' it took): the text is read as
  // parse_whole says from now on.
  if (!lone_carriage_returns_ && lone_carriage_return_near(start, new_end)) {
    parse_whole();
    return;
  }
  if (!parsed_) {
    // Text whose last lone '\r' the edit removed is parsed whole again; a chunked module follows
    // the edit chunk by chunk; otherwise there is no tree to follow the edit, and the analysis
    // parses the text.
    // (So is a Scala notebook export that is one no longer.)
    if (lone_carriage_returns_ || (scala_ && !timed_out_)) {
      if (!has_lone_carriage_return(text_) && !(scala_ && is_scala_notebook(text_)) && parse_whole()) relower(0, 0, 0);
      return;
    }
    if (chunked_) {
      // Chunks kept for a broken bracket (not for a slow parse): a small text is read afresh, as a
      // small text with an error is; a larger one follows the edit and is unsettled, as an opened
      // text may read whole now, or its broken chunks otherwise.
      if (run_on_ && text_.size() <= kFreshParseBytes) {
        forget_units();
        if (parse_whole()) relower(0, 0, 0);
        return;
      }
      const bool was_clean = chunks_clean();
      rechunk(edited, delta);
      // The edit that leaves no chunk with a syntax error tries the whole parse again (once: not on
      // each edit while the chunks stay clean), so a repaired text is read as `check` reads it.
      if (!was_clean && chunks_clean() && try_parse_whole()) {
        forget_units();
        relower(0, 0, 0);
      } else if (run_on_) {
        unsettled_ = true;
      }
    }
    return;
  }
  if (scala_) {
    if (is_scala_notebook(text_)) {  // parsed apart from now on (parse_whole)
      parse_whole();
      forget_units();
      return;
    }
    // The mask outside the edit changes too where the edit opens or closes a comment (or types the
    // `"` of a `$"`): the tree's edit covers every byte whose mask changed.
    const auto [first, last] = scala_text_->apply_edit(text_, start, end, new_end);
    if (first < start) {  // the bytes before the edit are the old ones: only the start moves
      start = first;
      start_point = point_at(start);
    }
    if (last > new_end) {
      const std::string_view more = std::string_view(text_).substr(new_end, last - new_end);
      old_end_point = advance(old_end_point, more);
      new_end_point = advance(new_end_point, more);
      end += last - new_end;
      new_end = last;
    }
  }
  TSInputEdit edit{};
  edit.start_byte = static_cast<uint32_t>(start);
  edit.old_end_byte = static_cast<uint32_t>(end);
  edit.new_end_byte = static_cast<uint32_t>(new_end);
  edit.start_point = to_ts(start_point);
  edit.old_end_point = to_ts(old_end_point);
  edit.new_end_point = to_ts(new_end_point);
  reparse_errors(tree_);
  tree_.edit(edit);
  const TSLanguage* language = scala_ ? scala_language() : nullptr;
  if (!scala_ && text_.size() > kFreshParseBytes) {
    auto within = SyntaxTree::parse_within(parse_text(), keystroke_parse_budget_micros(text_.size()), nullptr, &tree_);
    if (!within) {
      keep_in_chunks();
      unsettled_ = unsettled_ || !parsed_;  // unless its chunks all parsed and it was read whole
      return;
    }
    unsettled_ = ts_node_has_error(within->root());
    return reparsed(std::move(*within), start, new_end, delta);
  }
  SyntaxTree fresh = SyntaxTree::parse(parse_text(), &tree_, language);
  // Where a syntax error is, tree-sitter's incremental recovery can differ from a fresh parse's:
  // an early broken line read as one top-level ERROR node after an edit far below it and as
  // several statements afresh (fuzz_notebook), or a Scala expression around an error read as 25
  // nodes after an edit and 30 afresh (fuzz_scala). A small text with an error is parsed afresh
  // (about a millisecond for 32 KB); a larger one keeps the incremental tree and is unsettled
  // until the editor settles it (docs/reliability.md).
  const bool error = ts_node_has_error(fresh.root());
  if (error && text_.size() <= kFreshParseBytes) {
    if (!scala_) {
      // Read as opening the text reads it, in one parse: whole, or in chunks when a bracket left
      // open runs on into later statements (broken_bracket_runs_on). With an error, no unit is kept.
      forget_units();
      if (parse_whole()) relower(0, 0, 0);
      return;
    }
    tree_ = SyntaxTree::parse(parse_text(), nullptr, language);
    relower(start, new_end, delta, nullptr);  // with an error and no changed ranges, nothing is kept
    return;
  }
  unsettled_ = error;
  reparsed(std::move(fresh), start, new_end, delta);
}

void Document::reparsed(SyntaxTree fresh, std::size_t start, std::size_t new_end, long delta) {
  // Where the syntax changed (tree-sitter compares the edited old tree with the new one): a
  // statement outside those ranges has the structure it had, also while the module has errors.
  // Only relower's error case reads them, and comparing the trees costs a tenth of a keystroke.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> changed;
  if (ts_node_has_error(fresh.root())) {
    std::uint32_t count = 0;
    TSRange* ranges = ts_tree_get_changed_ranges(tree_.get(), fresh.get(), &count);
    for (std::uint32_t i = 0; i < count; ++i) changed.emplace_back(ranges[i].start_byte, ranges[i].end_byte);
    std::free(ranges);
  }
  tree_ = std::move(fresh);
  relower(start, new_end, delta, &changed);
}

void Document::rest() {
  if (!parsed_ || chunked_ || cells_ || units_.empty()) return;
  forget_units();
  resting_ = true;
}

void Document::wake() {
  if (resting_) relower(0, 0, 0);
}

bool Document::settle() {
  if (!unsettled_) return false;
  forget_units();
  if (parse_whole()) relower(0, 0, 0);
  return true;
}

void Document::replace_all(std::string text) {
  text_ = std::move(text);
  line_starts_ = line_starts_of(text_);
  forget_units();
  if (parse_whole()) relower(0, 0, 0);
}

// Matches the statements of the new tree, in byte order, with the units of the old one.
struct Document::Reuse {
  std::size_t edit_start, edit_new_end;  // the edit's new bytes
  long delta;                            // bytes after the edit moved by this much
  const std::vector<std::pair<std::uint32_t, std::uint32_t>>* changed;
  bool errors;  // the new tree has a syntax error
  std::size_t next_old = 0;

  std::uint32_t old_place(std::uint32_t s) const {
    return s < edit_start ? s : static_cast<std::uint32_t>(static_cast<long>(s) - delta);
  }
  // Whether bytes [s, e) of the new text parse as their old bytes did: outside the edit and, while
  // the module has a syntax error, outside every range where the syntax changed (one that touches
  // them counts; with no changed ranges known, none is). The same bytes may parse differently
  // then, as error recovery depends on what surrounds them.
  bool unchanged(std::uint32_t s, std::uint32_t e) const {
    if (s < edit_new_end && e > edit_start) return false;
    if (!errors) return true;
    if (!changed) return false;
    // The first range that does not end before s (sorted, none overlapping); asked in any order.
    const auto range = std::lower_bound(changed->begin(), changed->end(), s,
                                        [](const std::pair<std::uint32_t, std::uint32_t>& r, std::uint32_t at) { return r.second < at; });
    return range == changed->end() || range->first > e;
  }
};

std::shared_ptr<SyntaxUnit> Document::take_kept(Reuse& reuse, TSNode statement) {
  const std::uint32_t s = ts_node_start_byte(statement);
  const std::uint32_t e = ts_node_end_byte(statement);
  if (!reuse.unchanged(s, e)) return nullptr;
  const std::uint32_t old_start = reuse.old_place(s);
  while (reuse.next_old < units_.size() && units_[reuse.next_old]->anchor().byte < old_start) ++reuse.next_old;
  if (reuse.next_old == units_.size() || units_[reuse.next_old]->anchor().byte != old_start) return nullptr;
  std::shared_ptr<SyntaxUnit>& kept = units_[reuse.next_old++];
  // Outside the edit the bytes are the old ones, moved by `delta` after it: the same length and
  // (Python) root kind at the mapped place is the same statement. (A Scala member kept its owner:
  // a change of owners changes the members, and every statement is lowered again.)
  const bool same_kind = scala_ || kept->root().symbol() == ts_node_symbol(statement);
  if (!same_kind || kept->source_size() != e - s) return nullptr;
  const TSPoint p = ts_node_start_point(statement);
  kept->move_to(s, {p.row, p.column});
  return std::move(kept);
}

void Document::relower(std::size_t edit_start, std::size_t edit_new_end, long delta,
                       const std::vector<std::pair<std::uint32_t, std::uint32_t>>* changed) {
  // A statement whose bytes the edit did not change is the same statement, wherever it moved (a
  // top-level statement of a module without syntax errors starts a line with nothing open, so its
  // parse depends on its bytes only; a test compares kept units with a fresh parse after random
  // edits). tree-sitter re-parses statements after an edit rather than reusing them, so matching
  // is by text, at the place the statement was before the edit.
  // Old and new statements are both in byte order, and so are the old places of the new ones: one
  // forward walk over the old units matches them.
  Reuse reuse{edit_start, edit_new_end, delta, changed, ts_node_has_error(tree_.root())};
  lowered_ = 0;
  resting_ = false;
  if (scala_) {
    relower_scala(reuse);
    return;
  }
  std::vector<std::shared_ptr<SyntaxUnit>> units;
  const TSSymbol comment = comment_symbol();
  for_each_named_child(tree_.root(), [&](TSNode statement) {
    if (ts_node_symbol(statement) == comment || ts_node_is_extra(statement)) return;
    std::shared_ptr<SyntaxUnit> kept = take_kept(reuse, statement);
    if (!kept) {
      kept = SyntaxUnit::lower(statement, text_, file_);
      ++lowered_;
    }
    units.push_back(std::move(kept));
  });
  units_ = std::move(units);
}

void Document::relower_scala(Reuse& reuse) {
  // Scala's statements are the members lifted out of objects and classes (scala_statements). A part
  // (a named child of the root: an object, an import) whose bytes parse as before keeps what it
  // held, its units only moved; the others are collected again. A unit reads `Obj.x` and its own
  // object's members by the file's members (qualified names), so a change to those lowers every
  // statement again.
  struct Next {
    TSNode node;
    std::optional<ScalaPart> kept;            // the part as it was, moved
    std::optional<ScalaStatements> collected;  // or collected again
  };
  std::vector<Next> next;
  std::vector<ScalaPart>& old = scala_parts_;
  std::size_t next_old = 0, matched = 0;
  bool same_members = true;
  TSNode previous{};
  for (const TSNode node : scala_parts(tree_.root())) {
    const std::uint32_t s = ts_node_start_byte(node), e = ts_node_end_byte(node);
    const TSSymbol symbol = ts_node_symbol(node);
    const bool clean = !ts_node_has_error(node);
    const std::uint32_t old_start = reuse.old_place(s);
    while (next_old < old.size() && old[next_old].start < old_start) ++next_old;
    ScalaPart* before = next_old < old.size() && old[next_old].start == old_start &&
                                old[next_old].end - old[next_old].start == e - s && old[next_old].symbol == symbol
                            ? &old[next_old++]
                            : nullptr;
    matched += before != nullptr;
    if (before && clean && before->clean && reuse.unchanged(s, e)) {
      before->start = s;
      before->end = e;
      next.push_back({node, std::move(*before), std::nullopt});
    } else {
      ScalaStatements found = scala_statements_of(node, previous, text_);
      same_members = same_members && before && found.members == before->members;
      next.push_back({node, std::nullopt, std::move(found)});
    }
    if (!is_error_node(node)) previous = node;
  }
  same_members = same_members && matched == old.size();
  if (!same_members) {
    ScalaMembers members;
    for (const Next& n : next) merge_members(members, n.kept ? n.kept->members : n.collected->members);
    derive_scala_members(members);
    if (members != members_) {
      // Every statement is lowered again: the kept parts are collected again for their nodes.
      members_ = std::move(members);
      units_.clear();
      for (Next& n : next) {
        if (n.kept) n.collected = scala_statements_of(n.node, TSNode{}, text_);
        n.kept.reset();
      }
    }
  }

  std::vector<std::shared_ptr<SyntaxUnit>> units;
  std::vector<ScalaPart> parts;
  parts.reserve(next.size());
  for (Next& n : next) {
    const std::uint32_t s = ts_node_start_byte(n.node), e = ts_node_end_byte(n.node);
    if (n.kept) {
      // Its units are the old units placed inside it, moved with it.
      const std::uint32_t old_start = reuse.old_place(s), old_end = old_start + (e - s);
      while (reuse.next_old < units_.size() && units_[reuse.next_old]->anchor().byte < old_start) ++reuse.next_old;
      const std::size_t first = reuse.next_old;
      while (reuse.next_old < units_.size() && units_[reuse.next_old]->anchor().byte < old_end) ++reuse.next_old;
      // Its statements must still end where its units do: tree-sitter-scala's scanner carries state
      // (line ends, indentation) from the text before a part, so the same bytes can end a statement
      // a line end apart after an edit above them (fuzz_scala). Collecting them costs no lowering.
      bool same_ends = reuse.next_old - first == n.kept->owners.size();
      if (same_ends && s >= reuse.edit_start) {  // (text before the edit is as it was)
        ScalaStatements now = scala_statements_of(n.node, TSNode{}, text_);
        same_ends = now.statements.size() == reuse.next_old - first;
        for (std::size_t k = 0; same_ends && k < now.statements.size(); ++k) {
          const TSNode statement = now.statements[k];
          same_ends = ts_node_end_byte(statement) - ts_node_start_byte(statement) == units_[first + k]->source_size();
        }
      }
      if (same_ends) {
        for (std::size_t k = first; k < reuse.next_old; ++k) {
          // A part after the edit moves (its rows too, when the edit's lines changed, even if
          // its bytes did not move).
          if (s >= reuse.edit_start) {
            const auto at = static_cast<std::uint32_t>(units_[k]->anchor().byte + (static_cast<long>(s) - old_start));
            units_[k]->move_to(at, point_at(at));
          }
          units.push_back(std::move(units_[k]));
        }
        parts.push_back(std::move(*n.kept));
        continue;
      }
      n.collected = scala_statements_of(n.node, TSNode{}, text_);  // (not expected: its units are not all there)
    }
    ScalaStatements& found = *n.collected;
    for (std::size_t k = 0; k < found.statements.size(); ++k) {
      std::shared_ptr<SyntaxUnit> kept = take_kept(reuse, found.statements[k]);
      if (!kept) {
        kept = lower_scala_statement(found.statements[k], text_, members_, found.owners[k], file_);
        ++lowered_;
      }
      units.push_back(std::move(kept));
    }
    parts.push_back({s, e, ts_node_symbol(n.node), !ts_node_has_error(n.node), std::move(found.members),
                     std::move(found.owners)});
  }
  units_ = std::move(units);
  scala_parts_ = std::move(parts);
}

}  // namespace streamlint::analysis
