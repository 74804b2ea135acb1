#include "analysis/query_model/dict_mutations.h"

#include <algorithm>

namespace streamlint::analysis {
namespace {

void erase_key(DictValue& d, std::string_view key) {
  std::erase_if(d.entries, [&](const DictEntry& e) { return e.key == key; });
}

}  // namespace

DictValue dict_after_store(const DictValue& d, const std::optional<std::string>& key, ValuePtr value, Span key_range) {
  DictValue out = d;
  if (!key) {
    out.complete = false;
    return out;
  }
  erase_key(out, *key);
  out.entries.push_back({*key, std::move(value), key_range});
  return out;
}

ValuePtr dict_after_delete(const DictValue& d, const std::optional<std::string>& key) {
  if (!key) return nullptr;
  DictValue out = d;
  erase_key(out, *key);
  return make_value(std::move(out));
}

DictValue dict_union(const DictValue& d, const ValuePtr& other) {
  DictValue out = d;
  const auto* more = other->as<DictValue>();
  if (!more) {
    out.complete = false;
    return out;
  }
  for (const DictEntry& e : more->entries) out = dict_after_store(out, e.key, e.value, e.key_range);
  out.complete = out.complete && more->complete;
  return out;
}

std::optional<DictValue> dict_after_method(const DictValue& d, std::string_view method, const CallArguments& args) {
  if (method == "update") {
    // update(other), update(k=v, ...), or both; an iterable of pairs or a spread is unknown.
    DictValue out = d;
    if (args.has_list_splat || args.positional.size() > 1 || !args.dict_splats.empty()) out.complete = false;
    if (args.positional.size() == 1) out = dict_union(out, args.positional[0].value);
    for (const auto& k : args.keywords) out = dict_after_store(out, k.name, k.value, k.name_range);
    return out;
  }
  if (method == "setdefault") {
    if (args.has_list_splat || args.positional.empty()) return DictValue{d.entries, false};
    const auto key = string_of(args.positional[0].value);
    if (key && std::any_of(d.entries.begin(), d.entries.end(), [&](const DictEntry& e) { return e.key == *key; })) return d;
    const ValuePtr value = args.positional.size() > 1 ? args.positional[1].value : make_value(NoneValue{});
    const Node key_node = args.positional[0].node;
    return dict_after_store(d, key, value, key_node.null() ? Span{} : key_node.span());
  }
  if (method == "pop") {
    if (args.has_list_splat || args.positional.empty()) return DictValue{d.entries, false};
    const auto key = string_of(args.positional[0].value);
    if (!key) return DictValue{{}, false};
    DictValue out = d;
    erase_key(out, *key);
    return out;
  }
  // SparkConf's setters (a SparkConf is modelled as a dict of its settings; Python dicts have no
  // such methods): set(key, value), setIfMissing(key, value), setAll(pairs)
  // (https://spark.apache.org/docs/latest/api/python/reference/api/pyspark.SparkConf.html).
  if (method == "set" || method == "setIfMissing") {
    const ValuePtr key_value = args.get(0, "key");
    const auto key = string_of(key_value);
    if (method == "setIfMissing" && key &&
        std::any_of(d.entries.begin(), d.entries.end(), [&](const DictEntry& e) { return e.key == *key; })) {
      return d;
    }
    const auto* literal = key_value->as<StringValue>();
    const Node key_node = args.node(0, "key");
    const Span at = literal && literal->written_at ? *literal->written_at : key_node.null() ? Span{} : key_node.span();
    return dict_after_store(d, key, args.get(1, "value"), at);
  }
  if (method == "setAll") {
    const ValuePtr pairs = args.get(0, "pairs");
    if (pairs->as<DictValue>()) return dict_union(d, pairs);  // Scala's setAll(Map(...))
    const auto* list = pairs->as<ListValue>();
    if (!list) return DictValue{d.entries, false};
    DictValue out = d;
    for (const ValuePtr& item : list->items) {
      const auto* pair = item->as<ListValue>();
      if (!pair || pair->items.size() != 2) return DictValue{out.entries, false};
      const auto* literal = pair->items[0]->as<StringValue>();
      out = dict_after_store(out, string_of(pair->items[0]), pair->items[1],
                             literal && literal->written_at ? *literal->written_at : Span{});
    }
    return out;
  }
  if (method == "popitem") return DictValue{{}, false};  // the last key, whichever it is
  if (method == "clear") return DictValue{};
  return std::nullopt;
}

}  // namespace streamlint::analysis
