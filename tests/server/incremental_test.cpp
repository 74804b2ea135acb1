// The invariant of incremental recomputation (DESIGN.md "Data flow on a keystroke"): after any
// sequence of edits, what the server publishes equals a fresh analysis of the final text. Random
// edits (a fixed seed) made of fragments that make and break streaming code, syntax and names
// other statements read.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <set>
#include <tuple>

#include "analysis/analyze.h"
#include "server/language_server.h"

namespace streamlint::server {
namespace {

const char* kStart = R"(from pyspark.sql import SparkSession, functions as F

spark = SparkSession.builder.getOrCreate()
ROOT = "/chk"
OPTS = {"kafka.bootstrap.servers": "b:9092", "subscribe": "t", "auto.offset.reset": "latest"}


def read(session):
    return session.readStream.format("kafka").options(**OPTS).load()


def upsert(batch_df, batch_id):
    batch_df.write.mode("append").saveAsTable("t")


events = read(spark).withWatermark("ts", "10 minutes")
counts = events.groupBy("k").count()
q = counts.writeStream.outputMode("update").option("checkpointLocation", ROOT + "/a").trigger(once=True).start()
r = events.writeStream.foreachBatch(upsert).option("checkpointLocation", ROOT + "/a").start()
q.awaitTermination()
spark.conf.set("spark.sql.streaming.stateStore.providerClass", "x")
)";

const char* kFragments[] = {
    "\n", "(", ")", "\"", "    ", "#", ":",
    "ROOT = \"/other\"\n",
    "OPTS = {}\n",
    ".trigger(once=True)",
    "q.awaitTermination()\n",
    "r = events.writeStream.option(\"checkpointLocation\", ROOT + \"/a\").start()\n",
    "def read(session):\n    return session.read.table('x')\n",
    "spark.conf.set(\"spark.sql.streaming.checkpointLocation\", \"/s\")\n",
    "upsert = None\n",
    "x = events.dropDuplicates([\"k\"]).writeStream.toTable(\"d\")\n",
    "events.createOrReplaceTempView(\"v\")\nspark.sql(\"SELECT k, count(*) FROM v GROUP BY k\").writeStream.toTable(\"s\")\n",
    "",
};

using Place = std::tuple<std::string, int, int, int, int, std::string>;  // code, range, message

std::set<Place> places(const json& diagnostics) {
  std::set<Place> out;
  for (const json& d : diagnostics) {
    const json& r = d["range"];
    out.insert({d["code"].get<std::string>(), r["start"]["line"].get<int>(), r["start"]["character"].get<int>(),
                r["end"]["line"].get<int>(), r["end"]["character"].get<int>(), d["message"].get<std::string>()});
  }
  return out;
}

// An initialized server that keeps the last diagnostics it published.
struct Session {
  std::string uri;
  json published;
  LanguageServer server{[this](const json& m) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") published = m["params"]["diagnostics"];
  }};
  explicit Session(std::string u = "file:///fresh/job.py") : uri(std::move(u)) {
    send(protocol::make_request(1, "initialize", {{"capabilities", json::object()}}));
  }
  void send(const json& message) { server.handle_frame({message.dump(), std::nullopt}); }
  void open(const std::string& text) {
    const std::string language = uri.ends_with(".scala") ? "scala" : "python";
    send(protocol::make_notification("textDocument/didOpen",
                                     {{"textDocument", {{"uri", uri}, {"languageId", language}, {"version", 1}, {"text", text}}}}));
    server.publish_pending();
  }
};

// What a server that opens `text` fresh (as `uri`) publishes.
std::set<Place> fresh(const std::string& text, const std::string& uri = "file:///fresh/job.py") {
  Session session(uri);
  session.open(text);
  return places(session.published);
}

// A random edit of `text` made of one of `fragments` (none before byte `from`), applied to it:
// returns its LSP content change. At a random line start or inside a line, replacing up to a line.
template <std::size_t N>
json random_change(std::string& text, std::mt19937& rng, const char* const (&fragments)[N], std::size_t from) {
  std::size_t a = from + rng() % (text.size() + 1 - from);
  if (rng() % 2) a = text.rfind('\n', a == 0 ? 0 : a - 1) == std::string::npos ? 0 : text.rfind('\n', a - 1) + 1;
  a = std::max(a, from);
  std::size_t b = std::min(text.size(), a + rng() % 30);
  while (b < text.size() && (static_cast<unsigned char>(text[b]) & 0xC0) == 0x80) ++b;
  const std::string fragment = fragments[rng() % N];
  // The LSP range of [a, b) (the text is ASCII: characters are bytes).
  auto position = [&](std::size_t offset) {
    const std::size_t line_start = offset == 0 ? 0 : text.rfind('\n', offset - 1) + 1;
    const auto line = std::count(text.begin(), text.begin() + offset, '\n');
    return json{{"line", line}, {"character", offset - (offset == 0 ? 0 : line_start)}};
  };
  const json range = {{"start", position(a)}, {"end", position(b)}};
  text.replace(a, b - a, fragment);
  return {{"range", range}, {"text", fragment}};
}

// Random edits of `start` made of `fragments` (none before byte `from`), each compared with a fresh
// analysis; returns how many findings were compared.
// With `settled`, the document is settled after each edit, as the transport does when the user
// pauses (LanguageServer::settle_documents), and `*settled` counts the edits that needed it.
// With `rested`, about one edit in three follows a rest (LanguageServer::rest_documents, as after
// a longer pause), and `*rested` counts them.
template <std::size_t N>
int edit_and_compare(const std::string& uri, std::string text, const char* const (&fragments)[N], unsigned seed,
                     std::size_t from = 0, int steps = 250, int* settled = nullptr, int* rested = nullptr) {
  Session session(uri);
  LanguageServer& server = session.server;
  const json& published = session.published;
  session.open(text);
  std::mt19937 rng(seed);
  int compared = 0;
  for (int step = 0; step < steps; ++step) {
    if (rested && rng() % 3 == 0) {
      server.rest_documents();
      ++*rested;
    }
    const json change = random_change(text, rng, fragments, from);
    server.handle_frame({protocol::make_notification(
                             "textDocument/didChange",
                             {{"textDocument", {{"uri", uri}, {"version", step + 2}}},
                              {"contentChanges", json::array({change})}})
                             .dump(),
                         std::nullopt});
    server.publish_pending();
    if (settled && server.has_unsettled()) {
      ++*settled;
      server.settle_documents();
      server.publish_pending();
      EXPECT_FALSE(server.has_unsettled());
    }
    const std::set<Place> expected = fresh(text, uri);
    EXPECT_EQ(places(published), expected) << "step " << step << "\n" << text;
    if (places(published) != expected) return -1;
    compared += static_cast<int>(places(published).size());
  }
  return compared;
}

TEST(IncrementalServer, AnySequenceOfEditsPublishesWhatAFreshAnalysisDoes) {
  EXPECT_GT(edit_and_compare("file:///fresh/job.py", kStart, kFragments, 3011), 250);  // edits kept findings to compare
}

// Edits the client sends one after another, read together by the server (a burst of typing) are
// merged (coalesce_did_changes) and parsed once: the text and findings are those of each edit in
// turn. A request between two edits keeps them apart: it answers for the text between them.
TEST(IncrementalServer, ABurstOfEditsReadTogetherIsAppliedInOrder) {
  Session session;
  std::string text = kStart;
  session.open(text);
  std::mt19937 rng(9173);
  int version = 1, compared = 0;
  for (int burst = 0; burst < 80; ++burst) {
    std::vector<protocol::Frame> frames;
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < edits; ++k) {
      const json change = random_change(text, rng, kFragments, 0);
      frames.push_back({protocol::make_notification("textDocument/didChange",
                                                    {{"textDocument", {{"uri", session.uri}, {"version", ++version}}},
                                                     {"contentChanges", json::array({change})}})
                            .dump(),
                        std::nullopt});
    }
    session.server.handle_frames(frames);
    session.server.publish_pending();
    ASSERT_EQ(places(session.published), fresh(text)) << "burst " << burst << "\n" << text;
    compared += static_cast<int>(places(session.published).size());
  }
  EXPECT_GT(compared, 80);
}

TEST(IncrementalServer, OnlyAdjacentWellFormedEditsOfOneDocumentAreMerged) {
  const auto change = [](const std::string& uri, int version, const std::string& text) {
    return LanguageServer::Decoded(protocol::IncomingMessage{
        json(nullptr), "textDocument/didChange",
        {{"textDocument", {{"uri", uri}, {"version", version}}},
         {"contentChanges", json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}}},
                                          {"text", text}}})}}});
  };
  std::vector<LanguageServer::Decoded> batch;
  batch.push_back(change("file:///a.py", 2, "x"));
  batch.push_back(change("file:///a.py", 3, "y"));
  batch.push_back(change("file:///b.py", 2, "z"));  // another document
  batch.push_back(LanguageServer::Decoded(protocol::IncomingMessage{json(7), "textDocument/hover", json::object()}));
  batch.push_back(change("file:///b.py", 3, "w"));  // after a request: apart
  LanguageServer::Decoded bad = change("file:///b.py", 4, "v");
  std::get<protocol::IncomingMessage>(bad).params["contentChanges"] = "not a list";
  batch.push_back(std::move(bad));  // refused alone
  const auto merged = coalesce_did_changes(std::move(batch));
  ASSERT_EQ(merged.size(), 5u);
  const auto& first = std::get<protocol::IncomingMessage>(merged[0]).params;
  EXPECT_EQ(first["textDocument"]["version"], 3);
  ASSERT_EQ(first["contentChanges"].size(), 2u);
  EXPECT_EQ(first["contentChanges"][0]["text"], "x");
  EXPECT_EQ(first["contentChanges"][1]["text"], "y");
  EXPECT_EQ(std::get<protocol::IncomingMessage>(merged[1]).params["contentChanges"].size(), 1u);
  EXPECT_EQ(std::get<protocol::IncomingMessage>(merged[3]).params["textDocument"]["version"], 3);
  EXPECT_EQ(std::get<protocol::IncomingMessage>(merged[4]).params["contentChanges"], "not a list");
}

// A text over 32 KB: a keystroke's incremental parse keeps a syntax error there (tree-sitter's
// incremental error recovery can read it otherwise than a fresh parse), so the document is settled
// (parsed afresh) when the user pauses, and what is published then is a fresh analysis's.
TEST(IncrementalServer, ALargeTextSettledAfterEachPauseIsPublishedAsAFreshAnalysis) {
  std::string text = kStart;
  for (int i = 0; text.size() <= 33'000; ++i) {
    text += "\n\ndef helper_" + std::to_string(i) + "(rows, limit=10):\n    out = [r for r in rows if r]\n"
            "    return {\"n\": len(out), \"first\": out[:limit]}\n";
  }
  text += "late = spark.readStream.table(\"b\").writeStream.trigger(once=True).toTable(\"c\")\n";
  int settled = 0;
  EXPECT_GT(edit_and_compare("file:///fresh/big.py", text, kFragments, 7057, 0, 30, &settled), 30);
  EXPECT_GT(settled, 0);  // edits that broke the syntax were settled
}

// A Databricks notebook export, kept in cells (analysis/document.h): edits that add and remove cell
// separators, magic lines and `%sql` cells.
TEST(IncrementalServer, AnySequenceOfNotebookEditsPublishesWhatAFreshAnalysisDoes) {
  // Each statement of kStart its own cell (a definition with the lines indented under it).
  std::string notebook = "# Databricks notebook source\n";
  std::string_view rest = kStart;
  while (!rest.empty()) {
    const std::size_t nl = rest.find('\n');
    const std::string_view line = rest.substr(0, nl + 1);
    if (!line.starts_with(' ') && line != "\n" && notebook.size() > 29) notebook += "\n# COMMAND ----------\n\n";
    notebook += line;
    rest.remove_prefix(line.size());
  }
  notebook += "\n# COMMAND ----------\n\n# MAGIC %sql\n# MAGIC SELECT k, count(*) FROM v GROUP BY k\n";
  const char* fragments[] = {"\n", "(", ")", "\"", "# COMMAND ----------\n", "%pip install x\n", "# MAGIC %sql\n",
                             "# MAGIC SELECT 1\n", "ROOT = \"/other\"\n", ".trigger(once=True)",
                             "events.createOrReplaceTempView(\"v\")\n", "q.awaitTermination()\n",
                             "s = spark.readStream.table(\"a\").groupBy(\"k\").count().writeStream.trigger(once=True).toTable(\"z\")\n",
                             "x = events.dropDuplicates([\"k\"]).writeStream.toTable(\"d\")\n", ""};
  // Edits after the header line: the text stays a notebook export.
  EXPECT_GT(edit_and_compare("file:///fresh/nb.py", notebook, fragments, 5021, 29), 250);
}

// Texts with a lone '\r' (old Mac line ends: LSP and Python end lines there, tree-sitter does not)
// are read with it as '\n', as `check` reads them, and an edit that removes the last one, or makes
// one, reads the text afresh. Each edit replaces lines [0, 1) (LSP lines: a lone '\r' ends one).
TEST(IncrementalServer, AnEditThatMakesOrRemovesALoneCarriageReturnPublishesWhatAFreshAnalysisDoes) {
  const std::string query = "q1 = (spark.readStream.table('o')\n    .writeStream\n    .toTable('b'))";
  const std::vector<std::tuple<std::string, std::string, std::string>> cases = {
      // start, the text replacing line 0, the final text
      {"# Databricks notebook source\r)\n.toTable())", "(s().writeStream#", "(s().writeStream#)\n.toTable())"},
      {"# Databricks notebook source\r", "(\ne.writeStream.foreach().start()", "(\ne.writeStream.foreach().start()"},
      {"# Databricks notebook source\n\r" + query, "", "\r" + query},
      {"a = 1\n" + query, "a = 1\r", "a = 1\r" + query},
      {"a = 1\r" + query, "a = 1\n", "a = 1\n" + query},
  };
  for (const auto& [start, line, final_text] : cases) {
    Session session;
    session.open(start);
    const json range = {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 0}}}};
    session.send(protocol::make_notification("textDocument/didChange",
                                             {{"textDocument", {{"uri", session.uri}, {"version", 2}}},
                                              {"contentChanges", json::array({{{"range", range}, {"text", line}}})}}));
    session.server.publish_pending();
    EXPECT_EQ(places(session.published), fresh(final_text)) << json(start).dump() << " -> " << json(final_text).dump();
  }
  // The query's SR101 is on its own line 3 (0-based) after a lone '\r' line, as `check` places it.
  const auto found = fresh("\r" + query);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(std::get<1>(*found.begin()), 3);
}

const char* kStartScala = R"(import org.apache.spark.sql.streaming.Trigger
import org.apache.spark.sql.functions._

object Paths { val Root = "/chk" }

object Job {
  val Opts = Map("kafka.bootstrap.servers" -> "b:9092", "subscribe" -> "t", "auto.offset.reset" -> "latest")

  def read(session: SparkSession) = session.readStream.format("kafka").options(Opts).load()

  def upsert(batch: DataFrame, id: Long): Unit = batch.write.mode("append").saveAsTable("t")

  def main(args: Array[String]): Unit = {
    val events = read(spark).withWatermark("ts", "10 minutes")
    val counts = events.groupBy($"k").count()
    val q = counts.writeStream.outputMode("update").option("checkpointLocation", s"${Paths.Root}/a").trigger(Trigger.Once()).start()
    events.writeStream.foreachBatch(upsert _).option("checkpointLocation", Paths.Root + "/a").start()
    q.awaitTermination()
  }
}
)";

const char* kFragmentsScala[] = {
    "\n", "(", ")", "\"", "{", "}", "  ", "//", "$", "/*", "*/", "  // noqa: SR301\n", " // NOQA\n",
    "object Paths { val Root = \"/other\" }\n",
    "  val Opts = Map()\n",
    ".trigger(Trigger.Once())",
    "q.awaitTermination()\n",
    "events.writeStream.option(\"checkpointLocation\", Paths.Root + \"/a\").start()\n",
    "  def read(session: SparkSession) = session.read.table(\"x\")\n",
    "val x = events.dropDuplicates(Seq(\"k\")).writeStream.toTable(\"d\")\n",
    "",
};

TEST(IncrementalServer, AnySequenceOfScalaEditsPublishesWhatAFreshAnalysisDoes) {
  EXPECT_GT(edit_and_compare("file:///fresh/Job.scala", kStartScala, kFragmentsScala, 4021), 150);
}

// A document that rested (its kept run and lowered statements dropped) runs whole again at its next
// edit: what it publishes is still what a fresh analysis does, in Python and Scala.
TEST(IncrementalServer, EditsAfterRestsPublishWhatAFreshAnalysisDoes) {
  int rested = 0;
  EXPECT_GT(edit_and_compare("file:///fresh/job.py", kStart, kFragments, 9133, 0, 120, nullptr, &rested), 120);
  EXPECT_GT(rested, 20);
  rested = 0;
  EXPECT_GT(edit_and_compare("file:///fresh/Job.scala", kStartScala, kFragmentsScala, 9134, 0, 120, nullptr, &rested),
            60);
  EXPECT_GT(rested, 20);
}

// A recorded session (testdata/hardening) whose edits once left the server publishing nothing
// where a fresh analysis of the final text gives SR501: replayed message by message.
TEST(IncrementalServer, ARecordedSessionEndsWithWhatAFreshAnalysisPublishes) {
  std::ifstream in(STREAMLINT_SOURCE_DIR "/testdata/hardening/lsp-incremental-vs-fresh-divergence.jsonl");
  ASSERT_TRUE(in) << "missing testdata/hardening session";
  // A bare server: the session's own initialize comes from the recording.
  json published;
  LanguageServer server([&](const json& m) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") published = m["params"]["diagnostics"];
  });
  std::string text;
  bool ranged = false;
  for (std::string line; std::getline(in, line);) {
    json message = json::parse(line);
    if (!message.contains("jsonrpc") || message.value("method", "") == "exit") continue;  // {"sleep": S}
    server.handle_frame({message.dump(), std::nullopt});
    server.publish_pending();
    if (message.value("method", "") == "textDocument/didOpen") text = message["params"]["textDocument"]["text"];
    if (message.value("method", "") == "textDocument/didChange") {
      for (const json& change : message["params"]["contentChanges"]) {
        ranged = change.contains("range");
        if (!ranged) text = change["text"];
      }
    }
  }
  ASSERT_FALSE(ranged) << "the session's last change replaces the whole text";
  const std::set<Place> expected = fresh(text);
  EXPECT_FALSE(expected.empty());
  EXPECT_EQ(places(published), expected);
}

}  // namespace
}  // namespace streamlint::server

namespace streamlint::server {
namespace {

// A large document a keystroke left unsettled is due to settle a pause after its own last edit:
// edits of another document and requests meanwhile do not put it off (they used to, as long as
// any input kept coming within the pause).
TEST(IncrementalServer, AnUnsettledDocumentIsDueAPauseAfterItsOwnLastEdit) {
  Session session("file:///settle/big.py");
  LanguageServer& server = session.server;
  std::string text = "df = spark.readStream.table('t')\n";
  while (text.size() < 40000) text += "# " + std::string(70, 'p') + "\n";
  session.open(text);
  EXPECT_FALSE(server.settle_due(std::chrono::milliseconds(250)));
  // `x = foo(` at the top: an error a fresh parse may read otherwise, in a text too large to parse
  // afresh at each keystroke.
  server.handle_frame(
      {protocol::make_notification(
           "textDocument/didChange",
           {{"textDocument", {{"uri", session.uri}, {"version", 2}}},
            {"contentChanges",
             json::array(
                 {{{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 0}}}}},
                   {"text", "x = foo(\n"}}})}})
           .dump(),
       std::nullopt});
  server.publish_pending();
  ASSERT_TRUE(server.has_unsettled());
  const auto quiet = std::chrono::milliseconds(250);
  const auto due = server.settle_due(quiet);
  ASSERT_TRUE(due);
  // Another document opened and edited meanwhile changes nothing of when this one is due.
  server.handle_frame(
      {protocol::make_notification(
           "textDocument/didOpen",
           {{"textDocument",
             {{"uri", "file:///settle/other.py"}, {"languageId", "python"}, {"version", 1}, {"text", "a = 1\n"}}}})
           .dump(),
       std::nullopt});
  server.handle_frame(
      {protocol::make_notification("textDocument/didChange",
                                   {{"textDocument", {{"uri", "file:///settle/other.py"}, {"version", 2}}},
                                    {"contentChanges", json::array({{{"text", "a = 2\n"}}})}})
           .dump(),
       std::nullopt});
  EXPECT_EQ(server.settle_due(quiet), due);
  // Before it is due nothing settles; once it is, the document is parsed afresh.
  server.settle_documents(*due - std::chrono::milliseconds(1), quiet);
  EXPECT_TRUE(server.has_unsettled());
  server.settle_documents(*due, quiet);
  EXPECT_FALSE(server.has_unsettled());
  EXPECT_FALSE(server.settle_due(quiet));
}

}  // namespace
}  // namespace streamlint::server
