// `streamlint check PATH...`: analyse files and report findings.
// Exit status: 0 no findings, 1 findings, 2 usage or I/O error (message on stderr).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "analysis/project_facts.h"

namespace streamlint::cli {

enum class OutputFormat { Text, Json };

// Project facts given on the command line; they win over configuration files and bundles.
struct CheckOptions {
  std::vector<std::string> paths;
  OutputFormat format = OutputFormat::Text;
  std::optional<analysis::DbrVersion> target_dbr;
  std::optional<analysis::Compute> compute;
};

// Parses the arguments after `check`. Returns an error message for a usage error.
std::optional<std::string> parse_check_options(const std::vector<std::string>& args, CheckOptions& out);

int run_check(const CheckOptions& options, std::ostream& out, std::ostream& err);

}  // namespace streamlint::cli
