#include "cli/check_command.h"

#include <fstream>
#include <ostream>
#include <sstream>

#include "analysis/analyze.h"
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
      out.project.target_dbr = version;
    } else if (auto c = value_of("--compute")) {
      auto compute = analysis::parse_compute(*c);
      if (!compute) return "invalid --compute '" + *c + "' (expected serverless, classic or pipeline)";
      out.project.compute = *compute;
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

  std::vector<FileReport> reports;
  reports.reserve(discovery.files.size());
  for (const auto& path : discovery.files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      err << "streamlint: " << path.string() << ": cannot read file\n";
      io_error = true;
      continue;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    FileReport report{path.string(), buffer.str(), {}};
    analysis::AnalysisResult result = analysis::analyze({report.path, report.text, nullptr}, options.project);
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
