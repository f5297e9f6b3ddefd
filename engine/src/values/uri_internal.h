/* uri_internal.h: what the uri*.c files share, and nothing else includes: a part of a text,
 * the character classes both parsers use, and the setters and checks of URI::Generic#initialize
 * and its subclasses (uri.c) that parsing (uri_parse.c) and building (uri_build.c) run, and the
 * reading side (uri_read.c) relies on.
 */
#ifndef PUPPET_URI_INTERNAL_H
#define PUPPET_URI_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/ctx.h"
#include "values/uri.h"

/* A part of a text being parsed: p[0..n), or absent (present false), which differs from empty. */
typedef struct Part {
    const char *p;
    size_t n;
    bool present;
} Part;

static inline bool uri_is_hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static inline bool uri_is_digit(char c) { return c >= '0' && c <= '9'; }
static inline bool uri_is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* --- uri_parse.c; never fail ----------------------------------------------------------------- */

/* Whether s[0..n) is made of chars that pass ok and of %hh escapes. */
bool uri_all_of(const char *s, size_t n, bool (*ok)(char));

/* Whether s[0..n) is an IPv6 address (RFC 3986's IPv6address). */
bool uri_is_ipv6(const char *s, size_t n);

/* --- uri.c ------------------------------------------------------------------------------------ */

/* Whether class k has a default port, and which (URI::<class>::DEFAULT_PORT). Never fails. */
bool uri_default_port(UriClass k, int64_t *port);

/* The scheme class k is registered for, in capitals ("HTTP"); "" for Generic. Never fails. */
const char *uri_class_scheme(UriClass k);

/* URI.for: the class registered for the scheme (case-insensitively), else Generic. */
UriClass uri_class_of_scheme(const Str *scheme);

/* The part as a string, NULL when absent; s in lower case; whether s is the text; whether two
 * parts are equal (both absent counts). Never fail. */
const Str *uri_part_str(Ctx *ctx, Part p);
const Str *uri_lower(Ctx *ctx, const Str *s);
bool uri_str_is(const Str *s, const char *text);
bool uri_same_str(const Str *a, const Str *b);

/* The setters of URI::Generic#initialize: userinfo splits into user and password at the first
 * ':', a parsed port's digits become the port ("" is none), a query and a fragment are escaped
 * as Ruby escapes them (set_query fails with Ruby's message for a bad escape: NULL and *error
 * set), an FTP path becomes "/" and the path, a leading '/' of it escaped as %2F. */
void uri_set_userinfo(Ctx *ctx, Uri *u, const Str *userinfo);
void uri_set_port_text(Uri *u, Part port);
const Str *uri_set_query(Ctx *ctx, const Str *v, const char **error);
const Str *uri_set_fragment(Ctx *ctx, const Str *v);
const Str *uri_ftp_set_path(Ctx *ctx, const char *p, size_t n);

/* The checks and adjustments of each class's initialize, after Generic's (the default port,
 * FTP's path and typecode, LDAP's and MailTo's refusals; arg_check: URI::<class>.build's
 * checks). Returns u, or NULL with *error set to Ruby's message. */
const Uri *uri_finish(Ctx *ctx, Uri *u, bool arg_check, const char **error);

#endif
