# TabulaManCompletion.cmake — included by frontends/CMakeLists.txt after the
# `tabula` target: the manual page tabula(1), written from the program's
# --help texts once it is built (TabulaManPage.cmake), into the build tree's
# share/man/man1 as the install tree has it; and the bash completion
# (frontends/cli/tabula.bash).  `cmake --install` puts them where man and
# bash-completion look: share/man/man1/tabula.1 and
# share/bash-completion/completions/tabula.
set(TABULA_MAN_PAGE "${CMAKE_BINARY_DIR}/${CMAKE_INSTALL_MANDIR}/man1/tabula.1")
add_custom_command(OUTPUT "${TABULA_MAN_PAGE}"
  COMMAND "${CMAKE_COMMAND}" "-DTABULA=$<TARGET_FILE:tabula>" "-DOUT=${TABULA_MAN_PAGE}"
          "-DVERSION=${PROJECT_VERSION}" -P "${CMAKE_CURRENT_LIST_DIR}/TabulaManPage.cmake"
  DEPENDS tabula "${CMAKE_CURRENT_LIST_DIR}/TabulaManPage.cmake"
  COMMENT "Writing tabula(1) from tabula --help"
  VERBATIM)
add_custom_target(tabula-man ALL DEPENDS "${TABULA_MAN_PAGE}")
install(FILES "${TABULA_MAN_PAGE}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
install(FILES "${CMAKE_SOURCE_DIR}/frontends/cli/tabula.bash"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME tabula)
