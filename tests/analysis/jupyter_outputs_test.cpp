// Reading a notebook without its outputs (analysis/jupyter/output_skipping.h): every cell, source,
// row and column read from the kept text is what reading the whole file gives, in blocks of any size.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>

#include <nlohmann/json.hpp>

#include "analysis/jupyter/output_skipping.h"

namespace streamlint::analysis {
namespace {

JupyterNotebook read_whole(std::string json) {
  NotebookRead read = read_jupyter_notebook(json);
  EXPECT_TRUE(read.notebook) << read.error;
  return read.notebook ? std::move(*read.notebook) : JupyterNotebook{};
}

// Fed in blocks of `size` bytes (0: whole), read with the kept text's byte offsets.
JupyterNotebook read_in_blocks(std::string_view json, std::size_t size) {
  OutputSkipper skipper;
  if (size == 0) size = json.size() + 1;
  for (std::size_t at = 0; at < json.size(); at += size) skipper.feed(json.substr(at, size));
  NotebookRead read = skipper.read(false);
  EXPECT_TRUE(read.notebook) << read.error;
  return read.notebook ? std::move(*read.notebook) : JupyterNotebook{};
}

// Independent of the reader: each piece is in the file at its offsets, at the row and code-point
// column counted here, and each cell's source is what nlohmann's parser reads.
void expect_in_file(const JupyterNotebook& nb, const std::string& json) {
  const nlohmann::json doc = nlohmann::json::parse(json);
  ASSERT_EQ(nb.cells.size(), doc["cells"].size());
  for (std::size_t i = 0; i < nb.cells.size(); ++i) {
    const JupyterCell& cell = nb.cells[i];
    const nlohmann::json& source = doc["cells"][i].value("source", nlohmann::json());
    std::string expected;
    if (source.is_string()) expected = source.get<std::string>();
    for (const auto& line : source.is_array() ? source : nlohmann::json::array()) expected += line.get<std::string>();
    EXPECT_EQ(cell.source, expected) << "cell " << i;
    for (const SourcePiece& p : cell.pieces) {
      ASSERT_LE(p.file_end, json.size());
      EXPECT_EQ(json.substr(p.file_begin, p.file_end - p.file_begin), "\"" + p.raw + "\"") << "cell " << i;
      std::uint32_t row = 0, column = 0;
      for (std::size_t k = 0; k < p.file_begin; ++k) {
        if (json[k] == '\n') {
          ++row;
          column = 0;
        } else {
          column += (static_cast<unsigned char>(json[k]) & 0xC0) != 0x80;
        }
      }
      EXPECT_EQ(p.file_row, row) << "cell " << i;
      EXPECT_EQ(p.file_column, column) << "cell " << i;
    }
  }
}

// Two reads agree on everything but byte offsets.
void expect_same_cells(const JupyterNotebook& whole, const JupyterNotebook& kept) {
  EXPECT_EQ(kept.language, whole.language);
  ASSERT_EQ(kept.cells.size(), whole.cells.size());
  for (std::size_t i = 0; i < whole.cells.size(); ++i) {
    const JupyterCell& a = whole.cells[i];
    const JupyterCell& b = kept.cells[i];
    EXPECT_EQ(b.kind, a.kind) << i;
    EXPECT_EQ(b.source, a.source) << i;
    EXPECT_EQ(b.language_id, a.language_id) << i;
    EXPECT_EQ(b.has_source, a.has_source) << i;
    EXPECT_EQ(b.source_is_list, a.source_is_list) << i;
    ASSERT_EQ(b.pieces.size(), a.pieces.size()) << i;
    for (std::size_t k = 0; k < a.pieces.size(); ++k) {
      EXPECT_EQ(b.pieces[k].raw, a.pieces[k].raw);
      EXPECT_EQ(b.pieces[k].text_begin, a.pieces[k].text_begin);
      EXPECT_EQ(b.pieces[k].file_row, a.pieces[k].file_row) << "cell " << i << " piece " << k;
      EXPECT_EQ(b.pieces[k].file_column, a.pieces[k].file_column) << "cell " << i << " piece " << k;
    }
  }
}

std::string kept_text(std::string_view json) {
  OutputSkipper skipper;
  skipper.feed(json);
  return skipper.kept();
}

// Jupyter's layout (indent 1), an image and a stream output whose strings hold brackets, escaped
// quotes and backslashes, and a markdown cell's attachment.
const std::string kNotebook = R"({
 "cells": [
  {
   "attachments": {
    "a.png": {"image/png": "iVBORw0KGgo]}{[\"\\"}
   },
   "cell_type": "markdown",
   "metadata": {},
   "source": ["# Title ![a](attachment:a.png)\n"]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {"vscode": {"languageId": "python"}},
   "outputs": [
    {
     "data": {"image/png": "iVBORw0KGgoAAAANSUhEUgAA\n", "text/plain": ["<Figure é [1]>"]},
     "output_type": "display_data"
    },
    {"name": "stdout", "output_type": "stream", "text": ["a \"quoted\" ]} \\", "\\\\\"x\n"]}
   ],
   "source": [
    "q = df.writeStream.trigger(once=True)\n",
    "t = 1"
   ]
  },
  {"cell_type": "code", "outputs": [{"text": "é]"}], "source": "s = 2", "metadata": {}}
 ],
 "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
)";

TEST(JupyterOutputs, OutputsAreDroppedAndEverySourceIsWhereTheFileHasIt) {
  const std::string kept = kept_text(kNotebook);
  EXPECT_EQ(kept.find("iVBOR"), std::string::npos);
  EXPECT_EQ(kept.find("quoted"), std::string::npos);
  EXPECT_EQ(kept.find("\"output_type\""), std::string::npos);
  EXPECT_NE(kept.find("\"outputs\": [],\n   \"source\""), std::string::npos) << kept;
  EXPECT_NE(kept.find(R"("outputs": [], "source": "s = 2")"), std::string::npos) << kept;
  const JupyterNotebook nb = read_whole(kNotebook);
  expect_in_file(nb, kNotebook);
  expect_same_cells(nb, read_in_blocks(kNotebook, 0));
}

TEST(JupyterOutputs, BlocksOfEverySizeReadTheSame) {
  const std::string whole = kept_text(kNotebook);
  const JupyterNotebook nb = read_whole(kNotebook);
  for (std::size_t size = 1; size <= 64; ++size) {
    OutputSkipper skipper;
    for (std::size_t at = 0; at < kNotebook.size(); at += size) skipper.feed(std::string_view(kNotebook).substr(at, size));
    EXPECT_EQ(skipper.kept(), whole) << "blocks of " << size;
    expect_same_cells(nb, read_in_blocks(kNotebook, size));
  }
}

TEST(JupyterOutputs, AnOutputOnTheLineOfTheSourceKeepsItsColumns) {
  // A minified notebook: one line, a 1 MB image before the source. Nothing of it is kept.
  const std::string json = R"({"cells": [{"cell_type": "code", "outputs": [{"data": {"image/png": ")" + std::string(1 << 20, 'A') +
                           R"(\u00e9"}}], "source": ["q = 1\n", "r = 2"]}], "nbformat": 4})";
  EXPECT_LT(kept_text(json).size(), 200u);
  const JupyterNotebook nb = read_whole(json);
  expect_in_file(nb, json);
  EXPECT_EQ(nb.cells[0].pieces[0].file_column, json.find("\"q = 1"));
  expect_same_cells(nb, read_in_blocks(json, 4096));
}

TEST(JupyterOutputs, OnlyTheOutputsOfCellsAreDropped) {
  // An `outputs` key in metadata, at the root or written with an escape is kept, as are outputs
  // that are not an array or object.
  const std::string json =
      R"({"metadata": {"outputs": [1]}, "outputs": [2], "cells": [{"outp\u0075ts": [3], "x": {"outputs": [4]}, "outputs": null, "source": "a"}]})";
  EXPECT_EQ(kept_text(json), json);
}

TEST(JupyterOutputs, OutputsAreNeverValidatedAndWrittenBackAsTheyWere) {
  // Invalid JSON and UTF-8 inside an output: every read takes the cells, and a rewritten source
  // leaves the output's bytes as they were.
  const std::string json = "{\"cells\": [{\"cell_type\": \"code\", \"outputs\": [{\"text\": \"\xFF\" 1 2}], \"source\": \"a = 1\"}]}";
  const JupyterNotebook nb = read_whole(json);
  ASSERT_EQ(nb.cells.size(), 1u);
  EXPECT_EQ(nb.cells[0].source, "a = 1");
  expect_same_cells(nb, read_in_blocks(json, 7));
  const std::string rewritten = rewrite_sources(json, nb, {std::string("a = 2")});
  EXPECT_EQ(rewritten, "{\"cells\": [{\"cell_type\": \"code\", \"outputs\": [{\"text\": \"\xFF\" 1 2}], \"source\": \"a = 2\"}]}");
}

TEST(JupyterOutputs, AByteOrderMarkIsReadAndWrittenBack) {
  // Found by a helper: "not a JSON object". One line, so the mark's column counts.
  const std::string json = "\xEF\xBB\xBF{\"cells\": [{\"cell_type\": \"code\", \"outputs\": [1], \"source\": [\"a = 1\"]}]}";
  const JupyterNotebook nb = read_whole(json);
  expect_in_file(nb, json);
  EXPECT_EQ(nb.cells[0].pieces[0].file_column, 61u);
  expect_same_cells(nb, read_in_blocks(json, 2));
  // Found by fuzz_ipynb: a second mark moved the drops' offsets before the text's start.
  std::string twice = "\xEF\xBB\xBF" + json;
  EXPECT_NE(read_jupyter_notebook(twice).error.find("not a JSON object"), std::string::npos);
  EXPECT_EQ(rewrite_sources(json, nb, {std::string("a = 2")}),
            "\xEF\xBB\xBF{\"cells\": [{\"cell_type\": \"code\", \"outputs\": [1], \"source\": [\"a = 2\"]}]}");
}

TEST(JupyterOutputs, AFileThatEndsInsideAnOutputSaysSo) {
  // A bracket that closes the wrong kind still ends the output; the JSON after it is invalid.
  std::string json = R"({"cells": [{"cell_type": "code", "outputs": [{"text": "]"}, "source": "a"}]})";
  EXPECT_EQ(read_jupyter_notebook(json).error.rfind("not valid JSON (", 0), 0u);
  json = R"({"cells": [{"cell_type": "code", "outputs": [{"text": "]"}, {"source": "a"})";
  EXPECT_EQ(read_jupyter_notebook(json).error, "not valid JSON (the file ends inside a cell's outputs)");
  json = R"({"cells": [{"cell_type": "code", "outputs": ["abc)";
  EXPECT_EQ(read_jupyter_notebook(json).error, "not valid JSON (the file ends inside a cell's outputs)");
}

// Random notebooks: random layouts (Jupyter's, one line, CRLF), outputs of random strings (quotes,
// backslashes, brackets, non-ASCII), read whole and without outputs, in random blocks.
std::string random_string(std::mt19937& rng) {
  static const std::vector<std::string> parts = {"a", "\\\"", "\\\\", "]", "}", "[", "{", "\xC3\xA9", ",", ":", "\\n", " ", "\\u00e9"};
  std::string s = "\"";
  for (int n = rng() % 8; n > 0; --n) s += parts[rng() % parts.size()];
  return s + "\"";
}

std::string random_value(std::mt19937& rng, int depth, const std::string& nl) {
  switch (depth > 2 ? 0 : rng() % 4) {
    case 0: return random_string(rng);
    case 1: return std::to_string(rng() % 100);
    case 2: {
      std::string s = "[";
      for (int n = rng() % 3; n > 0; --n) s += (s.size() > 1 ? "," + nl : nl) + random_value(rng, depth + 1, nl);
      return s + nl + "]";
    }
    default: {
      std::string s = "{";
      for (int n = rng() % 3; n > 0; --n) s += (s.size() > 1 ? "," + nl : nl) + random_string(rng) + ": " + random_value(rng, depth + 1, nl);
      return s + nl + "}";
    }
  }
}

std::string random_notebook(std::mt19937& rng) {
  const std::string nl = rng() % 3 == 0 ? "" : rng() % 2 ? "\r\n " : "\n ";
  std::string json = "{" + nl + "\"cells\": [";
  for (int c = rng() % 5; c > 0; --c) {
    json += nl + "{\"cell_type\": \"code\"," + nl;
    if (rng() % 2) json += "\"outputs\": [" + random_value(rng, 0, nl) + "," + nl + random_value(rng, 0, nl) + "]," + (rng() % 2 ? nl : " ");
    json += "\"source\": [" + random_string(rng) + "," + nl + random_string(rng) + "]}" + (c > 1 ? "," : "");
  }
  return json + "]," + nl + "\"nbformat\": 4}";
}

TEST(JupyterOutputs, RandomNotebooksReadAsTheirFileAndWriteBackByteForByte) {
  int dropped = 0;
  for (unsigned seed = 0; seed < 400; ++seed) {
    std::mt19937 rng(seed);
    const std::string json = random_notebook(rng);
    SCOPED_TRACE(json);
    const JupyterNotebook nb = read_whole(json);
    expect_in_file(nb, json);
    expect_same_cells(nb, read_in_blocks(json, 1 + rng() % 40));
    dropped += kept_text(json) != json;
    // Unchanged sources write the file back as it was; a changed one reads back.
    std::vector<std::optional<std::string>> sources;
    for (const JupyterCell& cell : nb.cells) sources.push_back(cell.source);
    EXPECT_EQ(rewrite_sources(json, nb, sources), json);
    if (nb.cells.empty()) continue;
    sources.back() = "x = \"\xC3\xA9\"\n";
    const JupyterNotebook again = read_whole(rewrite_sources(json, nb, sources));
    ASSERT_EQ(again.cells.size(), nb.cells.size());
    EXPECT_EQ(again.cells.back().source, *sources.back());
  }
  EXPECT_GT(dropped, 200);  // most of them have outputs to drop
}

TEST(JupyterOutputs, AFileIsReadInBlocksWithoutItsOutputs) {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / ("outputs_" + std::to_string(::getpid()) + ".ipynb");
  std::string big = kNotebook;
  // A 1 MB image: more than one block of the reader.
  big.replace(big.find("iVBORw0KGgoAAAANSUhEUgAA"), 4, std::string(1 << 20, 'A'));
  std::ofstream(path, std::ios::binary) << big;
  const NotebookRead read = read_jupyter_file(path);
  std::filesystem::remove(path);
  ASSERT_TRUE(read.notebook) << read.error;
  const JupyterNotebook whole = read_whole(big);
  expect_in_file(whole, big);
  expect_same_cells(whole, *read.notebook);
  EXPECT_NE(read_jupyter_file(std::filesystem::temp_directory_path()).error.find("a directory"), std::string::npos);
  EXPECT_FALSE(read_jupyter_file(path).error.empty());  // gone now
}

}  // namespace
}  // namespace streamlint::analysis
