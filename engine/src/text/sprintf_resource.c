/* sprintf_resource.c: a resource or class reference as the reference's 3.x functions see it.
 *
 * Runtime3Converter hands a 3.x function (sprintf, fail, shellquote, md5, fqdn_rand, ...) a
 * Puppet::Resource for every titled resource type and named class (fnlib_args_3x), so there
 * `Notify['x']` is `Notify[x]` (Resource#to_s), `Class['a::b']` is `Class[A::B]`, and its
 * inspect adds the title as parsed by the type's title patterns: `Notify[x]{:name=>"x"}`,
 * `File[/tmp/]{:path=>"/tmp"}`. The 4.x functions and interpolation print the type itself
 * (`Notify['x']`, format.c); this file does not.
 */
#include "text/sprintf_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/utf8.h"
#include "types/resource_types.h"
#include "types/type.h"

bool sprintf_is_resource(Value v) {
    if (v.kind != VAL_TYPE)
        return false;
    const Type *t = v.as.type;
    if (type_kind(t) == TYPE_CLASS)
        return type_class_name(t) != NULL;
    return type_kind(t) == TYPE_RESOURCE && type_resource_name(t) && type_resource_title(t);
}

/* Ruby's String#capitalize of each "::" segment (Puppet::Resource munges class titles so). */
static void append_capitalized(StrBuf *out, const char *name) {
    bool first = true;
    for (const char *p = name; *p; p++) {
        if (p[0] == ':' && p[1] == ':') {
            strbuf_append_cstr(out, "::");
            p++;
            first = true;
            continue;
        }
        char c = *p;
        if (first && c >= 'a' && c <= 'z')
            c = (char)(c - 32);
        else if (!first && c >= 'A' && c <= 'Z')
            c = (char)(c + 32);
        strbuf_append_char(out, c);
        first = false;
    }
}

/* Class['a'] or Resource['class', 'a'] */
static bool is_class(const Type *t) {
    return type_kind(t) == TYPE_CLASS || strcmp(type_resource_name(t), "Class") == 0;
}

static const char *title_of(const Type *t) {
    return type_kind(t) == TYPE_CLASS ? type_class_name(t) : type_resource_title(t);
}

void sprintf_resource_to_s(StrBuf *out, const Type *t) {
    if (is_class(t)) {
        strbuf_append_cstr(out, "Class[");
        append_capitalized(out, title_of(t));
    } else {
        strbuf_append_cstr(out, type_resource_name(t));
        strbuf_append_char(out, '[');
        strbuf_append_cstr(out, title_of(t));
    }
    strbuf_append_char(out, ']');
}

/* File's title pattern (^(/|.+:/|.*[^/]) then any slashes, as type/file.rb writes it):
 * trailing slashes go, but "/" and a drive's "c:/" stay. */
static size_t file_path_length(const char *title) {
    size_t len = strlen(title), kept = len;
    while (kept > 0 && title[kept - 1] == '/')
        kept--;
    if (kept == len)
        return len;
    if (kept == 0)
        return 1;
    return title[kept - 1] == ':' && kept > 1 ? kept + 1 : kept;
}

void sprintf_resource_inspect(StrBuf *out, const Type *t) {
    sprintf_resource_to_s(out, t);
    const char *title = title_of(t);
    const char *namevar = "name";
    size_t len = strlen(title);
    if (!is_class(t)) {
        /* Resource#to_hash is parse_title: the built-in type's namevar, `name` for a define */
        const char *type_name = type_resource_name(t);
        char lower[64];
        size_t n = strlen(type_name);
        if (n < sizeof lower) {
            for (size_t i = 0; i <= n; i++)
                lower[i] = type_name[i] >= 'A' && type_name[i] <= 'Z' ? (char)(type_name[i] + 32) : type_name[i];
            const ResourceTypeInfo *info = resource_type_find(lower, n);
            if (info)
                namevar = info->namevar;
            if (strcmp(lower, "file") == 0)
                len = file_path_length(title);
        }
    }
    strbuf_printf(out, "{:%s=>", namevar);
    if (is_class(t)) {
        StrBuf name;
        strbuf_init(&name, out->ctx);
        append_capitalized(&name, title);
        const Str *s = strbuf_finish(&name);
        utf8_inspect(out, s->bytes, s->len);
    } else {
        utf8_inspect(out, title, len);
    }
    strbuf_append_char(out, '}');
}
