// Reading a Jupyter notebook file for analysis without holding its outputs: a cell's `outputs`
// (and a markdown cell's `attachments`) are often megabytes of base64 images, and the analysis
// never reads them (nbformat 4: https://nbformat.readthedocs.io/en/latest/format_description.html).
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/jupyter/notebook_json.h"

namespace streamlint::analysis {

// Fed a notebook's JSON in blocks of any size, keeps everything but the inside of each cell's
// `outputs` and `attachments` array or object. What it drops becomes whitespace that keeps every
// later line and column where the file has it: one '\n' per line end dropped, then one space per
// code point after the last one. So the rows and code-point columns of every cell's source read
// from the kept text are the file's; its byte offsets are not (they are offsets in the kept text).
// The dropped values are never validated ("outputs are never parsed"): a notebook whose outputs
// hold invalid JSON or UTF-8 is still read. A key written with escapes (`"outp\u0075ts"`) is kept
// whole. Unbalanced brackets in an output leave the rest dropped, and the kept text invalid JSON.
class OutputSkipper {
 public:
  void feed(std::string_view block);
  // The kept text; the skipper is empty after.
  std::string take();

 private:
  enum class Container : unsigned char { Object, Array, Cells, Cell };
  enum class Pending : unsigned char { None, Cells, Skip };  // what the value after a key is

  std::size_t skip(std::string_view block, std::size_t at);  // from `at` in a dropped value
  void close_key();
  bool in_object() const;

  std::string kept_;
  std::vector<Container> stack_;
  // Outside dropped values.
  bool in_string_ = false, escaped_ = false;
  bool key_expected_ = false, reading_key_ = false;
  std::string key_;  // the key being read, when it may be one that matters (short, unescaped)
  Pending pending_ = Pending::None;
  // Inside a dropped value.
  bool skipping_ = false, skip_in_string_ = false;
  std::size_t depth_ = 0, backslashes_ = 0;  // open brackets; the run of '\' just read in a string
  std::size_t newlines_ = 0, columns_ = 0;   // line ends dropped; code points since the last one
};

// The notebook JSON `json` with its outputs dropped (OutputSkipper fed it whole).
std::string without_outputs(std::string_view json);

// Reads the notebook file at `path` in blocks, its outputs dropped as they are read, so a 50 MB
// notebook of images costs about what its code cells cost. The notebook's byte offsets are of the
// kept text: to rewrite sources, read the whole file with read_jupyter_notebook instead. Errors:
// the file's (as read_file gives them), then read_jupyter_notebook's.
NotebookRead read_jupyter_file(const std::filesystem::path& path);

}  // namespace streamlint::analysis
