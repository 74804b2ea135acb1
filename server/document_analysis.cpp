// Analysis of the open documents: the module phase per document (kept between edits, so an edit
// re-runs only what it touched) and the project phase over all of them and the workspace's files.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <set>
#include <string_view>
#include <tuple>

#include "analysis/fnv.h"
#include "analysis/project/file_reader.h"
#include "analysis/rules/pipeline_links.h"
#include "analysis/rules/shared_checkpoints.h"
#include "analysis/scala/scala_objects.h"
#include "analysis/scala/scala_source.h"
#include "server/diagnostics.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {

WorkspaceIndex::Settings LanguageServer::index_settings() {
  return [this](const std::string& path) {
    analysis::FileSettings settings = settings_for(protocol::file_uri(path));
    return WorkspaceIndex::FileContext{settings, modules_.index_for(path, settings), [this](const std::string& file) {
                                         if (auto open = open_text(file)) return open;
                                         return analysis::read_file(file);
                                       }};
  };
}

void LanguageServer::index_workspace() {
  if (workspace_folders_.empty()) return;
  workspace_indexed_ = true;
  const auto start = std::chrono::steady_clock::now();
  const std::size_t files =
      workspace_index_.index_folders(workspace_folders_, index_settings());
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  spdlog::info("indexed {} workspace files in {} ms ({} analysed)", files, ms, workspace_index_.files().size());
  project_dirty_ = true;  // what the files cause in each other, also before any document opens
}

void LanguageServer::reanalyse_all() {
  modules_.clear();  // the import roots may have changed with the configuration
  // Kept runs resolved their imports in the old roots: each text runs whole again.
  for (auto& [uri, doc] : documents_) {
    doc.analysed = false;
    doc.kept = {};
    dirty_.insert(uri);
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    notebook.analysed = false;
    notebook.kept = {};
  }
  project_dirty_ = true;
}

analysis::AnalysisResult LanguageServer::analyse_kept(const std::string& uri, analysis::Document& d, KeptRun& kept,
                                                      const analysis::FileSettings& settings) {
  d.wake();  // a text that rested lowers its statements again
  const std::string path = name_of(uri);
  analysis::Snapshot snapshot{.path = path, .text = d.text(), .tree = &d.tree(), .check_fixes = false};
  snapshot.scala_text = d.scala_text();  // a Scala document's masked text and comments, kept
  if (protocol::file_path_of(uri) && !kept.modules) {  // Python modules, or Scala objects, of the project
    kept.modules = std::make_unique<analysis::EntryResolver>(modules_.index_for(path, settings), path);
  }
  if (kept.outgrown()) kept.reset();  // memory stays bounded over many edits (kept_run.h)
  if (!kept.run) {
    kept.run = std::make_unique<analysis::ModuleRun>(kept.modules.get(),
                                                     kept.modules ? kept.modules->identity() : analysis::ModuleIdentity{});
    kept.findings = std::make_unique<analysis::IncrementalFindings>();
  }
  snapshot.modules = kept.modules.get();
  if (kept.modules) snapshot.identity = kept.modules->identity();
  // Cards are made on demand from the kept run (query_cards.cpp); a text that keeps no run has them
  // made with its analysis, which parses it whole anyway.
  snapshot.describe_queries = !d.keeps_units();
  if (d.keeps_units()) {
    snapshot.units = &d.units();
    snapshot.run = kept.run.get();
    snapshot.findings = kept.findings.get();
  }
  if (!d.parsed()) {
    // No whole tree: the document's chunks (or a notebook's cells); else nothing is kept between
    // edits and the analysis parses the text (in chunks at once when the whole parse timed out).
    snapshot.tree = nullptr;
    if (d.chunked()) snapshot.chunks = &d.chunks();
    else snapshot.in_chunks = d.timed_out();
  }
  analysis::AnalysisResult result = analysis::analyze_module(snapshot, settings.project, settings.selection);
  report_analysis_errors(uri, result.internal_errors);
  kept.note_update();
  kept.cards.reset();  // made again on demand, from this run
  return result;
}

void LanguageServer::analyse(const std::string& uri, OpenDocument& doc) {
  const analysis::FileSettings settings = settings_for(uri);
  doc.module = analyse_kept(uri, doc.document, doc.kept, settings);
  doc.selection = settings.selection;
  doc.snapshot.reset();  // taken again once the project phase finished the findings
  doc.analysed = true;
}

namespace {

// Whether `text` may import the module or object `name`: the word in an import line (`import`,
// `from`), or followed by a dot (`Paths.checkpointDir(...)`: a Scala object of the same package needs
// no import). A superset costs an analysis; a word in a comment or a name elsewhere costs nothing.
bool mentions_module(std::string_view text, std::string_view name) {
  const auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
    const std::size_t end = at + name.size();
    if ((at > 0 && word(text[at - 1])) || (end < text.size() && word(text[end]))) continue;
    if (end < text.size() && text[end] == '.') return true;
    const std::size_t line = text.rfind('\n', at) == std::string_view::npos ? 0 : text.rfind('\n', at) + 1;
    const std::size_t first = text.find_first_not_of(" \t", line);
    const std::string_view start = text.substr(first == std::string_view::npos ? at : first);
    if (start.starts_with("import ") || start.starts_with("from ")) return true;
  }
  return false;
}

// Orders (file, range) sites of checkpoint keys.
struct SiteOrder {
  bool operator()(const std::pair<std::string, analysis::SourceRange>& a,
                  const std::pair<std::string, analysis::SourceRange>& b) const {
    return std::tie(a.first, a.second.start_byte, a.second.end_byte) <
           std::tie(b.first, b.second.start_byte, b.second.end_byte);
  }
};

}  // namespace

void LanguageServer::module_changed(const std::string& path) {
  const std::set<std::string> forgotten = modules_.changed(path);
  // A text that names the module may import it though its import found nothing before (the module
  // is new: created on disk or opened unsaved): `common/extra.py` is named "extra", a package's
  // `__init__.py` by its folder. Reading a text again for a word it merely holds costs one analysis.
  // A Scala file is named by the objects it declares (`object Paths` in Util.scala).
  const std::filesystem::path file(path);
  std::vector<std::string> names{file.stem() == "__init__" ? file.parent_path().filename().string() : file.stem().string()};
  if (analysis::is_scala_path(path)) {
    std::optional<std::string> text = open_text(path);
    if (!text) text = analysis::read_file(path);
    for (const std::string& object : analysis::scala_object_names(text.value_or(""))) {
      names.push_back(object.substr(object.rfind('.') + 1));  // npos + 1: the whole name
    }
  }
  const auto reads = [&](const analysis::AnalysisResult& result, std::string_view text, const std::string& uri) {
    const auto& read = result.module_files;
    if (std::any_of(read.begin(), read.end(), [&](const std::string& f) { return forgotten.count(f) > 0; })) return true;
    return protocol::file_path_of(uri) != path && std::find(read.begin(), read.end(), path) == read.end() &&
           std::any_of(names.begin(), names.end(),
                       [&](const std::string& name) { return !name.empty() && mentions_module(text, name); });
  };
  // Names bound by imports are lazy: a text that read the module runs whole again.
  for (auto& [uri, doc] : documents_) {
    if (!reads(doc.module, doc.document.text(), uri)) continue;
    doc.analysed = false;
    doc.kept.reset();
    dirty_.insert(uri);
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    if (!reads(notebook.result, notebook.document ? std::string_view(notebook.document->text()) : std::string_view(), uri))
      continue;
    notebook.analysed = false;
    notebook.kept.reset();
    project_dirty_ = true;
  }
}

bool LanguageServer::has_unsettled() const {
  if (shutdown_requested_) return false;
  return std::any_of(documents_.begin(), documents_.end(), [](const auto& d) { return d.second.document.unsettled(); });
}

void LanguageServer::settle_documents() { settle_documents(std::chrono::steady_clock::time_point::max(), {}); }

std::optional<std::chrono::steady_clock::time_point> LanguageServer::settle_due(std::chrono::milliseconds quiet) const {
  std::optional<std::chrono::steady_clock::time_point> due;
  if (shutdown_requested_) return due;
  for (const auto& [uri, doc] : documents_) {
    if (doc.document.unsettled() && (!due || doc.changed_at + quiet < *due)) due = doc.changed_at + quiet;
  }
  return due;
}

void LanguageServer::settle_documents(std::chrono::steady_clock::time_point now, std::chrono::milliseconds quiet) {
  for (auto& [uri, doc] : documents_) {
    if (doc.changed_at + quiet > now) continue;
    if (!doc.document.settle()) continue;
    doc.analysed = false;
    doc.kept.reset();  // analysed as opening the text would
    dirty_.insert(uri);
  }
}

void LanguageServer::rest_documents() {
  std::size_t rested = 0;
  for (auto& [uri, doc] : documents_) {
    rested += doc.kept.run != nullptr;
    doc.kept.rest();
    doc.document.rest();
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    rested += notebook.kept.run != nullptr;
    notebook.kept.rest();
    if (notebook.document) notebook.document->rest();
  }
  if (rested > 0) spdlog::info("{} open documents rest: their next edit runs them whole", rested);
}

void LanguageServer::take_snapshot(const std::string& uri, OpenDocument& doc, std::vector<analysis::Finding> findings) {
  auto snapshot = std::make_shared<DocumentSnapshot>();
  snapshot->uri = uri;
  snapshot->version = doc.version;
  auto text = std::make_shared<const std::string>(doc.document.text());
  snapshot->lines = std::make_shared<const protocol::LineIndex>(doc.lines, *text);
  snapshot->text = std::move(text);
  snapshot->findings = std::make_shared<const std::vector<analysis::Finding>>(std::move(findings));
  snapshot->encoding = encoding_;
  if (query_card_hover_ && doc.kept.cards) {
    snapshot->cards = std::make_shared<const std::vector<analysis::QueryCard>>(*doc.kept.cards);
  }
  doc.snapshot = snapshot;
  snapshots_->put(std::move(snapshot));
}

void LanguageServer::add_cards_to_snapshot(OpenDocument& doc) {
  if (!doc.snapshot || !doc.kept.cards) return;
  auto snapshot = std::make_shared<DocumentSnapshot>(*doc.snapshot);
  snapshot->cards = std::make_shared<const std::vector<analysis::QueryCard>>(*doc.kept.cards);
  doc.snapshot = snapshot;
  snapshots_->put(std::move(snapshot));
}

void LanguageServer::refresh() {
  std::set<std::string> pending;
  pending.swap(dirty_);
  // What this analyses is published by the next publish_pending, also when a request (a hover, a
  // code action) made it run before the worker went idle.
  publish_due_ = publish_due_ || !pending.empty() || project_dirty_;
  project_dirty_ = false;
  for (const std::string& uri : pending) {
    auto it = documents_.find(uri);
    if (it != documents_.end() && !it->second.analysed) analyse(uri, it->second);
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    if (!notebook.analysed) analyse_notebook(notebook);
  }
  // The project phase. Checkpoint uses of the open documents, and of the workspace's files that
  // are not open (an open document's text wins over its file).
  std::set<std::string> open_files;
  std::vector<analysis::CheckpointUse> uses;
  for (const auto& [uri, doc] : documents_) {
    open_files.insert(name_of(uri));
    uses.insert(uses.end(), doc.module.checkpoints.begin(), doc.module.checkpoints.end());
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    open_files.insert(display_name(uri));
    uses.insert(uses.end(), notebook.result.checkpoints.begin(), notebook.result.checkpoints.end());
  }
  // What the index's analysis of a file that is not open put in an open document (an SR102 at a key
  // its helper writes, a finding its helper causes) is about the text of that document it read. An
  // edit since (the index reads its readers again on save) makes it stale: it is left out until
  // then, rather than shown at old places or past the document's end.
  // An open document's text is hashed only when the index put something in it (not at every
  // keystroke of every document).
  std::map<std::string, std::string_view> open_texts;
  for (const auto& [uri, doc] : documents_) open_texts.emplace(name_of(uri), doc.document.text());
  std::map<std::string, std::uint64_t> open_hashes;
  const auto current = [&](const WorkspaceIndex::File& file, const std::string& target) {
    const auto open = open_texts.find(target);
    if (open == open_texts.end()) return true;
    auto hash = open_hashes.find(target);
    if (hash == open_hashes.end()) {
      hash = open_hashes.emplace(target, analysis::fnv_mix(analysis::kFnvOffsetBasis, open->second)).first;
    }
    const auto seen = file.read.find(target);
    return seen != file.read.end() && seen->second == hash->second;
  };
  // The index's files an open document stands for, also under another name (a symbolic link to it,
  // or to a folder on its path), and every name of a file after its first: each file is read once,
  // as `check` reads a linked file once.
  std::set<std::string> standing_in = open_files;
  {
    std::set<std::string> seen;
    std::error_code error;
    for (const std::string& open : open_files) seen.insert(std::filesystem::weakly_canonical(open, error).string());
    for (const auto& [path, file] : workspace_index_.files()) {
      if (!file.canonical.empty() && !seen.insert(file.canonical).second) standing_in.insert(path);
    }
  }
  // A use whose key is in an open document edited since it was read still counts (its query still
  // runs): the other uses of its path are reported, at their places, but nothing is placed at its
  // own old range (`stale_sites`) until the index reads it again on save.
  std::set<std::pair<std::string, analysis::SourceRange>, SiteOrder> stale_sites;
  std::set<std::pair<std::string, analysis::SourceRange>, SiteOrder> fresh_sites;
  for (const analysis::CheckpointUse& use : uses) fresh_sites.emplace(use.file, use.range);
  for (const auto& [path, file] : workspace_index_.files()) {
    if (standing_in.count(path)) continue;
    for (const analysis::CheckpointUse& use : file.checkpoints) {
      const bool fresh = use.file == path || current(file, use.file);
      if (fresh) fresh_sites.emplace(use.file, use.range);
      if (!fresh) stale_sites.emplace(use.file, use.range);
      uses.push_back(use);
    }
  }
  for (const auto& site : fresh_sites) stale_sites.erase(site);
  // Findings by the file they are in: SR102, and what each file's queries cause elsewhere.
  std::map<std::string, std::vector<analysis::Finding>>& incoming = incoming_;
  incoming.clear();
  for (analysis::Finding& f : analysis::shared_checkpoint_findings(uses)) {
    if (stale_sites.count({f.file, f.range})) continue;
    std::erase_if(f.related, [&](const analysis::RelatedLocation& r) {
      return stale_sites.count({r.file.empty() ? f.file : r.file, r.range}) > 0;
    });
    f.fix.reset();
    incoming[f.file].push_back(std::move(f));
  }
  // SR707 and SR708 between the pipeline's files, open or not (an open document's text wins).
  std::vector<const analysis::PipelineParts*> pipeline;
  for (const auto& [uri, doc] : documents_) {
    if (!doc.module.pipeline.empty()) pipeline.push_back(&doc.module.pipeline);
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    if (!notebook.result.pipeline.empty()) pipeline.push_back(&notebook.result.pipeline);
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (!standing_in.count(path) && !file.pipeline.empty()) pipeline.push_back(&file.pipeline);
  }
  for (analysis::Finding& f : analysis::pipeline_link_findings(pipeline)) incoming[f.file].push_back(std::move(f));
  for (const auto& [uri, doc] : documents_) {
    for (const analysis::Finding& f : doc.module.elsewhere) incoming[f.file].push_back(f);
  }
  for (const auto& [uri, notebook] : notebooks_.all()) {
    for (const analysis::Finding& f : notebook.result.elsewhere) incoming[f.file].push_back(f);
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (standing_in.count(path)) continue;
    for (const analysis::Finding& f : file.elsewhere) {
      if (current(file, f.file)) incoming[f.file].push_back(f);
    }
  }
  // A file the index skipped (no streaming text) can receive findings: held for workspace/diagnostic.
  for (const auto& [path, findings] : incoming) {
    if (!findings.empty() && !open_files.count(path)) workspace_index_.hold(path, index_settings());
  }
  // Where another file's run reaches a helper's query, its session decides (stand_in_findings.h).
  reached_ = {};
  for (const auto& [uri, doc] : documents_) reached_.add(name_of(uri), doc.module.helper_starts);
  for (const auto& [uri, notebook] : notebooks_.all()) reached_.add(display_name(uri), notebook.result.helper_starts);
  // A start names its statement's text: an index's reading of an open document edited since still
  // holds for the statements the edit left as they were. But what such readings reported there is
  // left out until the save (above): while one of them reported something in a document, none of
  // them decides its stand-ins (the stand-in's guess stands in for the findings left out).
  std::set<std::string> withheld;
  for (const auto& [path, file] : workspace_index_.files()) {
    if (standing_in.count(path)) continue;
    for (const analysis::Finding& f : file.elsewhere) {
      if (!current(file, f.file)) withheld.insert(f.file);
    }
  }
  for (const auto& [path, file] : workspace_index_.files()) {
    if (standing_in.count(path)) continue;
    std::vector<analysis::QueryStart> starts;
    for (const analysis::QueryStart& start : file.helper_starts) {
      if (!withheld.count(start.file) || current(file, start.file)) starts.push_back(start);
    }
    reached_.add(path, starts);
  }
  static const std::vector<analysis::Finding> kNone;
  const auto incoming_for = [&](const std::string& path) -> const std::vector<analysis::Finding>& {
    const auto it = incoming.find(path);
    return it == incoming.end() ? kNone : it->second;
  };
  for (auto& [uri, doc] : documents_) {
    const std::string path = name_of(uri);
    // A document not analysed again, whose findings from other files are the same, is finished.
    const std::vector<analysis::Finding>& from_others = incoming_for(path);
    std::vector<std::size_t> superseded = analysis::superseded_stand_ins(doc.module.findings, from_others, reached_);
    if (doc.snapshot && doc.snapshot->version == doc.version && doc.incoming == from_others &&
        doc.superseded == superseded) {
      continue;
    }
    doc.incoming = from_others;
    doc.superseded = std::move(superseded);
    std::vector<analysis::Finding> findings = doc.module.findings;
    findings.insert(findings.end(), from_others.begin(), from_others.end());
    const std::vector<analysis::Finding> withdrawn = analysis::drop_findings_at(findings, doc.superseded);
    analysis::finish_findings(findings, doc.module.noqa, doc.document.text(), doc.selection, path, withdrawn);
    // Only what changed is published: diagnostics that read the same after the edit still hold.
    const std::uint64_t shown = server::published_hash(findings, doc.lines, encoding_);
    const bool changed = doc.published_hash != shown;
    if (changed) {
      doc.published_hash = shown;
      doc.published = false;
    }
    // What hovers read, also while the next edits are analysed.
    if (changed || !doc.snapshot || doc.snapshot->version != doc.version) take_snapshot(uri, doc, std::move(findings));
  }
  for (auto& [uri, notebook] : notebooks_.all()) {
    const std::string path = display_name(uri);
    const std::vector<analysis::Finding>& from_others = incoming_for(path);
    std::vector<std::size_t> superseded =
        analysis::superseded_stand_ins(notebook.result.findings, from_others, reached_);
    if (notebook.finished && notebook.incoming == from_others && notebook.superseded == superseded) continue;
    notebook.incoming = from_others;
    notebook.superseded = std::move(superseded);
    std::vector<analysis::Finding> findings = notebook.result.findings;
    findings.insert(findings.end(), from_others.begin(), from_others.end());
    const std::vector<analysis::Finding> withdrawn = analysis::drop_findings_at(findings, notebook.superseded);
    analysis::finish_findings(findings, notebook.result.noqa, notebook.view->text(), notebook.selection, path,
                              withdrawn);
    notebook.findings = std::move(findings);
    notebook.finished = true;
  }
}

}  // namespace streamlint::server
