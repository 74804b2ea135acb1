// Heap bytes one open document costs the language server, next to its peer measured in the same
// run: what tree-sitter's tree of the same text costs alone (DESIGN.md budget: at most 1.3x).
// Both are live heap bytes (glibc mallinfo2: in-use chunks plus mmapped ones) before and after,
// so allocator slack and the parser's own buffers are not counted for either.
// Usage: bench_document_memory FILE [EDITS]   Prints bytes and the ratio, after opening the file
// and again after EDITS keystrokes (typed and deleted in string literals) with their analyses, each
// also once the document rested (LanguageServer::rest_documents: the user left it alone a while).
#include <malloc.h>
#include <tree_sitter/api.h>

#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include "analysis/syntax/syntax_tree.h"
#include "bench/input_file.h"
#include "protocol/jsonrpc.h"
#include "server/language_server.h"

namespace {

using streamlint::server::json;

std::size_t live_bytes() {
  const struct mallinfo2 m = mallinfo2();
  return m.uordblks + m.hblkhd;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_document_memory FILE [EDITS]\n";
    return 2;
  }
  const std::string text = streamlint::bench::read_input_file(argv[1]);
  const int edits = argc > 2 ? std::stoi(argv[2]) : 200;

  // The peer: the tree alone (the parser exists before and is deleted before the second count).
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, streamlint::analysis::python_language());
  const std::size_t before_tree = live_bytes();
  TSTree* tree = ts_parser_parse_string(parser, nullptr, text.data(), static_cast<uint32_t>(text.size()));
  ts_parser_delete(parser);
  const std::size_t tree_bytes = live_bytes() - before_tree;

  streamlint::server::LanguageServer server([](const json&) {});
  auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
  send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", json::object()}}}});
  send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
  // A first document opened and closed, so one-time state (grammar tables, rule docs) is not counted.
  const std::string warm_uri = "file:///bench/warm.py";
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", warm_uri}, {"languageId", "python"}, {"version", 1}, {"text", "x = 1\n"}}}}}});
  server.publish_pending();
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didClose"}, {"params", {{"textDocument", {{"uri", warm_uri}}}}}});
  malloc_trim(0);

  const std::size_t before_open = live_bytes();
  const std::string uri = "file:///bench/doc.py";
  send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
        {"params", {{"textDocument", {{"uri", uri}, {"languageId", "python"}, {"version", 1}, {"text", text}}}}}});
  server.publish_pending();
  const std::size_t opened = live_bytes() - before_open;
  // The document left alone a while (the transport rests it after 5 s of quiet input).
  server.rest_documents();
  const std::size_t opened_rested = live_bytes() - before_open;

  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') line_starts.push_back(i + 1);
  }
  std::mt19937 random(7);
  long version = 1;
  for (int done = 0; done < edits;) {
    const int line = static_cast<int>(random() % (line_starts.size() - 1));
    const std::size_t quote = text.find('"', line_starts[line]);
    if (quote == std::string::npos || quote >= line_starts[line + 1]) continue;
    const int column = static_cast<int>(quote + 1 - line_starts[line]);
    for (const bool insert : {true, false}) {
      const json range = {{"start", {{"line", line}, {"character", column}}},
                          {"end", {{"line", line}, {"character", insert ? column : column + 1}}}};
      send({{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
            {"params", {{"textDocument", {{"uri", uri}, {"version", ++version}}},
                        {"contentChanges", json::array({{{"range", range}, {"text", insert ? "x" : ""}}})}}}});
      server.publish_pending();
    }
    ++done;
  }
  const std::size_t edited = live_bytes() - before_open;
  server.rest_documents();
  const std::size_t edited_rested = live_bytes() - before_open;

  std::cout << text.size() << " source bytes; tree-sitter tree alone: " << tree_bytes << " bytes ("
            << static_cast<double>(tree_bytes) / text.size() << "x the source)\n";
  std::cout << "open document: " << opened << " bytes = " << static_cast<double>(opened) / tree_bytes
            << "x the tree\n";
  std::cout << "open document at rest: " << opened_rested
            << " bytes = " << static_cast<double>(opened_rested) / tree_bytes << "x the tree\n";
  std::cout << "after " << edits << " edits: " << edited << " bytes = " << static_cast<double>(edited) / tree_bytes
            << "x the tree\n";
  std::cout << "after " << edits << " edits, at rest: " << edited_rested
            << " bytes = " << static_cast<double>(edited_rested) / tree_bytes << "x the tree\n";
  ts_tree_delete(tree);
}
