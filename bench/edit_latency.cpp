// Edit -> publishDiagnostics latency of the language server (DESIGN.md budget: p50 <= 2 ms,
// p99 <= 5 ms on a 10k-line streaming file), next to its floor, measured in the same run:
// tree-sitter's own incremental re-parse of the same edit (ts_tree_edit + ts_parser_parse with the
// old tree, nothing else), and analysis::Document's re-parse (the same, plus keeping the lowered
// statements the edit did not touch). The edits are keystrokes in string literals (typed, then
// deleted), which keep the file valid. After each edit it also times the code lenses an editor
// asks for next (the query cards), and the first keystroke after the document rested.
// A FILE named *.scala is a Scala document: tree-sitter-scala is the floor then.
// Usage: bench_edit_latency FILE [EDITS]   Prints p50/p99/max in ms for each, and the ratios.
// BENCH_SERVER_ONLY=1 times the server alone: for a file tree-sitter cannot parse in seconds (the
// hardening issue's broken file), whose bare parse would take minutes over the edits.
// BENCH_SLOW_MS=N lists each edit whose edit -> publish took more than N ms, with its line.
#include <tree_sitter/api.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>

#include "analysis/document.h"
#include "analysis/scala/scala_source.h"
#include "analysis/syntax/scala_grammar.h"
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

// tree-sitter alone: the text, its tree, and a parser kept between edits.
struct BareParse {
  std::string text;
  TSParser* parser = ts_parser_new();
  TSTree* tree = nullptr;
  BareParse(std::string t, const TSLanguage* language) : text(std::move(t)) {
    ts_parser_set_language(parser, language);
    tree = ts_parser_parse_string(parser, nullptr, text.data(), static_cast<uint32_t>(text.size()));
  }
  ~BareParse() {
    ts_tree_delete(tree);
    ts_parser_delete(parser);
  }
  // Replaces [start, end) on one line (row, byte column) with `with`, which has no newline.
  void edit(std::size_t start, std::size_t end, uint32_t row, uint32_t column, const std::string& with) {
    text.replace(start, end - start, with);
    TSInputEdit e{static_cast<uint32_t>(start), static_cast<uint32_t>(end), static_cast<uint32_t>(start + with.size()),
                  {row, column}, {row, static_cast<uint32_t>(column + end - start)},
                  {row, static_cast<uint32_t>(column + with.size())}};
    ts_tree_edit(tree, &e);
    TSTree* next = ts_parser_parse_string(parser, tree, text.data(), static_cast<uint32_t>(text.size()));
    ts_tree_delete(tree);
    tree = next;
  }
};

}  // namespace

int main(int argc, char** argv) {
  streamlint::app::keep_freed_memory();  // as `streamlint server` does
  if (argc < 2) {
    std::cerr << "usage: bench_edit_latency FILE [EDITS]\n";
    return 2;
  }
  const std::string text = streamlint::bench::read_input_file(argv[1]);
  const int edits = argc > 2 ? std::stoi(argv[2]) : 200;
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') line_starts.push_back(i + 1);
  }

  // The same edits for both: a letter typed inside the first string literal of a random line (the
  // code stays valid, as while typing a table name or path), then deleted.
  std::mt19937 random(7);
  std::vector<std::pair<int, int>> places;  // (line, byte column after the opening quote)
  while (static_cast<int>(places.size()) < edits) {
    const int line = static_cast<int>(random() % (line_starts.size() - 1));
    const std::size_t quote = text.find('"', line_starts[line]);
    if (quote == std::string::npos || quote >= line_starts[line + 1]) continue;
    places.push_back({line, static_cast<int>(quote + 1 - line_starts[line])});
  }

  std::size_t published = 0;
  streamlint::server::LanguageServer server([&](const json& m) {
    published += m.value("method", "") == "textDocument/publishDiagnostics";
  });
  auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
  send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
  const bool scala = streamlint::analysis::is_scala_path(argv[1]);
  const std::string uri = scala ? "file:///bench/Streaming.scala" : "file:///bench/streaming.py";
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", uri}, {"languageId", scala ? "scala" : "python"}, {"version", 1}, {"text", text}}}}}});
  server.publish_pending();

  std::vector<double> server_ms, lens_ms, document_ms, bare_ms;
  int request_id = 1;
  const bool no_lens = std::getenv("BENCH_NO_CODE_LENS") != nullptr;
  const bool server_only = std::getenv("BENCH_SERVER_ONLY") != nullptr;
  const double slow_ms = std::getenv("BENCH_SLOW_MS") ? std::atof(std::getenv("BENCH_SLOW_MS")) : 0;
  std::optional<streamlint::analysis::Document> document;
  std::optional<BareParse> bare;
  if (!server_only) {
    document.emplace(text, scala ? "Streaming.scala" : "");
    bare.emplace(text, scala ? streamlint::analysis::scala_language() : streamlint::analysis::python_language());
  }
  long version = 1;
  for (const auto& [line, column] : places) {
    for (const bool insert : {true, false}) {
      const json range = {{"start", {{"line", line}, {"character", column}}},
                          {"end", {{"line", line}, {"character", insert ? column : column + 1}}}};
      const auto start = Clock::now();
      send({{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
            {"params", {{"textDocument", {{"uri", uri}, {"version", ++version}}},
                        {"contentChanges", json::array({{{"range", range}, {"text", insert ? "x" : ""}}})}}}});
      server.publish_pending();
      server_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
      if (slow_ms > 0 && server_ms.back() > slow_ms) {
        const std::size_t at = line_starts[line];
        std::cout << "slow: " << server_ms.back() << " ms, " << (insert ? "typed" : "deleted") << " at " << line + 1 << ":"
                  << column + 1 << ": " << text.substr(at, text.find('\n', at) - at) << "\n";
      }
      // The code lenses an editor asks for after the edit (the query cards, from the kept run);
      // BENCH_NO_CODE_LENS=1 leaves them out, as a client without code lenses would.
      if (!no_lens) {
        const auto lens_start = Clock::now();
        send({{"jsonrpc", "2.0"}, {"id", ++request_id}, {"method", "textDocument/codeLens"},
              {"params", {{"textDocument", {{"uri", uri}}}}}});
        lens_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - lens_start).count());
      }

      if (server_only) continue;
      const std::size_t offset = line_starts[line] + column;
      auto parse_start = Clock::now();
      document->apply_edit(offset, insert ? offset : offset + 1, insert ? "x" : "");
      document_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - parse_start).count());
      parse_start = Clock::now();
      bare->edit(offset, insert ? offset : offset + 1, static_cast<uint32_t>(line), static_cast<uint32_t>(column),
                insert ? "x" : "");
      bare_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - parse_start).count());
    }
  }
  // The first keystroke after the document rested (the server's input was quiet a while,
  // LanguageServer::rest_documents): it runs the whole module again once.
  std::vector<double> rested_ms;
  for (std::size_t i = 0; i < std::min<std::size_t>(places.size(), 20); ++i) {
    const auto& [line, column] = places[i];
    server.rest_documents();
    for (const bool insert : {true, false}) {
      const json range = {{"start", {{"line", line}, {"character", column}}},
                          {"end", {{"line", line}, {"character", insert ? column : column + 1}}}};
      const auto start = Clock::now();
      send({{"jsonrpc", "2.0"},
            {"method", "textDocument/didChange"},
            {"params",
             {{"textDocument", {{"uri", uri}, {"version", ++version}}},
              {"contentChanges", json::array({{{"range", range}, {"text", insert ? "x" : ""}}})}}}});
      server.publish_pending();
      if (insert) rested_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
  }
  std::cout << line_starts.size() - 1 << " lines, " << server_ms.size() << " edits, " << published
            << " publishes\n";
  report("edit -> publishDiagnostics        ", server_ms);
  report("the same, first after a rest      ", rested_ms);
  if (!lens_ms.empty()) report("then textDocument/codeLens        ", lens_ms);
  if (server_only) return 0;
  report("Document re-parse (keeps units)   ", document_ms);
  report("tree-sitter incremental parse only", bare_ms);
  const double bare50 = quantile(bare_ms, 0.5), bare99 = quantile(bare_ms, 0.99);
  std::cout << "ratio to tree-sitter's parse: server p50 " << quantile(server_ms, 0.5) / bare50 << "x, p99 "
            << quantile(server_ms, 0.99) / bare99 << "x; Document p50 " << quantile(document_ms, 0.5) / bare50
            << "x, p99 " << quantile(document_ms, 0.99) / bare99 << "x\n";
}
