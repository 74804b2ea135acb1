#include "cli/check_command.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <ostream>
#include <sstream>

#include "analysis/analyze.h"
#include "analysis/project/project_config.h"
#include "cli/file_discovery.h"
#include "cli/reporters.h"

namespace streamlint::cli {

std::optional<std::string> parse_check_options(const std::vector<std::string>& args, CheckOptions& out) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    // Accept both `--flag value` and `--flag=value`.
    auto value_of = [&](std::string_view flag) -> std::optional<std::string> {
      if (a == flag && i + 1 < args.size()) return args[++i];
      if (a.rfind(std::string(flag) + "=", 0) == 0) return a.substr(flag.size() + 1);
      return std::nullopt;
    };
    if (auto v = value_of("--format")) {
      if (*v == "text") out.format = OutputFormat::Text;
      else if (*v == "json") out.format = OutputFormat::Json;
      else return "unknown --format '" + *v + "' (expected text or json)";
    } else if (auto d = value_of("--target-dbr")) {
      auto version = analysis::parse_dbr_version(*d);
      if (!version) return "invalid --target-dbr '" + *d + "' (expected MAJOR.MINOR, e.g. 15.4)";
      out.target_dbr = version;
    } else if (auto c = value_of("--compute")) {
      auto compute = analysis::parse_compute(*c);
      if (!compute) return "invalid --compute '" + *c + "' (expected serverless, classic or pipeline)";
      out.compute = *compute;
    } else if (a == "--format" || a == "--target-dbr" || a == "--compute") {
      return a + " needs a value";
    } else if (a.size() > 1 && a[0] == '-') {
      return "unknown option '" + a + "'";
    } else {
      out.paths.push_back(a);
    }
  }
  if (out.paths.empty()) return "no PATH given";
  return std::nullopt;
}

int run_check(const CheckOptions& options, std::ostream& out, std::ostream& err) {
  Discovery discovery = discover_files(options.paths);
  bool io_error = !discovery.errors.empty();
  for (const std::string& e : discovery.errors) err << "streamlint: " << e << '\n';

  // One configuration per folder; each config file's errors are reported once.
  std::map<std::string, analysis::ProjectConfig> configs;
  std::set<std::string> reported_configs;
  auto settings_for = [&](const std::filesystem::path& file) {
    const std::string folder = file.parent_path().string();
    auto it = configs.find(folder);
    if (it == configs.end()) it = configs.emplace(folder, analysis::ProjectConfig::discover(file.parent_path().empty() ? "." : file.parent_path())).first;
    for (const auto& e : it->second.errors()) {
      std::ostringstream where_stream;
      where_stream << e.file.string();
      if (e.line) where_stream << ':' << e.line;
      const std::string where = where_stream.str();
      if (reported_configs.insert(where + ' ' + e.message).second) {
        err << "streamlint: invalid configuration: " << where << ": " << e.message << '\n';
        io_error = true;
      }
    }
    analysis::FileSettings s = it->second.settings_for(file);
    if (options.target_dbr) s.project.target_dbr = options.target_dbr;
    if (options.compute) s.project.compute = *options.compute;
    return s;
  };

  std::vector<FileReport> reports;
  reports.reserve(discovery.files.size());
  for (const auto& path : discovery.files) {
    const analysis::FileSettings settings = settings_for(path);
    const bool named = std::find(discovery.named.begin(), discovery.named.end(), path) != discovery.named.end();
    if (settings.excluded && !named) continue;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      err << "streamlint: " << path.string() << ": cannot read file\n";
      io_error = true;
      continue;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    FileReport report{path.string(), buffer.str(), {}};
    analysis::AnalysisResult result =
        analysis::analyze({report.path, report.text, nullptr}, settings.project, settings.selection);
    for (const std::string& e : result.internal_errors) {
      err << "streamlint: internal error in " << report.path << ": " << e << '\n';
    }
    report.findings = std::move(result.findings);
    reports.push_back(std::move(report));
  }

  if (options.format == OutputFormat::Json) {
    report_json(reports, out);
  } else if (!(io_error && reports.empty())) {  // nothing analysed: the errors above say it all
    report_text(reports, out);
  }
  if (io_error) return 2;
  for (const FileReport& r : reports) {
    if (!r.findings.empty()) return 1;
  }
  return 0;
}

}  // namespace streamlint::cli
