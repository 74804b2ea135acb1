# `streamlint check` over CPython's standard library (no streaming code) must report nothing.
execute_process(COMMAND python3 -c "import sysconfig;print(sysconfig.get_paths()['stdlib'])"
                OUTPUT_VARIABLE stdlib OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT IS_DIRECTORY "${stdlib}")
  message(FATAL_ERROR "no Python standard library found")
endif()
execute_process(COMMAND "${STREAMLINT}" check "${stdlib}" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
string(REGEX MATCH "[^\n]*\n?$" summary "${out}")
message(STATUS "${stdlib}: ${summary}")
if(NOT rc EQUAL 0)
  string(SUBSTRING "${out}" 0 4000 head)
  message(FATAL_ERROR "expected no findings on the standard library (exit ${rc}):\n${head}\n${err}")
endif()
