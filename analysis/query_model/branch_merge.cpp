#include "analysis/query_model/branch_merge.h"

#include <algorithm>
#include <memory>

#include "analysis/query_model/stateful.h"
#include "analysis/query_model/streaming_query.h"
#include "analysis/query_model/value_equality.h"

namespace streamlint::analysis {
namespace {

// Whether two paths' values are one for a rule: the same folded constant (two literals spelling
// one string are written at different places, which same_value tells apart), else equal values.
bool agree(const ValuePtr& a, const ValuePtr& b) {
  const auto x = string_of(a), y = string_of(b);
  if (x || y) return x && y && *x == *y;
  const auto* m = a->as<NumberValue>();
  const auto* n = b->as<NumberValue>();
  if (m || n) return m && n && m->literal == n->literal;
  return same_value(a, b);
}

// The options of every path: each key some path sets, once, with the value all paths agree on.
OptionSet merge_options(const std::vector<const OptionSet*>& sets) {
  OptionSet out;
  out.complete = std::all_of(sets.begin(), sets.end(), [](const OptionSet* s) { return s->complete; });
  for (const OptionSet* set : sets) {
    for (const OptionSetting& setting : set->settings) {
      if (out.find(setting.key)) continue;
      const OptionSetting* first = set->find(setting.key);  // the path's last setting of the key
      bool agreed = true;
      for (const OptionSet* other : sets) {
        const OptionSetting* theirs = other->find(setting.key);
        agreed = agreed && theirs && agree(theirs->value, first->value);
      }
      out.settings.push_back({first->key, agreed ? first->value : unknown_value(), first->key_range});
    }
  }
  return out;
}

bool same_trigger(const std::optional<Trigger>& a, const std::optional<Trigger>& b) {
  if (!a || !b) return !a && !b;
  const bool same_argument = (!a->argument && !b->argument) ||
                             (a->argument && b->argument && agree(a->argument, b->argument));
  return a->kind == b->kind && same_argument;
}

template <typename T, typename Field>
bool all_same(const std::vector<const T*>& items, Field field) {
  return std::all_of(items.begin(), items.end(), [&](const T* item) { return field(*item) == field(*items.front()); });
}

ValuePtr merge_writers(const std::vector<const StreamWriter*>& writers) {
  StreamWriter out = *writers.front();
  std::vector<const OptionSet*> options;
  for (const StreamWriter* w : writers) options.push_back(&w->options);
  out.options = merge_options(options);
  if (!all_same(writers, [](const StreamWriter& w) { return std::make_pair(w.format, w.format_known); })) {
    out.format.clear();
    out.format_known = false;
  }
  if (!all_same(writers, [](const StreamWriter& w) { return w.output_mode; })) {
    out.output_mode = OutputMode::Unknown;
    for (const StreamWriter* w : writers) {
      if (w->output_mode_range) out.output_mode_range = w->output_mode_range;
    }
  }
  const bool triggers_agree = std::all_of(writers.begin(), writers.end(), [&](const StreamWriter* w) {
    return same_trigger(w->trigger, writers.front()->trigger);
  });
  if (!triggers_agree) {
    // One kind on every path (processing time, with other intervals): that kind, its interval
    // unknown, at the last path's call. Else an unknown trigger.
    const bool one_kind = std::all_of(writers.begin(), writers.end(), [&](const StreamWriter* w) {
      return w->trigger && w->trigger->kind == writers.front()->trigger->kind;
    });
    Trigger merged = one_kind ? *writers.back()->trigger : Trigger{};
    out.trigger_paths.clear();
    if (one_kind) {
      merged.argument = unknown_value();
    } else {
      for (const StreamWriter* w : writers) {
        if (w->trigger) merged.call_range = w->trigger->call_range;
        // Each path's trigger (a path's own alternatives when it has them), for rules that hold
        // on any trigger the query may run with (SR304).
        if (w->trigger_paths.empty()) {
          out.trigger_paths.push_back(w->trigger);
        } else {
          out.trigger_paths.insert(out.trigger_paths.end(), w->trigger_paths.begin(), w->trigger_paths.end());
        }
      }
    }
    out.trigger = merged;
  }
  for (const StreamWriter* w : writers) {
    if (!out.foreach_batch_function && w->foreach_batch_function) {
      out.foreach_batch_function = w->foreach_batch_function;
      out.foreach_batch_range = w->foreach_batch_range;
    }
    out.uses_foreach = out.uses_foreach || w->uses_foreach;
    out.has_query_name = out.has_query_name || w->has_query_name;
  }
  return make_value(StreamWriterValue{std::move(out)});
}

ValuePtr merge_readers(const std::vector<const Source*>& sources) {
  Source out = *sources.front();
  std::vector<const OptionSet*> options;
  for (const Source* s : sources) options.push_back(&s->options);
  out.options = merge_options(options);
  if (!all_same(sources, [](const Source& s) { return s.format; })) out.format.clear();
  if (!all_same(sources, [](const Source& s) { return s.session; })) out.session.clear();
  if (!all_same(sources, [](const Source& s) { return s.table; })) out.table.clear();
  for (const Source* s : sources) {
    out.has_schema = out.has_schema || s->has_schema;
    if (!out.name_range && s->name_range) {
      out.name_range = s->name_range;
      out.job = s->job;
      out.name = s->name;
    }
  }
  return make_value(StreamReaderValue{std::move(out)});
}

ValuePtr merge_dicts(const std::vector<const DictValue*>& dicts) {
  DictValue out;
  out.complete = std::all_of(dicts.begin(), dicts.end(), [](const DictValue* d) { return d->complete; });
  const auto last = [](const DictValue* d, const std::string& key) -> const DictEntry* {
    for (auto it = d->entries.rbegin(); it != d->entries.rend(); ++it) {
      if (it->key == key) return &*it;
    }
    return nullptr;
  };
  for (const DictValue* d : dicts) {
    for (const DictEntry& entry : d->entries) {
      if (last(&out, entry.key)) continue;
      const DictEntry* first = last(d, entry.key);
      const bool agreed = std::all_of(dicts.begin(), dicts.end(), [&](const DictValue* other) {
        const DictEntry* theirs = last(other, entry.key);
        return theirs && agree(theirs->value, first->value);
      });
      out.entries.push_back({first->key, agreed ? first->value : unknown_value(), first->key_range});
    }
  }
  return make_value(std::move(out));
}

}  // namespace

ValuePtr merge_paths(const std::vector<ValuePtr>& paths) {
  if (paths.empty()) return nullptr;
  std::vector<const StreamWriter*> writers;
  std::vector<const Source*> sources;
  std::vector<const DictValue*> dicts;
  for (const ValuePtr& path : paths) {
    if (const auto* d = path->as<DictValue>()) dicts.push_back(d);
    if (const auto* w = path->as<StreamWriterValue>()) writers.push_back(w->writer.get());
    if (const auto* r = path->as<StreamReaderValue>()) sources.push_back(r->source.get());
  }
  if (writers.size() == paths.size()) return merge_writers(writers);
  if (sources.size() == paths.size()) return merge_readers(sources);
  if (dicts.size() == paths.size()) return merge_dicts(dicts);
  return nullptr;
}

ValuePtr one_of_streams(const ValuePtr& first, const ValuePtr& second) {
  const auto* first_stream = first->as<StreamingDataFrameValue>();
  const auto* second_stream = second->as<StreamingDataFrameValue>();
  if (!first_stream || !second_stream || !first_stream->frame || !second_stream->frame) return nullptr;
  const StreamingDataFrame& a = *first_stream->frame;
  const StreamingDataFrame& b = *second_stream->frame;
  StreamingDataFrame either;
  either.sources = a.sources;
  either.add_sources(b);
  const bool shared = a.operations.same_nodes(b.operations) || (a.operations.empty() && b.operations.empty());
  if (shared) either.operations = a.operations;
  // Sides that differ only in stateless steps (a select here, a filter there) and neither of
  // which declares a watermark: the stream has none, so an operator after it is checked as on
  // any stream (its columns stay unknown: no projection is kept).
  const auto stateless = [](const StreamingDataFrame& side) {
    const QueryShape shape = analyse_shape(side);
    return !side.origin_unknown && shape.watermarks.empty() && shape.operators.empty() && !shape.maybe_aggregates;
  };
  const bool plain = !shared && stateless(a) && stateless(b);
  either.origin_unknown = (!shared && !plain) || a.origin_unknown || b.origin_unknown;
  if (!shared) {
    either.other_paths.push_back({first_stream->frame, either.operations.size()});
    either.other_paths.push_back({second_stream->frame, either.operations.size()});
    either.one_of = true;
  }
  return make_value(StreamingDataFrameValue{std::make_shared<const StreamingDataFrame>(std::move(either))});
}

}  // namespace streamlint::analysis
