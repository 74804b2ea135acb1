// The header format of testdata and ../shared/cases files (cases/README.md):
//   # config: serverless=true dbr=15.4      project facts
//   # expect: SR301 line 26, SR307 line 10  rule code and 1-based line of the reported range
//   # expect: none                          no findings at all
//   # expect: -                             adds nothing
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "analysis/project_facts.h"

namespace streamlint::testing {

using CodeLine = std::pair<std::string, int>;  // ("SR301", 26)

struct Expectations {
  std::multiset<CodeLine> findings;
  analysis::ProjectFacts project;
  bool expects_none = false;
  // CLI flags for `project` (--compute ..., --target-dbr ...).
  std::vector<std::string> cli_flags;
};

Expectations parse_expectations(const std::string& text);
std::string read_file(const std::string& path);
// Every *.py and *.sql file under `dir`, sorted; empty when the folder does not exist.
std::vector<std::string> source_files_under(const std::string& dir);

}  // namespace streamlint::testing
