// The evaluated arguments of one call site.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "analysis/query_model/value.h"

namespace streamlint::analysis {

struct CallArguments {
  struct Positional {
    ValuePtr value;
    Node node;  // null for arguments the interpreter supplies (a foreachBatch micro-batch)
  };
  struct Keyword {
    std::string name;
    ValuePtr value;
    Span name_range;
    Node node;
  };
  std::vector<Positional> positional;
  std::vector<Keyword> keywords;
  std::vector<ValuePtr> dict_splats;  // values spread with **
  bool has_list_splat = false;        // a *args spread: positions are unknown
  // The caller is unknown (a function run on its own, unreached): beyond the arguments given,
  // *args and **kwargs hold unknown values, not nothing.
  bool rest_unknown = false;

  const Keyword* keyword(std::string_view name) const {
    for (const Keyword& k : keywords) {
      if (k.name == name) return &k;
    }
    return nullptr;
  }
  bool has(std::size_t index, std::string_view name) const {
    return keyword(name) || (index < positional.size() && !has_list_splat);
  }
  // The node of the argument bound to (index, name); a null node when there is none (a call
  // written with fewer arguments, as `F.expr()`).
  Node node(std::size_t index, std::string_view name) const {
    if (const Keyword* k = keyword(name)) return k->node;
    return index < positional.size() ? positional[index].node : Node();
  }
  // Where the argument bound to (index, name) is written; an empty span when there is none.
  Span range(std::size_t index, std::string_view name) const {
    const Node n = node(index, name);
    return n ? n.span() : Span{};
  }
  // The argument bound to parameter `name` at position `index`, or Unknown.
  ValuePtr get(std::size_t index, std::string_view name) const {
    if (const Keyword* k = keyword(name)) return k->value;
    if (index < positional.size()) return positional[index].value;
    return unknown_value();
  }
};

// The DataFrame a join, union, intersect or except reads besides its receiver: the first argument,
// or the one named `other` (PySpark) or `right` (Scala's Dataset.join; the signatures cited at
// pyspark_parameter, streaming_query.h).
inline ValuePtr second_input(const CallArguments& args) {
  return args.keyword("right") && !args.has(0, "other") ? args.get(0, "right") : args.get(0, "other");
}

}  // namespace streamlint::analysis
