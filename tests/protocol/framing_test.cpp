#include "protocol/framing.h"

#include <gtest/gtest.h>

namespace streamlint::protocol {
namespace {

TEST(FrameReader, SplitsMessagesFedByteByByte) {
  const std::string stream = frame_message(R"({"a":1})") + frame_message(R"({"b":"é"})");
  FrameReader reader;
  std::vector<std::string> bodies;
  for (char c : stream) {
    reader.feed(std::string_view(&c, 1));
    while (auto f = reader.next()) {
      ASSERT_FALSE(f->error);
      bodies.push_back(f->body);
    }
  }
  ASSERT_EQ(bodies.size(), 2u);
  EXPECT_EQ(bodies[0], R"({"a":1})");
  EXPECT_EQ(bodies[1], R"({"b":"é"})");  // Content-Length counts bytes, not characters
  EXPECT_EQ(reader.buffered(), 0u);
}

TEST(FrameReader, AcceptsExtraHeadersAndAnyCase) {
  FrameReader reader;
  reader.feed("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}");
  auto f = reader.next();
  ASSERT_TRUE(f);
  EXPECT_FALSE(f->error);
  EXPECT_EQ(f->body, "{}");
}

TEST(FrameReader, WaitsForTheWholeBody) {
  FrameReader reader;
  reader.feed("Content-Length: 10\r\n\r\n12345");
  EXPECT_FALSE(reader.next());
  reader.feed("67890");
  auto f = reader.next();
  ASSERT_TRUE(f);
  EXPECT_EQ(f->body, "1234567890");
}

TEST(FrameReader, ReportsAMissingLengthAndStaysInSync) {
  FrameReader reader;
  reader.feed("Content-Type: x\r\n\r\n" + frame_message("{}"));
  auto bad = reader.next();
  ASSERT_TRUE(bad);
  ASSERT_TRUE(bad->error);
  EXPECT_EQ(*bad->error, "missing Content-Length header");
  auto good = reader.next();
  ASSERT_TRUE(good);
  EXPECT_FALSE(good->error);
  EXPECT_EQ(good->body, "{}");
}

TEST(FrameReader, ResynchronisesAfterABadFrameWithABody) {
  FrameReader reader;
  // A frame without Content-Length whose body runs straight into the next, valid frame.
  reader.feed("Content-Type: x\r\n\r\n{\"junk\":1}" + frame_message(R"({"ok":1})"));
  auto bad = reader.next();
  ASSERT_TRUE(bad && bad->error);
  auto good = reader.next();
  ASSERT_TRUE(good);
  EXPECT_FALSE(good->error);
  EXPECT_EQ(good->body, R"({"ok":1})");
}

TEST(FrameReader, RejectsANonNumericLength) {
  FrameReader reader;
  reader.feed("Content-Length: ten\r\n\r\n");
  auto f = reader.next();
  ASSERT_TRUE(f);
  ASSERT_TRUE(f->error);
  EXPECT_EQ(*f->error, "invalid Content-Length");
}

TEST(FrameMessage, WritesByteLength) {
  EXPECT_EQ(frame_message("😀"), "Content-Length: 4\r\n\r\n😀");
}

}  // namespace
}  // namespace streamlint::protocol
