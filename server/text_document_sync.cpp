// Text documents: didOpen, didChange (incremental), didClose, didSave (LSP 3.17 "Text Document
// Synchronization").
#include <chrono>
#include <filesystem>

#include "analysis/text_util.h"
#include "protocol/json_fields.h"
#include "protocol/uri.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {

std::vector<LanguageServer::Decoded> coalesce_did_changes(std::vector<LanguageServer::Decoded> messages) {
  std::vector<LanguageServer::Decoded> out;
  out.reserve(messages.size());
  const auto change_of = [](LanguageServer::Decoded& d) -> protocol::IncomingMessage* {
    auto* m = std::get_if<protocol::IncomingMessage>(&d);
    if (!m || m->is_request() || m->method != "textDocument/didChange") return nullptr;
    try {  // only well-formed ones: a bad one is refused alone, as it would be unmerged
      (void)m->params.get<protocol::DidChangeTextDocumentParams>();
    } catch (const std::exception&) {
      return nullptr;
    }
    return m;
  };
  protocol::IncomingMessage* last = nullptr;  // the previous message, when a well-formed didChange
  for (LanguageServer::Decoded& d : messages) {
    protocol::IncomingMessage* change = change_of(d);
    if (change && last && last->params["textDocument"]["uri"] == change->params["textDocument"]["uri"]) {
      // Its edits follow the previous one's, and its version is the document's from now on.
      for (json& c : change->params["contentChanges"]) last->params["contentChanges"].push_back(std::move(c));
      last->params["textDocument"] = std::move(change->params["textDocument"]);
      continue;
    }
    out.push_back(std::move(d));
    last = change ? std::get_if<protocol::IncomingMessage>(&out.back()) : nullptr;
  }
  return out;
}

LanguageServer::OpenDocument* LanguageServer::find_document(const std::string& uri) {
  auto it = documents_.find(uri);
  return it == documents_.end() ? nullptr : &it->second;
}

std::string LanguageServer::name_of(const std::string& uri) const {
  const auto it = documents_.find(uri);
  return it == documents_.end() ? display_name(uri) : it->second.name;
}

void LanguageServer::did_open(const protocol::DidOpenTextDocumentParams& params) {
  const protocol::TextDocumentItem& item = params.text_document;
  std::string name = document_name(item.uri, item.language_id);
  OpenDocument doc{analysis::Document(item.text, name), item.version, std::move(name)};
  auto& opened = documents_.insert_or_assign(item.uri, std::move(doc)).first->second;
  opened.lines = protocol::LineIndex(opened.document.text());  // over the text where it now lives
  opened.client_pulls = true;
  dirty_.insert(item.uri);
  if (auto path = protocol::file_path_of(item.uri)) module_changed(*path);  // its text now wins over the file
}

void LanguageServer::did_change(const protocol::DidChangeTextDocumentParams& params) {
  const std::string& uri = params.text_document.uri;
  OpenDocument* doc = find_document(uri);
  if (!doc) protocol::invalid_params("didChange for a document that is not open: " + uri);
  // All of its edits or none: the params were decoded whole before this runs, and applying cannot
  // fail (positions past the text clamp to it).
  const auto& changes = params.content_changes;
  if (changes.size() == 1 && changes[0].range) {  // a keystroke: edited in place
    const std::size_t start = doc->lines.to_offset(changes[0].range->start, encoding_);
    const std::size_t end = std::max(start, doc->lines.to_offset(changes[0].range->end, encoding_));
    doc->document.apply_edit(start, end, changes[0].text);
    doc->lines.update(doc->document.text(), start, end, start + changes[0].text.size());
  } else if (!changes.empty()) {
    // Several edits (a burst the client sent apart, merged: coalesce_did_changes): each applied to
    // the text in turn, then the document edited and parsed once, over the bytes they changed.
    std::string text = doc->document.text();
    protocol::LineIndex lines(doc->lines, text);
    bool whole = false;
    for (const protocol::TextDocumentContentChangeEvent& change : changes) {
      if (!change.range) {
        text = change.text;
        lines = protocol::LineIndex(text);
        whole = true;
        continue;
      }
      const std::size_t start = lines.to_offset(change.range->start, encoding_);
      const std::size_t end = std::max(start, lines.to_offset(change.range->end, encoding_));
      text.replace(start, end - start, change.text);
      lines.update(text, start, end, start + change.text.size());
    }
    if (whole) {
      doc->document.replace_all(std::move(text));
    } else {
      const std::string& old = doc->document.text();
      const std::size_t prefix = analysis::common_prefix(old, text);
      const std::size_t suffix = analysis::common_suffix(old, text, prefix);
      doc->document.apply_edit(prefix, old.size() - suffix, std::string_view(text).substr(prefix, text.size() - suffix - prefix));
    }
    doc->lines = protocol::LineIndex(lines, doc->document.text());
  }
  doc->version = params.text_document.version.value_or(doc->version + 1);
  doc->changed_at = std::chrono::steady_clock::now();
  doc->analysed = false;
  doc->client_pulls = true;
  dirty_.insert(uri);
  // Documents that import it read its new text.
  if (auto path = protocol::file_path_of(uri)) module_changed(*path);
}

void LanguageServer::did_close(const protocol::DidCloseTextDocumentParams& params) {
  const std::string& uri = params.text_document.uri;
  documents_.erase(uri);
  snapshots_->erase(uri);
  dirty_.erase(uri);
  // Its file on disk now stands for it in the workspace and as a module (the text may have been
  // saved); the other documents' findings are compared again (SR102, routed findings).
  if (auto path = protocol::file_path_of(uri)) {
    module_changed(*path);
    workspace_index_.update(*path, index_settings());
  }
  project_dirty_ = true;
  // A pushing client keeps a closed document's diagnostics until told otherwise; a pulling one
  // asks again (its file's findings then come from the workspace index).
  if (!client_.pull_diagnostics) clear_diagnostics(uri);
}

void LanguageServer::did_save(const protocol::DidSaveTextDocumentParams& params) {
  if (forget_configuration_if(params.text_document.uri)) return index_workspace();  // every file's settings
  // A module saved for the first time was created: as a watched file's Created event, every import
  // that named it finds it now (also for a client that does not watch files).
  if (auto path = protocol::file_path_of(params.text_document.uri); path && workspace_index_.new_source_file(*path)) {
    reanalyse_all();
    return index_workspace();
  }
  // What is on disk changed: the workspace's files that read it as a module are read again (also
  // for a client that does not watch files).
  if (auto path = protocol::file_path_of(params.text_document.uri)) {
    workspace_index_.update(*path, index_settings());
    project_dirty_ = true;
  }
}

std::optional<std::string> LanguageServer::open_text(const std::string& path) const {
  for (const auto& [uri, doc] : documents_) {
    if (auto p = protocol::file_path_of(uri); p && std::filesystem::path(*p).lexically_normal().string() == path) {
      return doc.document.text();
    }
  }
  return std::nullopt;
}

}  // namespace streamlint::server
