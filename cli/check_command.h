// `streamlint check PATH...`: analyse files and report findings.
// Exit status: 0 no findings at or above --fail-on, 1 findings, 2 usage, I/O or configuration
// error (message on stderr). With --diff: 1 when fixes would change a file.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "analysis/finding.h"
#include "analysis/project_facts.h"
#include "cli/file_scan.h"

namespace streamlint::cli {

enum class OutputFormat { Text, Json, Sarif, Github, Junit };

struct CheckOptions {
  std::vector<std::string> paths;  // "-" reads one file from stdin
  OutputFormat format = OutputFormat::Text;
  std::optional<std::string> output_file;
  // Findings at or above this severity fail the run; any finding when unset.
  std::optional<analysis::Severity> fail_on;
  bool statistics = false;
  bool fix = false;           // apply safe fixes in place
  bool diff = false;          // print what --fix would change, write nothing
  bool unsafe_fixes = false;  // also fixes that change streaming semantics
  std::optional<std::string> stdin_filename;
  bool prefilter = true;  // --no-prefilter parses every file (to compare; never changes findings)
  // Project facts given on the command line; they win over configuration files and bundles.
  std::optional<analysis::DbrVersion> target_dbr;
  std::optional<analysis::Compute> compute;
};

// Parses the arguments after `check`. Returns an error message for a usage error.
std::optional<std::string> parse_check_options(const std::vector<std::string>& args, CheckOptions& out);

int run_check(const CheckOptions& options, std::istream& in, std::ostream& out, std::ostream& err);

class SettingsResolver;

// The files `options.paths` name, each with its settings (a file named on the command line is read
// even when the configuration excludes it, as ruff does), and stdin's text when the path is "-".
// Errors finding the files go to `err`, and set `io_error`.
struct ScanInput {
  std::vector<ScanJob> jobs;
  std::optional<std::string> stdin_text;
  bool io_error = false;
  std::vector<std::filesystem::path> left_out;  // discovered, but excluded by configuration
};
ScanInput scan_input(const CheckOptions& options, SettingsResolver& resolver, std::istream& in, std::ostream& err);

}  // namespace streamlint::cli
