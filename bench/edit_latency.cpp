// Edit -> publishDiagnostics latency of the language server (DESIGN.md budget: p50 <= 2 ms,
// p99 <= 5 ms on a 10k-line streaming file), next to the floor: tree-sitter's incremental re-parse
// of the same edit (analysis::Document, no analysis). The edits are keystrokes in string literals
// (typed, then deleted), which keep the file valid.
// Usage: bench_edit_latency FILE [EDITS]   Prints p50/p99/max in ms for both.
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "analysis/document.h"
#include "protocol/jsonrpc.h"
#include "server/language_server.h"

namespace {

using Clock = std::chrono::steady_clock;
using streamlint::server::json;

void report(const char* what, std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) { return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))]; };
  std::cout << what << ": p50 " << at(0.5) << " ms, p99 " << at(0.99) << " ms, max " << ms.back() << " ms\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_edit_latency FILE [EDITS]\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
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
  const std::string uri = "file:///bench/streaming.py";
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", uri}, {"languageId", "python"}, {"version", 1}, {"text", text}}}}}});
  server.publish_pending();

  std::vector<double> server_ms, reparse_ms;
  streamlint::analysis::Document document(text);
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

      const std::size_t offset = line_starts[line] + column;
      const auto parse_start = Clock::now();
      document.apply_edit(offset, insert ? offset : offset + 1, insert ? "x" : "");
      reparse_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - parse_start).count());
    }
  }
  std::cout << line_starts.size() - 1 << " lines, " << server_ms.size() << " edits, " << published
            << " publishes\n";
  report("edit -> publishDiagnostics", server_ms);
  report("incremental re-parse only ", reparse_ms);
}
