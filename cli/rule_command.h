// `streamlint rule CODE` and `streamlint rule --all`: rule documentation from the one source
// (each rule's descriptor, analysis/rules/rule.h).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace streamlint::cli {

int run_rule(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace streamlint::cli
