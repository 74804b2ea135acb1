// The DataFrame methods applied to a stream, oldest first (StreamingDataFrame::operations).
//
// Persistent: a frame one method further on copies its input's list, which shares every node and
// adds one. A chain of n methods (`df = df.filter(...)` n times, each statement a new frame) then
// costs n, where copying a vector of operations per method cost n² (5,000 statements: 1.2 s).
// Read in order through in_order(), which builds a vector of pointers (O(size) per call, so a rule
// reads it once per query). Nodes are immutable once shared: lists on several threads are safe.
#pragma once

#include <cstddef>
#include <iterator>
#include <memory>
#include <utility>
#include <vector>

namespace streamlint::analysis {

struct Operation;

// A list's operations at one moment, in order: indexable and iterable like a vector.
class OperationsInOrder {
 public:
  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Operation;
    using difference_type = std::ptrdiff_t;
    using pointer = const Operation*;
    using reference = const Operation&;
    iterator() = default;
    explicit iterator(const Operation* const* at) : at_(at) {}
    const Operation& operator*() const { return **at_; }
    const Operation* operator->() const { return *at_; }
    iterator& operator++() {
      ++at_;
      return *this;
    }
    iterator operator++(int) {
      iterator before = *this;
      ++at_;
      return before;
    }
    bool operator==(const iterator& other) const { return at_ == other.at_; }

   private:
    const Operation* const* at_ = nullptr;
  };

  explicit OperationsInOrder(std::vector<const Operation*> items) : items_(std::move(items)) {}
  std::size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  const Operation& operator[](std::size_t i) const { return *items_[i]; }
  const Operation& at(std::size_t i) const { return *items_.at(i); }
  iterator begin() const { return iterator(items_.data()); }
  iterator end() const { return iterator(items_.data() + items_.size()); }

 private:
  std::vector<const Operation*> items_;
};

class OperationList {
 public:
  OperationList() = default;
  OperationList(const OperationList&) = default;
  OperationList(OperationList&&) noexcept = default;
  // The nodes this list held alone are freed by the destructor of `other`.
  OperationList& operator=(OperationList other) noexcept {
    last_.swap(other.last_);
    std::swap(size_, other.size_);
    return *this;
  }
  // Frees the nodes it holds alone one by one: a chain of 100,000 freed recursively would overflow
  // the stack.
  ~OperationList();

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Operation& back() const;  // precondition: !empty()
  const Operation* before_back() const;  // the operation before the last; null for fewer than two
  void push_back(Operation op);
  OperationsInOrder in_order() const;
  // The same nodes (a copy not extended since): equal without comparing them.
  bool same_nodes(const OperationList& other) const { return last_ == other.last_; }

 private:
  struct Node;
  std::shared_ptr<Node> last_;
  std::size_t size_ = 0;
};

}  // namespace streamlint::analysis
