#include "analysis/scala/scala_objects.h"

#include <algorithm>
#include <cctype>

namespace streamlint::analysis {
namespace {

bool identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || static_cast<unsigned char>(c) >= 0x80;
}

// A token stream over Scala text: identifiers (backquoted ones without their quotes), and the
// punctuation that matters here ('{', '}', '.'); comments and literals never produce tokens.
class Tokens {
 public:
  explicit Tokens(std::string_view text) : text_(text) {}

  // The next token, or an empty view at the end.
  std::string_view next() {
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '/' && at("//")) {
        pos_ = std::min(text_.find('\n', pos_), text_.size());
      } else if (c == '/' && at("/*")) {
        skip_block_comment();
      } else if (c == '"') {
        // `s"..."`: an identifier directly before the quote makes it interpolated.
        const bool interpolated = pos_ > 0 && identifier_char(text_[pos_ - 1]);
        skip_string(interpolated, 0);
      } else if (c == '\'') {
        skip_char_literal();
      } else if (c == '`') {
        const std::size_t close = text_.find('`', pos_ + 1);
        if (close == std::string_view::npos) return pos_ = text_.size(), std::string_view{};
        const std::string_view name = text_.substr(pos_ + 1, close - pos_ - 1);
        pos_ = close + 1;
        return name;
      } else if (identifier_char(c) && !std::isdigit(static_cast<unsigned char>(c))) {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && identifier_char(text_[pos_])) ++pos_;
        return text_.substr(start, pos_ - start);
      } else if (c == '{' || c == '}' || c == '.') {
        return text_.substr(pos_++, 1);
      } else {
        ++pos_;
      }
    }
    return {};
  }

 private:
  bool at(std::string_view s) const { return text_.compare(pos_, s.size(), s) == 0; }

  void skip_block_comment() {
    int nesting = 0;  // Scala block comments nest
    while (pos_ < text_.size()) {
      if (at("/*")) {
        ++nesting;
        pos_ += 2;
      } else if (at("*/")) {
        pos_ += 2;
        if (--nesting == 0) return;
      } else {
        ++pos_;
      }
    }
  }

  // From an opening quote past the closing one. An interpolated string's `${ ... }` is code, which
  // may hold strings of its own (bounded nesting).
  void skip_string(bool interpolated, int depth) {
    const bool triple = at("\"\"\"");
    pos_ += triple ? 3 : 1;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (triple && at("\"\"\"")) {
        pos_ += 3;
        while (pos_ < text_.size() && text_[pos_] == '"') ++pos_;  // `""""` ends with the last three
        return;
      }
      if (!triple && c == '"') {
        ++pos_;
        return;
      }
      if (!triple && c == '\n') return;  // an unclosed literal ends at its line
      if (c == '\\' && !triple) {
        pos_ += 2;
      } else if (interpolated && c == '$' && at("$$")) {
        pos_ += 2;
      } else if (interpolated && c == '$' && at("${") && depth < 8) {
        pos_ += 2;
        skip_code_block(depth + 1);
      } else {
        ++pos_;
      }
    }
  }

  // The code of an interpolation up to its closing brace.
  void skip_code_block(int depth) {
    int braces = 1;
    while (pos_ < text_.size() && braces > 0) {
      const char c = text_[pos_];
      if (c == '"') {
        skip_string(pos_ > 0 && identifier_char(text_[pos_ - 1]), depth);
      } else {
        braces += c == '{';
        braces -= c == '}';
        ++pos_;
      }
    }
  }

  // 'a', '\n', '\u0041'; a quote that opens none of these (an old symbol literal) is skipped alone.
  void skip_char_literal() {
    if (pos_ + 2 < text_.size() && text_[pos_ + 1] != '\\' && text_[pos_ + 2] == '\'') {
      pos_ += 3;
    } else if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '\\') {
      const std::size_t close = text_.find('\'', pos_ + 2);
      pos_ = close != std::string_view::npos && close - pos_ <= 8 ? close + 1 : pos_ + 1;
    } else {
      ++pos_;
    }
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

std::string qualified(const std::string& package, std::string_view name) {
  return package.empty() ? std::string(name) : package + "." + std::string(name);
}

}  // namespace

std::vector<std::string> scala_object_names(std::string_view text) {
  struct Package {
    std::string name;  // fully qualified
    int depth;         // the brace depth its members sit at
  };
  std::vector<Package> packages{{"", 0}};
  std::vector<std::string> out;
  Tokens tokens(text);
  int depth = 0;
  // A token read ahead (an empty view is none: tokens are never empty).
  std::string_view pending;
  auto next = [&]() {
    const std::string_view t = pending.empty() ? tokens.next() : pending;
    pending = {};
    return t;
  };
  // `a.b.c` after `package`; leaves the token after it pending.
  auto dotted = [&]() {
    std::string name;
    for (std::string_view t = next(); !t.empty(); t = next()) {
      if (t == "{" || t == "}" || t == ".") {
        pending = t;
        break;
      }
      name += (name.empty() ? "" : ".") + std::string(t);
      const std::string_view after = next();
      if (after != ".") {
        pending = after;
        break;
      }
    }
    return name;
  };
  for (std::string_view t = next(); !t.empty(); t = next()) {
    if (t == "{") {
      ++depth;
    } else if (t == "}") {
      depth = std::max(0, depth - 1);
      while (packages.size() > 1 && packages.back().depth > depth) packages.pop_back();
    } else if (t == "package" && packages.back().depth == depth) {
      const std::string_view after = next();
      if (after == "object") {
        const std::string_view name = next();
        if (!name.empty() && name != "{" && name != "}" && name != ".") out.push_back(qualified(packages.back().name, name));
        continue;
      }
      pending = after;
      const std::string name = dotted();
      if (name.empty()) continue;
      const std::string full = qualified(packages.back().name, name);
      const std::string_view follows = next();
      if (follows == "{") {
        packages.push_back({full, ++depth});  // `package a { ... }`: its members one level in
      } else {
        pending = follows;
        if (packages.back().depth == depth && packages.size() > 1) {
          packages.back().name = full;  // a chained clause: `package a` then `package b` is a.b
        } else {
          packages.push_back({full, depth});
        }
      }
    } else if (t == "object" && packages.back().depth == depth) {
      const std::string_view name = next();
      if (!name.empty() && name != "{" && name != "}" && name != ".") out.push_back(qualified(packages.back().name, name));
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace streamlint::analysis
