// One analysed file as the reporters see it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis/finding.h"
#include "analysis/jupyter/notebook_text.h"
#include "analysis/review/query_card.h"

namespace streamlint::cli {

struct FileReport {
  std::string path;  // as the user named it (relative paths stay relative)
  std::string uri;   // relative URI reference for SARIF (forward slashes, percent-encoded)
  std::string text;  // the analysed text, for column conversion
  std::vector<analysis::Finding> findings{};
  std::string fixed_output{};  // check --fix on stdin: the fixed text to print
  std::vector<analysis::QueryCard> queries{};  // the streaming queries found (for review)
  // A Jupyter notebook: `text` is its modules' text (notebook_text.h), whose positions map back to cells.
  std::shared_ptr<const analysis::NotebookText> notebook{};
};

}  // namespace streamlint::cli
