#include "analysis/document.h"

#include <algorithm>

namespace streamlint::analysis {
namespace {

// The point reached after walking `text` from `origin`.
TextPoint advance(TextPoint origin, std::string_view text) {
  for (char c : text) {
    if (c == '\n') {
      ++origin.row;
      origin.column = 0;
    } else {
      ++origin.column;
    }
  }
  return origin;
}

TSPoint to_ts(TextPoint p) { return {p.row, p.column}; }

}  // namespace

Document::Document(std::string text) : text_(std::move(text)), tree_(SyntaxTree::parse(text_)) {}

TextPoint Document::point_at(std::size_t offset) const {
  return advance({0, 0}, std::string_view(text_).substr(0, offset));
}

void Document::apply_edit(std::size_t start, std::size_t end, std::string_view replacement) {
  start = std::min(start, text_.size());
  end = std::clamp(end, start, text_.size());
  const TextPoint start_point = point_at(start);
  const TextPoint old_end_point = advance(start_point, std::string_view(text_).substr(start, end - start));
  const TextPoint new_end_point = advance(start_point, replacement);

  text_.replace(start, end - start, replacement);
  TSInputEdit edit{};
  edit.start_byte = static_cast<uint32_t>(start);
  edit.old_end_byte = static_cast<uint32_t>(end);
  edit.new_end_byte = static_cast<uint32_t>(start + replacement.size());
  edit.start_point = to_ts(start_point);
  edit.old_end_point = to_ts(old_end_point);
  edit.new_end_point = to_ts(new_end_point);
  tree_.edit(edit);
  tree_ = SyntaxTree::parse(text_, &tree_);
}

void Document::replace_all(std::string text) {
  text_ = std::move(text);
  tree_ = SyntaxTree::parse(text_);
}

}  // namespace streamlint::analysis
