// Reading a notebook without its outputs (analysis/jupyter/output_skipping.h): every cell, source,
// row and column read from the kept text is what reading the whole file gives, in blocks of any size.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "analysis/jupyter/output_skipping.h"

namespace streamlint::analysis {
namespace {

JupyterNotebook read_whole(std::string json) {
  NotebookRead read = read_jupyter_notebook(json);
  EXPECT_TRUE(read.notebook) << read.error;
  return read.notebook ? std::move(*read.notebook) : JupyterNotebook{};
}

// The two reads agree on everything but byte offsets (the kept text's are its own).
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

TEST(JupyterOutputs, TheKeptTextReadsAsTheWholeFileWithoutTheOutputs) {
  const std::string kept = without_outputs(kNotebook);
  EXPECT_EQ(kept.find("iVBOR"), std::string::npos);
  EXPECT_EQ(kept.find("quoted"), std::string::npos);
  EXPECT_EQ(kept.find("\"output_type\""), std::string::npos);
  EXPECT_NE(kept.find("\"outputs\": [\n\n\n\n\n\n   ]"), std::string::npos) << kept;
  // The third cell's output sits on the line of its source: its code points become spaces.
  EXPECT_NE(kept.find(R"("outputs": [              ], "source": "s = 2")"), std::string::npos) << kept;
  expect_same_cells(read_whole(kNotebook), read_whole(kept));
}

TEST(JupyterOutputs, BlocksOfEverySizeKeepTheSameText) {
  const std::string whole = without_outputs(kNotebook);
  for (std::size_t size = 1; size <= 64; ++size) {
    OutputSkipper skipper;
    for (std::size_t at = 0; at < kNotebook.size(); at += size) skipper.feed(std::string_view(kNotebook).substr(at, size));
    EXPECT_EQ(skipper.take(), whole) << "blocks of " << size;
  }
}

TEST(JupyterOutputs, OnlyTheOutputsOfCellsAreDropped) {
  // An `outputs` key in metadata, at the root or written with an escape is kept, as are outputs
  // that are not an array or object.
  const std::string json =
      R"({"metadata": {"outputs": [1]}, "outputs": [2], "cells": [{"outp\u0075ts": [3], "x": {"outputs": [4]}, "outputs": null, "source": "a"}]})";
  EXPECT_EQ(without_outputs(json), json);
}

TEST(JupyterOutputs, OutputsAreNeverValidated) {
  // Invalid JSON and UTF-8 inside an output: the whole-file reader refuses the file, the analysis
  // reads its cells.
  const std::string json = "{\"cells\": [{\"cell_type\": \"code\", \"outputs\": [{\"text\": \"\xFF\" 1 2}], \"source\": \"a = 1\"}]}";
  std::string copy = json;
  EXPECT_FALSE(read_jupyter_notebook(copy).notebook);
  std::string kept = without_outputs(json);
  const NotebookRead read = read_jupyter_notebook(kept);
  ASSERT_TRUE(read.notebook) << read.error;
  EXPECT_EQ(read.notebook->cells[0].source, "a = 1");
}

TEST(JupyterOutputs, AnOutputThatNeverClosesIsInvalidJson) {
  std::string kept = without_outputs(R"({"cells": [{"cell_type": "code", "outputs": [{"text": "]"}, "source": "a"}]})");
  EXPECT_NE(read_jupyter_notebook(kept).error.find("not valid JSON"), std::string::npos);
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

TEST(JupyterOutputs, RandomNotebooksReadAsTheirWholeFile) {
  int dropped = 0;
  for (unsigned seed = 0; seed < 400; ++seed) {
    std::mt19937 rng(seed);
    const std::string json = random_notebook(rng);
    std::string whole = json;
    const NotebookRead full = read_jupyter_notebook(whole);
    ASSERT_TRUE(full.notebook) << full.error << "\n" << json;
    OutputSkipper skipper;
    for (std::size_t at = 0; at < json.size();) {
      const std::size_t n = 1 + rng() % 40;
      skipper.feed(std::string_view(json).substr(at, n));
      at += n;
    }
    std::string kept = skipper.take();
    EXPECT_EQ(kept, without_outputs(json)) << json;
    dropped += kept != json;
    SCOPED_TRACE(json);
    expect_same_cells(*full.notebook, read_whole(kept));
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
  expect_same_cells(read_whole(big), *read.notebook);
  EXPECT_NE(read_jupyter_file(std::filesystem::temp_directory_path()).error.find("a directory"), std::string::npos);
  EXPECT_FALSE(read_jupyter_file(path).error.empty());  // gone now
}

}  // namespace
}  // namespace streamlint::analysis
