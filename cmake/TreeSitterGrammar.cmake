# Fetches a tree-sitter grammar from its npm package at configure time, checks the tarball against
# the registry's sha512 integrity, checks the generated parser's ABI against the tree-sitter
# runtime's, unpacks it in the build tree and builds it as a static library. Generated grammar
# sources are never committed.
#
#   streamlint_grammar(TARGET <lib> PACKAGE <npm name> VERSION <x.y.z> INTEGRITY <sha512-...>)
#
# The runtime is Debian's libtree-sitter (0.20.x): it loads parsers of ABI versions
# TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION..TREE_SITTER_LANGUAGE_VERSION (api.h), so each pin is a
# release generated for ABI 14 or below.

find_program(NPM_EXECUTABLE npm REQUIRED)
find_program(NODE_EXECUTABLE node REQUIRED)
find_path(TREE_SITTER_API_H tree_sitter/api.h HINTS ${TREE_SITTER_INCLUDE_DIRS} REQUIRED)

file(STRINGS "${TREE_SITTER_API_H}/tree_sitter/api.h" ts_max_line REGEX "^#define TREE_SITTER_LANGUAGE_VERSION [0-9]+")
file(STRINGS "${TREE_SITTER_API_H}/tree_sitter/api.h" ts_min_line
     REGEX "^#define TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION [0-9]+")
string(REGEX MATCH "[0-9]+$" TREE_SITTER_ABI_MAX "${ts_max_line}")
string(REGEX MATCH "[0-9]+$" TREE_SITTER_ABI_MIN "${ts_min_line}")

function(streamlint_grammar)
  cmake_parse_arguments(G "" "TARGET;PACKAGE;VERSION;INTEGRITY" "" ${ARGN})
  string(REGEX REPLACE "[@/]" "_" dir_name "${G_PACKAGE}-${G_VERSION}")
  set(dir "${CMAKE_BINARY_DIR}/_deps/${dir_name}")
  # npm pack names the tarball <scope>-<name>-<version>.tgz for scoped packages.
  string(REGEX REPLACE "^@" "" tarball_name "${G_PACKAGE}")
  string(REPLACE "/" "-" tarball_name "${tarball_name}")
  set(tarball "${dir}/${tarball_name}-${G_VERSION}.tgz")
  set(src "${dir}/package/src")

  if(NOT EXISTS "${src}/parser.c")
    file(MAKE_DIRECTORY "${dir}")
    if(NOT EXISTS "${tarball}")
      message(STATUS "Fetching ${G_PACKAGE}@${G_VERSION} with npm pack")
      execute_process(
        COMMAND "${NPM_EXECUTABLE}" pack "${G_PACKAGE}@${G_VERSION}" --pack-destination "${dir}" --silent
        WORKING_DIRECTORY "${dir}"
        RESULT_VARIABLE rc OUTPUT_QUIET)
      if(NOT rc EQUAL 0 OR NOT EXISTS "${tarball}")
        message(FATAL_ERROR "npm pack ${G_PACKAGE}@${G_VERSION} failed (${rc})")
      endif()
    endif()
    # npm's integrity is base64(sha512(tarball)); node computes it the same way.
    execute_process(
      COMMAND "${NODE_EXECUTABLE}" -e
        "const c=require('crypto'),f=require('fs');process.stdout.write('sha512-'+c.createHash('sha512').update(f.readFileSync(process.argv[1])).digest('base64'))"
        "${tarball}"
      OUTPUT_VARIABLE actual RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT actual STREQUAL G_INTEGRITY)
      file(REMOVE "${tarball}")
      message(FATAL_ERROR "${G_PACKAGE} tarball integrity mismatch:\n  expected ${G_INTEGRITY}\n  got      ${actual}")
    endif()
    file(ARCHIVE_EXTRACT INPUT "${tarball}" DESTINATION "${dir}")
  endif()

  # The parser's ABI must be one the runtime loads, or every parse would fail at run time.
  file(STRINGS "${src}/parser.c" abi_line REGEX "^#define LANGUAGE_VERSION [0-9]+")
  string(REGEX MATCH "[0-9]+$" abi "${abi_line}")
  if(NOT abi OR abi LESS TREE_SITTER_ABI_MIN OR abi GREATER TREE_SITTER_ABI_MAX)
    message(FATAL_ERROR "${G_PACKAGE}@${G_VERSION} is ABI ${abi}; this tree-sitter runtime loads "
                        "ABI ${TREE_SITTER_ABI_MIN}..${TREE_SITTER_ABI_MAX}")
  endif()

  set(sources "${src}/parser.c")
  if(EXISTS "${src}/scanner.c")
    list(APPEND sources "${src}/scanner.c")
  endif()
  add_library(${G_TARGET} STATIC ${sources})
  target_include_directories(${G_TARGET} PRIVATE "${src}")
  set_target_properties(${G_TARGET} PROPERTIES C_STANDARD 11 POSITION_INDEPENDENT_CODE ON)
  # Generated code: build it quietly, never with -Werror, and without sanitizers or debug info (its
  # parse tables are megabytes of constants; instrumenting them costs minutes and finds nothing of ours).
  target_compile_options(${G_TARGET} PRIVATE -w -g0 $<$<BOOL:${STREAMLINT_SANITIZE}>:-fno-sanitize=all>)
  # Where the package's sources are, for a caller that must adjust one of them.
  set(${G_TARGET}_SOURCE_DIR "${src}" PARENT_SCOPE)
endfunction()
