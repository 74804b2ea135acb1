// SR602 state-reader-unsupported (RULES.md platform; streaming-facts.md §5.6, §3.4).
#include "analysis/rules/doc_links.h"
#include "analysis/rules/rule.h"
#include "analysis/text_util.h"

namespace streamlint::analysis {

void check_sr602_state_reader_unsupported(RuleContext& ctx) {
  std::vector<StateReaderUse> reads = ctx.model.state_reads;
  // The SQL form: SELECT ... FROM read_statestore('<checkpoint>') (and read_state_metadata), a batch read.
  for (const SqlStatement& s : ctx.model.sql_statements) {
    const std::string sql = to_lower(s.text);
    if (sql.find("read_statestore(") != std::string::npos || sql.find("read_state_metadata(") != std::string::npos) {
      reads.push_back({s.range, false});
    }
  }
  for (const StateReaderUse& r : reads) {
    std::string why;
    if (r.streaming) why = "the state data source is batch only: use spark.read, not spark.readStream";
    else if (ctx.project.compute == Compute::Serverless) why = "the state reader is not available on serverless compute";
    else if (ctx.project.target_dbr && *ctx.project.target_dbr < DbrVersion{14, 3}) why = "the state reader needs DBR 14.3 LTS or above";
    if (why.empty()) continue;
    ctx.report("SR602", Severity::Error, r.range, "Reading streaming state here fails: " + why + ".");
  }
}

const Rule& rule_sr602() {
  static const Rule rule{
      {"SR602", "state-reader-unsupported", Severity::Error, "platform",
       "The state data source is read where it is not supported.",
       "format(\"statestore\") / format(\"state-metadata\") are batch-only, need DBR 14.3 LTS+, and are not available "
       "on serverless compute.",
       "Read state with spark.read on classic compute, DBR 14.3+.",
       "# fixed\nspark.read.format(\"statestore\").load(\"<checkpointLocation>\")",
       {kReadStateDoc}, "5.6",
       {"compute", "dbr"}, {}},
      check_sr602_state_reader_unsupported, nullptr};
  return rule;
}

}  // namespace streamlint::analysis
