// The floor of any tree-sitter linter: read and parse every *.py file under the given paths with
// tree-sitter-python and nothing else (with --scala: every *.scala file with tree-sitter-scala).
// Prints files, lines and bytes parsed.
// With --walk, also visits every node of each tree once in pre-order with a tree cursor, reading
// its symbol and byte range: the floor of any analysis that looks at the whole tree.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "analysis/syntax/node.h"
#include "analysis/syntax/scala_grammar.h"
#include "analysis/syntax/syntax_tree.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::size_t files = 0, lines = 0, bytes = 0, errors = 0, nodes = 0, checksum = 0;
  bool walk = false;
  bool scala = false;
  auto parse = [&](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    auto tree = streamlint::analysis::SyntaxTree::parse(text, nullptr,
                                                        scala ? streamlint::analysis::scala_language() : nullptr);
    errors += tree.has_error();
    if (walk) {
      streamlint::analysis::for_each_descendant(tree.root(), [&](TSNode node) {
        ++nodes;
        checksum += ts_node_symbol(node) + ts_node_start_byte(node) + ts_node_end_byte(node);
      });
    }
    ++files;
    bytes += text.size();
    for (char c : text) lines += c == '\n';
  };
  for (int i = 1; i < argc; ++i) {
    if (std::string_view(argv[i]) == "--walk") {
      walk = true;
      continue;
    }
    if (std::string_view(argv[i]) == "--scala") {
      scala = true;
      continue;
    }
    if (fs::is_directory(argv[i])) {
      for (const auto& e : fs::recursive_directory_iterator(argv[i], fs::directory_options::skip_permission_denied)) {
        if (e.is_regular_file() && e.path().extension() == (scala ? ".scala" : ".py")) parse(e.path());
      }
    } else {
      parse(argv[i]);
    }
  }
  std::cout << files << " files, " << lines << " lines, " << bytes << " bytes parsed (" << errors
            << " with syntax errors)\n";
  if (walk) std::cout << nodes << " nodes walked (checksum " << checksum << ")\n";
}
