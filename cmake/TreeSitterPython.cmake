# Fetches the tree-sitter-python grammar from its npm package at configure time, checks the
# tarball against the registry's sha512 integrity, unpacks it in the build tree and builds it as
# a static library. The generated grammar sources are never committed.
#
# Pin: tree-sitter-python 0.23.6 produces an ABI-14 parser, which Debian's libtree-sitter 0.20.x
# (TREE_SITTER_LANGUAGE_VERSION 14) loads.

set(TSP_VERSION "0.23.6")
set(TSP_INTEGRITY
    "sha512-yIM9z0oxKIxT7bAtPOhgoVl6gTXlmlIhue7liFT4oBPF/lha7Ha4dQBS82Av6hMMRZoVnFJI8M6mL+SwWoLD3A==")
set(TSP_DIR "${CMAKE_BINARY_DIR}/_deps/tree-sitter-python-${TSP_VERSION}")
set(TSP_TARBALL "${TSP_DIR}/tree-sitter-python-${TSP_VERSION}.tgz")
set(TSP_SRC "${TSP_DIR}/package/src")

find_program(NPM_EXECUTABLE npm REQUIRED)
find_program(NODE_EXECUTABLE node REQUIRED)

if(NOT EXISTS "${TSP_SRC}/parser.c")
  file(MAKE_DIRECTORY "${TSP_DIR}")
  if(NOT EXISTS "${TSP_TARBALL}")
    message(STATUS "Fetching tree-sitter-python@${TSP_VERSION} with npm pack")
    execute_process(
      COMMAND "${NPM_EXECUTABLE}" pack "tree-sitter-python@${TSP_VERSION}"
              --pack-destination "${TSP_DIR}" --silent
      WORKING_DIRECTORY "${TSP_DIR}"
      RESULT_VARIABLE tsp_rc OUTPUT_QUIET)
    if(NOT tsp_rc EQUAL 0 OR NOT EXISTS "${TSP_TARBALL}")
      message(FATAL_ERROR "npm pack tree-sitter-python@${TSP_VERSION} failed (${tsp_rc})")
    endif()
  endif()
  # npm's integrity is base64(sha512(tarball)); node computes it the same way.
  execute_process(
    COMMAND "${NODE_EXECUTABLE}" -e
      "const c=require('crypto'),f=require('fs');process.stdout.write('sha512-'+c.createHash('sha512').update(f.readFileSync(process.argv[1])).digest('base64'))"
      "${TSP_TARBALL}"
    OUTPUT_VARIABLE tsp_actual RESULT_VARIABLE tsp_rc)
  if(NOT tsp_rc EQUAL 0 OR NOT tsp_actual STREQUAL TSP_INTEGRITY)
    file(REMOVE "${TSP_TARBALL}")
    message(FATAL_ERROR "tree-sitter-python tarball integrity mismatch:\n  expected ${TSP_INTEGRITY}\n  got      ${tsp_actual}")
  endif()
  file(ARCHIVE_EXTRACT INPUT "${TSP_TARBALL}" DESTINATION "${TSP_DIR}")
endif()

add_library(tree_sitter_python STATIC "${TSP_SRC}/parser.c" "${TSP_SRC}/scanner.c")
target_include_directories(tree_sitter_python PRIVATE "${TSP_SRC}")
set_target_properties(tree_sitter_python PROPERTIES C_STANDARD 11 POSITION_INDEPENDENT_CODE ON)
# Generated code: build it quietly and never with -Werror.
target_compile_options(tree_sitter_python PRIVATE -w)
