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

namespace {

// The edited document's units are a fresh one's: same number, text and place.
void expect_fresh(const streamlint::analysis::Document& edited) {
  const streamlint::analysis::Document fresh(edited.text(), "fuzz.py");
  if (edited.keeps_units() != fresh.keeps_units() || edited.units().size() != fresh.units().size()) __builtin_trap();
  for (std::size_t i = 0; i < fresh.units().size(); ++i) {
    const auto& a = *edited.units()[i];
    const auto& b = *fresh.units()[i];
    if (a.text() != b.text() || a.anchor().byte != b.anchor().byte || !(a.anchor().point == b.anchor().point) ||
        a.nodes().size() != b.nodes().size()) {
      __builtin_trap();
    }
  }
}

}  // namespace

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
  streamlint::analysis::Document doc("# Databricks notebook source\n" + std::string(input.substr(0, half)), "fuzz.py");
  std::size_t edits = 0;
  for (std::size_t i = half; i + 4 <= size && edits < 8; i += 4, ++edits) {
    const std::size_t length = doc.text().size();
    const std::size_t at = ((std::size_t{data[i]} << 8) | data[i + 1]) % (length + 1);
    const std::size_t end = std::min(length, at + data[i + 2] % 8);
    const char typed = static_cast<char>(data[i + 3]);
    doc.apply_edit(at, end, typed == 0 ? std::string_view() : std::string_view(&typed, 1));
    expect_fresh(doc);
  }
  return 0;
}
