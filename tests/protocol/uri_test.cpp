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

// Every spelling of one file gives one path: an open document is matched to its copy on disk (a
// second spelling read as another file made its own checkpoint "shared", SR102).
TEST(FileUri, EquivalentSpellingsOfOneFileGiveOnePath) {
  for (const char* uri : {"file:///tmp/w/./job.py", "file:///tmp/w/sub/../job.py", "file:///tmp//w/job.py",
                          "file:/tmp/w/job.py", "FILE:///tmp/w/job.py", "File://localhost/tmp/w/job.py",
                          "file:///tmp/w/job%2Epy", "file:////tmp/w/job.py"}) {
    EXPECT_EQ(file_path_of(uri), "/tmp/w/job.py") << uri;
  }
  EXPECT_EQ(file_path_of("file:///tmp/w/"), "/tmp/w/");  // a folder keeps its slash
  EXPECT_EQ(file_path_of("file:job.py"), std::nullopt);  // not an absolute path
  EXPECT_EQ(file_path_of("files:///tmp/a.py"), std::nullopt);
}

}  // namespace
}  // namespace streamlint::protocol
