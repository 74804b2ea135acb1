// The session's core: decoding frames, the method tables, cancellation and error replies.
#include "server/language_server.h"

#include <exception>

#include <spdlog/spdlog.h>

#include "protocol/json_fields.h"

namespace streamlint::server {
namespace {

namespace ec = protocol::error_code;
using protocol::ResponseError;

// Params decoded into the handler's typed value; a shape error is InvalidParams.
template <class Params>
Params decode_params(const json& params) {
  return protocol::decode_as<Params>(params, "params");
}

template <class T>
json to_result(const std::optional<T>& value) {
  return value ? json(*value) : json(nullptr);
}
template <class T>
json to_result(const T& value) {
  return json(value);
}

}  // namespace

LanguageServer::LanguageServer(Send send, analysis::ProjectFacts defaults)
    : send_(std::move(send)), defaults_(defaults) {
  register_methods();
}

void LanguageServer::register_methods() {
  // Requests: typed params in, typed result out.
  auto request = [this]<class Params, class Result>(const char* method, Result (LanguageServer::*handler)(const Params&)) {
    requests_[method] = [this, handler](const json& params) { return to_result((this->*handler)(decode_params<Params>(params))); };
  };
  auto notification = [this]<class Params>(const char* method, void (LanguageServer::*handler)(const Params&)) {
    notifications_[method] = [this, handler](const json& params) { (this->*handler)(decode_params<Params>(params)); };
  };
  request("textDocument/hover", &LanguageServer::hover);
  request("textDocument/codeAction", &LanguageServer::code_action);
  request("textDocument/codeLens", &LanguageServer::code_lens);
  request("textDocument/diagnostic", &LanguageServer::document_diagnostic);
  request("workspace/diagnostic", &LanguageServer::workspace_diagnostic);
  request("workspace/executeCommand", &LanguageServer::execute_command);
  notification("textDocument/didOpen", &LanguageServer::did_open);
  notification("textDocument/didChange", &LanguageServer::did_change);
  notification("textDocument/didClose", &LanguageServer::did_close);
  notification("textDocument/didSave", &LanguageServer::did_save);
  notification("workspace/didChangeConfiguration", &LanguageServer::did_change_configuration);
  notification("workspace/didChangeWatchedFiles", &LanguageServer::did_change_watched_files);
  notification("notebookDocument/didOpen", &LanguageServer::did_open_notebook);
  notification("notebookDocument/didChange", &LanguageServer::did_change_notebook);
  notification("notebookDocument/didClose", &LanguageServer::did_close_notebook);
  notifications_["initialized"] = [this](const json&) { initialized(); };
}

std::optional<LanguageServer::Decoded> LanguageServer::decode(const protocol::Frame& frame, const Send& send) {
  if (frame.error) {
    send(protocol::make_error_response(nullptr, ec::ParseError, *frame.error));
    return std::nullopt;
  }
  bool too_deep = false;
  json value = protocol::parse_body(frame.body, too_deep);
  if (value.is_discarded()) {
    send(protocol::make_error_response(
        nullptr, too_deep ? ec::InvalidRequest : ec::ParseError,
        too_deep ? "the message nests deeper than " + std::to_string(protocol::kMaxJsonDepth) + " levels" : "invalid JSON"));
    return std::nullopt;
  }
  protocol::IncomingMessage message;
  std::string error;
  if (!protocol::decode_message(value, message, error)) {
    // A response to one of our requests (workspace/configuration, refreshes).
    if (value.is_object() && value.contains("id") && (value.contains("result") || value.contains("error"))) return Decoded(std::move(value));
    const json id = value.is_object() && value.contains("id") ? value["id"] : json(nullptr);
    send(protocol::make_error_response(id.is_number_integer() || id.is_string() ? id : json(nullptr), ec::InvalidRequest, error));
    return std::nullopt;
  }
  return Decoded(std::move(message));
}

void LanguageServer::handle_frame(const protocol::Frame& frame) { handle_frames({frame}); }

void LanguageServer::handle_frames(const std::vector<protocol::Frame>& frames) {
  std::vector<Decoded> messages;
  for (const protocol::Frame& frame : frames) {
    if (auto message = decode(frame, send_)) messages.push_back(std::move(*message));
  }
  handle_decoded(std::move(messages));
}

void LanguageServer::handle_decoded(std::vector<Decoded> messages) {
  // Edits of one document sent one after another are applied and parsed as one.
  messages = coalesce_did_changes(std::move(messages));
  // The batch's requests are waiting; a cancellation among them reaches one before it is worked on.
  for (const Decoded& d : messages) {
    if (const auto* m = std::get_if<protocol::IncomingMessage>(&d); m && m->is_request()) cancellation_->requested(m->id);
  }
  for (const Decoded& d : messages) {
    const auto* m = std::get_if<protocol::IncomingMessage>(&d);
    if (m && m->method == "$/cancelRequest" && m->params.is_object() && m->params.contains("id")) cancellation_->cancel(m->params["id"]);
  }
  for (const Decoded& d : messages) {
    if (const auto* response = std::get_if<json>(&d)) {
      handle_response(*response);
    } else {
      handle_message(std::get<protocol::IncomingMessage>(d));
    }
    if (exit_requested_) break;
  }
}

void LanguageServer::handle_message(const protocol::IncomingMessage& message) {
  if (!message.is_request()) {
    try {
      dispatch_notification(message);
    } catch (const ResponseError& e) {
      spdlog::warn("{}: {}", message.method, e.what());  // bad params: the client's fault, not ours
    } catch (const std::exception& e) {
      report_internal_error(message.method, e.what());
    }
    return;
  }
  json reply;
  if (cancellation_->take(message.id)) {
    reply = protocol::make_error_response(message.id, ec::RequestCancelled, "the request was cancelled");
  } else {
    try {
      reply = protocol::make_response(message.id, dispatch_request(message));
    } catch (const ResponseError& e) {
      reply = protocol::make_error_response(message.id, e.code, e.what());
    } catch (const std::exception& e) {
      report_internal_error(message.method, e.what());
      reply = protocol::make_error_response(message.id, ec::InternalError, e.what());
    }
  }
  cancellation_->answered(message.id);
  send_(reply);
}

json LanguageServer::dispatch_request(const protocol::IncomingMessage& m) {
  if (m.method == "initialize") {
    if (initialized_) throw ResponseError(ec::InvalidRequest, "initialize was already received");
    return json(initialize(decode_params<protocol::InitializeParams>(m.params)));
  }
  if (!initialized_) throw ResponseError(ec::ServerNotInitialized, "the server is not initialized");
  if (shutdown_requested_) throw ResponseError(ec::InvalidRequest, "the server is shutting down");
  if (m.method == "shutdown") {
    shutdown_requested_ = true;
    snapshots_->clear();  // nothing more is answered from them
    return nullptr;
  }
  const auto handler = requests_.find(m.method);
  if (handler == requests_.end()) throw ResponseError(ec::MethodNotFound, "method not found: " + m.method);
  return handler->second(m.params);
}

void LanguageServer::dispatch_notification(const protocol::IncomingMessage& m) {
  if (m.method == "exit") {
    exit_requested_ = true;
    return;
  }
  if (!initialized_ || shutdown_requested_) return;  // the spec says: drop them
  // $/cancelRequest was honoured when its batch arrived; $/setTrace and others need nothing.
  if (const auto handler = notifications_.find(m.method); handler != notifications_.end()) handler->second(m.params);
}

void LanguageServer::report_internal_error(const std::string& kind, const std::string& message) {
  spdlog::error("{} failed: {}", kind, message);
  notify("window/logMessage", protocol::MessageParams{protocol::MessageType::Error, "streamlint: " + kind + " failed: " + message});
  if (shown_internal_errors_.insert(kind).second) {
    notify("window/showMessage",
           protocol::MessageParams{protocol::MessageType::Error,
                                   "streamlint: internal error in " + kind + " (details in the output log): " + message});
  }
}

void LanguageServer::report_analysis_errors(const std::string& uri, const std::vector<std::string>& errors) {
  for (const std::string& e : errors) {
    const std::size_t colon = e.find(": ");
    report_internal_error(colon == std::string::npos ? "analysis" : "analysis (" + e.substr(0, colon) + ")", uri + ": " + e);
  }
}

}  // namespace streamlint::server
