// Keystroke -> publishDiagnostics in one cell of a notebook open in the language server (issue
// budget: p50 <= 2 ms, p99 <= 5 ms for a 200-cell notebook of 10k lines), next to its floor
// measured in the same run: tree-sitter parsing the edited cell alone (the least a server that
// re-parses only its cell pays) and the server's keystroke on the same code as one .py document
// (in a server of its own).
// The file is cut into CELLS cells at top-level statements; the edits are a letter typed in a
// string literal of a random cell, then deleted.
// Usage: bench_notebook_edit_latency FILE [CELLS] [EDITS]
#include <tree_sitter/api.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <functional>
#include <iostream>
#include <random>
#include <sstream>

#include "analysis/syntax/syntax_tree.h"
#include "app/allocator_tuning.h"
#include "bench/input_file.h"
#include "bench/latency_stats.h"
#include "protocol/jsonrpc.h"
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
  const std::string text = streamlint::bench::read_input_file(argv[1]);
  const std::vector<std::string> cells = cut(text, argc > 2 ? std::stoul(argv[2]) : 200);
  const int edits = argc > 3 ? std::stoi(argv[3]) : 100;

  // The edits: a letter typed after the first quote of a random cell, then deleted.
  struct Edit {
    std::size_t cell;
    int line, column;       // in the cell
    std::size_t py_line;    // the same place in the .py document
    bool insert;
  };
  std::vector<Edit> plan;
  std::vector<double> cell_parse_ms;
  std::mt19937 random(7);
  while (static_cast<int>(plan.size()) < 2 * edits) {
    const std::size_t c = random() % cells.size();
    const std::size_t quote = cells[c].find('"');
    if (quote == std::string::npos) continue;
    const int line = static_cast<int>(std::count(cells[c].begin(), cells[c].begin() + static_cast<long>(quote), '\n'));
    const int column = static_cast<int>(quote + 1 - (cells[c].rfind('\n', quote) == std::string::npos ? 0 : cells[c].rfind('\n', quote) + 1));
    std::size_t py_line = static_cast<std::size_t>(line);
    for (std::size_t k = 0; k < c; ++k) py_line += static_cast<std::size_t>(std::count(cells[k].begin(), cells[k].end(), '\n'));
    for (const bool insert : {true, false}) {
      plan.push_back({c, line, column, py_line, insert});
      std::string edited = cells[c];
      if (insert) edited.insert(quote + 1, "x");
      cell_parse_ms.push_back(parse_ms(edited));
    }
  }
  auto range_of = [](int line, const Edit& e) {
    return json{{"start", {{"line", line}, {"character", e.column}}},
                {"end", {{"line", line}, {"character", e.insert ? e.column : e.column + 1}}}};
  };
  // Each subject in a server of its own, alone (two copies of the code open together would share
  // every checkpoint, SR102 across them).
  auto session = [&](const std::function<void(streamlint::server::LanguageServer&, const std::function<void(const json&)>&)>& open,
                     const std::function<json(const Edit&, long)>& change) {
    streamlint::server::LanguageServer server([](const json&) {});
    auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
    send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
    send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
    open(server, send);
    server.publish_pending();
    std::vector<double> ms;
    long version = 1;
    for (const Edit& e : plan) {
      const json message = change(e, ++version);
      const auto start = Clock::now();
      send(message);
      server.publish_pending();
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    return ms;
  };
  const std::string notebook = "file:///bench/streaming.ipynb";
  auto cell_uri = [](std::size_t i) { return "vscode-notebook-cell:/bench/streaming.ipynb#c" + std::to_string(i); };
  const std::vector<double> notebook_ms = session(
      [&](streamlint::server::LanguageServer&, const std::function<void(const json&)>& send) {
        json cell_list = json::array(), items = json::array();
        for (std::size_t i = 0; i < cells.size(); ++i) {
          cell_list.push_back({{"kind", 2}, {"document", cell_uri(i)}});
          items.push_back({{"uri", cell_uri(i)}, {"languageId", "python"}, {"version", 1}, {"text", cells[i]}});
        }
        send({{"jsonrpc", "2.0"}, {"method", "notebookDocument/didOpen"},
              {"params", {{"notebookDocument", {{"uri", notebook}, {"notebookType", "jupyter-notebook"}, {"version", 1}, {"cells", cell_list}}},
                          {"cellTextDocuments", items}}}});
      },
      [&](const Edit& e, long version) {
        const json change = {{"range", range_of(e.line, e)}, {"text", e.insert ? "x" : ""}};
        return json{{"jsonrpc", "2.0"}, {"method", "notebookDocument/didChange"},
                    {"params", {{"notebookDocument", {{"uri", notebook}, {"version", version}}},
                                {"change", {{"cells", {{"textContent", json::array({{{"document", {{"uri", cell_uri(e.cell)}, {"version", version}}},
                                                                                     {"changes", json::array({change})}}})}}}}}}}};
      });
  const std::string py = "file:///bench/streaming.py";
  const std::vector<double> document_ms = session(
      [&](streamlint::server::LanguageServer&, const std::function<void(const json&)>& send) {
        send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
              {"params", {{"textDocument", {{"uri", py}, {"languageId", "python"}, {"version", 1}, {"text", text}}}}}});
      },
      [&](const Edit& e, long version) {
        return json{{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
                    {"params", {{"textDocument", {{"uri", py}, {"version", version}}},
                                {"contentChanges", json::array({{{"range", range_of(static_cast<int>(e.py_line), e)}, {"text", e.insert ? "x" : ""}}})}}}};
      });
  std::cout << cells.size() << " cells, " << std::count(text.begin(), text.end(), '\n') << " lines, "
            << notebook_ms.size() << " edits\n";
  report("notebook cell keystroke -> publish ", notebook_ms);
  report("same code as one .py document      ", document_ms);
  report("tree-sitter parse of the cell alone", cell_parse_ms);
  std::cout << "ratio to the cell's parse: p50 " << quantile(notebook_ms, 0.5) / quantile(cell_parse_ms, 0.5) << "x\n";
}
