// The header format of testdata and ../shared/cases files (cases/README.md):
//   # config: serverless=true dbr=15.4      project facts
//   # expect: SR301 line 26, SR307 line 10  rule code and 1-based line of the reported range
//   # expect: none                          no findings at all
//   # expect: -                             adds nothing
//   # expect: SR301 cell 3 line 2            in a notebook's first cell: cells count from 1
//   # fix: SR301 -> .trigger(Trigger.AvailableNow())   a line the code's fix writes
// SQL files write them after `--`, Scala files after `//`.
#pragma once

#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "analysis/project_facts.h"

namespace streamlint::testing {

using CodeLine = std::pair<std::string, int>;  // ("SR301", 26)
using CodeCellLine = std::tuple<std::string, int, int>;  // ("SR301", cell 3, line 2) in a notebook

struct Expectations {
  std::multiset<CodeLine> findings;
  std::multiset<CodeCellLine> cell_findings;  // a Jupyter notebook's: "SR301 cell 3 line 2"
  analysis::ProjectFacts project;
  bool expects_none = false;
  std::vector<std::pair<std::string, std::string>> fixes;  // (code, a line its fix writes)
  // CLI flags for `project` (--compute ..., --target-dbr ...).
  std::vector<std::string> cli_flags;
};

Expectations parse_expectations(const std::string& text);

// A folder case's EXPECT.txt (new-cases/README.md): `#` comments, `config: dbr=15.4 ...`, and
// `path/in/folder.py: SR102 line 9, SR101 line 20` lines. Findings are keyed by file.
struct ProjectExpectations {
  std::multiset<std::pair<std::string, CodeLine>> findings;  // (relative path, (code, line))
  std::vector<std::string> cli_flags;
};
ProjectExpectations parse_project_expectations(const std::string& text);
// The folders holding an EXPECT.txt directly under `dir`, sorted; empty when it does not exist.
std::vector<std::string> case_folders_under(const std::string& dir);
std::string read_file(const std::string& path);
// Every *.py, *.sql and *.scala file under `dir`, sorted; empty when the folder does not exist.
std::vector<std::string> source_files_under(const std::string& dir);
// Every *.ipynb file under `dir`, sorted; empty when the folder does not exist.
std::vector<std::string> notebook_files_under(const std::string& dir);
// A notebook case's header: the expectations written in its first cell (new-cases/README.md).
Expectations parse_notebook_expectations(const std::string& ipynb_json);

}  // namespace streamlint::testing
