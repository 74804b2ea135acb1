#include "analysis/query_model/string_methods.h"

#include <cctype>
#include <optional>
#include <string>
#include <vector>

namespace streamlint::analysis {
namespace {

// str.format over known arguments: `{}`, `{0}`, `{name}` and the `{{` / `}}` escapes; nullopt on a
// format spec, a conversion, an attribute or index in a field, or a field the call does not give.
std::optional<std::string> format(std::string_view text, const CallArguments& args) {
  if (args.has_list_splat || !args.dict_splats.empty()) return std::nullopt;
  std::string out;
  std::size_t automatic = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    if (c == '}') return std::nullopt;  // a lone `}` is a ValueError
    if (c != '{') {
      out += c;
      continue;
    }
    const std::size_t close = text.find('}', i);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view field = text.substr(i + 1, close - i - 1);
    std::optional<std::string> value;
    if (field.empty()) {
      if (automatic < args.positional.size()) value = string_of(args.positional[automatic++].value);
    } else if (std::isdigit(static_cast<unsigned char>(field.front()))) {
      std::size_t index = 0;
      for (char d : field) {
        if (!std::isdigit(static_cast<unsigned char>(d))) return std::nullopt;
        index = index * 10 + static_cast<std::size_t>(d - '0');
      }
      if (index < args.positional.size()) value = string_of(args.positional[index].value);
    } else {
      for (char n : field) {
        if (!std::isalnum(static_cast<unsigned char>(n)) && n != '_') return std::nullopt;
      }
      if (const auto* k = args.keyword(field)) value = string_of(k->value);
    }
    if (!value) return std::nullopt;
    out += *value;
    i = close;
  }
  return out;
}

// Python's str.isspace() within ASCII: also the separators \x1c-\x1f.
bool python_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r') || (c >= '\x1c' && c <= '\x1f'); }

bool ascii(std::string_view text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  return true;
}

// str.strip() and its sides; nullopt when a non-ASCII character is at a stripped end (Unicode
// spaces such as U+00A0 are stripped too, which this does not decide).
std::optional<std::string> strip(std::string_view text, bool left, bool right) {
  std::size_t start = 0, end = text.size();
  while (left && start < end && python_space(text[start])) ++start;
  while (right && end > start && python_space(text[end - 1])) --end;
  if ((left && start < end && static_cast<unsigned char>(text[start]) >= 0x80) ||
      (right && end > start && static_cast<unsigned char>(text[end - 1]) >= 0x80)) {
    return std::nullopt;
  }
  return std::string(text.substr(start, end - start));
}

}  // namespace

ValuePtr fold_string_method(const StringValue& receiver, std::string_view method, const CallArguments& args) {
  const std::string& text = receiver.text;
  const auto known = [](std::optional<std::string> s) { return s ? make_value(StringValue{std::move(*s)}) : unknown_value(); };
  if (method == "join") {
    if (args.positional.size() != 1 || args.has_list_splat) return unknown_value();
    const auto* list = args.positional[0].value->as<ListValue>();
    if (!list || list->kind == ListValue::Kind::Set) return unknown_value();  // a set's order is unknown
    std::string out;
    for (std::size_t i = 0; i < list->items.size(); ++i) {
      const auto item = string_of(list->items[i]);
      if (!item) return unknown_value();
      if (i > 0) out += text;
      out += *item;
      if (out.size() > kMaxFoldedBytes) return unknown_value();
    }
    return known(std::move(out));
  }
  if (method == "format") return known(format(text, args));
  const bool no_arguments = args.positional.empty() && args.keywords.empty() && !args.has_list_splat;
  if (method == "upper" || method == "lower") {
    if (!no_arguments || !ascii(text)) return unknown_value();  // Unicode case maps ("ß".upper() == "SS") are not folded
    std::string out = text;
    for (char& c : out) c = static_cast<char>(method == "upper" ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
    return known(std::move(out));
  }
  if (method == "strip" || method == "lstrip" || method == "rstrip") {
    if (!no_arguments) return unknown_value();
    return known(strip(text, method != "rstrip", method != "lstrip"));
  }
  if (method == "replace") {
    if (args.positional.size() != 2 || args.has_list_splat || !args.keywords.empty()) return unknown_value();
    const auto from = string_of(args.positional[0].value), to = string_of(args.positional[1].value);
    if (!from || !to || from->empty()) return unknown_value();
    std::string out;
    std::size_t at = 0;
    for (std::size_t hit; (hit = text.find(*from, at)) != std::string::npos; at = hit + from->size()) {
      out.append(text, at, hit - at);
      out += *to;
      if (out.size() > kMaxFoldedBytes) return unknown_value();
    }
    out.append(text, at, std::string::npos);
    return known(std::move(out));
  }
  return nullptr;
}

ValuePtr fold_percent_format(std::string_view text, const ValuePtr& values) {
  // Only a tuple spreads over the conversions; any other value is one argument (a list's str()
  // is not folded).
  std::vector<ValuePtr> items;
  if (const auto* list = values->as<ListValue>()) {
    if (list->kind != ListValue::Kind::Tuple) return unknown_value();
    items = list->items;
  } else {
    items.push_back(values);
  }
  std::string out;
  std::size_t next = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    if (i + 1 >= text.size()) return unknown_value();
    const char conversion = text[++i];
    if (conversion == '%') {
      out += '%';
      continue;
    }
    if (conversion != 's' || next >= items.size()) return unknown_value();
    const auto item = string_of(items[next++]);
    if (!item) return unknown_value();
    out += *item;
  }
  if (next != items.size()) return unknown_value();
  return make_value(StringValue{std::move(out)});
}

}  // namespace streamlint::analysis
