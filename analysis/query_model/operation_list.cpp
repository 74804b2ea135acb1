#include "analysis/query_model/operation_list.h"

#include <algorithm>

#include "analysis/query_model/streaming_query.h"

namespace streamlint::analysis {

struct OperationList::Node {
  Operation operation;
  std::shared_ptr<Node> previous;
};

OperationList::~OperationList() {
  // A node only this list holds goes now, its predecessor taken out first so that its destructor
  // does not recurse; the first node another list shares stops the walk.
  std::shared_ptr<Node> node = std::move(last_);
  while (node && node.use_count() == 1) {
    std::shared_ptr<Node> previous = std::move(node->previous);
    node = std::move(previous);
  }
}

const Operation& OperationList::back() const { return last_->operation; }

const Operation* OperationList::before_back() const {
  return last_ && last_->previous ? &last_->previous->operation : nullptr;
}

void OperationList::push_back(Operation op) {
  last_ = std::make_shared<Node>(Node{std::move(op), std::move(last_)});
  ++size_;
}

OperationsInOrder OperationList::in_order() const {
  std::vector<const Operation*> items(size_);
  std::size_t i = size_;
  for (const Node* n = last_.get(); n && i > 0; n = n->previous.get()) items[--i] = &n->operation;
  return OperationsInOrder(std::move(items));
}

}  // namespace streamlint::analysis
