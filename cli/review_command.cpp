#include "cli/review_command.h"

#include <algorithm>
#include <istream>
#include <nlohmann/json.hpp>
#include <ostream>

#include "analysis/project/file_discovery.h"
#include "analysis/review/review.h"
#include "cli/check_command.h"
#include "cli/file_scan.h"
#include "cli/project_phase.h"
#include "cli/settings_resolver.h"

namespace streamlint::cli {
namespace {

nlohmann::ordered_json to_json(const analysis::Review& review) {
  nlohmann::ordered_json areas = nlohmann::ordered_json::array();
  for (const auto& area : review.areas) {
    nlohmann::ordered_json queries = nlohmann::ordered_json::array(), findings = nlohmann::ordered_json::array();
    for (const auto& q : area.queries) {
      queries.push_back({{"evidence", q.evidence}, {"sources", q.card.sources},
                         {"stateful_operators", q.card.stateful_operators}, {"sink", q.card.sink},
                         {"trigger", q.card.trigger}, {"output_mode", q.card.output_mode},
                         {"watermark", q.card.watermark}, {"checkpoint", q.card.checkpoint},
                         {"delivery", q.card.delivery}});
    }
    for (const auto& f : area.findings) {
      findings.push_back({{"severity", f.label}, {"code", f.code}, {"evidence", f.evidence},
                          {"message", f.message}, {"next_action", f.next_action}});
    }
    areas.push_back({{"title", area.title}, {"queries", queries}, {"findings", findings}});
  }
  return {{"verdict", review.query_count ? nlohmann::json(review.verdict) : nlohmann::json()},
          {"queries", review.query_count},
          {"scope",
           {{"covers",
             {"checkpoint and state schema", "watermark and late data", "trigger selection",
              "exactly-once vs at-least-once", "state store and checkpointing", "restart and backfill"}},
            {"other_specialists",
             {"pipeline design and table layout", "data quality and monitoring", "cluster/job operations", "cost"}}}},
          {"areas", areas}};
}

}  // namespace

int run_review(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err) {
  // Same paths and project flags as check; --format markdown|json.
  std::vector<std::string> check_args;
  bool json = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--format" && i + 1 < args.size()) {
      const std::string f = args[++i];
      if (f != "json" && f != "markdown") {
        err << "streamlint review: unknown --format '" << f << "' (expected markdown or json)\n";
        return 2;
      }
      json = f == "json";
    } else {
      check_args.push_back(args[i]);
    }
  }
  CheckOptions options;
  if (auto error = parse_check_options(check_args, options)) {
    err << "streamlint review: " << *error << '\n';
    return 2;
  }
  SettingsResolver resolver(options.target_dbr, options.compute, err);
  ScanInput input = scan_input(options, resolver, in, err);
  std::vector<ScanJob>& jobs = input.jobs;
  std::vector<analysis::ReviewedFile> files;
  ScanOptions scan;  // with fixes: a quick fix is the next action the review names
  scan.queries = true;
  std::vector<ScanResult> results = scan_files(jobs, scan, input.stdin_text);
  finish_scan(jobs, results, resolver);
  for (ScanResult& r : results) {
    for (const std::string& e : r.errors) err << "streamlint: " << e << '\n';
    files.push_back({r.report.path, std::move(r.report.findings), std::move(r.report.queries), r.report.notebook});
  }
  const analysis::Review review = analysis::build_review(files);
  if (json) out << to_json(review).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  else out << analysis::render_review_markdown(review);
  const bool unread = std::any_of(results.begin(), results.end(), [](const ScanResult& r) { return !r.readable; });
  return input.io_error || unread || resolver.failed() ? 2 : 0;
}

}  // namespace streamlint::cli
