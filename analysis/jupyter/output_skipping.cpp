#include "analysis/jupyter/output_skipping.h"

#include <algorithm>
#include <cstring>

#include "analysis/project/file_reader.h"
#include "analysis/utf8_count.h"

namespace streamlint::analysis {
namespace {

// The keys whose string may matter: "cells" at the root, "outputs" and "attachments" in a cell.
constexpr std::size_t kLongestKey = 11;

std::size_t trailing_backslashes(const char* p, std::size_t n) {
  std::size_t k = 0;
  while (k < n && p[n - 1 - k] == '\\') ++k;
  return k;
}

}  // namespace

bool OutputSkipper::in_object() const {
  return !stack_.empty() && (stack_.back() == Container::Object || stack_.back() == Container::Cell);
}

void OutputSkipper::close_key() {
  reading_key_ = false;
  const bool root = stack_.size() == 1 && stack_.back() == Container::Object;
  const bool cell = !stack_.empty() && stack_.back() == Container::Cell;
  if (root && key_ == "cells") pending_ = Pending::Cells;
  else if (cell && (key_ == "outputs" || key_ == "attachments")) pending_ = Pending::Skip;
  else pending_ = Pending::None;
}

// A dropped value, from `at` to its closing bracket (kept) or the block's end. Strings are passed
// over with memchr: an image's base64 is one long string.
std::size_t OutputSkipper::skip(std::string_view block, std::size_t at) {
  const char* p = block.data();
  const std::size_t n = block.size();
  const std::size_t start = at;
  while (at < n) {
    if (skip_in_string_) {
      const void* found = std::memchr(p + at, '"', n - at);
      const std::size_t end = found ? static_cast<std::size_t>(static_cast<const char*>(found) - p) : n;
      // A raw line end is invalid in a JSON string, but count it so rows stay the file's.
      while (const void* nl = std::memchr(p + at, '\n', end - at)) {
        ++dropping_.rows;
        dropping_.columns = 0;
        at = static_cast<std::size_t>(static_cast<const char*>(nl) - p) + 1;
      }
      dropping_.columns += code_points(p + at, end - at);
      std::size_t run = trailing_backslashes(p + at, end - at);
      if (run == end - at) run += backslashes_;
      if (!found) {
        backslashes_ = run;
        dropping_.bytes += n - start;
        return n;
      }
      backslashes_ = 0;
      dropping_.columns += 1;
      skip_in_string_ = run % 2 == 1;  // an escaped quote leaves the string open
      at = end + 1;
      continue;
    }
    const char c = p[at];
    if (c == '"') {
      skip_in_string_ = true;
      backslashes_ = 0;
    } else if (c == '[' || c == '{') {
      ++depth_;
    } else if ((c == ']' || c == '}') && --depth_ == 0) {
      dropping_.bytes += at - start;
      dropping_.kept = kept_.size();
      if (dropping_.bytes > 0) dropped_.push_back(dropping_);
      skipping_ = false;
      pending_ = Pending::None;
      key_expected_ = false;
      return at;  // the closing bracket is kept
    } else if (c == '\n') {
      ++dropping_.rows;
      dropping_.columns = 0;
      ++at;
      continue;
    }
    dropping_.columns += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    ++at;
  }
  dropping_.bytes += n - start;
  return n;
}

void OutputSkipper::feed(std::string_view block) {
  const char* p = block.data();
  const std::size_t n = block.size();
  std::size_t at = 0, kept_from = 0;
  if (skipping_) {
    at = kept_from = skip(block, 0);
    if (at < n) ++at;  // past the closing bracket, which the next copy keeps
  }
  while (at < n) {
    const char c = p[at];
    if (in_string_) {
      if (escaped_) {
        escaped_ = false;
      } else if (c == '\\') {
        escaped_ = true;
        key_ = "\\";  // an escaped key is never one that matters
      } else if (c == '"') {
        in_string_ = false;
        if (reading_key_) close_key();
      } else if (reading_key_ && key_.size() <= kLongestKey) {
        key_ += c;
      }
      ++at;
      continue;
    }
    switch (c) {
      case '"':
        in_string_ = true;
        reading_key_ = key_expected_ && in_object();
        key_expected_ = false;
        key_.clear();
        if (!reading_key_) pending_ = Pending::None;
        break;
      case '[':
      case '{':
        if (pending_ == Pending::Skip) {
          kept_.append(p + kept_from, at + 1 - kept_from);
          skipping_ = true;
          skip_in_string_ = false;
          depth_ = 1;
          backslashes_ = 0;
          dropping_ = {};
          at = kept_from = skip(block, at + 1);
          if (at < n) ++at;
          continue;
        }
        if (c == '{') {
          stack_.push_back(!stack_.empty() && stack_.back() == Container::Cells ? Container::Cell : Container::Object);
        } else {
          stack_.push_back(pending_ == Pending::Cells ? Container::Cells : Container::Array);
        }
        key_expected_ = c == '{';
        pending_ = Pending::None;
        break;
      case ']':
      case '}':
        if (!stack_.empty()) stack_.pop_back();
        key_expected_ = false;
        pending_ = Pending::None;
        break;
      case ',':
        key_expected_ = in_object();
        pending_ = Pending::None;
        break;
      case ':':
      case ' ':
      case '\t':
      case '\n':
      case '\r':
        break;
      default:  // a number, true, false or null: a value
        pending_ = Pending::None;
        break;
    }
    ++at;
  }
  if (!skipping_) kept_.append(p + kept_from, n - kept_from);
}

NotebookRead OutputSkipper::read(bool file_offsets) {
  if (skipping_) {
    *this = OutputSkipper{};
    return {std::nullopt, "not valid JSON (the file ends inside a cell's outputs)"};
  }
  std::string text = std::move(kept_);
  const std::vector<DroppedBytes> dropped = std::move(dropped_);
  *this = OutputSkipper{};
  return read_jupyter_text(text, dropped, file_offsets);
}

NotebookRead read_jupyter_file(const std::filesystem::path& path) {
  OutputSkipper skipper;
  NotebookRead out;
  if (!read_file_blocks(path, [&](std::string_view block) { skipper.feed(block); }, &out.error)) return out;
  return skipper.read(false);
}

}  // namespace streamlint::analysis
