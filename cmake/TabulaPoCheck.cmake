# TabulaPoCheck.cmake — run by tabula_add_translations() (TabulaPlugin.cmake)
# with cmake -P:
#
#   (test)     every PO_DIR/*.po is complete, not fuzzy, its formats match
#              (msgfmt --check), and it holds exactly the messages xgettext
#              finds in the sources today;
#   -DUPDATE=ON  PO_DIR/DOMAIN.pot written from the sources and merged into
#              each .po (msgmerge): the translator's step.  A file is only
#              replaced when it changes in more than its POT-Creation-Date,
#              so a second run, or a run after an edit that moved no message,
#              changes nothing in the tree.
#
# Inputs: XGETTEXT MSGMERGE MSGFMT MSGATTRIB DOMAIN PO_DIR SOURCES_FILE
# KEYWORDS ('|'-separated xgettext keywords) WORK_DIR.
cmake_minimum_required(VERSION 3.20)

set(_kw_args "")
string(REPLACE "|" ";" _kws "${KEYWORDS}")
foreach(_k IN LISTS _kws)
  list(APPEND _kw_args "--keyword=${_k}")
endforeach()

set(_pot "${WORK_DIR}/${DOMAIN}.pot")
file(MAKE_DIRECTORY "${WORK_DIR}")

# Copy NEW over DEST unless they differ only in the "POT-Creation-Date line,
# which xgettext stamps with the time of every run.
function(_tabula_po_replace new dest)
  if(EXISTS "${dest}")
    file(READ "${new}" _new_text)
    file(READ "${dest}" _old_text)
    string(REGEX REPLACE "\n\"POT-Creation-Date: [^\n]*" "" _new_text "${_new_text}")
    string(REGEX REPLACE "\n\"POT-Creation-Date: [^\n]*" "" _old_text "${_old_text}")
    if(_new_text STREQUAL _old_text)
      return()
    endif()
  endif()
  configure_file("${new}" "${dest}" COPYONLY)
  message(STATUS "updated ${dest}")
endfunction()
# Paths in the .pot relative to the po folder's parent, one reference per
# file (not per line), so an edit elsewhere in a file changes no catalogue.
get_filename_component(_base "${PO_DIR}" DIRECTORY)
file(STRINGS "${SOURCES_FILE}" _sources)
set(_rel "")
set(_rel_js "")
foreach(_s IN LISTS _sources)
  file(RELATIVE_PATH _r "${_base}" "${_s}")
  if(_r MATCHES "\\.js$")
    string(APPEND _rel_js "${_r}\n") # the web page's words: t("...") and the rest of i18n.js
  else()
    string(APPEND _rel "${_r}\n")
  endif()
endforeach()
file(WRITE "${WORK_DIR}/sources-rel.txt" "${_rel}")
file(WRITE "${WORK_DIR}/sources-rel-js.txt" "${_rel_js}")
execute_process(
  COMMAND "${XGETTEXT}" --language=C --from-code=UTF-8 --no-wrap --add-location=file
          --add-comments=TRANSLATORS: --package-name=${DOMAIN} --msgid-bugs-address=
          ${_kw_args} --files-from=${WORK_DIR}/sources-rel.txt -o "${_pot}"
  WORKING_DIRECTORY "${_base}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed for ${DOMAIN}: ${_err}")
endif()
if(_rel_js)
  execute_process(
    COMMAND "${XGETTEXT}" --language=JavaScript --from-code=UTF-8 --no-wrap --add-location=file
            --add-comments=TRANSLATORS: --package-name=${DOMAIN} --msgid-bugs-address=
            --keyword= --keyword=t --keyword=tc:1c,2 --keyword=nt:1,2 --keyword=ntc:1c,2,3
            --keyword=N_ --join-existing
            --files-from=${WORK_DIR}/sources-rel-js.txt -o "${_pot}"
    WORKING_DIRECTORY "${_base}"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "xgettext (JavaScript) failed for ${DOMAIN}: ${_err}")
  endif()
endif()
if(NOT EXISTS "${_pot}")
  message(FATAL_ERROR "${DOMAIN}: xgettext found no message in the sources")
endif()

file(GLOB _pos "${PO_DIR}/*.po")
if(NOT _pos)
  message(FATAL_ERROR "${PO_DIR}: no catalogue (<lang>.po) for ${DOMAIN}")
endif()

if(UPDATE)
  _tabula_po_replace("${_pot}" "${PO_DIR}/${DOMAIN}.pot")
  foreach(_po IN LISTS _pos)
    get_filename_component(_lang "${_po}" NAME_WE)
    set(_merged "${WORK_DIR}/${_lang}.update.po")
    execute_process(COMMAND "${MSGMERGE}" --quiet --no-wrap -o "${_merged}" "${_po}" "${_pot}"
                    RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "msgmerge failed on ${_po}")
    endif()
    _tabula_po_replace("${_merged}" "${_po}")
  endforeach()
  return()
endif()

set(_failed "")
foreach(_po IN LISTS _pos)
  get_filename_component(_lang "${_po}" NAME_WE)
  # The catalogue as it is: formats, header, plural forms, statistics.
  execute_process(COMMAND "${MSGFMT}" --check --statistics -o /dev/null "${_po}"
                  RESULT_VARIABLE _rc ERROR_VARIABLE _stats OUTPUT_VARIABLE _out)
  string(STRIP "${_stats}" _stats)
  message(STATUS "${_po}: ${_stats}")
  if(NOT _rc EQUAL 0)
    list(APPEND _failed "${_lang}.po: msgfmt --check fails")
  elseif(_stats MATCHES "fuzzy|untranslated")
    list(APPEND _failed "${_lang}.po: ${_stats}")
  endif()
  # The catalogue against today's sources: merged without guessing, any
  # message it lacks is untranslated and any it keeps in vain is obsolete.
  set(_merged "${WORK_DIR}/${_lang}.merged.po")
  execute_process(COMMAND "${MSGMERGE}" --quiet --no-fuzzy-matching --no-wrap -o "${_merged}"
                          "${_po}" "${_pot}" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    list(APPEND _failed "${_lang}.po: msgmerge fails: ${_err}")
    continue()
  endif()
  execute_process(COMMAND "${MSGATTRIB}" --untranslated --no-obsolete --no-wrap "${_merged}"
                  OUTPUT_VARIABLE _missing)
  string(REGEX MATCHALL "\nmsgid \"[^\n]+" _ids "${_missing}")
  list(FILTER _ids EXCLUDE REGEX "^\nmsgid \"\"$")
  list(LENGTH _ids _n)
  if(_n GREATER 0)
    string(REPLACE "\nmsgid " "\n  " _show "${_ids}")
    string(REPLACE ";" "" _show "${_show}")
    list(APPEND _failed "${_lang}.po lacks ${_n} message(s) of the sources:${_show}")
  endif()
  execute_process(COMMAND "${MSGATTRIB}" --only-obsolete --no-wrap "${_merged}"
                  OUTPUT_VARIABLE _obsolete)
  string(REGEX MATCHALL "\n#~ msgid \"[^\n]+" _ids "${_obsolete}")
  list(LENGTH _ids _n)
  if(_n GREATER 0)
    string(REPLACE "\n#~ msgid " "\n  " _show "${_ids}")
    string(REPLACE ";" "" _show "${_show}")
    list(APPEND _failed "${_lang}.po keeps ${_n} message(s) the sources no longer have:${_show}")
  endif()
endforeach()
if(_failed)
  string(REPLACE ";" "\n" _failed "${_failed}")
  message(FATAL_ERROR "${DOMAIN}'s catalogues are not complete (run the ${DOMAIN}-update-po "
                      "target, then translate):\n${_failed}")
endif()
message(STATUS "${DOMAIN}: every catalogue is complete and up to date")
