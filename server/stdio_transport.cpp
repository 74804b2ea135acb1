#include "server/stdio_transport.h"

#include <unistd.h>

#include <array>
#include <vector>

#include <asio.hpp>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

#include "protocol/framing.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

class StdioSession {
 public:
  StdioSession(asio::io_context& io, const analysis::ProjectFacts& defaults)
      : input_(io, ::dup(STDIN_FILENO)),
        output_(io, ::dup(STDOUT_FILENO)),
        server_([this](const json& message) { write(message); }, defaults) {}

  void start() { read(); }
  int exit_code() const { return server_.exit_code(); }

 private:
  void read() {
    input_.async_read_some(asio::buffer(chunk_), [this](const asio::error_code& error, std::size_t n) {
      if (error) {
        // End of input without `exit`: stop; exit_code() reports 1 unless shutdown was received.
        if (error != asio::error::eof) spdlog::error("reading stdin: {}", error.message());
        return;
      }
      reader_.feed(std::string_view(chunk_.data(), n));
      // The frames that arrived together are handled together, so a $/cancelRequest among them
      // reaches the request it cancels before that request is worked on.
      std::vector<protocol::Frame> frames;
      while (auto frame = reader_.next()) frames.push_back(std::move(*frame));
      server_.handle_frames(frames);
      if (server_.exit_requested()) return;
      // Analyse only once the burst of input is drained, so fast typing coalesces.
      asio::posix::descriptor_base::bytes_readable waiting(true);
      asio::error_code ec;
      input_.io_control(waiting, ec);
      if (server_.has_pending() && (ec || waiting.get() == 0)) server_.publish_pending();
      read();
    });
  }

  void write(const json& message) {
    const std::string framed = protocol::frame_message(message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    asio::error_code ec;
    asio::write(output_, asio::buffer(framed), ec);
    if (ec) spdlog::error("writing stdout: {}", ec.message());
  }

  asio::posix::stream_descriptor input_;
  asio::posix::stream_descriptor output_;
  std::array<char, 65536> chunk_{};
  protocol::FrameReader reader_;
  LanguageServer server_;
};

}  // namespace

int run_stdio_server(const analysis::ProjectFacts& defaults) {
  auto logger = spdlog::stderr_logger_mt("streamlint");
  spdlog::set_default_logger(logger);
  spdlog::info("streamlint {} language server on stdio", STREAMLINT_VERSION);
  asio::io_context io;
  StdioSession session(io, defaults);
  session.start();
  io.run();
  return session.exit_code();
}

}  // namespace streamlint::server
