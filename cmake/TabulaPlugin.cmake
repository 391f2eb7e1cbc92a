# tabula_add_plugin(NAME SOURCES src...)
#
# Builds one rule plugin, NAME.so, the way the host expects: a MODULE library
# with hidden symbols (only the entry point is exported), linked with
# -z defs so that it provably needs nothing from the host, and placed in the
# plugin folder of the build tree (and of the install).  The same function is
# shipped with the SDK, so an out-of-tree plugin is built exactly like ours.
function(tabula_add_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES" ${ARGN})
  add_library(${name} MODULE ${ARG_SOURCES})
  set_target_properties(${name} PROPERTIES
    PREFIX ""
    C_VISIBILITY_PRESET hidden
    LIBRARY_OUTPUT_DIRECTORY "${TABULA_PLUGIN_OUTPUT_DIR}")
  # clang does not link the sanitizer runtime into modules, so -z defs
  # would refuse every __asan_* symbol there; gcc does, and keeps the proof.
  if(NOT (TABULA_SANITIZE AND CMAKE_C_COMPILER_ID MATCHES "Clang"))
    target_link_options(${name} PRIVATE "LINKER:-z,defs")
  endif()
  if(TARGET Tabula::headers)
    target_link_libraries(${name} PRIVATE Tabula::headers)
  else()
    target_link_libraries(${name} PRIVATE tabula_headers)
  endif()
  if(TABULA_PLUGIN_INSTALL_DIR)
    install(TARGETS ${name} LIBRARY DESTINATION "${TABULA_PLUGIN_INSTALL_DIR}")
  endif()
endfunction()
