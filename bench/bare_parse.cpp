// The floor of any tree-sitter linter: read and parse every *.py file under the given paths with
// tree-sitter-python and nothing else. Prints files, lines and bytes parsed.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "analysis/syntax/syntax_tree.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::size_t files = 0, lines = 0, bytes = 0, errors = 0;
  auto parse = [&](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    auto tree = streamlint::analysis::SyntaxTree::parse(text);
    errors += tree.has_error();
    ++files;
    bytes += text.size();
    for (char c : text) lines += c == '\n';
  };
  for (int i = 1; i < argc; ++i) {
    if (fs::is_directory(argv[i])) {
      for (const auto& e : fs::recursive_directory_iterator(argv[i], fs::directory_options::skip_permission_denied)) {
        if (e.is_regular_file() && e.path().extension() == ".py") parse(e.path());
      }
    } else {
      parse(argv[i]);
    }
  }
  std::cout << files << " files, " << lines << " lines, " << bytes << " bytes parsed (" << errors
            << " with syntax errors)\n";
}
