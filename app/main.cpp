// The streamlint binary: wires the two front ends (CLI commands and the language server) over
// the one analysis engine.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "app/allocator_tuning.h"
#include "cli/check_command.h"
#include "cli/lock_command.h"
#include "cli/review_command.h"
#include "cli/rule_command.h"
#include "server/stdio_transport.h"

namespace {

constexpr const char* kUsage =
    "streamlint: static checks for Spark Structured Streaming reliability\n"
    "\n"
    "usage:\n"
    "  streamlint check [options] PATH...      (PATH - reads stdin)\n"
    "      --format text|json|sarif|github|junit   --output-file FILE   --statistics\n"
    "      --fail-on error|warning|information     --target-dbr X.Y     --compute serverless|classic|pipeline\n"
    "      --fix   --diff   --unsafe-fixes          --stdin-filename NAME\n"
    "  streamlint review [--format markdown|json] [--target-dbr X.Y] [--compute ...] PATH...\n"
    "  streamlint server [--stdio]      Language Server (LSP 3.17) over stdio\n"
    "  streamlint rule CODE | --all     explain a rule\n"
    "  streamlint lock [--check] [--output FILE] [PATH...]\n"
    "                                   record each query's restart shape (SR104, SR105) and each pipeline\n"
    "                                   dataset's kind (SR710) in streamlint.lock;\n"
    "                                   --check: exit 1 when the lock is missing or out of date\n"
    "  streamlint --version\n"
    "\n"
    "check exits 0 when there are no findings, 1 when there are, 2 on usage or I/O errors.\n";

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  // `streamlint check --help` and the like: the usage, on stdout, with success (as ruff and git do).
  const bool wants_help = std::any_of(args.begin(), args.end(), [](const std::string& a) { return a == "--help" || a == "-h"; });
  if (wants_help && (command == "check" || command == "review" || command == "server" || command == "rule" ||
                     command == "lock")) {
    std::cout << kUsage;
    return 0;
  }
  try {
    if (command == "check") {
      streamlint::cli::CheckOptions options;
      if (auto error = streamlint::cli::parse_check_options(args, options)) {
        std::cerr << "streamlint check: " << *error << "\n\n" << kUsage;
        return 2;
      }
      return streamlint::cli::run_check(options, std::cin, std::cout, std::cerr);
    }
    if (command == "server") {
      for (const std::string& a : args) {
        if (a != "--stdio") {
          std::cerr << "streamlint server: unknown option '" << a << "'\n";
          return 2;
        }
      }
      streamlint::app::keep_freed_memory();  // a long-lived process (why: allocator_tuning.h)
      return streamlint::server::run_stdio_server({}, streamlint::app::release_freed_memory);
    }
    if (command == "rule") return streamlint::cli::run_rule(args, std::cout, std::cerr);
    if (command == "lock") return streamlint::cli::run_lock(args, std::cout, std::cerr);
    if (command == "review") return streamlint::cli::run_review(args, std::cin, std::cout, std::cerr);
    if (command == "--version" || command == "version") {
      std::cout << "streamlint " << STREAMLINT_VERSION << '\n';
      return 0;
    }
    if (command == "--help" || command == "-h" || command == "help") {
      std::cout << kUsage;
      return 0;
    }
    std::cerr << "streamlint: unknown command '" << command << "'\n\n" << kUsage;
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "streamlint: " << e.what() << '\n';
    return 2;
  }
}
