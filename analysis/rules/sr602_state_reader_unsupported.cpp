// SR602 state-reader-unsupported (RULES.md platform; streaming-facts.md §5.6, §3.4).
#include "analysis/rules/rule.h"

namespace streamlint::analysis {

void check_sr602_state_reader_unsupported(RuleContext& ctx) {
  for (const StateReaderUse& r : ctx.model.state_reads) {
    std::string why;
    if (r.streaming) why = "the state data source is batch only: use spark.read, not spark.readStream";
    else if (ctx.project.compute == Compute::Serverless) why = "the state reader is not available on serverless compute";
    else if (ctx.project.target_dbr && *ctx.project.target_dbr < DbrVersion{14, 3}) why = "the state reader needs DBR 14.3 LTS or above";
    if (why.empty()) continue;
    ctx.report("SR602", Severity::Error, r.range, "Reading streaming state here fails: " + why + ".");
  }
}

}  // namespace streamlint::analysis
