// @derekstride/tree-sitter-sql 0.3.11's external scanner leaks the tags of dollar-quoted strings
// ($tag$ ... $tag$), in two ways (both found by tests/fuzz/fuzz_sql; no newer release exists on npm):
// - its deserialize sets the state's tag without freeing the one it holds;
// - its scan returns early without freeing a tag it has just read (for example `AS $a$ SELECT $a$`,
//   where a string may start but the function body may not end).
// The build renames the upstream deserialize and scan, and every malloc and free in scanner.c, to
// the functions below (CMakeLists.txt). Each block the scanner allocates carries a small header
// that links it into a per-thread list while a scan runs; when the scan returns, every block of
// that scan still alive is freed except the state's tag, which the scanner keeps. This fixes the
// kind (any allocation a scan forgets), not one early return.
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

#include "tree_sitter/parser.h"

void* streamlint_sql_scanner_malloc(size_t size);
void streamlint_sql_scanner_free(void* pointer);
void tree_sitter_sql_external_scanner_deserialize_upstream(void* payload, const char* buffer, unsigned length);
bool tree_sitter_sql_external_scanner_scan_upstream(void* payload, TSLexer* lexer, const bool* valid_symbols);

typedef union Block {
  struct {
    union Block* prev;
    union Block* next;
    bool linked;
  } links;
  max_align_t alignment;  // what follows the header is aligned as malloc's result is
} Block;

// The blocks allocated by the scan running on this thread (none outside a scan).
static _Thread_local Block* scan_blocks;
static _Thread_local bool scanning;

static void unlink_block(Block* block) {
  if (!block->links.linked) return;
  if (block->links.prev) block->links.prev->links.next = block->links.next;
  else scan_blocks = block->links.next;
  if (block->links.next) block->links.next->links.prev = block->links.prev;
  block->links.prev = block->links.next = NULL;
  block->links.linked = false;
}

void* streamlint_sql_scanner_malloc(size_t size) {
  Block* block = malloc(sizeof(Block) + size);
  if (!block) return NULL;
  block->links.prev = NULL;
  block->links.next = NULL;
  block->links.linked = scanning;
  if (scanning) {
    block->links.next = scan_blocks;
    if (scan_blocks) scan_blocks->links.prev = block;
    scan_blocks = block;
  }
  return block + 1;
}

void streamlint_sql_scanner_free(void* pointer) {
  if (!pointer) return;
  Block* block = (Block*)pointer - 1;
  unlink_block(block);
  free(block);
}

// The scanner's state (scanner.c, `LexerState`) starts with its `char* start_tag`.
static char** start_tag_of(void* payload) { return (char**)payload; }

void tree_sitter_sql_external_scanner_deserialize(void* payload, const char* buffer, unsigned length) {
  char** start_tag = start_tag_of(payload);
  streamlint_sql_scanner_free(*start_tag);
  *start_tag = NULL;
  tree_sitter_sql_external_scanner_deserialize_upstream(payload, buffer, length);
}

bool tree_sitter_sql_external_scanner_scan(void* payload, TSLexer* lexer, const bool* valid_symbols) {
  scan_blocks = NULL;
  scanning = true;
  const bool found = tree_sitter_sql_external_scanner_scan_upstream(payload, lexer, valid_symbols);
  scanning = false;
  char* kept = *start_tag_of(payload);
  while (scan_blocks) {
    Block* block = scan_blocks;
    unlink_block(block);
    if ((char*)(block + 1) != kept) free(block);
  }
  return found;
}
