#include "tests/support/expectations.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace streamlint::testing {

Expectations parse_expectations(const std::string& text) {
  Expectations out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("-- ", 0) == 0) line = "# " + line.substr(3);  // SQL files write the same headers
    if (line.rfind("# expect:", 0) == 0) {
      const std::string body = line.substr(9);
      if (body.find("none") != std::string::npos) out.expects_none = true;
      // Items are "SRnnn line N", separated by commas.
      std::istringstream items(body);
      std::string item;
      while (std::getline(items, item, ',')) {
        std::istringstream words(item);
        std::string code, keyword;
        int number = 0;
        if (words >> code >> keyword >> number && code.rfind("SR", 0) == 0 && keyword == "line") {
          out.findings.insert({code, number});
        }
      }
    } else if (line.rfind("# config:", 0) == 0) {
      std::istringstream words(line.substr(9));
      std::string word;
      while (words >> word) {
        const auto eq = word.find('=');
        if (eq == std::string::npos) continue;
        const std::string key = word.substr(0, eq), value = word.substr(eq + 1);
        if (key == "serverless" && value == "true") {
          out.project.compute = analysis::Compute::Serverless;
          out.cli_flags.insert(out.cli_flags.end(), {"--compute", "serverless"});
        } else if (key == "compute") {
          out.project.compute = analysis::parse_compute(value).value();
          out.cli_flags.insert(out.cli_flags.end(), {"--compute", value});
        } else if (key == "dbr") {
          out.project.target_dbr = analysis::parse_dbr_version(value);
          out.cli_flags.insert(out.cli_flags.end(), {"--target-dbr", value});
        } else {
          throw std::runtime_error("unknown config key in test header: " + key);
        }
      }
    }
  }
  return out;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> source_files_under(const std::string& dir) {
  std::vector<std::string> files;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    const auto ext = e.path().extension();
    if (e.is_regular_file() && (ext == ".py" || ext == ".sql")) files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace streamlint::testing
