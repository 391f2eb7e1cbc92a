/*
 * net_log_words.h — a table's log line in the player's language, on the
 * joining side.  The server sends each arrival, departure and change of
 * seat as English text ("text", the same bytes for every reader) and as
 * data ("event": {"kind", "seat", "name", ...}); join words the event
 * itself through the host's catalogue, so a Polish player at an English
 * server reads Polish.
 */
#ifndef NET_LOG_WORDS_H
#define NET_LOG_WORDS_H

#include <jansson.h>
#include <stddef.h>

/* The line to show for a "log" message: the event in the player's
 * language when its kind is known and whole, else the server's "text"
 * ("" without one).  Written into buf (cap bytes); returns buf. */
const char *net_log_words(const json_t *msg, char *buf, size_t cap);

/* The reason of an "error" or a "refusal" in the player's language: from
 * its "about" when join knows the kind, else the catalogue's words for the
 * server's English "reason" (the fixed ones), else the reason itself. */
const char *net_reason_words(const json_t *msg, char *buf, size_t cap);

/* The result table of a "result" message in the player's language, built
 * from its "result" JSON as `tabula play` builds it from the match
 * (malloc'd); the server's "text" when that JSON is missing or not whole. */
char *net_result_words(const json_t *msg);

#endif
