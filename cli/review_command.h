// `streamlint review PATH...`: the review report (Markdown, or --format json with the same
// structure). Exit status: 0 with a report, 2 on usage, I/O or configuration errors.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace streamlint::cli {

int run_review(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace streamlint::cli
