// Keystroke -> publishDiagnostics in one cell of a notebook open in the language server (issue
// budget: p50 <= 2 ms, p99 <= 5 ms for a 200-cell notebook of 10k lines), next to its floor
// measured in the same run: tree-sitter parsing the edited cell alone (the least a server that
// re-parses only its cell pays) and the server's keystroke on the same code as one .py document.
// The file is cut into CELLS cells at top-level statements; the edits are a letter typed in a
// string literal of a random cell, then deleted.
// Usage: bench_notebook_edit_latency FILE [CELLS] [EDITS]
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include <tree_sitter/api.h>

#include "app/allocator_tuning.h"
#include "analysis/syntax/syntax_tree.h"
#include "protocol/jsonrpc.h"
#include "bench/latency_stats.h"
#include "server/language_server.h"

namespace {

using Clock = std::chrono::steady_clock;
using streamlint::server::json;
using streamlint::bench::quantile;
using streamlint::bench::report;

double parse_ms(const std::string& text) {
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, streamlint::analysis::python_language());
  const auto start = Clock::now();
  TSTree* tree = ts_parser_parse_string(parser, nullptr, text.data(), static_cast<uint32_t>(text.size()));
  const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  ts_tree_delete(tree);
  ts_parser_delete(parser);
  return ms;
}

// The file's lines cut into about `cells` cells, each starting at an unindented line.
std::vector<std::string> cut(const std::string& text, std::size_t cells) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line + "\n");
  const std::size_t per_cell = std::max<std::size_t>(1, lines.size() / cells);
  std::vector<std::string> out(1);
  std::size_t in_cell = 0;
  for (const std::string& line : lines) {
    const bool top = !line.empty() && line[0] != ' ' && line[0] != '\t' && line[0] != '\n' && line[0] != ')' &&
                     line[0] != ']' && line[0] != '}' && line[0] != '#';
    if (in_cell >= per_cell && top) {
      out.emplace_back();
      in_cell = 0;
    }
    out.back() += line;
    ++in_cell;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  streamlint::app::keep_freed_memory();  // as `streamlint server` does
  if (argc < 2) {
    std::cerr << "usage: bench_notebook_edit_latency FILE [CELLS] [EDITS]\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  const std::vector<std::string> cells = cut(text, argc > 2 ? std::stoul(argv[2]) : 200);
  const int edits = argc > 3 ? std::stoi(argv[3]) : 100;

  streamlint::server::LanguageServer server([](const json&) {});
  auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
  send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
  const std::string notebook = "file:///bench/streaming.ipynb";
  auto cell_uri = [](std::size_t i) { return "vscode-notebook-cell:/bench/streaming.ipynb#c" + std::to_string(i); };
  json cell_list = json::array(), items = json::array();
  for (std::size_t i = 0; i < cells.size(); ++i) {
    cell_list.push_back({{"kind", 2}, {"document", cell_uri(i)}});
    items.push_back({{"uri", cell_uri(i)}, {"languageId", "python"}, {"version", 1}, {"text", cells[i]}});
  }
  send({{"jsonrpc", "2.0"}, {"method", "notebookDocument/didOpen"},
        {"params", {{"notebookDocument", {{"uri", notebook}, {"notebookType", "jupyter-notebook"}, {"version", 1}, {"cells", cell_list}}},
                    {"cellTextDocuments", items}}}});
  server.publish_pending();
  const std::string py = "file:///bench/streaming.py";
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", py}, {"languageId", "python"}, {"version", 1}, {"text", text}}}}}});
  server.publish_pending();

  std::mt19937 random(7);
  std::vector<double> notebook_ms, cell_parse_ms, document_ms;
  long version = 1;
  for (int e = 0; e < edits;) {
    const std::size_t c = random() % cells.size();
    const std::size_t quote = cells[c].find('"');
    if (quote == std::string::npos) continue;
    ++e;
    const int line = static_cast<int>(std::count(cells[c].begin(), cells[c].begin() + static_cast<long>(quote), '\n'));
    const int column = static_cast<int>(quote + 1 - (cells[c].rfind('\n', quote) == std::string::npos ? 0 : cells[c].rfind('\n', quote) + 1));
    std::size_t py_line = static_cast<std::size_t>(line);
    for (std::size_t k = 0; k < c; ++k) py_line += static_cast<std::size_t>(std::count(cells[k].begin(), cells[k].end(), '\n'));
    for (const bool insert : {true, false}) {
      const json range = {{"start", {{"line", line}, {"character", column}}},
                          {"end", {{"line", line}, {"character", insert ? column : column + 1}}}};
      const json change = {{"range", range}, {"text", insert ? "x" : ""}};
      ++version;
      auto start = Clock::now();
      send({{"jsonrpc", "2.0"}, {"method", "notebookDocument/didChange"},
            {"params", {{"notebookDocument", {{"uri", notebook}, {"version", version}}},
                        {"change", {{"cells", {{"textContent", json::array({{{"document", {{"uri", cell_uri(c)}, {"version", version}}},
                                                                             {"changes", json::array({change})}}})}}}}}}}});
      server.publish_pending();
      notebook_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      json py_range = range;
      py_range["start"]["line"] = py_line;
      py_range["end"]["line"] = py_line;
      start = Clock::now();
      send({{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
            {"params", {{"textDocument", {{"uri", py}, {"version", version}}},
                        {"contentChanges", json::array({{{"range", py_range}, {"text", insert ? "x" : ""}}})}}}});
      server.publish_pending();
      document_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      std::string edited = cells[c];
      if (insert) edited.insert(quote + 1, "x");
      cell_parse_ms.push_back(parse_ms(edited));
    }
  }
  std::cout << cells.size() << " cells, " << std::count(text.begin(), text.end(), '\n') << " lines, "
            << notebook_ms.size() << " edits\n";
  report("notebook cell keystroke -> publish ", notebook_ms);
  report("same code as one .py document      ", document_ms);
  report("tree-sitter parse of the cell alone", cell_parse_ms);
  std::cout << "ratio to the cell's parse: p50 " << quantile(notebook_ms, 0.5) / quantile(cell_parse_ms, 0.5) << "x\n";
}
