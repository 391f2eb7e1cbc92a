# Functions over every target of this tree (not shipped with the SDK).

# tabula_tree_targets(VAR dir): the targets under dir (and its
# subdirectories) that compile C: executables and static, shared, module
# and object libraries.
function(tabula_tree_targets var dir)
  set(_out "")
  get_property(_targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(_t IN LISTS _targets)
    get_target_property(_type ${_t} TYPE)
    if(_type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|MODULE_LIBRARY|OBJECT_LIBRARY)$")
      list(APPEND _out ${_t})
    endif()
  endforeach()
  get_property(_subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(_d IN LISTS _subdirs)
    tabula_tree_targets(_sub "${_d}")
    list(APPEND _out ${_sub})
  endforeach()
  set(${var} ${_out} PARENT_SCOPE)
endfunction()

# tabula_check_warnings(dir)
#
# Every target that compiles C in this tree links tabula_warnings (the root
# CMakeLists.txt): this stops the configure at the first one under dir that
# does not, so a new test program or plugin cannot quietly build without
# -Wall -Wextra (or without -Werror in CI).  A designer's project chooses
# its own warnings.
function(tabula_check_warnings dir)
  tabula_tree_targets(_targets "${dir}")
  foreach(_t IN LISTS _targets)
    get_target_property(_libs ${_t} LINK_LIBRARIES)
    string(FIND "${_libs}" "tabula_warnings" _at)
    if(_at EQUAL -1)
      get_target_property(_dir ${_t} SOURCE_DIR)
      message(FATAL_ERROR "${_t} (${_dir}) does not link tabula_warnings: "
                          "add it to the target's target_link_libraries")
    endif()
  endforeach()
endfunction()
