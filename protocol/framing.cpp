#include "protocol/framing.h"

#include <charconv>

namespace streamlint::protocol {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char x = a[i], y = b[i];
    if (x >= 'A' && x <= 'Z') x = static_cast<char>(x - 'A' + 'a');
    if (y >= 'A' && y <= 'Z') y = static_cast<char>(y - 'A' + 'a');
    if (x != y) return false;
  }
  return true;
}

// Position of the next "Content-Length" (any case) at or after `from`, or npos.
std::size_t find_content_length(std::string_view text, std::size_t from) {
  constexpr std::string_view kName = "content-length";
  for (std::size_t i = from; i + kName.size() <= text.size(); ++i) {
    if (iequals(text.substr(i, kName.size()), kName)) return i;
  }
  return std::string_view::npos;
}

// Upper bound on one message; a larger Content-Length is treated as a framing error.
constexpr std::size_t kMaxContentLength = 512u * 1024u * 1024u;

}  // namespace

void FrameReader::feed(std::string_view bytes) {
  if (consumed_ > 0 && consumed_ * 2 > buffer_.size()) {
    buffer_.erase(0, consumed_);
    consumed_ = 0;
  }
  buffer_.append(bytes);
}

std::optional<Frame> FrameReader::next() {
  std::string_view pending(buffer_);
  pending.remove_prefix(consumed_);
  const std::size_t header_end = pending.find("\r\n\r\n");
  if (header_end == std::string_view::npos) return std::nullopt;

  std::string_view headers = pending.substr(0, header_end);
  std::optional<std::size_t> length;
  std::string error;
  while (!headers.empty()) {
    const std::size_t eol = headers.find("\r\n");
    std::string_view line = headers.substr(0, eol);
    headers = eol == std::string_view::npos ? std::string_view{} : headers.substr(eol + 2);
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) {
      error = "malformed header line";
      continue;
    }
    if (iequals(trim(line.substr(0, colon)), "Content-Length")) {
      std::string_view value = trim(line.substr(colon + 1));
      std::size_t n = 0;
      auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc{} || ptr != value.data() + value.size() || n > kMaxContentLength) {
        error = "invalid Content-Length";
      } else {
        length = n;
      }
    }
  }
  const std::size_t body_start = header_end + 4;
  if (!length) {
    // Resynchronise: drop bytes up to the next `Content-Length` header (the rest of a bad frame or
    // garbage before a good one), or the whole bad header block when there is none.
    const std::size_t next_header = find_content_length(pending, 1);
    consumed_ += next_header != std::string_view::npos ? next_header : body_start;
    return Frame{{}, error.empty() ? std::string("missing Content-Length header") : error};
  }
  if (pending.size() - body_start < *length) return std::nullopt;
  Frame frame{std::string(pending.substr(body_start, *length)), std::nullopt};
  consumed_ += body_start + *length;
  return frame;
}

std::string frame_message(std::string_view body) {
  std::string out = "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
  out.append(body);
  return out;
}

}  // namespace streamlint::protocol
