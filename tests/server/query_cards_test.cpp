// The query card in the editor: hover over a query's calls, and a code lens above each query.
#include <gtest/gtest.h>

#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

const std::string kUri = "file:///w/orders.py";
const std::string kJob =
    "spark.conf.set(\"spark.sql.shuffle.partitions\", \"64\")\n"                      // 0
    "events = (spark.readStream.format(\"kafka\").option(\"subscribe\", \"o\").load()\n"  // 1
    "          .withWatermark(\"ts\", \"10 minutes\")\n"                                 // 2
    "          .groupBy(F.window(\"ts\", \"5 minutes\")).count())\n"                     // 3
    "x = 1\n"                                                                           // 4
    "(events.writeStream\n"                                                             // 5
    " .outputMode(\"append\")\n"                                                        // 6
    " .option(\"checkpointLocation\", \"/chk/orders\")\n"                               // 7
    " .trigger(availableNow=True)\n"                                                    // 8
    " .toTable(\"gold.orders\"))\n";                                                    // 9

class QueryCardTest : public ServerSession {
 protected:

  // The reply's result.
  json request(int id, const std::string& method, json params) {
    return ServerSession::request(id, method, std::move(params))["result"];
  }
  void start(json options = json::object()) {
    request(1, "initialize", {{"capabilities", json::object()}, {"initializationOptions", options}});
    notify("initialized", json::object());
    notify("textDocument/didOpen", {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", kJob}}}});
    server.publish_pending();
  }
  json hover(int line, int character) {
    return request(5, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", line}, {"character", character}}}});
  }
};

TEST_F(QueryCardTest, ACodeLensAboveTheQuerySummarisesItOnOneLine) {
  start();
  const json lenses = request(2, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  ASSERT_EQ(lenses.size(), 1u) << lenses.dump(1);
  EXPECT_EQ(lenses[0]["range"], (json{{"start", {{"line", 5}, {"character", 0}}}, {"end", {{"line", 5}, {"character", 0}}}}));
  EXPECT_EQ(lenses[0]["command"]["title"],
            "kafka -> aggregation (watermark ts, 10 minutes) -> table (Delta) | availableNow | exactly-once | /chk/orders");
  EXPECT_EQ(lenses[0]["command"]["command"], "");
}

TEST_F(QueryCardTest, HoveringTheSourceTriggerOrTerminalShowsTheCard) {
  start();
  for (const auto& [line, character] : {std::pair{1, 69}, std::pair{8, 3}, std::pair{9, 3}, std::pair{6, 3}}) {
    const json h = hover(line, character);
    ASSERT_TRUE(h.is_object()) << line;
    const std::string value = h["contents"]["value"];
    EXPECT_NE(value.find("| Source | kafka |"), std::string::npos) << value;
    EXPECT_NE(value.find("| Trigger | availableNow |"), std::string::npos);
    EXPECT_NE(value.find("| Checkpoint | `/chk/orders` |"), std::string::npos);
    EXPECT_NE(value.find("| Fixed across restarts | `spark.sql.shuffle.partitions = 64` |"), std::string::npos);
    EXPECT_EQ(h["range"]["start"]["line"], line);
  }
  // Elsewhere in the query's chain (an option), and outside any query: no card.
  EXPECT_TRUE(hover(7, 3).is_null());
  EXPECT_TRUE(hover(4, 1).is_null());
}

TEST_F(QueryCardTest, AFindingsHoverComesFirstAndTheCardAfterIt) {
  const std::string once = "q = spark.readStream.table('t')\nq.writeStream.trigger(once=True).toTable('x')\n";
  request(1, "initialize", {{"capabilities", json::object()}});
  notify("textDocument/didOpen", {{"textDocument", {{"uri", kUri}, {"languageId", "python"}, {"version", 1}, {"text", once}}}});
  server.publish_pending();
  const std::string value = hover(1, 16)["contents"]["value"];
  const std::size_t rule = value.find("SR301"), card = value.find("**Streaming query**");
  ASSERT_NE(rule, std::string::npos) << value;
  ASSERT_NE(card, std::string::npos) << value;
  EXPECT_LT(rule, card);
  EXPECT_NE(value.find("| Trigger | once (deprecated) |"), std::string::npos);
}

TEST_F(QueryCardTest, SettingsTurnTheLensesAndCardsOff) {
  start({{"codeLens", false}, {"queryCardHover", false}});
  EXPECT_EQ(request(2, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}}), json::array());
  EXPECT_TRUE(hover(8, 3).is_null());
}

TEST_F(QueryCardTest, TheCardFollowsAnEdit) {
  start();
  notify("textDocument/didChange", {{"textDocument", {{"uri", kUri}, {"version", 2}}},
                                    {"contentChanges", json::array({{{"range", {{"start", {{"line", 7}, {"character", 32}}},
                                                                                {"end", {{"line", 7}, {"character", 43}}}}},
                                                                     {"text", "/chk/orders_v2"}}})}});
  const json lenses = request(2, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  ASSERT_EQ(lenses.size(), 1u);
  const std::string title = lenses[0]["command"]["title"];
  EXPECT_TRUE(title.ends_with("| /chk/orders_v2")) << title;
}

// A document that rested before its lenses were first asked for (rest_documents drops the kept run
// they are made from) runs again for them: the same lens, and the card on hover.
TEST_F(QueryCardTest, ARestedDocumentStillHasItsLensAndCard) {
  start();
  server.rest_documents();
  const json lenses = request(2, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  ASSERT_EQ(lenses.size(), 1u) << lenses.dump(1);
  EXPECT_EQ(
      lenses[0]["command"]["title"],
      "kafka -> aggregation (watermark ts, 10 minutes) -> table (Delta) | availableNow | exactly-once | /chk/orders");
  server.rest_documents();  // the cards made stay with the text
  const json again = request(3, "textDocument/codeLens", {{"textDocument", {{"uri", kUri}}}});
  EXPECT_EQ(again, lenses);
  const json h = hover(8, 3);
  ASSERT_TRUE(h.is_object());
  EXPECT_NE(h["contents"]["value"].get<std::string>().find("| Trigger | availableNow |"), std::string::npos);
}

}  // namespace
}  // namespace streamlint::server
