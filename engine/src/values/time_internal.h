/* time_internal.h: what the Timestamp files share (see timedata.h): the character classes of
 * Ruby's date library and the zone texts of time_zone.c that timestamp.c's strptime reads.
 */
#ifndef PUPPET_TIME_INTERNAL_H
#define PUPPET_TIME_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "values/timedata.h"

static inline bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
static inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
static inline bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static inline char lower(char c) { return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c; }

/* Whether s starts with word (lower case), ignoring the case of s. */
static inline bool prefix_ci(const char *s, size_t len, const char *word) {
    size_t n = strlen(word);
    if (len < n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (lower(s[i]) != word[i])
            return false;
    return true;
}


/* The %z pattern of Ruby's _strptime: the length of the zone text at s, 0 when there is none. */
size_t time_zone_match(const char *s, size_t len);

/* Ruby's date_zone_to_diff: the offset of a zone text in nanoseconds into *offset_ns, or false
 * when the text names no zone Ruby's date library knows. */
bool time_zone_to_diff(const char *s, size_t l, int64_t *offset_ns);

#endif
