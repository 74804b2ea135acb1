// Runs a LanguageServer over stdin/stdout (LSP's stdio transport), with asio driving the reads.
// Logs go to stderr only: stdout carries nothing but framed JSON-RPC.
#pragma once

#include <functional>

#include "analysis/project_facts.h"

namespace streamlint::server {

// Serves until `exit` or end of input. Returns the process exit code (LSP "exit": 0 after
// shutdown, 1 otherwise). Once the input has been quiet for 5 s after the server last worked (an
// edit, a request, a closed document), the open documents rest (LanguageServer::rest_documents)
// and then `release_memory`, when given, runs on the worker thread: the program returns the memory
// its allocator kept (app/allocator_tuning.h).
int run_stdio_server(const analysis::ProjectFacts& defaults, std::function<void()> release_memory = {});

}  // namespace streamlint::server
