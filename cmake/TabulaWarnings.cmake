# tabula_check_warnings(dir)
#
# Every target that compiles C in this tree links tabula_warnings (the root
# CMakeLists.txt): this walks dir and its subdirectories and stops the
# configure at the first compiled target that does not, so a new test
# program or plugin cannot quietly build without -Wall -Wextra (or without
# -Werror in CI).  Not shipped with the SDK: a designer's project chooses
# its own warnings.
function(tabula_check_warnings dir)
  get_property(_targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_t IN LISTS _targets)
    get_target_property(_type ${_t} TYPE)
    if(_type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY)$")
      get_target_property(_libs ${_t} LINK_LIBRARIES)
      string(FIND "${_libs}" "tabula_warnings" _at)
      if(_at EQUAL -1)
        message(FATAL_ERROR "${_t} (${dir}) does not link tabula_warnings: "
                            "add it to the target's target_link_libraries")
      endif()
    endif()
  endforeach()
  get_property(_subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(_d IN LISTS _subdirs)
    tabula_check_warnings("${_d}")
  endforeach()
endfunction()
