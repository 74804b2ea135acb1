// Jupyter notebooks (`.ipynb`, nbformat 4: https://nbformat.readthedocs.io/en/latest/format_description.html)
// read for their cells' sources, and those sources written back. A notebook's outputs (often
// megabytes of images) are skipped, never decoded. Everything else in the file is kept byte for
// byte when sources are rewritten: only the JSON value of a changed cell's `source` is replaced.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

// One JSON string of a cell's `source` as the file writes it (nbformat allows a list of strings,
// usually one per line, or one string).
struct SourcePiece {
  std::uint32_t text_begin = 0;   // byte offset of its first decoded byte in JupyterCell::source
  std::uint32_t file_begin = 0;   // byte offset of its opening quote in the file
  std::uint32_t file_end = 0;     // one past its closing quote
  std::uint32_t file_row = 0;     // 0-based line of the opening quote in the file
  std::uint32_t file_column = 0;  // 0-based column of the opening quote, in code points
  std::string raw;                // the string as written, without the quotes (escapes kept)
};

struct JupyterCell {
  enum class Kind { Code, Markdown, Raw };
  Kind kind = Kind::Code;
  std::string source;  // decoded UTF-8; empty for a missing or null source
  std::vector<SourcePiece> pieces;
  bool source_is_list = true;       // `"source": [...]` (else one string, or null/missing)
  bool has_source = false;          // the file holds a string or list `source` value
  std::uint32_t source_begin = 0;   // the `source` value's bytes in the file: [ ... ] or "..."
  std::uint32_t source_end = 0;
  std::string language_id;          // the cell's own language in its metadata (VS Code's `languageId`), lower case
};

struct JupyterNotebook {
  std::vector<JupyterCell> cells;  // every cell in order (markdown and raw cells included)
  // The notebook's language, lower case: Databricks' notebook metadata, else the kernelspec's,
  // else language_info's; "python" when the metadata names none.
  std::string language = "python";
};

struct NotebookRead {
  std::optional<JupyterNotebook> notebook;
  std::string error;  // why it is not a notebook we can read, when `notebook` is empty
};

bool is_jupyter_path(std::string_view path);

// Reads nbformat 4 JSON. Its cells' outputs are dropped first (output_skipping.h: never parsed or
// validated), and every offset, row and column is the file's, so rewrite_sources can write `json`
// back. `json` is not changed. An empty (or blank) file is a notebook without cells. Errors: invalid
// JSON or UTF-8 outside the outputs, a root that is not an object, an nbformat before 4, `cells`
// that is not a list, a file of 4 GiB or more.
NotebookRead read_jupyter_notebook(std::string& json);

// Bytes of a notebook's file left out of the text read (a cell's outputs, output_skipping.h): at
// byte `kept` of the text read, `bytes` bytes of the file, holding `rows` line ends, then `columns`
// code points after the last of them (all of its code points when `rows` is 0).
struct DroppedBytes {
  std::uint64_t kept = 0;
  std::uint64_t bytes = 0;
  std::uint64_t rows = 0;
  std::uint64_t columns = 0;
};

// Reads `text`, a notebook's file with `dropped` left out (in order). Rows and columns are the
// file's; byte offsets are the file's when `file_offsets` (the file is under 4 GiB), else the text's.
NotebookRead read_jupyter_text(std::string& text, const std::vector<DroppedBytes>& dropped, bool file_offsets);

// The file with the sources of some cells replaced: `sources[i]` (when set and different) becomes
// cell i's source. A list source is written one string per line, keeping the strings of unchanged
// lines as written and the file's spacing between them; a string source stays one string.
// `json` must be the text `notebook` was read from.
std::string rewrite_sources(std::string_view json, const JupyterNotebook& notebook,
                            const std::vector<std::optional<std::string>>& sources);

// Where byte `offset` of cell `cell`'s source is written in the file: 0-based row and column in
// code points (escapes counted as written). The cell's first piece when the offset is past its end.
struct FilePosition {
  std::uint32_t row = 0;
  std::uint32_t column = 0;
};
FilePosition file_position(const JupyterCell& cell, std::uint32_t offset);

}  // namespace streamlint::analysis
