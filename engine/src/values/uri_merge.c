/* uri_merge.c: URI#merge, what `URI('http://a/b/c') + '../d'` gives (http://a/d).
 *
 * Follows Ruby 3.1's uri/generic.rb (merge and merge_path, RFC 2396 section 5.2 as Ruby
 * reads it), which the reference's `+` calls for a URI on the left (Evaluator#concatenate):
 * an absolute reference replaces the base, a relative one is resolved against it, and the
 * result keeps the base's class (a merged FTP URI keeps its typecode). What this file does
 * not do: parsing the right-hand text (uri_parse) and the operator's type checks (the caller).
 */
#include <string.h>

#include "support/ctx.h"
#include "support/strbuf.h"
#include "values/uri.h"

/* A path cut at its slashes (Ruby's path.split("/", -1)): segments point into the path. */
typedef struct Segments {
    const char **text;
    size_t *len;
    size_t count, capacity;
} Segments;

static void push(Ctx *ctx, Segments *s, const char *text, size_t len) {
    if (s->count == s->capacity) {
        size_t grown = s->capacity ? s->capacity * 2 : 8;
        s->text = ctx_realloc(ctx, s->text, s->capacity * sizeof *s->text, grown * sizeof *s->text);
        s->len = ctx_realloc(ctx, s->len, s->capacity * sizeof *s->len, grown * sizeof *s->len);
        s->capacity = grown;
    }
    s->text[s->count] = text;
    s->len[s->count] = len;
    s->count++;
}

static void remove_at(Segments *s, size_t at, size_t n) {
    memmove(s->text + at, s->text + at + n, (s->count - at - n) * sizeof *s->text);
    memmove(s->len + at, s->len + at + n, (s->count - at - n) * sizeof *s->len);
    s->count -= n;
}

static bool segment_is(const Segments *s, size_t i, const char *text) {
    return s->len[i] == strlen(text) && memcmp(s->text[i], text, s->len[i]) == 0;
}

/* "".split("/", -1) is [] in Ruby; otherwise every slash cuts, keeping empty segments. */
static Segments split_path(Ctx *ctx, const Str *path) {
    Segments s = { NULL, NULL, 0, 0 };
    if (!path->len)
        return s;
    const char *start = path->bytes, *end = path->bytes + path->len;
    for (const char *p = start;; p++) {
        if (p == end || *p == '/') {
            push(ctx, &s, start, (size_t)(p - start));
            if (p == end)
                break;
            start = p + 1;
        }
    }
    return s;
}

static ptrdiff_t index_of(const Segments *s, const char *text) {
    for (size_t i = 0; i < s->count; i++)
        if (segment_is(s, i, text))
            return (ptrdiff_t)i;
    return -1;
}

/* Generic#merge_path: the base's path resolved against the relative path. */
static const Str *merge_path(Ctx *ctx, const Str *base, const Str *rel) {
    Segments base_path = split_path(ctx, base), rel_path = split_path(ctx, rel);
    /* 6) a): a trailing ".." of the base keeps its directory; each ".." removes itself and
     * the segment before it (slice!(i - 1, 2), which at index 0 is the last segment) */
    if (base_path.count && segment_is(&base_path, base_path.count - 1, ".."))
        push(ctx, &base_path, "", 0);
    for (ptrdiff_t i; (i = index_of(&base_path, "..")) >= 0;) {
        size_t at = i ? (size_t)i - 1 : base_path.count - 1;
        remove_at(&base_path, at, base_path.count - at < 2 ? base_path.count - at : 2);
    }
    if (rel_path.count && rel_path.len[0] == 0) {   /* an absolute path replaces the base's */
        base_path.count = 0;
        remove_at(&rel_path, 0, 1);
    }
    /* 6) c), d): "." segments go, a trailing "." or ".." names a directory */
    if (rel_path.count && (segment_is(&rel_path, rel_path.count - 1, ".") ||
                           segment_is(&rel_path, rel_path.count - 1, "..")))
        push(ctx, &rel_path, "", 0);
    for (ptrdiff_t i; (i = index_of(&rel_path, ".")) >= 0;)
        remove_at(&rel_path, (size_t)i, 1);
    /* 6) e): ".." cancels the segment before it within the relative path */
    Segments tmp = { NULL, NULL, 0, 0 };
    for (size_t i = 0; i < rel_path.count; i++) {
        if (segment_is(&rel_path, i, "..") && !(tmp.count == 0 || segment_is(&tmp, tmp.count - 1, "..")))
            tmp.count--;
        else
            push(ctx, &tmp, rel_path.text[i], rel_path.len[i]);
    }
    bool add_trailer_slash = tmp.count > 0;
    if (base_path.count == 0)
        push(ctx, &base_path, "", 0);   /* keep '/' for the root directory */
    else if (add_trailer_slash)
        base_path.count--;
    for (size_t i = 0; i < tmp.count; i++) {
        if (segment_is(&tmp, i, "..")) {
            /* RFC 2396 section 4: a ".." above the root means nothing */
            if (base_path.count > 1)
                base_path.count--;
            continue;
        }
        for (; i < tmp.count; i++)
            push(ctx, &base_path, tmp.text[i], tmp.len[i]);
        add_trailer_slash = false;
        break;
    }
    if (add_trailer_slash)
        push(ctx, &base_path, "", 0);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < base_path.count; i++) {
        if (i)
            strbuf_append_char(&sb, '/');
        strbuf_append(&sb, base_path.text[i], base_path.len[i]);
    }
    return strbuf_finish(&sb);
}

const Uri *uri_merge(Ctx *ctx, const Uri *base, const Uri *rel, const char **error) {
    if (rel->scheme)
        return rel;   /* an absolute reference: Ruby returns it as it is */
    if (!base->scheme) {
        *error = "both URI are relative";
        return NULL;
    }
    Uri *u = ctx_alloc(ctx, sizeof *u);
    *u = *base;
    bool authority = rel->user || rel->host || rel->has_port;
    /* 2): a reference of nothing but a fragment keeps the base's query */
    if ((!rel->path || !rel->path->len) && !authority && !rel->query) {
        if (rel->fragment)
            u->fragment = rel->fragment;
        return u;
    }
    u->query = NULL;
    u->fragment = NULL;
    const Str *base_path = uri_path(ctx, base);
    if (!authority) {
        if (base_path && rel->path)   /* an opaque base (mailto:) has no path to merge into */
            u->path = uri_path_to_set(ctx, u, merge_path(ctx, base_path, rel->path));
    } else if (rel->path) {
        u->path = uri_path_to_set(ctx, u, rel->path);
    }
    if (rel->user) {   /* set_userinfo keeps the base's password when the reference has none */
        u->user = rel->user;
        if (rel->password)
            u->password = rel->password;
    }
    if (rel->host)
        u->host = rel->host;
    if (rel->has_port) {
        u->has_port = true;
        u->port = rel->port;
    }
    if (rel->query)
        u->query = rel->query;
    if (rel->fragment)
        u->fragment = rel->fragment;
    return u;
}
