// A dict changed in place: `opts["checkpointLocation"] = path`, `opts.update(...)`,
// `opts.setdefault(k, v)`, `opts.pop(k)`, `opts |= {...}`, `del opts[k]` (Python's dict semantics,
// https://docs.python.org/3/library/stdtypes.html#mapping-types-dict). The interpreter's values are
// immutable, so the result is a new dict the changed name is bound to. A key that is not a
// constant makes the dict incomplete (DictValue::complete: "key absent" is then unknown).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "analysis/query_model/call_arguments.h"
#include "analysis/query_model/value.h"

namespace streamlint::analysis {

// `d[key] = value`; `key_range` is where the key is written. `key` nullopt: not a constant.
DictValue dict_after_store(const DictValue& d, const std::optional<std::string>& key, ValuePtr value, Span key_range);

// `del d[key]`: the key's entries gone; a key that is not a constant may be any, so nothing is
// known of the dict (null).
ValuePtr dict_after_delete(const DictValue& d, const std::optional<std::string>& key);

// The dict after `d.method(args)` when the method changes it (update, setdefault, pop, popitem,
// clear; SparkConf's set, setIfMissing, setAll), else nullopt.
std::optional<DictValue> dict_after_method(const DictValue& d, std::string_view method, const CallArguments& args);

// `d | other` and `d |= other`: other's entries after d's.
DictValue dict_union(const DictValue& d, const ValuePtr& other);

}  // namespace streamlint::analysis
