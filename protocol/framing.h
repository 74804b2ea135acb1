// JSON-RPC 2.0 base-protocol framing as used by LSP: a header part of `Name: value\r\n` lines,
// an empty line, then exactly Content-Length bytes of UTF-8 JSON.
// Source: LSP 3.17 specification, "Base Protocol" (Header Part / Content Part).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace streamlint::protocol {

// One unit pulled off the byte stream: either a message body or a framing error (a header block
// without a valid Content-Length). After an error the reader has skipped that header block, so the
// stream stays in sync and the caller can reply with ParseError and keep serving.
struct Frame {
  std::string body;
  std::optional<std::string> error;
};

// Accumulates bytes in arbitrary chunks and yields complete frames in order.
class FrameReader {
 public:
  void feed(std::string_view bytes);
  // Returns the next complete frame, or nullopt when more bytes are needed.
  std::optional<Frame> next();
  // Bytes received but not yet returned as a frame.
  std::size_t buffered() const { return buffer_.size() - consumed_; }

 private:
  std::string buffer_;
  std::size_t consumed_ = 0;
};

// Wraps a JSON body in the header LSP expects.
std::string frame_message(std::string_view body);

}  // namespace streamlint::protocol
