#include "analysis/query_model/value_equality.h"

namespace streamlint::analysis {
namespace {

// Deep values are compared to a bounded depth; deeper is "not equal" (the cautious answer: it
// only costs a re-run).
constexpr int kMaxDepth = 200;

struct Equal {
  int depth = 0;

  bool value(const ValuePtr& a, const ValuePtr& b) {
    if (a == b) return true;
    if (!a || !b || a->data.index() != b->data.index() || depth > kMaxDepth) return false;
    ++depth;
    const bool same = std::visit([&](const auto& x) { return alternative(x, *b); }, a->data);
    --depth;
    return same;
  }

  template <typename T>
  bool alternative(const T& x, const Value& b) {
    return fields(x, std::get<T>(b.data));
  }

  // Kinds without fields.
  template <typename T>
  bool fields(const T&, const T&) requires std::is_empty_v<T> {
    return true;
  }
  bool fields(const UnknownValue& a, const UnknownValue& b) {
    return a.binding == b.binding && a.name == b.name && a.run_time_text == b.run_time_text && a.clock == b.clock &&
           a.lookup == b.lookup;
  }
  bool fields(const StringValue& a, const StringValue& b) {
    return a.text == b.text && a.written_at == b.written_at && a.path == b.path && a.margins_blanked == b.margins_blanked &&
           a.folded_at == b.folded_at;
  }
  bool fields(const BoolValue& a, const BoolValue& b) { return a.value == b.value; }
  bool fields(const NumberValue& a, const NumberValue& b) { return a.literal == b.literal; }
  bool fields(const DictValue& a, const DictValue& b) {
    if (a.complete != b.complete || a.entries.size() != b.entries.size()) return false;
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
      const DictEntry& x = a.entries[i];
      const DictEntry& y = b.entries[i];
      if (x.key != y.key || !(x.key_range == y.key_range) || !value(x.value, y.value)) return false;
    }
    return true;
  }
  bool fields(const ListValue& a, const ListValue& b) { return a.kind == b.kind && values(a.items, b.items); }
  bool fields(const ModuleValue& a, const ModuleValue& b) { return a.path == b.path; }
  bool fields(const ProjectModuleValue& a, const ProjectModuleValue& b) {
    return a.summary == b.summary && keywords(a.arguments, b.arguments) && a.overriding_object == b.overriding_object &&
           a.overridden == b.overridden;
  }
  bool fields(const ImportedValue& a, const ImportedValue& b) { return a.module == b.module && a.name == b.name; }
  bool fields(const StreamReaderValue& a, const StreamReaderValue& b) { return source(a.source, b.source); }
  bool fields(const StreamingDataFrameValue& a, const StreamingDataFrameValue& b) { return frame(a.frame, b.frame); }
  bool fields(const StreamWriterValue& a, const StreamWriterValue& b) {
    return a.writer == b.writer || (a.writer && b.writer && writer(*a.writer, *b.writer));
  }
  bool fields(const StreamingQueryValue& a, const StreamingQueryValue& b) { return a.id == b.id; }
  bool fields(const BatchDataFrameValue& a, const BatchDataFrameValue& b) {
    return a.micro_batch == b.micro_batch && a.grouped == b.grouped && a.no_rows == b.no_rows &&
           frame(a.unseen_view, b.unseen_view);
  }
  bool fields(const BatchWriterValue& a, const BatchWriterValue& b) {
    return a.format == b.format && a.mode == b.mode && a.v2 == b.v2 && a.no_rows == b.no_rows &&
           a.micro_batch == b.micro_batch && a.made_at == b.made_at && options(a.options, b.options);
  }
  bool fields(const ClassValue& a, const ClassValue& b) { return a.node == b.node && a.globals == b.globals; }
  bool fields(const InstanceValue& a, const InstanceValue& b) {
    if (a.class_node != b.class_node || a.globals != b.globals || !a.attributes != !b.attributes) return false;
    if (!a.attributes || a.attributes == b.attributes) return true;
    if (a.attributes->size() != b.attributes->size()) return false;
    for (std::size_t i = 0; i < a.attributes->size(); ++i) {
      const auto& [x_name, x] = (*a.attributes)[i];
      const auto& [y_name, y] = (*b.attributes)[i];
      if (x_name != y_name || !value(x, y)) return false;
    }
    return true;
  }
  bool fields(const ColumnValue& a, const ColumnValue& b) {
    return a.kind == b.kind && a.name == b.name && a.columns == b.columns && a.text == b.text && a.alias == b.alias &&
           a.aggregate == b.aggregate && a.window_function == b.window_function;
  }
  bool fields(const TriggerValue& a, const TriggerValue& b) { return a.kind == b.kind && value(a.argument, b.argument); }
  bool fields(const FunctionValue& a, const FunctionValue& b) {
    return a.node == b.node && a.closure == b.closure && a.pipeline_dataset == b.pipeline_dataset &&
           a.streaming_dataset == b.streaming_dataset && values(a.bound, b.bound) && keywords(a.bound_keywords, b.bound_keywords) && a.once_flow == b.once_flow && a.append_flow == b.append_flow &&
           a.flow_target == b.flow_target &&
           a.dataset == b.dataset;
  }

  bool keywords(const std::vector<BoundKeyword>& a, const std::vector<BoundKeyword>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (a[i].name != b[i].name || !(a[i].at == b[i].at) || !values({a[i].value}, {b[i].value})) return false;
    }
    return true;
  }

  bool values(const std::vector<ValuePtr>& a, const std::vector<ValuePtr>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
      if (!value(a[i], b[i])) return false;
    }
    return true;
  }
  bool options(const OptionSet& a, const OptionSet& b) {
    if (a.complete != b.complete || a.settings.size() != b.settings.size()) return false;
    for (std::size_t i = 0; i < a.settings.size(); ++i) {
      const OptionSetting& x = a.settings[i];
      const OptionSetting& y = b.settings[i];
      if (x.key != y.key || !(x.key_range == y.key_range) || !value(x.value, y.value)) return false;
    }
    return true;
  }
  bool source(const std::shared_ptr<const Source>& a, const std::shared_ptr<const Source>& b) {
    if (a == b) return true;
    if (!a || !b) return false;
    return a->format == b->format && options(a->options, b->options) && a->call_range == b->call_range &&
           a->has_schema == b->has_schema && a->name_range == b->name_range && a->job == b->job &&
           a->session == b->session && value(a->name, b->name) && a->in_pipeline_dataset == b->in_pipeline_dataset &&
           a->table == b->table;
  }
  bool operation(const Operation& a, const Operation& b) {
    if (a.keywords.size() != b.keywords.size()) return false;
    for (std::size_t i = 0; i < a.keywords.size(); ++i) {
      if (a.keywords[i].first != b.keywords[i].first || !value(a.keywords[i].second, b.keywords[i].second)) return false;
    }
    return a.method == b.method && a.range == b.range && values(a.arguments, b.arguments) && frame(a.other, b.other) &&
           a.other_is_static == b.other_is_static && a.static_on_left == b.static_on_left &&
           a.arguments_known == b.arguments_known;
  }
  bool frame(const std::shared_ptr<const StreamingDataFrame>& a, const std::shared_ptr<const StreamingDataFrame>& b) {
    if (a == b) return true;
    if (!a || !b || a->origin_unknown != b->origin_unknown || a->origin_binding != b->origin_binding ||
        a->one_of != b->one_of || a->sources.size() != b->sources.size() ||
        a->operations.size() != b->operations.size() || a->other_paths.size() != b->other_paths.size() ||
        depth > kMaxDepth) {
      return false;
    }
    ++depth;
    bool same = true;
    for (std::size_t i = 0; same && i < a->sources.size(); ++i) same = source(a->sources[i], b->sources[i]);
    // The other paths too (`a if c else b`): a frame that chooses between streams holds little of
    // its own, and a query over it is checked on each path, at their operations' places.
    for (std::size_t i = 0; same && i < a->other_paths.size(); ++i) {
      const auto& x = a->other_paths[i];
      const auto& y = b->other_paths[i];
      same = x.base == y.base && x.when == y.when && x.unless == y.unless && frame(x.frame, y.frame);
    }
    if (same && !a->operations.same_nodes(b->operations)) {
      const auto ops_a = a->operations.in_order();
      const auto ops_b = b->operations.in_order();
      for (std::size_t i = 0; same && i < ops_a.size(); ++i) same = operation(ops_a[i], ops_b[i]);
    }
    --depth;
    return same;
  }
  bool trigger(const Trigger& a, const Trigger& b) {
    return a.kind == b.kind && a.call_range == b.call_range && a.keyword_range == b.keyword_range &&
           value(a.argument, b.argument) && a.in_pipeline_dataset == b.in_pipeline_dataset;
  }
  bool writer(const StreamWriter& a, const StreamWriter& b) {
    const bool triggers = a.trigger.has_value() == b.trigger.has_value() && (!a.trigger || trigger(*a.trigger, *b.trigger));
    return frame(a.input, b.input) && a.format == b.format && a.format_known == b.format_known &&
           options(a.options, b.options) && triggers && a.output_mode == b.output_mode &&
           a.output_mode_range == b.output_mode_range && a.foreach_batch_range == b.foreach_batch_range &&
           value(a.foreach_batch_function, b.foreach_batch_function) && a.uses_foreach == b.uses_foreach &&
           a.has_query_name == b.has_query_name;
  }
};

}  // namespace

bool same_value(const ValuePtr& a, const ValuePtr& b) { return Equal{}.value(a, b); }

}  // namespace streamlint::analysis
