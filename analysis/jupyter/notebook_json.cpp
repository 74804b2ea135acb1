#include "analysis/jupyter/notebook_json.h"

#include <algorithm>
#include <cstring>
#include <map>

#include <nlohmann/json.hpp>
#include <simdjson.h>

#include "analysis/jupyter/output_skipping.h"
#include "analysis/text_util.h"
#include "analysis/utf8_count.h"

namespace streamlint::analysis {
namespace {

namespace od = simdjson::ondemand;

// simdjson's on-demand parser only reads what it is asked for: a cell's outputs are passed over
// by its structural index, never decoded.

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The file's rows and code-point columns of increasing offsets in the text read, counted once over
// it: the bytes dropped from it (its outputs) count their line ends and their last line's columns.
class LineCounter {
 public:
  LineCounter(std::string_view text, const std::vector<DroppedBytes>& dropped) : text_(text), dropped_(dropped) {}
  FilePosition at(std::size_t offset) {
    for (; next_ < dropped_.size() && dropped_[next_].kept <= offset; ++next_) {
      const DroppedBytes& d = dropped_[next_];
      advance(d.kept);
      row_ += d.rows;
      base_ = d.rows ? d.columns : base_ + columns(line_start_, d.kept) + d.columns;
      line_start_ = d.kept;
    }
    advance(offset);
    return {static_cast<std::uint32_t>(row_), static_cast<std::uint32_t>(base_ + columns(line_start_, offset))};
  }

 private:
  void advance(std::size_t to) {
    while (const void* nl = std::memchr(text_.data() + pos_, '\n', to - pos_)) {
      pos_ = line_start_ = static_cast<std::size_t>(static_cast<const char*>(nl) - text_.data()) + 1;
      base_ = 0;
      ++row_;
    }
    pos_ = to;
  }
  std::uint64_t columns(std::size_t from, std::size_t to) const { return code_points(text_.data() + from, to - from); }

  std::string_view text_;
  const std::vector<DroppedBytes>& dropped_;
  std::size_t next_ = 0, pos_ = 0, line_start_ = 0;
  std::uint64_t row_ = 0, base_ = 0;  // base_: the file's columns before line_start_ on its line
};

// Offsets in the text read as offsets in the file: each adds the bytes dropped at or before it.
class FileOffsets {
 public:
  explicit FileOffsets(const std::vector<DroppedBytes>& dropped) : dropped_(dropped) {
    std::uint64_t sum = 0;
    for (const DroppedBytes& d : dropped) sums_.push_back(sum += d.bytes);
  }
  std::uint32_t operator()(std::uint32_t kept) const {
    const auto after = std::upper_bound(dropped_.begin(), dropped_.end(), kept,
                                        [](std::uint64_t k, const DroppedBytes& d) { return k < d.kept; });
    const std::size_t n = static_cast<std::size_t>(after - dropped_.begin());
    return static_cast<std::uint32_t>(kept + (n ? sums_[n - 1] : 0));
  }

 private:
  const std::vector<DroppedBytes>& dropped_;
  std::vector<std::uint64_t> sums_;
};

// A string member `key` of `object`, when it is one; the object is consumed.
void read_language(od::object object, std::string_view key, std::string& out) {
  for (auto field : object) {
    std::string_view k;
    if (field.unescaped_key().get(k)) return;
    if (k != key) continue;
    std::string_view v;
    if (!field.value().get_string().get(v)) out = to_lower(v);
    return;
  }
}

struct NotebookLanguages {
  std::string databricks, kernelspec, language_info;
};

simdjson::error_code read_metadata(od::value value, NotebookLanguages& out) {
  od::object metadata;
  if (auto e = value.get_object().get(metadata)) return e;
  for (auto field : metadata) {
    std::string_view k;
    if (auto e = field.unescaped_key().get(k)) return e;
    od::object inner;
    if (field.value().get_object().get(inner)) continue;
    if (k == "application/vnd.databricks.v1+notebook") read_language(inner, "language", out.databricks);
    else if (k == "kernelspec") read_language(inner, "language", out.kernelspec);
    else if (k == "language_info") read_language(inner, "name", out.language_info);
  }
  return simdjson::SUCCESS;
}

// A cell's metadata: VS Code keeps the language a cell is written in under vscode.languageId.
void read_cell_metadata(od::value value, std::string& language_id) {
  od::object metadata;
  if (value.get_object().get(metadata)) return;
  for (auto field : metadata) {
    std::string_view k;
    if (field.unescaped_key().get(k)) return;
    od::object inner;
    if (k == "vscode" && !field.value().get_object().get(inner)) read_language(inner, "languageId", language_id);
  }
}

// The piece (one JSON string) `value` of a cell's source.
simdjson::error_code read_piece(od::value value, const char* base, JupyterCell& cell) {
  std::string_view token = trim_right(value.raw_json_token());
  std::string_view decoded;
  if (auto e = value.get_string().get(decoded)) return e;
  if (token.size() < 2) return simdjson::STRING_ERROR;
  SourcePiece piece;
  piece.text_begin = static_cast<std::uint32_t>(cell.source.size());
  piece.file_begin = static_cast<std::uint32_t>(token.data() - base);
  piece.file_end = static_cast<std::uint32_t>(piece.file_begin + token.size());
  piece.raw = std::string(token.substr(1, token.size() - 2));
  cell.source.append(decoded);
  cell.pieces.push_back(std::move(piece));
  return simdjson::SUCCESS;
}

simdjson::error_code read_source(od::value value, std::string_view json, JupyterCell& cell) {
  // A key written twice: the last one is the cell's source, as JSON readers (Python's) take it.
  cell.source.clear();
  cell.pieces.clear();
  cell.has_source = false;
  cell.source_is_list = true;
  od::json_type type;
  if (auto e = value.type().get(type)) return e;
  const char* base = json.data();
  if (type == od::json_type::null) return simdjson::SUCCESS;
  const char* start;
  if (auto e = value.current_location().get(start)) return e;
  cell.has_source = true;
  cell.source_begin = static_cast<std::uint32_t>(start - base);
  if (type == od::json_type::string) {
    cell.source_is_list = false;
    if (auto e = read_piece(value, base, cell)) return e;
    cell.source_end = cell.pieces.back().file_end;
    return simdjson::SUCCESS;
  }
  od::array list;
  if (auto e = value.get_array().get(list)) return e;
  for (auto element : list) {
    od::value piece;
    if (auto e = element.get(piece)) return e;
    if (auto e = read_piece(piece, base, cell)) return e;
  }
  // The list ends at the first ']' after its last string (only spaces lie between).
  std::size_t end = cell.pieces.empty() ? cell.source_begin + 1 : cell.pieces.back().file_end;
  end = json.find(']', end);
  if (end == std::string_view::npos) return simdjson::TAPE_ERROR;
  cell.source_end = static_cast<std::uint32_t>(end + 1);
  return simdjson::SUCCESS;
}

simdjson::error_code read_cell(od::value value, std::string_view json, JupyterCell& cell) {
  od::object object;
  if (auto e = value.get_object().get(object)) return e;
  for (auto field : object) {
    std::string_view key;
    if (auto e = field.unescaped_key().get(key)) return e;
    if (key == "cell_type") {
      std::string_view type;
      if (auto e = field.value().get_string().get(type)) return e;
      cell.kind = type == "code" ? JupyterCell::Kind::Code
                  : type == "markdown" ? JupyterCell::Kind::Markdown : JupyterCell::Kind::Raw;
    } else if (key == "source") {
      od::value source;
      if (auto e = field.value().get(source)) return e;
      if (auto e = read_source(source, json, cell)) return e;
    } else if (key == "metadata") {
      od::value metadata;
      if (!field.value().get(metadata)) read_cell_metadata(metadata, cell.language_id);
    }
  }
  return simdjson::SUCCESS;
}

std::string error_text(simdjson::error_code e) {
  switch (e) {
    case simdjson::UTF8_ERROR: return "not valid UTF-8 (nbformat files are UTF-8)";
    case simdjson::INCORRECT_TYPE: return "not an nbformat 4 notebook (a value has the wrong type)";
    default: return std::string("not valid JSON (") + simdjson::error_message(e) + ")";
  }
}

std::string encode(std::string_view text) {
  return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// The source split the way Jupyter writes it: one string per line, each with its '\n'.
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    const std::size_t n = nl == std::string_view::npos ? text.size() : nl + 1;
    lines.push_back(text.substr(0, n));
    text.remove_prefix(n);
  }
  return lines;
}

std::string list_source(std::string_view json, const JupyterCell& cell, std::string_view source) {
  // Each line as a string the file already holds for it, else encoded anew.
  std::map<std::string_view, std::string_view> written;
  for (std::size_t i = 0; i < cell.pieces.size(); ++i) {
    const SourcePiece& p = cell.pieces[i];
    const std::uint32_t end = i + 1 < cell.pieces.size() ? cell.pieces[i + 1].text_begin : static_cast<std::uint32_t>(cell.source.size());
    written.emplace(std::string_view(cell.source).substr(p.text_begin, end - p.text_begin),
                    json.substr(p.file_begin, p.file_end - p.file_begin));
  }
  // The file's spacing: after '[', between strings, before ']'.
  std::string_view open, between = ", ", close;
  if (!cell.pieces.empty()) {
    open = json.substr(cell.source_begin + 1, cell.pieces.front().file_begin - cell.source_begin - 1);
    close = json.substr(cell.pieces.back().file_end, cell.source_end - 1 - cell.pieces.back().file_end);
  }
  std::string between_owned;
  if (cell.pieces.size() > 1) {
    between = json.substr(cell.pieces[0].file_end, cell.pieces[1].file_begin - cell.pieces[0].file_end);
  } else if (!open.empty()) {
    between_owned = "," + std::string(open);
    between = between_owned;
  }
  // The strings before the first changed byte and after the last are kept as written, whatever
  // lines they hold; the changed part between them is written one string per line, or as one
  // string when the strings it replaces held several lines each (a cell written as one string).
  const std::string_view old = cell.source;
  const std::size_t prefix = common_prefix(old, source);
  const std::size_t suffix = common_suffix(old, source, prefix);
  const std::size_t n = cell.pieces.size();
  const auto piece_end = [&](std::size_t i) { return i + 1 < n ? cell.pieces[i + 1].text_begin : old.size(); };
  // (A string that the change continues on its line is written again with it.)
  const auto line_ends_at = [&](std::size_t at) { return at == 0 || old[at - 1] == '\n'; };
  std::size_t first = 0;  // the pieces before `first` lie in the common prefix
  while (first < n && (piece_end(first) < prefix || (piece_end(first) == prefix && line_ends_at(prefix)))) ++first;
  std::size_t last = n;   // and those from `last` on in the common suffix
  const std::size_t suffix_begin = old.size() - suffix;
  while (last > first && (cell.pieces[last - 1].text_begin > suffix_begin ||
                          (cell.pieces[last - 1].text_begin == suffix_begin && line_ends_at(suffix_begin)))) {
    --last;
  }
  const std::size_t changed_begin = first < n ? cell.pieces[first].text_begin : old.size();
  const std::size_t changed_end_from_back = old.size() - (last < n ? cell.pieces[last].text_begin : old.size());
  std::string out = "[";
  bool any = false;
  const auto add = [&](std::string_view written_string) {
    out += any ? between : open;
    out += written_string;
    any = true;
  };
  const auto raw = [&](std::size_t i) { return json.substr(cell.pieces[i].file_begin, cell.pieces[i].file_end - cell.pieces[i].file_begin); };
  for (std::size_t i = 0; i < first; ++i) add(raw(i));
  const std::string_view changed = source.substr(changed_begin, source.size() - changed_end_from_back - changed_begin);
  bool by_line = true;
  for (std::size_t i = first; i < last; ++i) {
    const std::string_view text = old.substr(cell.pieces[i].text_begin, piece_end(i) - cell.pieces[i].text_begin);
    by_line = by_line && text.find('\n') >= text.size() - 1;
  }
  if (!by_line && !changed.empty()) {
    add(encode(changed));
  } else {
    for (const std::string_view line : lines_of(changed)) {
      const auto kept = written.find(line);
      add(kept != written.end() ? std::string(kept->second) : encode(line));
    }
  }
  for (std::size_t i = last; i < n; ++i) add(raw(i));
  if (any) out += close;
  out += ']';
  return out;
}

}  // namespace

bool is_jupyter_path(std::string_view path) {
  return path.size() >= 6 && iequals(path.substr(path.size() - 6), ".ipynb");
}

namespace {
NotebookRead read_json_text(std::string& json, const std::vector<DroppedBytes>& dropped, bool file_offsets);
}  // namespace

NotebookRead read_jupyter_notebook(std::string& json) {
  if (json.size() >= (std::uint64_t{1} << 32)) {
    return {std::nullopt, "larger than 4 GiB (`check` reads it from its file, but --fix, --diff and stdin cannot)"};
  }
  OutputSkipper skipper;
  skipper.feed(json);
  return skipper.read(true);
}

NotebookRead read_jupyter_text(std::string& json, const std::vector<DroppedBytes>& dropped, bool file_offsets) {
  // A UTF-8 byte order mark (editors on Windows write one) is not JSON: dropped like an output, one
  // code point wide, so positions stay the file's and a rewrite keeps it.
  // Only the first: a second one is not JSON either, and is refused.
  if (json.starts_with("\xEF\xBB\xBF")) {
    json.erase(0, 3);
    std::vector<DroppedBytes> with_mark{{0, 3, 0, 1}};
    for (DroppedBytes d : dropped) {
      d.kept -= 3;  // every drop lies after the mark
      with_mark.push_back(d);
    }
    return read_json_text(json, with_mark, file_offsets);
  }
  return read_json_text(json, dropped, file_offsets);
}

namespace {

NotebookRead read_json_text(std::string& json, const std::vector<DroppedBytes>& dropped, bool file_offsets) {
  NotebookRead out;
  // An empty file (a placeholder committed before anyone wrote the notebook) is a notebook with
  // no cells, as Jupyter's own "new notebook" holds no code: nothing to check, nothing wrong.
  if (json.find_first_not_of(" \t\r\n") == std::string::npos) {
    out.notebook.emplace();
    return out;
  }
  if (json.capacity() < json.size() + simdjson::SIMDJSON_PADDING) json.reserve(json.size() + simdjson::SIMDJSON_PADDING);
  od::parser parser;
  od::document document;
  if (auto e = parser.iterate(simdjson::padded_string_view(json)).get(document)) {
    out.error = error_text(e);
    return out;
  }
  od::object root;
  if (auto e = document.get_object().get(root)) {
    out.error = e == simdjson::INCORRECT_TYPE ? "not a Jupyter notebook (the file is not a JSON object)" : error_text(e);
    return out;
  }
  JupyterNotebook notebook;
  NotebookLanguages languages;
  bool cells_seen = false;
  std::int64_t nbformat = -1;
  for (auto field : root) {
    std::string_view key;
    simdjson::error_code e = field.unescaped_key().get(key);
    if (!e && key == "cells") {
      // A repeated key is the last one, as for a cell's `source` (JSON parsers keep the last).
      notebook.cells.clear();
      cells_seen = true;
      od::array cells;
      e = field.value().get_array().get(cells);
      if (!e) {  // iterating an array that failed to read is undefined (simdjson assumes it valid)
        for (auto element : cells) {
          od::value value;
          notebook.cells.emplace_back();
          if (!(e = element.get(value))) e = read_cell(value, json, notebook.cells.back());
          if (e) break;
        }
      }
    } else if (!e && key == "metadata") {
      od::value value;
      if (!(e = field.value().get(value))) e = read_metadata(value, languages);
    } else if (!e && key == "nbformat") {
      e = field.value().get_int64().get(nbformat);
    }
    if (e) {
      out.error = error_text(e);
      return out;
    }
  }
  if (nbformat >= 0 && nbformat < 4) {
    out.error = "an nbformat " + std::to_string(nbformat) + " notebook (only nbformat 4 is read: save it again with Jupyter)";
    return out;
  }
  if (!cells_seen) {
    out.error = "not a Jupyter notebook (no \"cells\" list)";
    return out;
  }
  for (const std::string* l : {&languages.databricks, &languages.kernelspec, &languages.language_info}) {
    if (!l->empty()) {
      notebook.language = *l;
      break;
    }
  }
  LineCounter lines(json, dropped);
  const FileOffsets in_file(dropped);
  for (JupyterCell& cell : notebook.cells) {
    for (SourcePiece& p : cell.pieces) {
      const FilePosition at = lines.at(p.file_begin);
      p.file_row = at.row;
      p.file_column = at.column;
      if (!file_offsets) continue;
      p.file_begin = in_file(p.file_begin);
      p.file_end = in_file(p.file_end);
    }
    if (!file_offsets) continue;
    cell.source_begin = in_file(cell.source_begin);
    cell.source_end = in_file(cell.source_end);
  }
  out.notebook = std::move(notebook);
  return out;
}

}  // namespace

std::string rewrite_sources(std::string_view json, const JupyterNotebook& notebook,
                            const std::vector<std::optional<std::string>>& sources) {
  std::string out;
  std::size_t copied = 0;
  for (std::size_t i = 0; i < notebook.cells.size() && i < sources.size(); ++i) {
    const JupyterCell& cell = notebook.cells[i];
    if (!sources[i] || *sources[i] == cell.source || !cell.has_source) continue;
    out.append(json.substr(copied, cell.source_begin - copied));
    out += cell.source_is_list ? list_source(json, cell, *sources[i]) : encode(*sources[i]);
    copied = cell.source_end;
  }
  out.append(json.substr(copied));
  return out;
}

FilePosition file_position(const JupyterCell& cell, std::uint32_t offset) {
  if (cell.pieces.empty()) return {};
  std::size_t i = 0;
  while (i + 1 < cell.pieces.size() && cell.pieces[i + 1].text_begin <= offset) ++i;
  const SourcePiece& p = cell.pieces[i];
  if (offset < p.text_begin) return {p.file_row, p.file_column};
  // Walk the string as written until `offset - text_begin` decoded bytes are behind.
  const std::uint32_t want = offset - p.text_begin;
  std::uint32_t decoded = 0, column = p.file_column + 1;  // past the opening quote
  std::size_t k = 0;
  const std::string& raw = p.raw;
  while (k < raw.size() && decoded < want) {
    const unsigned char c = static_cast<unsigned char>(raw[k]);
    if (c == '\\' && k + 1 < raw.size()) {
      if (raw[k + 1] != 'u' || k + 6 > raw.size()) {
        decoded += 1;
        column += 2;
        k += 2;
        continue;
      }
      unsigned cp = 0;
      for (std::size_t h = k + 2; h < k + 6; ++h) {
        const char d = raw[h];
        cp = cp * 16 + static_cast<unsigned>(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
      }
      if (cp >= 0xD800 && cp < 0xDC00 && k + 12 <= raw.size() && raw[k + 6] == '\\' && raw[k + 7] == 'u') {
        decoded += 4;  // a surrogate pair: one code point beyond the BMP
        column += 12;
        k += 12;
        continue;
      }
      decoded += cp < 0x80 ? 1 : cp < 0x800 ? 2 : 3;
      column += 6;
      k += 6;
      continue;
    }
    const std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    decoded += static_cast<std::uint32_t>(n);
    column += 1;
    k += n;
  }
  return {p.file_row, column};
}

}  // namespace streamlint::analysis
