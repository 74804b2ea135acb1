#include "cli/rule_command.h"

#include <ostream>

#include "analysis/rules/rule_doc.h"

namespace streamlint::cli {

int run_rule(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.size() != 1) {
    err << "usage: streamlint rule CODE | --all\n";
    return 2;
  }
  if (args[0] == "--all") {
    out << analysis::render_catalog_markdown();
    return 0;
  }
  const auto* doc = analysis::find_rule_doc(args[0]);
  if (!doc) {
    err << "streamlint: unknown rule '" << args[0] << "'\n";
    return 2;
  }
  out << analysis::render_rule_markdown(*doc);
  return 0;
}

}  // namespace streamlint::cli
