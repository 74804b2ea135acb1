// One analysed file as the reporters see it.
#pragma once

#include <string>
#include <vector>

#include "analysis/finding.h"

namespace streamlint::cli {

struct FileReport {
  std::string path;  // as the user named it (relative paths stay relative)
  std::string text;  // the analysed text, for column conversion
  std::vector<analysis::Finding> findings;
};

}  // namespace streamlint::cli
