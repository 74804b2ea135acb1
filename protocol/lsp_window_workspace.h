// Messages the server sends the client's window and workspace, and the workspace notifications
// it reads, as typed values.
// Source: LSP 3.17 specification, "Window Features" (showMessage, logMessage, MessageType),
// "Client Capability Registration", "Workspace Configuration", "DidChangeConfiguration
// Notification" and "DidChangeWatchedFiles Notification".
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "protocol/lsp_basic_types.h"

namespace streamlint::protocol {

enum class MessageType { Error = 1, Warning = 2, Info = 3, Log = 4 };

// window/showMessage and window/logMessage.
struct MessageParams {
  MessageType type = MessageType::Info;
  std::string message;
};
void to_json(json& j, const MessageParams& p);

struct Registration {
  std::string id;
  std::string method;
  json register_options;
};
struct RegistrationParams {
  std::vector<Registration> registrations;
};
void to_json(json& j, const RegistrationParams& p);

// WatchKind.Delete (LSP 3.17 FileSystemWatcher.kind, a bit set: Create 1, Change 2, Delete 4).
inline constexpr int kWatchDelete = 4;

// DidChangeWatchedFilesRegistrationOptions of plain glob patterns, each reporting every kind of
// event, then `delete_only_patterns` reporting deletions only (a folder's: a client reports a
// removed folder as one event, which a `**/*.py` pattern does not match).
json watched_files_options(const std::vector<std::string>& glob_patterns,
                           const std::vector<std::string>& delete_only_patterns = {});

struct ConfigurationParams {
  std::vector<std::string> sections;  // one ConfigurationItem per section, without scopeUri
};
void to_json(json& j, const ConfigurationParams& p);

struct DidChangeConfigurationParams {
  json settings;  // the client's shape; null when the client wants the server to pull
};
void from_json(const json& j, DidChangeConfigurationParams& p);

enum class FileChangeType { Created = 1, Changed = 2, Deleted = 3 };
struct FileEvent {
  DocumentUri uri;
  FileChangeType type = FileChangeType::Changed;
};
struct DidChangeWatchedFilesParams {
  std::vector<FileEvent> changes;
};
void from_json(const json& j, DidChangeWatchedFilesParams& p);

}  // namespace streamlint::protocol
