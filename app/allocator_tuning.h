// The allocator's tuning for a long-lived process (the language server).
//
// Every program that links this (streamlint, the benchmarks, the tests of it) starts jemalloc
// with lg_extent_max_active_fit:16 (allocator_tuning.cpp): a free run of pages may be split for a
// request up to 65,536 times smaller (jemalloc's default: 64 times). Freed small blocks coalesce
// into runs of many megabytes; with the default those runs serve no small request again, so a
// process that keeps freed pages (below) maps new ones on every edit: the server's resident size
// grew by about 4 MB per edit of a document with 4,000 findings, and stayed there after closing it.
// A MALLOC_CONF in the environment still overrides it.
#pragma once

namespace streamlint::app {

// Keeps freed pages with the process instead of returning them to the system after a delay
// (jemalloc's dirty_decay_ms = -1 for every arena, https://jemalloc.net/jemalloc.3.html). An edit
// of a huge document frees and allocates again hundreds of megabytes, and each page returned in
// between faults in again on the next keystroke: a 5 MB one-line document took about twice as long
// per keystroke with the default decay (docs/benchmarks.md "Huge documents"). The resident size then
// stays at its peak, as it mostly does with glibc's allocator. `check` keeps the default: it exits
// when done, and its peak is lower when freed pages go back. Does nothing in a build without jemalloc (the sanitizer builds).
void keep_freed_memory();

// Returns the freed pages kept so far to the system (purges every arena). The server calls it once
// its input has been quiet for a while (server/stdio_transport.h), so memory freed by an edit or a
// closed document goes back when the user stops typing. Does nothing without jemalloc.
void release_freed_memory();

}  // namespace streamlint::app
