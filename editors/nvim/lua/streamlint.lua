-- streamlint for Neovim: starts `streamlint server` for Python, SQL and Scala buffers.
-- Neovim 0.8+ uses vim.lsp.start; 0.7 uses vim.lsp.start_client + buf_attach_client.
--   require("streamlint").setup({ cmd = { "/path/to/streamlint", "server" },
--                                 settings = { targetDbr = "15.4", compute = "classic" } })
local M = {}

-- The folder holding pyproject.toml / databricks.yml, else the one holding .git, else the file's.
local function root_dir(bufnr)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ":p:h")
  for _, marker in ipairs({ "pyproject.toml", "streamlint.toml", "databricks.yml" }) do
    local file = vim.fn.findfile(marker, dir .. ";")
    if file ~= "" then return vim.fn.fnamemodify(file, ":p:h") end
  end
  local git = vim.fn.finddir(".git", dir .. ";")
  if git ~= "" then return vim.fn.fnamemodify(git, ":p:h:h") end  -- ":p" ends a folder with "/"
  return dir
end

function M.setup(opts)
  opts = opts or {}
  local config = {
    name = "streamlint",
    cmd = opts.cmd or { "streamlint", "server" },
    init_options = opts.settings or {},
    settings = { streamlint = opts.settings or {} },
  }
  local client_id = nil
  local function attach(bufnr)
    config.root_dir = root_dir(bufnr)
    if vim.lsp.start then
      vim.lsp.start(config, { bufnr = bufnr })
    else
      if not client_id then client_id = vim.lsp.start_client(config) end
      vim.lsp.buf_attach_client(bufnr, client_id)
    end
  end
  local filetypes = { python = true, sql = true, scala = true }
  vim.api.nvim_create_autocmd("FileType", {
    pattern = { "python", "sql", "scala" },
    callback = function(args) attach(args.buf) end,
  })
  -- Buffers already open when setup() runs.
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and filetypes[vim.bo[bufnr].filetype] then attach(bufnr) end
  end
end

return M
