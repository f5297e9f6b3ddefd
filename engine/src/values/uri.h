/* uri.h: URI values, as the reference has them (Ruby's URI library, which PURIType wraps).
 *
 * A URI is what `URI('https://a.example.com/p')`, `URI.new(...)` and `URI({scheme => ...})`
 * make: Ruby's URI.parse (the RFC 3986 parser of Ruby 3.1, with its class per scheme: HTTP,
 * HTTPS, FTP, File, LDAP, LDAPS, MailTo, WS, else Generic) and URI::Generic.build. The
 * class matters where Ruby's does: the default port (`.port` of http://x is 80, and the
 * printed form leaves a default port out), FTP's path (`;type=` typecode, no leading slash),
 * File's host ("" for none or localhost), MailTo's and LDAP's checks, and equality (URIs of
 * two classes are never equal).
 *
 * Values are immutable and arena-allocated like every value (value.h). Split by concern:
 * uri.c the classes and the setters and checks every way of making a URI shares,
 * uri_parse.c URI.parse, uri_build.c URI::<class>.build, uri_read.c the parts, #to_s and
 * equality, uri_merge.c merging (uri_internal.h is what they share). Not here: the URI type
 * (type_parameterize_named.c, type_assign.c), the constructor's dispatch (convert_uri.c),
 * formatting (format.c calls uri_to_string).
 */
#ifndef PUPPET_URI_H
#define PUPPET_URI_H

#include <stdbool.h>
#include <stdint.h>

#include "values/value.h"

/* The Ruby class of a URI, from its scheme (URI.scheme_list), else Generic. Ruby 3.1's uri.rb
 * does not load uri/wss.rb: wss:// is Generic there. */
typedef enum UriClass {
    URI_GENERIC, URI_HTTP, URI_HTTPS, URI_FTP, URI_FILE, URI_LDAP, URI_LDAPS, URI_MAILTO, URI_WS,
} UriClass;

/* Ruby's instance variables of a URI; NULL is nil. The scheme is down-cased (set_scheme). */
struct Uri {
    UriClass klass;
    const Str *scheme, *user, *password, *host, *path, *opaque, *query, *fragment;
    const Str *typecode;   /* FTP only */
    bool has_port;
    int64_t port;
};

static inline Value value_from_uri(const Uri *u) {
    Value v = { .kind = VAL_URI, .as.uri = u };
    return v;
}

/* URI.parse(text): the URI, or NULL with *error set to Ruby's message ("bad URI(is not
 * URI?): \"a b\"", "URI must be ascii only \"caf\\u00E9\"", "invalid percent escape: %zz",
 * "bad LDAP URL", ...). */
const Uri *uri_parse(Ctx *ctx, const char *text, size_t len, const char **error);

/* URI::<scheme class>.build of PURIType's init hash (keys scheme, userinfo, host, port, path,
 * query, fragment, opaque; the caller has checked their types): the URI, or NULL with *error
 * set to Ruby's message ("bad component(expected host component): a b", ...). */
const Uri *uri_build(Ctx *ctx, const Hash *init, const char **error);

/* URI#path as Ruby reads it (an FTP path without its leading '/'), and the path u would
 * hold once set to path (FTP#set_path puts the '/' back, a leading '/' of path as %2F). NULL
 * for no path. Never fail. */
const Str *uri_path(Ctx *ctx, const Uri *u);
const Str *uri_path_to_set(Ctx *ctx, const Uri *u, const Str *path);

/* URI#merge (uri_merge.c), what `base + rel` gives: rel when it has a scheme, else rel
 * resolved against base (RFC 2396 section 5.2 as Ruby 3.1 reads it), of base's class. NULL
 * with *error "both URI are relative" when neither has a scheme. */
const Uri *uri_merge(Ctx *ctx, const Uri *base, const Uri *rel, const char **error);

/* The Ruby class of u ("URI::HTTP"), as messages name it. Never fails. */
const char *uri_ruby_class(const Uri *u);

/* URI#to_s: "https://a.example.com:8080/p?q#f" (a default port left out). Never fails. */
const Str *uri_to_string(Ctx *ctx, const Uri *u);

/* URI#==: the same class and the same components once normalized (scheme and host down-cased,
 * an empty path as "/"). Never fails. */
bool uri_equal(const Uri *a, const Uri *b);

/* URI#eql? and #hash, the identity of a URI as a hash key: the same class and components,
 * not normalized. Never fail. */
bool uri_eql(const Uri *a, const Uri *b);
uint64_t uri_hash(const Uri *u);

/* A member PURIType lets `$uri.name` read (scheme, userinfo, host, port, path, query,
 * fragment, opaque): sets *out (undef for nil) and returns true, or returns false for any
 * other name. Never fails. */
bool uri_member(Ctx *ctx, const Uri *u, const char *name, Value *out);

/* PURIType#uri_to_hash: the parts present, as URI[...] holds them (scheme and host down-cased,
 * the port as a string unless it is http's 80 or https's 443), or undef when none is. Never
 * fails. */
Value uri_type_parameters(Ctx *ctx, const Uri *u);

#endif
