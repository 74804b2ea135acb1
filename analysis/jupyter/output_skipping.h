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
// `outputs` and `attachments` array or object, and records what it drops (DroppedBytes: how many
// bytes, line ends and last-line columns), so the rows and code-point columns of every cell's
// source read from the kept text are the file's, and its byte offsets can be made the file's.
// The dropped values are never validated ("outputs are never parsed"): a notebook whose outputs
// hold invalid JSON or UTF-8 is still read. A key written with escapes (`"outp\u0075ts"`) is kept
// whole. Unbalanced brackets in an output drop the rest of the file: read() then reports it.
class OutputSkipper {
 public:
  void feed(std::string_view block);
  // The text kept so far.
  const std::string& kept() const { return kept_; }
  const std::vector<DroppedBytes>& dropped() const { return dropped_; }
  // Reads the kept text (read_jupyter_text); the skipper is empty after.
  NotebookRead read(bool file_offsets);

 private:
  enum class Container : unsigned char { Object, Array, Cells, Cell };
  enum class Pending : unsigned char { None, Cells, Skip };  // what the value after a key is

  std::size_t skip(std::string_view block, std::size_t at);  // from `at` in a dropped value
  void close_key();
  bool in_object() const;

  std::string kept_;
  std::vector<DroppedBytes> dropped_;
  std::vector<Container> stack_;
  // Outside dropped values.
  bool in_string_ = false, escaped_ = false;
  bool key_expected_ = false, reading_key_ = false;
  std::string key_;  // the key being read, when it may be one that matters (short, unescaped)
  Pending pending_ = Pending::None;
  // Inside a dropped value.
  bool skipping_ = false, skip_in_string_ = false;
  std::size_t depth_ = 0, backslashes_ = 0;  // open brackets; the run of '\' just read in a string
  DroppedBytes dropping_;                    // what the value being dropped held so far
};

// Reads the notebook file at `path` in blocks, its outputs dropped as they are read, so a 50 MB
// notebook of images costs about what its code cells cost. Rows and columns are the file's; byte
// offsets are of the kept text: to rewrite sources, read the whole file with read_jupyter_notebook.
// Errors: the file's (as read_file gives them), then read_jupyter_notebook's.
NotebookRead read_jupyter_file(const std::filesystem::path& path);

}  // namespace streamlint::analysis
