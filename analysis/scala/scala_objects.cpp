#include "analysis/scala/scala_objects.h"

#include <algorithm>
#include <cctype>

#include "analysis/scala/scala_lexical.h"

namespace streamlint::analysis {
namespace {

// A token stream over Scala text: identifiers (backquoted ones without their quotes), and the
// punctuation that matters here ('{', '}', '.'); comments and literals never produce tokens.
class Tokens {
 public:
  explicit Tokens(std::string_view text) : text_(text), lexer_(text) {}

  // The next token, or an empty view at the end.
  std::string_view next() {
    while (!lexer_.done()) {
      const std::size_t at = lexer_.pos();
      const ScalaLexer::Skipped skipped = lexer_.skip_comment_or_literal();
      // (An empty view ends the stream: an empty `` name is no token.)
      if (skipped == ScalaLexer::Skipped::Backquoted && lexer_.pos() - at > 2) return text_.substr(at + 1, lexer_.pos() - at - 2);
      if (skipped != ScalaLexer::Skipped::Nothing) continue;
      const char c = text_[at];
      if (scala_identifier_char(c) && !std::isdigit(static_cast<unsigned char>(c))) {
        std::size_t end = at;
        while (end < text_.size() && scala_identifier_char(text_[end])) ++end;
        lexer_.move_to(end);
        return text_.substr(at, end - at);
      }
      lexer_.step();
      if (c == '{' || c == '}' || c == '.') return text_.substr(at, 1);
    }
    return {};
  }

 private:
  std::string_view text_;
  ScalaLexer lexer_;
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
    } else if ((t == "object" || t == "trait" || t == "class") && packages.back().depth == depth) {
      const std::string_view name = next();
      if (!name.empty() && name != "{" && name != "}" && name != ".") out.push_back(qualified(packages.back().name, name));
    }
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace streamlint::analysis
