// libFuzzer target: project configuration files (pyproject.toml, streamlint.toml, databricks.yml
// and an included resource file) read from a folder, as check and the server read them. The input
// is split at the first two NUL bytes into the three files' texts.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "analysis/project/bundle_checks.h"
#include "analysis/project/project_config.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  namespace fs = std::filesystem;
  static const fs::path folder = fs::temp_directory_path() / ("streamlint-fuzz-config-" + std::to_string(::getpid()));
  fs::create_directories(folder / "resources");
  std::string_view input(reinterpret_cast<const char*>(data), size);
  std::string parts[3];
  for (auto& part : parts) {
    const std::size_t nul = input.find('\0');
    part = std::string(input.substr(0, nul));
    input = nul == std::string_view::npos ? std::string_view() : input.substr(nul + 1);
  }
  std::ofstream(folder / "pyproject.toml", std::ios::binary | std::ios::trunc) << parts[0];
  std::ofstream(folder / "databricks.yml", std::ios::binary | std::ios::trunc) << parts[1];
  std::ofstream(folder / "resources" / "job.yml", std::ios::binary | std::ios::trunc) << parts[2];
  const auto config = streamlint::analysis::ProjectConfig::discover(folder);
  (void)config.settings_for(folder / "job.py");
  (void)streamlint::analysis::check_bundle_confs(config);
  return 0;
}
