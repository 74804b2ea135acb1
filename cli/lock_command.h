// `streamlint lock [--check] [--output FILE] [PATH...]`: records the restart shape of every query
// with a constant checkpoint under PATH (default `.`) in streamlint.lock, which `check` then
// compares with (SR104, SR105). The default lock is the one `check` finds for the first PATH (the
// nearest above it), else a new one in that folder; without PATH the lock's folder is scanned. With --check nothing is written: exit 1
// when the lock is missing or differs from the code (for CI), 0 when it is current.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace streamlint::cli {

int run_lock(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace streamlint::cli
