// The text of a benchmark's input file, read whole. A file that cannot be read, or is empty, ends
// the benchmark with a message and exit code 2: a missing input (a generator not run) must fail
// loudly, not measure nothing (an empty text made bench_document_memory divide by zero).
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

namespace streamlint::bench {

inline std::string read_input_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  if (in) s << in.rdbuf();
  if (!in || s.str().empty()) {
    std::cerr << "cannot read " << path.string()
              << " (or it is empty): run the benchmark's script, which generates it\n";
    std::exit(2);
  }
  return s.str();
}

}  // namespace streamlint::bench
