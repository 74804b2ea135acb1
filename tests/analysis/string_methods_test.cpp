#include "analysis/query_model/string_methods.h"

#include <gtest/gtest.h>

namespace streamlint::analysis {
namespace {

CallArguments positional(std::vector<ValuePtr> values) {
  CallArguments args;
  for (ValuePtr& v : values) args.positional.push_back({std::move(v), Node{}});
  return args;
}

ValuePtr text(std::string s) { return make_value(StringValue{std::move(s)}); }

std::string folded(const ValuePtr& v) {
  if (!v) return "<not a str method>";
  auto s = string_of(v);
  return s ? *s : "<unknown>";
}

TEST(StringMethods, JoinFormatCaseStripAndReplaceFoldKnownText) {
  const StringValue comma{", "};
  EXPECT_EQ(folded(fold_string_method(comma, "join", positional({make_value(ListValue{{text("id"), text("ts")}})}))), "id, ts");
  EXPECT_EQ(folded(fold_string_method(comma, "join", positional({make_value(ListValue{})}))), "");
  EXPECT_EQ(folded(fold_string_method(StringValue{"{}/chk/{}"}, "format", positional({text("/mnt"), text("a")}))),
            "/mnt/chk/a");
  EXPECT_EQ(folded(fold_string_method(StringValue{"{1}-{0}"}, "format", positional({text("a"), text("b")}))), "b-a");
  CallArguments named;
  named.keywords.push_back({"root", text("/mnt"), {}, Node{}});
  EXPECT_EQ(folded(fold_string_method(StringValue{"{root}/{{x}}"}, "format", named)), "/mnt/{x}");
  EXPECT_EQ(folded(fold_string_method(StringValue{"Orders"}, "upper", {})), "ORDERS");
  EXPECT_EQ(folded(fold_string_method(StringValue{"Orders"}, "lower", {})), "orders");
  EXPECT_EQ(folded(fold_string_method(StringValue{"  a b \n"}, "strip", {})), "a b");
  EXPECT_EQ(folded(fold_string_method(StringValue{"  a "}, "lstrip", {})), "a ");
  EXPECT_EQ(folded(fold_string_method(StringValue{"  a "}, "rstrip", {})), "  a");
  EXPECT_EQ(folded(fold_string_method(StringValue{"a.b.c"}, "replace", positional({text("."), text("/")}))), "a/b/c");
}

TEST(StringMethods, AnUnknownInputOrAnUnreadFormatIsUnknown) {
  const StringValue comma{", "};
  EXPECT_EQ(folded(fold_string_method(comma, "join", positional({make_value(ListValue{{text("id"), unknown_value()}})}))),
            "<unknown>");
  EXPECT_EQ(folded(fold_string_method(comma, "join", positional({unknown_value()}))), "<unknown>");
  // A set's order is the hash seed's.
  EXPECT_EQ(folded(fold_string_method(comma, "join", positional({make_value(ListValue{{text("a"), text("b")}, ListValue::Kind::Set})}))),
            "<unknown>");
  // Unicode case maps and spaces are not folded: "ß".upper() is "SS", and U+00A0 is stripped.
  EXPECT_EQ(folded(fold_string_method(StringValue{"/stra\xc3\x9f" "e"}, "upper", {})), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"/a\xc2\xa0"}, "strip", {})), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"\x1c/a\x1f"}, "strip", {})), "/a");
  EXPECT_EQ(folded(fold_string_method(StringValue{"{:>5}"}, "format", positional({text("a")}))), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"{x.y}"}, "format", {})), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"{} {}"}, "format", positional({text("a")}))), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"a"}, "upper", positional({text("x")}))), "<unknown>");
  EXPECT_EQ(folded(fold_string_method(StringValue{"a"}, "split", {})), "<not a str method>");
}

TEST(StringMethods, PercentFormattingReadsPercentSOnly) {
  EXPECT_EQ(folded(fold_percent_format("%s/chk", text("/mnt"))), "/mnt/chk");
  const auto tuple = [](std::vector<ValuePtr> items) { return make_value(ListValue{std::move(items), ListValue::Kind::Tuple}); };
  EXPECT_EQ(folded(fold_percent_format("%s/%s 100%%", tuple({text("a"), text("b")}))), "a/b 100%");
  // A list is one argument (its str() is not folded), as a set or a dict is.
  EXPECT_EQ(folded(fold_percent_format("%s/x", make_value(ListValue{{text("/chk")}}))), "<unknown>");
  EXPECT_EQ(folded(fold_percent_format("%d", text("1"))), "<unknown>");
  EXPECT_EQ(folded(fold_percent_format("%s %s", text("a"))), "<unknown>");
  EXPECT_EQ(folded(fold_percent_format("%s", tuple({text("a"), text("b")}))), "<unknown>");
  EXPECT_EQ(folded(fold_percent_format("%s", unknown_value())), "<unknown>");
}

}  // namespace
}  // namespace streamlint::analysis
