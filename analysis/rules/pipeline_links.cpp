#include "analysis/rules/pipeline_links.h"

#include <algorithm>
#include <map>
#include <set>

#include "analysis/rules/rule.h"

namespace streamlint::analysis {

PipelineParts pipeline_parts(RuleContext& ctx, std::string_view file) {
  PipelineParts parts;
  parts.file = std::string(file);
  parts.pipeline = ctx.project.pipeline;
  const PipelineCatalog& catalog = ctx.pipeline();
  // Only what lies in the analysed file: a part in an imported module is that module's.
  auto here = [&](const Span& s) { const std::string* f = s.file(); return !f || f->empty() || *f == file; };
  for (const PipelineDataset& d : catalog.datasets) {
    const bool batch = d.streaming == false || d.kind == PipelineDataset::Kind::MaterializedView;
    if (here(d.range)) parts.datasets.push_back({d.name, batch, ctx.resolve(d.range)});
  }
  for (const AutoCdcFlow& f : catalog.flows) {
    if (f.target.empty() || !here(f.range)) continue;
    // A snapshot flow's source is snapshots, and SQL says in the flow whether its source streams.
    const bool names_dataset = !f.from_snapshot && !f.once && !f.source_streaming;
    parts.flows.push_back({f.target, names_dataset ? f.source : std::string(), f.scd_type == 1, ctx.resolve(f.range)});
  }
  // Reads by pipeline code only: a job elsewhere reading a table of that name is not the pipeline's.
  if (catalog.datasets.empty() && catalog.flows.empty()) return parts;
  for (const TableStreamRead& r : catalog.stream_reads) {
    if (!r.skips_change_commits && here(r.range)) parts.reads.push_back({r.table, ctx.resolve(r.range)});
  }
  return parts;
}

std::vector<Finding> pipeline_link_findings(const std::vector<const PipelineParts*>& parts) {
  // Where each name is defined, and which files write each name as an SCD type 1 target.
  std::map<std::string, std::vector<std::pair<const PipelineParts*, const PipelineParts::Dataset*>>> defined;
  std::map<std::string, std::vector<const PipelineParts*>> scd1_writers;
  for (const PipelineParts* p : parts) {
    for (const auto& d : p->datasets) defined[d.name].push_back({p, &d});
    for (const auto& f : p->flows) {
      if (f.scd1) scd1_writers[f.target].push_back(p);
    }
  }
  // Files a bundle puts in different pipelines name different datasets (each pipeline has its own
  // target schema); a file no bundle places may be in either.
  const auto same_pipeline = [](const PipelineParts* a, const PipelineParts* b) {
    return a->pipeline.empty() || b->pipeline.empty() || a->pipeline == b->pipeline;
  };
  std::vector<Finding> out;
  for (const PipelineParts* p : parts) {
    for (const auto& f : p->flows) {
      const auto it = defined.find(f.source);
      if (f.source.empty() || it == defined.end()) continue;
      bool own = false;  // the file's own definition decided in the module phase
      const PipelineParts::Dataset* batch = nullptr;
      const PipelineParts* where = nullptr;
      for (const auto& [file, d] : it->second) {
        if (!same_pipeline(file, p)) continue;
        own = own || file->file == p->file;
        if (d->batch && file->file != p->file) batch = d, where = file;
      }
      if (own || !batch) continue;
      Finding finding{"SR707", Severity::Error, f.range, auto_cdc_batch_source_message(f.source), std::nullopt, false, {}, {}, p->file};
      finding.related.push_back({batch->range, "`" + f.source + "` is defined here by a batch read", where->file});
      out.push_back(std::move(finding));
    }
    for (const auto& r : p->reads) {
      const auto it = scd1_writers.find(r.table);
      if (it == scd1_writers.end()) continue;
      const auto& writers = it->second;
      // Reported in the module phase when the file writes it itself.
      if (std::any_of(writers.begin(), writers.end(), [&](const PipelineParts* w) { return w->file == p->file; }) ||
          std::none_of(writers.begin(), writers.end(), [&](const PipelineParts* w) { return same_pipeline(w, p); })) {
        continue;
      }
      out.push_back({"SR708", Severity::Warning, r.range, cdc_target_stream_read_message(r.table), std::nullopt, false, {}, {}, p->file});
    }
  }
  return out;
}

}  // namespace streamlint::analysis
