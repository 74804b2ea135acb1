// libFuzzer target: notebook exports through the cell reader (cells, magics, %sql cells) and the
// parse that follows, with the header added so every input is read as a notebook.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "analysis/notebook.h"
#include "analysis/python_source.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = "# Databricks notebook source\n" + std::string(reinterpret_cast<const char*>(data), size);
  const std::string masked = streamlint::analysis::mask_magic_lines(text);
  if (masked.size() != text.size()) __builtin_trap();  // masking keeps every offset
  for (const auto& cell : streamlint::analysis::notebook_cells(text)) {
    if (auto sql = streamlint::analysis::sql_cell_text(text, cell); sql && sql->size() != cell.end_byte - cell.start_byte) {
      __builtin_trap();  // a SQL cell's text keeps the cell's offsets
    }
  }
  const auto parsed = streamlint::analysis::parse_python(text);
  (void)parsed.units(std::make_shared<const std::string>("fuzz.py"));
  return 0;
}
