/* tree-sitter runtime comparison: parses FILE with tree-sitter-python REPS times and prints the
 * best whole-parse time, then the best of 5 incremental re-parses after one byte is inserted in the
 * middle of the text (ts_tree_edit + ts_parser_parse with the old tree). Built once against each
 * runtime by bench/run_runtime_comparison; nothing of streamlint is linked.
 * Usage: runtime_parse FILE [REPS]   Prints: FILE BYTES whole_ms incremental_ms has_error */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <tree_sitter/api.h>

const TSLanguage* tree_sitter_python(void);

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: runtime_parse FILE [REPS]\n");
    return 2;
  }
  FILE* f = fopen(argv[1], "rb");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  fseek(f, 0, SEEK_END);
  const long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* text = malloc((size_t)n + 1);
  if (fread(text, 1, (size_t)n, f) != (size_t)n) return 2;
  fclose(f);
  const int reps = argc > 2 ? atoi(argv[2]) : 3;
  TSParser* parser = ts_parser_new();
  ts_parser_set_language(parser, tree_sitter_python());

  double whole = 1e18;
  TSTree* tree = NULL;
  for (int i = 0; i < reps; ++i) {
    if (tree) ts_tree_delete(tree);
    const double start = now_ms();
    tree = ts_parser_parse_string(parser, NULL, text, (uint32_t)n);
    const double took = now_ms() - start;
    if (took < whole) whole = took;
  }
  const int error = ts_node_has_error(ts_tree_root_node(tree));

  /* One space inserted in the middle. */
  const long mid = n / 2;
  char* edited = malloc((size_t)n + 2);
  memcpy(edited, text, (size_t)mid);
  edited[mid] = ' ';
  memcpy(edited + mid + 1, text + mid, (size_t)(n - mid));
  uint32_t row = 0, column = 0;
  for (long k = 0; k < mid; ++k) {
    if (text[k] == '\n') {
      ++row;
      column = 0;
    } else {
      ++column;
    }
  }
  TSInputEdit edit = {(uint32_t)mid, (uint32_t)mid, (uint32_t)mid + 1, {row, column}, {row, column}, {row, column + 1}};
  double incremental = 1e18;
  for (int r = 0; r < 5; ++r) {
    TSTree* old = ts_tree_copy(tree);
    ts_tree_edit(old, &edit);
    const double start = now_ms();
    TSTree* next = ts_parser_parse_string(parser, old, edited, (uint32_t)n + 1);
    const double took = now_ms() - start;
    if (took < incremental) incremental = took;
    ts_tree_delete(next);
    ts_tree_delete(old);
  }
  printf("%s %ld %.1f %.2f %d\n", argv[1], n, whole, incremental, error);
  ts_tree_delete(tree);
  ts_parser_delete(parser);
  free(edited);
  free(text);
  return 0;
}
