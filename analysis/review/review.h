// The review report `streamlint review` prints: a verdict, the scope, and one section per area
// with the queries it concerns and severity-labelled findings with evidence and a next action.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis/jupyter/notebook_text.h"
#include "analysis/finding.h"
#include "analysis/review/query_card.h"

namespace streamlint::analysis {

struct ReviewedFile {
  std::string path;
  std::vector<Finding> findings;
  std::vector<QueryCard> queries;
  // A Jupyter notebook: its places are shown as `path:cell N:line` (lines inside the cell).
  std::shared_ptr<const NotebookText> notebook{};

  // Where a point is shown: `path:line`, or `path:cell N:line` in a notebook (both 1-based).
  std::string place(const TextPoint& point) const;
};

struct ReviewItem {
  std::string label;     // critical | high | medium | low
  std::string code;
  std::string evidence;  // path:line (ReviewedFile::place)
  std::string message;
  std::string next_action;
};

struct ReviewCard {
  std::string evidence;  // path:line (ReviewedFile::place) of the query
  QueryCard card;
};

struct ReviewArea {
  std::string title;
  std::vector<ReviewCard> queries;
  std::vector<ReviewItem> findings;
};

struct Review {
  std::string verdict;  // unsafe-refactor-required | safe-with-operational-changes | safe
  std::size_t query_count = 0;
  std::vector<ReviewArea> areas;
};

Review build_review(const std::vector<ReviewedFile>& files);
std::string render_review_markdown(const Review& review);

}  // namespace streamlint::analysis
