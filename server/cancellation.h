// Which requests are waiting for their answer, and which of those the client cancelled
// ($/cancelRequest, LSP 3.17 "Cancellation Support"). Shared by the thread that reads the client's
// messages (it sees a cancellation as soon as it arrives) and the one that answers them (a
// cancelled request is answered RequestCancelled instead of being worked on). Thread-safe.
// Ids are kept as their JSON text: the integer 1 and the string "1" are different requests.
#pragma once

#include <mutex>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

namespace streamlint::server {

class Cancellation {
 public:
  // A request with `id` arrived and has not been answered yet.
  void requested(const nlohmann::json& id) {
    std::lock_guard lock(mutex_);
    pending_.insert(id.dump());
  }
  // $/cancelRequest for `id`: takes effect only for a request still waiting.
  void cancel(const nlohmann::json& id) {
    std::lock_guard lock(mutex_);
    if (pending_.count(id.dump())) cancelled_.insert(id.dump());
  }
  // True (once) when the request with `id` was cancelled; the caller answers it so.
  bool take(const nlohmann::json& id) {
    std::lock_guard lock(mutex_);
    return cancelled_.erase(id.dump()) > 0;
  }
  // The request with `id` was answered: a later cancellation of it, or a new request reusing its
  // id, no longer refers to it.
  void answered(const nlohmann::json& id) {
    std::lock_guard lock(mutex_);
    pending_.erase(id.dump());
    cancelled_.erase(id.dump());
  }

 private:
  std::mutex mutex_;
  std::set<std::string> pending_;
  std::set<std::string> cancelled_;
};

}  // namespace streamlint::server
