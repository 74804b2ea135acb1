#include "tests/support/expectations.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace streamlint::testing {

namespace {

// Adds the CLI flags of a `config:` body ("serverless=true dbr=15.4").
void config_flags(const std::string& body, Expectations& out) {
  std::istringstream words(body);
  std::string word;
  while (words >> word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = word.substr(0, eq), value = word.substr(eq + 1);
    if (key == "serverless" && value == "true") {
      out.project.compute = analysis::Compute::Serverless;
      out.cli_flags.insert(out.cli_flags.end(), {"--compute", "serverless"});
    } else if (key == "pipeline" && value == "true") {  // the v2 cases' spelling of compute=pipeline
      out.project.compute = analysis::Compute::Pipeline;
      out.cli_flags.insert(out.cli_flags.end(), {"--compute", "pipeline"});
    } else if (key == "serverless" && value == "false") {  // said outright: classic compute
      out.project.compute = analysis::Compute::Classic;
      out.cli_flags.insert(out.cli_flags.end(), {"--compute", "classic"});
    } else if (key == "pipeline" && value == "false") {
      // not a pipeline: the default
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

// "SR102 line 9, SR101 line 20" -> findings; "SR301 cell 3 line 2" -> cell_findings when given.
void code_lines(const std::string& body, std::multiset<CodeLine>& out, std::multiset<CodeCellLine>* cells = nullptr) {
  std::istringstream items(body);
  std::string item;
  while (std::getline(items, item, ',')) {
    std::istringstream words(item);
    std::string code, keyword, line_keyword;
    int number = 0, line = 0;
    if (!(words >> code >> keyword >> number) || code.rfind("SR", 0) != 0) continue;
    if (keyword == "line") out.insert({code, number});
    if (keyword == "cell" && cells && words >> line_keyword >> line && line_keyword == "line") cells->insert({code, number, line});
  }
}

}  // namespace

ProjectExpectations parse_project_expectations(const std::string& text) {
  ProjectExpectations out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("config:", 0) == 0) {
      Expectations flags;
      config_flags(line.substr(7), flags);
      out.cli_flags = flags.cli_flags;
      continue;
    }
    const auto colon = line.find(": ");
    if (colon == std::string::npos) continue;
    std::multiset<CodeLine> found;
    code_lines(line.substr(colon + 2), found);
    for (const CodeLine& f : found) out.findings.insert({line.substr(0, colon), f});
  }
  return out;
}

std::vector<std::string> case_folders_under(const std::string& dir) {
  std::vector<std::string> folders;
  if (!std::filesystem::is_directory(dir)) return folders;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.is_directory() && std::filesystem::exists(e.path() / "EXPECT.txt")) folders.push_back(e.path().string());
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

Expectations parse_expectations(const std::string& text) {
  Expectations out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // a file's byte order mark
    if (line.rfind("-- ", 0) == 0) line = "# " + line.substr(3);  // SQL files write the same headers
    if (line.rfind("// ", 0) == 0) line = "# " + line.substr(3);  // and Scala files
    if (line.rfind("# expect:", 0) == 0) {
      const std::string body = line.substr(9);
      if (body.find("none") != std::string::npos) out.expects_none = true;
      code_lines(body, out.findings, &out.cell_findings);  // "SRnnn line N" (or "cell C line N"), comma separated
    } else if (line.rfind("# config:", 0) == 0) {
      config_flags(line.substr(9), out);
    } else if (line.rfind("# fix:", 0) == 0) {
      const std::string body = line.substr(6);
      const auto arrow = body.find(" -> ");
      if (arrow == std::string::npos) throw std::runtime_error("a fix header needs `CODE -> text`: " + line);
      std::istringstream code(body.substr(0, arrow));
      std::string name;
      code >> name;
      out.fixes.emplace_back(name, body.substr(arrow + 4));
    }
  }
  return out;
}

Expectations parse_notebook_expectations(const std::string& ipynb_json) {
  const auto notebook = nlohmann::json::parse(ipynb_json);
  const auto& source = notebook.at("cells").at(0).at("source");
  std::string header;
  if (source.is_string()) {
    header = source.get<std::string>();
  } else {
    for (const auto& piece : source) header += piece.get<std::string>();
  }
  return parse_expectations(header);
}

std::vector<std::string> notebook_files_under(const std::string& dir) {
  std::vector<std::string> files;
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    if (e.is_regular_file() && e.path().extension() == ".ipynb") files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
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
    if (e.is_regular_file() && (ext == ".py" || ext == ".sql" || ext == ".scala")) files.push_back(e.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace streamlint::testing
