// The allocator's tuning for a long-lived process (the language server).
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

}  // namespace streamlint::app
