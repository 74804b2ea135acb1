// libFuzzer target: notebook exports through the cell reader (cells, magics, %sql cells) and the
// parse that follows, with the header added so every input is read as a notebook. Then the
// editor's path: the export kept as a Document in cells (analysis/document.h) and edited a piece at
// a time; after each edit its units are a fresh document's.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "analysis/document.h"
#include "analysis/notebook.h"
#include "analysis/python_source.h"
#include "tests/fuzz/document_edits.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::string text = "# Databricks notebook source\n" + std::string(input);
  const std::string masked = streamlint::analysis::mask_magic_lines(text);
  if (masked.size() != text.size()) __builtin_trap();  // masking keeps every offset
  for (const auto& cell : streamlint::analysis::notebook_cells(text)) {
    if (auto sql = streamlint::analysis::sql_cell_text(text, cell); sql && sql->size() != cell.end_byte - cell.start_byte) {
      __builtin_trap();  // a SQL cell's text keeps the cell's offsets
    }
  }
  const auto parsed = streamlint::analysis::parse_python(text);
  (void)parsed.units(std::make_shared<const std::string>("fuzz.py"));

  // The editor: the first half is the notebook's body, the second half its edits, four bytes each
  // (where, how many bytes to replace, and the byte typed; 0 types nothing), at most 8 of them.
  const std::size_t half = size / 2;
  streamlint::analysis::Document doc("# Databricks notebook source\n" + std::string(input.substr(0, half)), "fuzz.py",
                                      streamlint::fuzz::kWholeParseBudget);
  streamlint::fuzz::replay_edits(doc, data, half, size, [&](int) { streamlint::fuzz::expect_fresh(doc, "fuzz.py"); });
  return 0;
}
