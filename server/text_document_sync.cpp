// Text documents: didOpen, didChange (incremental), didClose, didSave (LSP 3.17 "Text Document
// Synchronization").
#include <filesystem>

#include "protocol/json_fields.h"
#include "protocol/uri.h"
#include "server/document_names.h"
#include "server/language_server.h"

namespace streamlint::server {
LanguageServer::OpenDocument* LanguageServer::find_document(const std::string& uri) {
  auto it = documents_.find(uri);
  return it == documents_.end() ? nullptr : &it->second;
}

void LanguageServer::did_open(const protocol::DidOpenTextDocumentParams& params) {
  const protocol::TextDocumentItem& item = params.text_document;
  OpenDocument doc{analysis::Document(item.text, display_name(item.uri)), item.version};
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
  for (const protocol::TextDocumentContentChangeEvent& change : params.content_changes) {
    if (!change.range) {
      doc->document.replace_all(change.text);
      doc->lines = protocol::LineIndex(doc->document.text());
      continue;
    }
    const std::size_t start = doc->lines.to_offset(change.range->start, encoding_);
    const std::size_t end = std::max(start, doc->lines.to_offset(change.range->end, encoding_));
    doc->document.apply_edit(start, end, change.text);
    doc->lines.update(doc->document.text(), start, end, start + change.text.size());
  }
  doc->version = params.text_document.version.value_or(doc->version + 1);
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
  forget_configuration_if(params.text_document.uri);
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
