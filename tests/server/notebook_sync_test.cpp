// Notebook documents in the server (LSP 3.17 "Notebook Document Synchronization"): diagnostics on
// each cell's URI with lines counted inside the cell, cells edited, added, moved and removed,
// hover and quick fixes asked on a cell, and bad changes refused whole.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <set>

#include "tests/support/server_session.h"

namespace streamlint::server {
namespace {

const std::string kNotebook = "file:///work/orders.ipynb";
std::string cell_uri(int n) { return "vscode-notebook-cell:/work/orders.ipynb#cell" + std::to_string(n); }

json cell(int n, int kind = 2) { return {{"kind", kind}, {"document", cell_uri(n)}}; }
json item(int n, const std::string& text, const std::string& language = "python") {
  return {{"uri", cell_uri(n)}, {"languageId", language}, {"version", 1}, {"text", text}};
}
json range(int l0, int c0, int l1, int c1) {
  return {{"start", {{"line", l0}, {"character", c0}}}, {"end", {{"line", l1}, {"character", c1}}}};
}

const std::string kSource = "raw = spark.readStream.table('orders')\n";
const std::string kWrite =
    "q = (raw.writeStream\n"
    "    .option('checkpointLocation', '/chk/orders')\n"
    "    .trigger(once=True)\n"
    "    .toTable('bronze'))";

class NotebookSync : public ServerSession {
 protected:
  void SetUp() override { initialize({{"workspace", {{"workspaceEdit", {{"documentChanges", true}}}}}}); }
  // The diagnostics published after pending work, by cell URI.
  std::map<std::string, json> publish() {
    sent.clear();
    server.publish_pending();
    std::map<std::string, json> out;
    for (const json& m : sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics") out[m["params"]["uri"]] = m["params"]["diagnostics"];
    }
    return out;
  }
  void open() {
    notify("notebookDocument/didOpen",
           {{"notebookDocument", {{"uri", kNotebook}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                  {"cells", json::array({cell(1, 1), cell(2), cell(3)})}}},
            {"cellTextDocuments", json::array({item(1, "# Orders", "markdown"), item(2, kSource), item(3, kWrite)})}});
  }
  // A structure change: `deleted` cells from `start` replaced by `cells`, `opened` cell documents.
  void restructure(int version, int start, int deleted, json cells, json opened = json::array(), json closed = json::array()) {
    json array = {{"start", start}, {"deleteCount", deleted}};
    if (!cells.empty()) array["cells"] = cells;
    json structure = {{"array", array}, {"didOpen", opened}, {"didClose", closed}};
    json change = {{"cells", {{"structure", structure}}}};
    notify("notebookDocument/didChange", {{"notebookDocument", {{"uri", kNotebook}, {"version", version}}}, {"change", change}});
  }
  void edit(int n, json range_json, const std::string& text, int version) {
    json content = {{"document", {{"uri", cell_uri(n)}, {"version", version}}},
                    {"changes", json::array({{{"range", range_json}, {"text", text}}})}};
    json cells = {{"textContent", json::array({content})}};
    notify("notebookDocument/didChange", {{"notebookDocument", {{"uri", kNotebook}, {"version", version}}}, {"change", {{"cells", cells}}}});
  }
};

TEST_F(NotebookSync, TheServerAnnouncesJupyterNotebooks) {
  json reply;
  LanguageServer other{[&](const json& m) { reply = m; }};
  other.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", json::object()}}).dump(), std::nullopt});
  const json& sync = reply["result"]["capabilities"]["notebookDocumentSync"];
  EXPECT_EQ(sync["notebookSelector"][0]["notebook"]["notebookType"], "jupyter-notebook");
  EXPECT_EQ(sync["notebookSelector"][0]["cells"],
            json::array({{{"language", "python"}}, {{"language", "sql"}}, {{"language", "scala"}}}));
}

TEST_F(NotebookSync, DiagnosticsArePublishedOnEachCellWithLinesInsideIt) {
  open();
  const auto published = publish();
  ASSERT_TRUE(published.count(cell_uri(3)));
  const json& diagnostics = published.at(cell_uri(3));
  ASSERT_EQ(diagnostics.size(), 1u);
  EXPECT_EQ(diagnostics[0]["code"], "SR301");
  EXPECT_EQ(diagnostics[0]["range"], range(2, 4, 2, 23));  // `.trigger(once=True)` on the cell's third line
  EXPECT_TRUE(published.at(cell_uri(2)).empty());
  EXPECT_TRUE(published.at(cell_uri(1)).empty());
  // Nothing changed: nothing is published again.
  EXPECT_TRUE(publish().empty());
}

TEST_F(NotebookSync, AnEditInOneCellRepublishesThatCell) {
  open();
  publish();
  edit(3, range(2, 13, 2, 22), "availableNow=True", 2);
  const auto published = publish();
  ASSERT_EQ(published.size(), 1u);
  EXPECT_TRUE(published.at(cell_uri(3)).empty());
}

TEST_F(NotebookSync, NamesFlowFromEarlierCellsAndACellsRemovalIsSeen) {
  // Two queries share the checkpoint a constant of cell 1 names (SR102 on both).
  const std::string queries =
      "q1 = spark.readStream.table('a').writeStream.option('checkpointLocation', CHK).toTable('x')\n"
      "q2 = spark.readStream.table('b').writeStream.option('checkpointLocation', CHK).toTable('y')\n";
  notify("notebookDocument/didOpen",
         {{"notebookDocument", {{"uri", kNotebook}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                {"cells", json::array({cell(1), cell(2)})}}},
          {"cellTextDocuments", json::array({item(1, "CHK = '/chk/orders'\n"), item(2, queries)})}});
  ASSERT_EQ(publish().at(cell_uri(2)).size(), 2u);
  // Remove the constant's cell: its value is unknown, but both queries still read the one global
  // CHK (defined by hand, or by a cell run earlier), so they still share it, by name now.
  sent.clear();
  restructure(2, 0, 1, json::array(), json::array(), json::array({{{"uri", cell_uri(1)}}}));
  ASSERT_EQ(sent.size(), 1u);  // the removed cell is cleared at once
  EXPECT_EQ(sent[0]["params"]["uri"], cell_uri(1));
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
  const auto unbound = publish().at(cell_uri(2));
  ASSERT_EQ(unbound.size(), 2u);
  EXPECT_EQ(unbound[0]["code"], "SR102");
  EXPECT_EQ(unbound[0]["message"].get<std::string>().find("/chk/orders"), std::string::npos);
  // Put it back after the queries: a name bound later does not reach them.
  restructure(3, 1, 0, json::array({cell(3)}), json::array({item(3, "CHK = '/chk/orders'\n")}));
  EXPECT_FALSE(publish().count(cell_uri(2)));  // unchanged: not republished
  // Move it before them (a delete and an insert of the same cell, its text kept): shared again.
  restructure(4, 0, 2, json::array({cell(3), cell(2)}));
  const auto moved = publish();
  ASSERT_TRUE(moved.count(cell_uri(2)));
  ASSERT_EQ(moved.at(cell_uri(2)).size(), 2u);
  EXPECT_EQ(moved.at(cell_uri(2))[0]["code"], "SR102");
  EXPECT_EQ(moved.at(cell_uri(2))[1]["range"]["start"]["line"], 1);
}

TEST_F(NotebookSync, ACellMovedAsTwoChangesKeepsItsText) {
  // A delete (no didClose), then an insert of the same cell document (no didOpen): LSP 3.17 allows a
  // move sent so. The cell comes back with its text and its finding.
  open();
  ASSERT_EQ(publish().at(cell_uri(3)).size(), 1u);
  sent.clear();
  restructure(2, 2, 1, json::array());
  ASSERT_EQ(sent.size(), 1u);  // out of the notebook: cleared at once
  EXPECT_EQ(sent[0]["params"]["uri"], cell_uri(3));
  EXPECT_TRUE(sent[0]["params"]["diagnostics"].empty());
  restructure(3, 0, 0, json::array({cell(3)}));
  const auto moved = publish();
  ASSERT_TRUE(moved.count(cell_uri(3)));
  ASSERT_EQ(moved.at(cell_uri(3)).size(), 1u);
  EXPECT_EQ(moved.at(cell_uri(3))[0]["code"], "SR301");
  EXPECT_EQ(moved.at(cell_uri(3))[0]["range"], range(2, 4, 2, 23));
  // Its text follows edits again.
  edit(3, range(2, 13, 2, 22), "availableNow=True", 4);
  EXPECT_TRUE(publish().at(cell_uri(3)).empty());
}

TEST_F(NotebookSync, HoverAndQuickFixesWorkInACell) {
  open();
  const auto published = publish();
  const json diagnostic = published.at(cell_uri(3))[0];
  const json hover = request(2, "textDocument/hover",
                             {{"textDocument", {{"uri", cell_uri(3)}}}, {"position", {{"line", 2}, {"character", 8}}}});
  EXPECT_NE(hover["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);
  EXPECT_EQ(hover["result"]["range"], range(2, 4, 2, 23));
  const json none = request(3, "textDocument/hover",
                            {{"textDocument", {{"uri", cell_uri(2)}}}, {"position", {{"line", 0}, {"character", 2}}}});
  EXPECT_TRUE(none["result"].is_null());
  const json actions = request(4, "textDocument/codeAction",
                               {{"textDocument", {{"uri", cell_uri(3)}}}, {"range", diagnostic["range"]},
                                {"context", {{"diagnostics", json::array({diagnostic})}}}});
  ASSERT_EQ(actions["result"].size(), 2u);
  const json& fix = actions["result"][0];
  EXPECT_EQ(fix["isPreferred"], true);
  const json& change = fix["edit"]["documentChanges"][0];
  EXPECT_EQ(change["textDocument"]["uri"], cell_uri(3));
  EXPECT_EQ(change["edits"][0]["range"], range(2, 13, 2, 17));
  EXPECT_EQ(change["edits"][0]["newText"], "availableNow");
  const json& noqa = actions["result"][1]["edit"]["documentChanges"][0];
  EXPECT_EQ(noqa["textDocument"]["uri"], cell_uri(3));
  EXPECT_EQ(noqa["edits"][0]["newText"], "  # noqa: SR301");
}

TEST_F(NotebookSync, SqlCellsAreReadAsSql) {
  notify("notebookDocument/didOpen",
         {{"notebookDocument", {{"uri", kNotebook}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                {"cells", json::array({cell(1), cell(2)})}}},
          {"cellTextDocuments",
           json::array({item(1, "CREATE OR REPLACE STREAMING TABLE a AS SELECT * FROM STREAM(b)", "sql"),
                        item(2, "%sql\nCREATE OR REPLACE STREAMING TABLE c AS SELECT * FROM STREAM(d)")})}});
  const auto published = publish();
  ASSERT_EQ(published.at(cell_uri(1)).size(), 1u);
  EXPECT_EQ(published.at(cell_uri(1))[0]["range"]["start"], json({{"line", 0}, {"character", 0}}));
  ASSERT_EQ(published.at(cell_uri(2)).size(), 1u);
  EXPECT_EQ(published.at(cell_uri(2))[0]["range"]["start"], json({{"line", 1}, {"character", 0}}));
}

TEST_F(NotebookSync, AChangeToACellTheNotebookDoesNotHoldIsRefusedWhole) {
  open();
  publish();
  // The first change is fine, the second names an unknown cell: neither is applied.
  json good = {{"document", {{"uri", cell_uri(3)}, {"version", 2}}},
               {"changes", json::array({{{"range", range(2, 13, 2, 22)}, {"text", "availableNow=True"}}})}};
  json unknown = {{"document", {{"uri", cell_uri(9)}, {"version", 2}}}, {"changes", json::array({{{"text", "x"}}})}};
  json cells = {{"textContent", json::array({good, unknown})}};
  notify("notebookDocument/didChange", {{"notebookDocument", {{"uri", kNotebook}, {"version", 2}}}, {"change", {{"cells", cells}}}});
  EXPECT_TRUE(publish().empty());  // nothing changed
  const json hover = request(5, "textDocument/hover",
                             {{"textDocument", {{"uri", cell_uri(3)}}}, {"position", {{"line", 2}, {"character", 8}}}});
  EXPECT_FALSE(hover["result"].is_null());
  // A change for a notebook that is not open, and a structure change past the end: refused, served on.
  notify("notebookDocument/didChange", {{"notebookDocument", {{"uri", "file:///other.ipynb"}, {"version", 1}}}, {"change", json::object()}});
  restructure(3, 2, 5, json::array());
  EXPECT_TRUE(publish().empty());
}

TEST_F(NotebookSync, ClosingTheNotebookClearsEveryCell) {
  open();
  publish();
  sent.clear();
  notify("notebookDocument/didClose", {{"notebookDocument", {{"uri", kNotebook}}},
                                       {"cellTextDocuments", json::array({{{"uri", cell_uri(1)}}, {{"uri", cell_uri(2)}}, {{"uri", cell_uri(3)}}})}});
  std::set<std::string> cleared;
  for (const json& m : sent) {
    if (m["params"]["diagnostics"].empty()) cleared.insert(m["params"]["uri"]);
  }
  EXPECT_EQ(cleared, (std::set<std::string>{cell_uri(1), cell_uri(2), cell_uri(3)}));
  const json hover = request(6, "textDocument/hover",
                             {{"textDocument", {{"uri", cell_uri(3)}}}, {"position", {{"line", 2}, {"character", 8}}}});
  EXPECT_TRUE(hover["result"].is_null());
}

}  // namespace
}  // namespace streamlint::server

namespace streamlint::server {
namespace {

// A notebook's Scala cells (a `%scala` cell, or a cell whose language is Scala) are checked by the
// Scala front-end: diagnostics on their own cells, hover, the AvailableNow fix and a `// noqa`
// line in the cell, the code lens, and SR102 with a Python cell's query.
TEST_F(NotebookSync, ScalaCellsAreCheckedFixedAndSummarisedInTheirCells) {
  const std::string scala =
      "%scala\n"
      "import org.apache.spark.sql.streaming.Trigger\n"
      "spark.readStream.table(\"a\").writeStream\n"
      "  .trigger(Trigger.Once())\n"
      "  .option(\"checkpointLocation\", \"/chk/orders\")\n"
      "  .toTable(\"b\")\n";
  const std::string kernel = "spark.readStream.table(\"c\").writeStream.option(\"checkpointLocation\", \"/chk/c\").toTable(\"d\")\n";
  notify("notebookDocument/didOpen",
         {{"notebookDocument", {{"uri", kNotebook}, {"notebookType", "jupyter-notebook"}, {"version", 1},
                                {"cells", json::array({cell(1), cell(2), cell(3)})}}},
          {"cellTextDocuments", json::array({item(1, kSource + kWrite), item(2, scala), item(3, kernel, "scala")})}});
  const auto published = publish();
  std::vector<std::string> codes;
  for (const json& d : published.at(cell_uri(2))) codes.push_back(d["code"].get<std::string>() + "@" + std::to_string(d["range"]["start"]["line"].get<int>()));
  EXPECT_EQ(codes, (std::vector<std::string>{"SR301@3", "SR102@4"})) << published.at(cell_uri(2)).dump();
  EXPECT_TRUE(published.at(cell_uri(3)).empty()) << published.at(cell_uri(3)).dump();
  const json sr301 = published.at(cell_uri(2))[0];
  EXPECT_EQ(sr301["range"], range(3, 2, 3, 26));  // `.trigger(Trigger.Once())` on the cell's fourth line
  const json hover = request(2, "textDocument/hover",
                             {{"textDocument", {{"uri", cell_uri(2)}}}, {"position", {{"line", 3}, {"character", 12}}}});
  EXPECT_NE(hover["result"]["contents"]["value"].get<std::string>().find("SR301"), std::string::npos);
  const json actions = request(3, "textDocument/codeAction",
                               {{"textDocument", {{"uri", cell_uri(2)}}}, {"range", sr301["range"]},
                                {"context", {{"diagnostics", json::array({sr301})}}}});
  ASSERT_EQ(actions["result"].size(), 2u) << actions.dump(1);
  const json& change = actions["result"][0]["edit"]["documentChanges"][0];
  EXPECT_EQ(change["textDocument"]["uri"], cell_uri(2));
  EXPECT_EQ(change["edits"][0]["newText"], "AvailableNow");
  EXPECT_EQ(change["edits"][0]["range"], range(3, 19, 3, 23));  // `Once`
  const json& noqa = actions["result"][1]["edit"]["documentChanges"][0];
  EXPECT_EQ(noqa["textDocument"]["uri"], cell_uri(2));
  EXPECT_EQ(noqa["edits"][0]["newText"], "  // noqa: SR301");
  EXPECT_EQ(noqa["edits"][0]["range"]["start"]["line"], 3);
  // The lens of each query is in the cell that writes it.
  const json lenses = request(4, "textDocument/codeLens", {{"textDocument", {{"uri", cell_uri(3)}}}})["result"];
  ASSERT_EQ(lenses.size(), 1u) << lenses.dump(1);
  EXPECT_EQ(lenses[0]["range"], range(0, 0, 0, 0));
  EXPECT_NE(lenses[0]["command"]["title"].get<std::string>().find("/chk/c"), std::string::npos);
  // The fix applied in the cell: SR301 is gone, SR102 stays.
  edit(2, change["edits"][0]["range"], "AvailableNow", 2);
  const auto after = publish();
  ASSERT_TRUE(after.count(cell_uri(2)));
  ASSERT_EQ(after.at(cell_uri(2)).size(), 1u);
  EXPECT_EQ(after.at(cell_uri(2))[0]["code"], "SR102");
}

TEST_F(NotebookSync, TheCodeLensAndCardOfAQueryAreInTheCellThatWritesIt) {
  open();
  publish();
  const json none = request(4, "textDocument/codeLens", {{"textDocument", {{"uri", cell_uri(2)}}}})["result"];
  EXPECT_EQ(none, json::array());
  const json lenses = request(5, "textDocument/codeLens", {{"textDocument", {{"uri", cell_uri(3)}}}})["result"];
  ASSERT_EQ(lenses.size(), 1u) << lenses.dump(1);
  EXPECT_EQ(lenses[0]["range"], range(0, 0, 0, 0));
  EXPECT_EQ(lenses[0]["command"]["title"], "table -> table (Delta) | once (deprecated) | exactly-once | /chk/orders");
  // The source read in cell 2 shows the card of the query cell 3 writes.
  const json hover = request(6, "textDocument/hover", {{"textDocument", {{"uri", cell_uri(2)}}},
                                                       {"position", {{"line", 0}, {"character", 24}}}})["result"];
  ASSERT_TRUE(hover.is_object());
  EXPECT_NE(hover["contents"]["value"].get<std::string>().find("| Checkpoint | `/chk/orders` |"), std::string::npos);
  EXPECT_EQ(hover["range"]["start"]["line"], 0);
}

}  // namespace
}  // namespace streamlint::server

namespace streamlint::server {
namespace {

// Each cell's diagnostics as comparable values: code, range and message.
std::map<std::string, std::set<std::string>> by_cell(const std::map<std::string, json>& published) {
  std::map<std::string, std::set<std::string>> out;
  for (const auto& [uri, diagnostics] : published) {
    auto& cell = out[uri];
    for (const json& d : diagnostics) cell.insert(d["code"].get<std::string>() + " " + d["range"].dump() + " " + d["message"].get<std::string>());
  }
  return out;
}

// The invariant of incremental recomputation for notebooks (the cells kept as one document, only
// the cells a change touched parsed and run again): after any sequence of cell edits, and of cells
// added, removed and moved, what the server publishes on each cell is what a server that opens
// the final notebook fresh publishes.
TEST_F(NotebookSync, AnySequenceOfCellChangesPublishesWhatAFreshNotebookDoes) {
  std::vector<std::pair<int, std::string>> cells = {
      {1, "from pyspark.sql import functions as F\nCHK = '/chk/orders'\n"},
      {2, "raw = spark.readStream.table('orders').withWatermark('ts', '1 minute')\nraw.createOrReplaceTempView('v')\n"},
      {3, "q = (raw.writeStream\n    .option('checkpointLocation', CHK)\n    .trigger(once=True)\n    .toTable('bronze'))"},
      {4, "%sql\nSELECT k, count(*) FROM v GROUP BY k"},
      {5, "%pip install x\nq2 = raw.groupBy('k').count().writeStream.option('checkpointLocation', CHK).toTable('y')\n"},
      // Queries of their own, which an edit elsewhere leaves standing.
      {6, "s = spark.readStream.table('a').groupBy('k').count().writeStream.trigger(once=True).toTable('z')\n"},
      {7, "spark.readStream.table('b').dropDuplicates(['k']).writeStream.trigger(once=True).toTable('u')\n"},
      {8, "def w(df, i):\n    df.write.mode('append').saveAsTable('t')\n\nspark.readStream.table('c').writeStream.foreachBatch(w).start()\n"},
      // A Scala cell (the Scala module), which edits may make Python, and Python cells Scala.
      {9, "%scala\nimport org.apache.spark.sql.streaming.Trigger\nspark.readStream.table(\"s\").writeStream.trigger(Trigger.Once()).toTable(\"t\") // noqa: SR101\n"},
  };
  const char* fragments[] = {"\n", "(", ")", "'", "    ", "#", ":", "CHK = '/chk/other'\n", ".trigger(once=True)",
                             "%sql\n", "%pip install y\n", "# COMMAND ----------\n", "raw = spark.read.table('t')\n",
                             "x = raw.dropDuplicates(['k']).writeStream.toTable('d')\n", "GROUP BY k", "%scala\n", ""};
  auto open_cells = [&](LanguageServer& to) {
    json list = json::array(), items = json::array();
    for (const auto& [n, text] : cells) {
      list.push_back(cell(n));
      items.push_back(item(n, text));
    }
    to.handle_frame({protocol::make_notification(
                         "notebookDocument/didOpen",
                         {{"notebookDocument", {{"uri", kNotebook}, {"notebookType", "jupyter-notebook"}, {"version", 1}, {"cells", list}}},
                          {"cellTextDocuments", items}})
                         .dump(),
                     std::nullopt});
  };
  open_cells(server);
  std::map<std::string, json> shown = publish();
  std::mt19937 rng(20261202);
  int next_cell = 10, compared = 0;
  for (int step = 0; step < 200; ++step) {
    const int version = step + 2;
    const std::size_t at = rng() % cells.size();
    const unsigned what = rng() % 20;
    if (what == 0 && cells.size() > 1) {  // remove a cell
      restructure(version, static_cast<int>(at), 1, json::array(), json::array(), json::array({{{"uri", cell_uri(cells[at].first)}}}));
      shown.erase(cell_uri(cells[at].first));
      cells.erase(cells.begin() + static_cast<std::ptrdiff_t>(at));
    } else if (what == 1) {  // add one
      const std::string text = fragments[rng() % std::size(fragments)];
      restructure(version, static_cast<int>(at), 0, json::array({cell(next_cell)}), json::array({item(next_cell, text)}));
      cells.insert(cells.begin() + static_cast<std::ptrdiff_t>(at), {next_cell++, text});
    } else if (what == 2 && at + 1 < cells.size()) {  // move one down a place
      restructure(version, static_cast<int>(at), 2, json::array({cell(cells[at + 1].first), cell(cells[at].first)}));
      std::swap(cells[at], cells[at + 1]);
    } else {  // edit one: up to 20 bytes replaced (ASCII: characters are bytes)
      std::string& text = cells[at].second;
      const std::size_t a = rng() % (text.size() + 1);
      const std::size_t b = std::min(text.size(), a + rng() % 20);
      auto position = [&](std::size_t offset) {
        const std::size_t line_start = offset == 0 ? 0 : (text.rfind('\n', offset - 1) == std::string::npos ? 0 : text.rfind('\n', offset - 1) + 1);
        return std::pair<int, int>(static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n')),
                                   static_cast<int>(offset - line_start));
      };
      const auto [l0, c0] = position(a);
      const auto [l1, c1] = position(b);
      const std::string fragment = fragments[rng() % std::size(fragments)];
      edit(cells[at].first, range(l0, c0, l1, c1), fragment, version);
      text.replace(a, b - a, fragment);
    }
    for (auto& [uri, diagnostics] : publish()) shown[uri] = diagnostics;
    std::vector<json> fresh_sent;
    LanguageServer fresh{[&](const json& m) { fresh_sent.push_back(m); }};
    fresh.handle_frame({protocol::make_request(1, "initialize", {{"capabilities", json::object()}}).dump(), std::nullopt});
    fresh.handle_frame({protocol::make_notification("initialized", json::object()).dump(), std::nullopt});
    open_cells(fresh);
    fresh_sent.clear();
    fresh.publish_pending();
    std::map<std::string, json> expected;
    for (const json& m : fresh_sent) {
      if (m.value("method", "") == "textDocument/publishDiagnostics") expected[m["params"]["uri"]] = m["params"]["diagnostics"];
    }
    ASSERT_EQ(by_cell(shown), by_cell(expected)) << "step " << step;
    for (const auto& [uri, diagnostics] : expected) compared += static_cast<int>(diagnostics.size());
  }
  EXPECT_GT(compared, 300);  // the edits kept findings to compare
}

}  // namespace
}  // namespace streamlint::server
