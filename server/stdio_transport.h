// Runs a LanguageServer over stdin/stdout (LSP's stdio transport), with asio driving the reads.
// Logs go to stderr only: stdout carries nothing but framed JSON-RPC.
#pragma once

#include "analysis/project_facts.h"

namespace streamlint::server {

// Serves until `exit` or end of input. Returns the process exit code (LSP "exit": 0 after
// shutdown, 1 otherwise).
int run_stdio_server(const analysis::ProjectFacts& defaults);

}  // namespace streamlint::server
