// VS Code (code-server) in headless Chromium, driven by playwright-core: the streamlint extension
// shows the SR301 squiggle and Problems entry, the hover explains it with its doc link, and the
// quick fix rewrites the Once trigger. A screenshot of each step goes to SHOTS.
// Env: URL (code-server with the workspace folder), FILE (file name to open), SHOTS (folder),
// FIX_TITLE (the quick fix's title), FIXED (text the fixed line shows), LENS (text of the code
// lens above the query). A FILE ending in .ipynb opens in VS Code's notebook editor: the squiggle,
// the lens, the hover and the fix are then in the cell that writes the query.
import { chromium } from "playwright-core";

const url = process.env.URL, file = process.env.FILE, shots = process.env.SHOTS;
const fixTitle = process.env.FIX_TITLE, fixedText = process.env.FIXED, lensText = process.env.LENS;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const step = async (name) => page.screenshot({ path: `${shots}/${file}-${name}.png` });
const fail = async (message) => { await step("failure"); console.error("FAIL: " + message); await browser.close(); process.exit(1); };

try {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await page.waitForSelector(".monaco-workbench", { timeout: 120000 });
  // The workbench is ready once the Explorer lists the workspace's files.
  await page.waitForSelector(`.part.sidebar .monaco-list-row:has-text('${file}')`, { timeout: 120000 });
  // Open the file with Quick Open.
  await page.keyboard.press("Control+P");
  await page.waitForSelector(".quick-input-widget input", { timeout: 30000 });
  await page.keyboard.type(file);
  // Enter only once Quick Open lists the file (a loaded machine lists it late), then wait for its tab.
  await page.waitForSelector(`.quick-input-list .monaco-list-row:has-text('${file}')`, { timeout: 30000 });
  await page.keyboard.press("Enter");
  await page.waitForSelector(`.tabs-container .tab:has-text('${file}')`, { timeout: 30000 });
  await page.waitForSelector(".monaco-editor .view-lines", { timeout: 30000 });
  // The squiggle (warning) from the server.
  const squiggle = await page.waitForSelector(".monaco-editor .squiggly-warning", { timeout: 90000 }).catch(() => null);
  await step("1-squiggle");
  if (!squiggle) await fail("no warning squiggle appeared");
  // The code lens above the query sums it up on one line.
  const lens = await page.waitForSelector(`.codelens-decoration:has-text('${lensText}')`, { timeout: 60000 }).catch(() => null);
  await step("2-code-lens");
  if (!lens) await fail("no code lens reads: " + lensText);
  // The Problems panel lists SR301; Enter on it moves the editor cursor to the finding. The panel
  // also lists the workspace's other files (pulled workspace diagnostics): it is filtered to this one.
  await page.keyboard.press("Control+Shift+M");
  const filter = await page.waitForSelector(".markers-panel-container .viewpane-filter input, .viewpane-filter-container input", { timeout: 30000 }).catch(() => null);
  if (filter) {
    await filter.fill(`**/${file}`);
    // The panel says "Showing N of M" once it hides other files' problems (none listed yet: no badge).
    await page.waitForSelector(".markers-panel-container :text-matches('Showing \\d+ of \\d+')", { timeout: 5000 }).catch(() => null);
  }
  const problem = await page.waitForSelector(".markers-panel .monaco-list-row:has-text('SR301')", { timeout: 30000 }).catch(() => null);
  await step("3-problems");
  if (!problem) await fail("the Problems panel does not list SR301");
  await problem.click();
  await page.keyboard.press("Enter");
  // Enter reveals the finding in its editor, which takes the focus.
  await page.waitForSelector(".monaco-editor.focused", { timeout: 30000 });
  // Enter selects the finding's range; collapse to its start, inside the range.
  await page.keyboard.press("ArrowLeft");
  // Hover at the cursor (Ctrl+K Ctrl+I): the explanation with its doc link.
  await page.keyboard.press("Control+K");
  await page.keyboard.press("Control+I");
  const hover = await page.waitForSelector(".monaco-hover:has-text('SR301'):has-text('docs.databricks.com')", { timeout: 30000 }).catch(() => null);
  await step("4-hover");
  if (!hover) await fail("the hover does not show SR301 with the Databricks doc link");
  // The quick fix (Ctrl+.) at the same place.
  await page.keyboard.press("Escape");
  // In a notebook, Escape also leaves the cell's editor; Enter goes back to it, cursor kept.
  if (file.endsWith(".ipynb")) {
    await page.keyboard.press("Enter");
    await page.waitForSelector(".monaco-editor.focused", { timeout: 30000 });
  }
  await page.keyboard.press("Control+.");
  const menu = await page.waitForSelector(".action-widget", { state: "visible", timeout: 30000 }).catch(() => null);
  await step("5-quick-fix-menu");
  const items = menu ? await menu.innerText() : "";
  if (!items.includes(fixTitle)) await fail("the quick fix is not offered: " + items);
  // The streamlint fix is the preferred (first, selected) entry.
  await page.keyboard.press("Enter");
  const fixed = await page.waitForSelector(`.monaco-editor.focused .view-lines:has-text('${fixedText}')`, { timeout: 30000 }).catch(() => null);
  await step("6-fixed");
  if (!fixed) await fail("the editor text was not rewritten");
  console.log(`vscode e2e: ${file}: squiggle, code lens, Problems entry, hover with doc link, quick fix applied`);
} catch (e) {
  await fail(String(e));
}
await browser.close();
