// Two threads: asio reads and decodes the client's frames on the calling thread, and a worker
// thread owns the LanguageServer and answers them in order, then analyses what changed once no
// input is waiting (so a burst of edits is analysed once: the latest edit wins). While the worker
// is busy, the reading thread
//  - marks a request the client cancels ($/cancelRequest), so the worker answers it
//    RequestCancelled instead of working on it (Cancellation), and
//  - answers a hover from the document's last analysed snapshot (SnapshotStore), so hovering does
//    not wait for the analysis of the newest edit.
// Every other message goes to the worker. Writes to stdout are serialised.
#include "server/stdio_transport.h"

#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include <asio.hpp>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include "protocol/framing.h"
#include "protocol/json_fields.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

// How long the input stays quiet before an unsettled document is parsed afresh: a pause in typing.
constexpr std::chrono::milliseconds kSettleAfter{250};
// How long the input stays quiet before the open documents rest (LanguageServer::rest_documents)
// and the memory freed since the last work is released: the user has stopped typing (resting
// between keystrokes would make each one run its whole module, and releasing would make each one
// fault its pages in again).
constexpr std::chrono::seconds kReleaseAfter{5};

class StdioSession {
 public:
  StdioSession(asio::io_context& io, const analysis::ProjectFacts& defaults, std::function<void()> release_memory)
      : io_(io),
        input_(io, ::dup(STDIN_FILENO)),
        output_(io, ::dup(STDOUT_FILENO)),
        server_([this](const json& message) { write(message); }, defaults),
        cancellation_(server_.cancellation()),
        snapshots_(server_.snapshots()),
        release_memory_(std::move(release_memory)) {}

  // Reads until end of input or `exit`; returns the exit code once the worker has finished.
  int run() {
    std::thread worker([this] { work(); });
    read();
    io_.run();
    {
      std::lock_guard lock(mutex_);
      input_ended_ = true;
    }
    ready_.notify_one();
    worker.join();
    return server_.exit_code();
  }

 private:
  using Decoded = LanguageServer::Decoded;

  // The reading thread.
  void read() {
    input_.async_read_some(asio::buffer(chunk_), [this](const asio::error_code& error, std::size_t n) {
      if (error) {
        // End of input without `exit`: stop; exit_code() reports 1 unless shutdown was received.
        if (error != asio::error::eof && error != asio::error::operation_aborted) spdlog::error("reading stdin: {}", error.message());
        return;
      }
      reader_.feed(std::string_view(chunk_.data(), n));
      std::vector<Decoded> batch;
      while (auto frame = reader_.next()) {
        auto decoded = LanguageServer::decode(*frame, [this](const json& m) { write(m); });
        if (decoded && !answered_here(*decoded)) batch.push_back(std::move(*decoded));
      }
      if (!batch.empty()) {
        std::lock_guard lock(mutex_);
        for (Decoded& d : batch) queue_.push_back(std::move(d));
      }
      ready_.notify_one();
      read();
    });
  }

  // Notes requests and cancellations as they arrive, and answers a hover from the last snapshot
  // when the worker is busy. True when the message needs nothing more.
  bool answered_here(const Decoded& decoded) {
    const auto* m = std::get_if<protocol::IncomingMessage>(&decoded);
    if (!m) return false;
    if (m->is_request()) cancellation_->requested(m->id);
    if (m->method == "$/cancelRequest" && m->params.is_object() && m->params.contains("id")) cancellation_->cancel(m->params["id"]);
    // After `shutdown` every request is the worker's to refuse (InvalidRequest), in order.
    if (m->method == "shutdown") shutdown_seen_ = true;
    if (m->method != "textDocument/hover" || !busy_ || shutdown_seen_) return false;
    std::optional<protocol::HoverParams> params;
    try {
      params = m->params.get<protocol::HoverParams>();
    } catch (const std::exception&) {
      return false;  // the worker answers the error
    }
    const auto snapshot = snapshots_->get(params->text_document.uri);
    if (!snapshot || cancellation_->take(m->id)) return false;
    const auto hover = hover_at(*snapshot, params->position);
    cancellation_->answered(m->id);
    write(protocol::make_response(m->id, hover ? json(*hover) : json(nullptr)));
    return true;
  }

  // The worker thread: answers in order, analyses when nothing waits.
  void work() {
    for (;;) {
      std::vector<Decoded> batch;
      {
        std::unique_lock lock(mutex_);
        const auto woken = [&] { return !queue_.empty() || input_ended_ || server_.has_pending(); };
        // A document a keystroke left unsettled is parsed afresh once the user pauses typing in it,
        // whatever else the client sends meanwhile (typing in another file, hovers).
        if (const auto due = server_.settle_due(kSettleAfter);
            due && (!ready_.wait_until(lock, *due, woken) || std::chrono::steady_clock::now() >= *due)) {
          busy_ = true;
          lock.unlock();
          server_.settle_documents(std::chrono::steady_clock::now(), kSettleAfter);
          server_.publish_pending();
          busy_ = false;
          released_ = false;
          continue;
        }
        if (!released_ && !ready_.wait_for(lock, kReleaseAfter, woken)) {
          lock.unlock();
          server_.rest_documents();
          if (release_memory_) release_memory_();
          released_ = true;
          continue;
        }
        ready_.wait(lock, woken);
        if (queue_.empty() && input_ended_) break;
        batch.assign(std::make_move_iterator(queue_.begin()), std::make_move_iterator(queue_.end()));
        queue_.clear();
        busy_ = true;
      }
      server_.handle_decoded(std::move(batch));
      released_ = false;
      if (server_.exit_requested()) break;
      bool idle;
      {
        std::lock_guard lock(mutex_);
        idle = queue_.empty();
      }
      if (idle && server_.has_pending()) server_.publish_pending();
      busy_ = false;
    }
    busy_ = false;
    // `exit`, or the end of input: the reading thread stops too.
    asio::post(io_, [this] {
      asio::error_code ignored;
      input_.cancel(ignored);
      io_.stop();
    });
  }

  void write(const json& message) {
    const std::string framed = protocol::frame_message(message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    std::lock_guard lock(write_mutex_);
    asio::error_code ec;
    asio::write(output_, asio::buffer(framed), ec);
    if (ec) spdlog::error("writing stdout: {}", ec.message());
  }

  asio::io_context& io_;
  asio::posix::stream_descriptor input_;
  asio::posix::stream_descriptor output_;
  std::array<char, 65536> chunk_{};
  protocol::FrameReader reader_;
  LanguageServer server_;
  std::shared_ptr<Cancellation> cancellation_;
  std::shared_ptr<SnapshotStore> snapshots_;
  std::mutex mutex_;  // guards queue_ and input_ended_
  std::condition_variable ready_;
  std::deque<Decoded> queue_;
  bool input_ended_ = false;
  std::atomic<bool> busy_ = false;  // the worker is answering or analysing
  bool shutdown_seen_ = false;      // the reading thread read `shutdown` (it alone reads this)
  std::function<void()> release_memory_;
  bool released_ = true;  // no work since the documents last rested (the worker's)
  std::mutex write_mutex_;
};

}  // namespace

int run_stdio_server(const analysis::ProjectFacts& defaults, std::function<void()> release_memory) {
  auto logger = spdlog::stderr_logger_mt("streamlint");
  spdlog::set_default_logger(logger);
  spdlog::info("streamlint {} language server on stdio", STREAMLINT_VERSION);
  asio::io_context io;
  StdioSession session(io, defaults, std::move(release_memory));
  return session.run();
}

}  // namespace streamlint::server
