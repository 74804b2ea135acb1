#include "app/allocator_tuning.h"

#include <cstddef>
#include <string>

#include <sys/types.h>

#ifdef STREAMLINT_JEMALLOC
// jemalloc's control interface (declared here: its header also declares malloc and free).
extern "C" int mallctl(const char* name, void* oldp, std::size_t* oldlenp, void* newp, std::size_t newlen);

// Read by jemalloc when the process starts (https://jemalloc.net/jemalloc.3.html, "TUNING"); why:
// allocator_tuning.h.
extern "C" const char* malloc_conf = "lg_extent_max_active_fit:16";
#endif

namespace streamlint::app {

void keep_freed_memory() {
#ifdef STREAMLINT_JEMALLOC
  ssize_t never = -1;
  // Arenas made from now on (each new thread's, and the one for requests above 8 MiB)...
  mallctl("arenas.dirty_decay_ms", nullptr, nullptr, &never, sizeof never);
  // ...and those that exist.
  unsigned arenas = 0;
  std::size_t size = sizeof arenas;
  if (mallctl("arenas.narenas", &arenas, &size, nullptr, 0) != 0) return;
  for (unsigned i = 0; i < arenas; ++i) {
    const std::string name = "arena." + std::to_string(i) + ".dirty_decay_ms";
    mallctl(name.c_str(), nullptr, nullptr, &never, sizeof never);
  }
#endif
}

void release_freed_memory() {
#ifdef STREAMLINT_JEMALLOC
  // MALLCTL_ARENAS_ALL (4096) names every arena.
  mallctl("arena.4096.purge", nullptr, nullptr, nullptr, 0);
#endif
}

}  // namespace streamlint::app
