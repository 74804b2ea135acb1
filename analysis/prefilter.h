// A byte-level test that lets a scan skip files that cannot hold a streaming query or setting
// without parsing them. It must never lose a finding: every rule needs one of these tokens
// (a test runs all testdata with and without it and compares).
#pragma once

#include <string_view>

namespace streamlint::analysis {

// False only when no rule can report anything on `text`.
bool may_have_findings(std::string_view text);

// The same for a SQL file (SR703 and its noqa): it must name a streaming table or materialized view.
bool sql_may_have_findings(std::string_view text);

}  // namespace streamlint::analysis
