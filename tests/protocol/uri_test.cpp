#include "protocol/uri.h"

#include <gtest/gtest.h>

namespace streamlint::protocol {
namespace {

TEST(FileUri, RoundTripsPathsWithSpacesAndUnicode) {
  const std::string path = "/work/my jobs/bronzé #1.py";
  EXPECT_EQ(file_uri(path), "file:///work/my%20jobs/bronz%C3%A9%20%231.py");
  EXPECT_EQ(file_path_of(file_uri(path)), path);
  EXPECT_EQ(file_path_of("file://localhost/tmp/a.py"), "/tmp/a.py");
  EXPECT_EQ(file_path_of("untitled:Untitled-1"), std::nullopt);
}

}  // namespace
}  // namespace streamlint::protocol
