-- End-to-end test in a real headless Neovim: diagnostics, the SR301 quick fix, the edited buffer.
-- Run: STREAMLINT=build/streamlint SOURCE=. COPY=/tmp/x.py EXPECT=SR301:26,SR307:10 \
--      FIX_TITLE="Replace once=True with availableNow=True" FIXED="trigger%(availableNow=True%)" \
--      nvim --headless -u NONE -c "luafile tests/editors/nvim_e2e.lua"
-- (the file type comes from the file name, as for a user: .py is python, .scala is scala)
local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local source = os.getenv("SOURCE")
vim.opt.runtimepath:append(source .. "/editors/nvim")
require("streamlint").setup({ cmd = { os.getenv("STREAMLINT"), "server" } })

vim.cmd("filetype on")
vim.cmd("edit " .. os.getenv("COPY"))
local expect, fix_title, fixed = os.getenv("EXPECT"), os.getenv("FIX_TITLE"), os.getenv("FIXED")
local wanted = select(2, expect:gsub(",", ",")) + 1

local ok = vim.wait(15000, function() return #vim.diagnostic.get(0) >= wanted end, 50)
if not ok then fail("no diagnostics arrived") end
local found = {}
for _, d in ipairs(vim.diagnostic.get(0)) do found[#found + 1] = d.code .. ":" .. (d.lnum + 1) end
table.sort(found)
local got = table.concat(found, ",")
if got ~= expect then fail("diagnostics " .. got .. " (" .. vim.bo.filetype .. "), expected " .. expect) end

-- Ask for the code actions on the SR301 diagnostic and apply the quick fix.
local target
for _, d in ipairs(vim.diagnostic.get(0)) do if d.code == "SR301" then target = d end end
local params = {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  range = { start = { line = target.lnum, character = target.col }, ["end"] = { line = target.end_lnum, character = target.end_col } },
  -- The LSP form of the diagnostic, as vim.lsp.buf.code_action sends it.
  context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics and vim.lsp.diagnostic.get_line_diagnostics(0, target.lnum)
                              or { target.user_data.lsp } },
}
local responses = vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 10000)
local action
for _, response in pairs(responses or {}) do
  for _, a in ipairs(response.result or {}) do
    if a.title == fix_title then action = a end
  end
end
if not action then fail("no SR301 quick fix offered") end
vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
local line = vim.api.nvim_buf_get_lines(0, target.lnum, target.lnum + 1, false)[1]
if not line:find(fixed) then fail("buffer line " .. (target.lnum + 1) .. " is: " .. line) end
print("nvim e2e: diagnostics " .. got .. ", quick fix applied")
vim.cmd("qall!")
