// A byte-level test that lets a scan skip files that cannot hold a streaming query or setting
// without parsing them. It must never lose a finding: every rule needs one of these tokens
// (a test runs all testdata with and without it and compares).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace streamlint::analysis {

struct PrefilterVerdict {
  bool may_have_findings = false;   // false only when no rule can report anything on the text
  bool may_export_streams = false;  // see may_export_streams
};

// Both verdicts in one pass over the bytes.
PrefilterVerdict prefilter(std::string_view text);

// False only when no rule can report anything on `text`.
bool may_have_findings(std::string_view text);

// True when a module holding `text` can hand an importer something a rule looks at: a stream, a
// writer, a streaming conf (readStream, writeStream, a pipeline's read_stream, spark.*.streaming
// keys). Constants and option dicts matter too, but only to an importer that has streams of its
// own, which the importer's own tokens show.
bool may_export_streams(std::string_view text);

// The same for a SQL pipeline file: it must define a dataset or flow, or read a STREAM.
bool sql_may_have_findings(std::string_view text);

// Whether `text` imports the pipeline module (streaming-facts.md §6.3): `import dlt`, `from dlt
// import ...`, `from pyspark import pipelines as dp` (also among other names, in parentheses or
// continued over lines, with any spacing), `import pyspark.pipelines as dp`. Pipeline words
// (`dlt`, `pipelines`, `read_stream`) count for the prefilter only then.
bool imports_pipeline_module(std::string_view text);

}  // namespace streamlint::analysis

namespace streamlint::analysis {

struct ModuleIdentity;

// The absolute names of the modules `text` imports, read from its import statements without
// parsing: for `import a.b` also `a`, for `from m import x` both `m` and `m.x` (x may be a
// submodule). Relative imports resolve from `identity`. A superset is fine: this feeds a filter.
std::vector<std::string> imported_module_names(std::string_view text, const ModuleIdentity& identity);

}  // namespace streamlint::analysis
