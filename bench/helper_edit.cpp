// An edit in a helper module that many open documents import (DESIGN.md budget: dependents
// republished within 50 ms p50), and the first index of the project (under 2 s), on a project from
// bench/gen_project.py. The helper is open; each edit adds or removes a watermark in the stream it
// returns, which changes the findings of every importer, so each edit must republish them all.
// Usage: bench_helper_edit PROJECT_DIR [OPEN_IMPORTERS] [EDITS]
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "app/allocator_tuning.h"
#include "bench/input_file.h"
#include "protocol/jsonrpc.h"
#include "protocol/uri.h"
#include "server/language_server.h"

namespace {

using Clock = std::chrono::steady_clock;
using streamlint::server::json;

std::string read(const std::filesystem::path& path) { return streamlint::bench::read_input_file(path); }

double ms_since(Clock::time_point start) { return std::chrono::duration<double, std::milli>(Clock::now() - start).count(); }

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * v.size()))];
}

}  // namespace

int main(int argc, char** argv) {
  streamlint::app::keep_freed_memory();  // as `streamlint server` does
  if (argc < 2) {
    std::cerr << "usage: bench_helper_edit PROJECT_DIR [OPEN_IMPORTERS] [EDITS]\n";
    return 2;
  }
  const std::filesystem::path root = std::filesystem::canonical(argv[1]);
  const int open_importers = argc > 2 ? std::stoi(argv[2]) : 200;
  const int edits = argc > 3 ? std::stoi(argv[3]) : 20;
  const std::filesystem::path helper = root / "common" / "sources.py";
  if (!std::filesystem::exists(helper)) {
    std::cerr << helper << " is missing: make the project with bench/gen_project.py\n";
    return 2;
  }
  std::vector<std::filesystem::path> importers;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root)) {
    if (e.path().filename().string().rfind("importer_", 0) == 0) importers.push_back(e.path());
  }
  std::sort(importers.begin(), importers.end());
  importers.resize(std::min<std::size_t>(importers.size(), static_cast<std::size_t>(open_importers)));
  std::size_t files = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root)) files += e.path().extension() == ".py";

  std::set<std::string> published;
  streamlint::server::LanguageServer server([&](const json& m) {
    if (m.value("method", "") == "textDocument/publishDiagnostics") published.insert(m["params"]["uri"].get<std::string>());
  });
  auto send = [&](const json& message) { server.handle_frame({message.dump(), std::nullopt}); };
  const std::string root_uri = streamlint::protocol::file_uri(root.string());
  auto start = Clock::now();
  send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
        {"params", {{"capabilities", json::object()}, {"workspaceFolders", json::array({{{"uri", root_uri}, {"name", "p"}}})}}}});
  send({{"jsonrpc", "2.0"}, {"method", "initialized"}, {"params", json::object()}});
  const double index_ms = ms_since(start);

  auto open = [&](const std::filesystem::path& path) {
    send({{"jsonrpc", "2.0"}, {"method", "textDocument/didOpen"},
          {"params", {{"textDocument", {{"uri", streamlint::protocol::file_uri(path.string())}, {"languageId", "python"},
                                        {"version", 1}, {"text", read(path)}}}}}});
  };
  start = Clock::now();
  open(helper);
  for (const auto& path : importers) open(path);
  server.publish_pending();
  const double open_ms = ms_since(start);
  if (published.size() != importers.size() + 1) {
    std::cerr << "opening published " << published.size() << " of " << importers.size() + 1 << " documents\n";
    return 1;
  }

  const std::string plain = read(helper);
  const std::string marker = "\"timestamp AS ts\")";
  std::string watermarked = plain;
  watermarked.replace(watermarked.find(marker), marker.size(), marker + "\n            .withWatermark(\"ts\", \"10 minutes\")");
  const std::string helper_uri = streamlint::protocol::file_uri(helper.string());
  std::vector<double> ms;
  std::size_t republished_min = importers.size();
  for (int i = 0; i < edits; ++i) {
    published.clear();
    start = Clock::now();
    send({{"jsonrpc", "2.0"}, {"method", "textDocument/didChange"},
          {"params", {{"textDocument", {{"uri", helper_uri}, {"version", i + 2}}},
                      {"contentChanges", json::array({{{"text", i % 2 == 0 ? watermarked : plain}}})}}}});
    server.publish_pending();
    ms.push_back(ms_since(start));
    published.erase(helper_uri);
    republished_min = std::min(republished_min, published.size());
  }
  std::cout << files << " files; first index (initialize + initialized): " << index_ms << " ms\n";
  std::cout << "opened the helper and " << importers.size() << " importers: " << open_ms << " ms\n";
  std::cout << "helper edit -> " << republished_min << "+ importers republished: p50 " << quantile(ms, 0.5)
            << " ms, p99 " << quantile(ms, 0.99) << " ms (" << edits << " edits)\n";
  if (republished_min < importers.size()) {
    std::cerr << "not every importer was republished after an edit\n";
    return 1;
  }
}
