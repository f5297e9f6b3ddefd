/* semver_range_parse.c: range texts in the npm grammar (`>=1.2.3 <2.0.0`, `~1.2`, `^1.2.3`,
 * `1.x`, `1.2.3 - 2.3.4`, alternatives joined by `||`), parsed as the reference's
 * SemanticPuppet::VersionRange.parse does, into the simple ranges of semver_range.c.
 *
 * Follows types-values-variables.md "SemVerRange" with the reference's behaviour where it
 * differs (reference-notes.md "Types"): `||` is accepted; partial versions widen (`1.2` is
 * `>=1.2.0 <1.3.0`); a text that does not parse is the reference's "Unparsable version range".
 * What this file does not do: merge, match or print ranges (semver_range.c).
 */
#include "values/semver_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/strbuf.h"

/* ---- parsing ------------------------------------------------------------------------ */

typedef struct Partial {
    bool has[3];             /* major, minor, patch present and not a wildcard (x, X, *) */
    bool present[3];         /* the part is written at all */
    uint64_t value[3];
    const char *pre, *build; /* qualifier texts (NULL when absent) */
    size_t pre_len, build_len;
} Partial;

static bool is_ident_char(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
}

static size_t scan_parts(const char *s, size_t len, size_t pos) {
    size_t p = pos;
    for (;;) {
        size_t start = p;
        while (p < len && is_ident_char(s[p]))
            p++;
        if (p == start)
            return 0;
        if (p + 1 < len && s[p] == '.' && is_ident_char(s[p + 1])) {
            p++;
            continue;
        }
        return p;
    }
}

/* PARTIAL_EXPR: XR(.XR(.XR QUALIFIER)?)? over the whole of s[0..len). */
static bool parse_partial(const char *s, size_t len, Partial *out, bool *overflow) {
    memset(out, 0, sizeof *out);
    size_t p = 0;
    for (int i = 0; i < 3; i++) {
        if (i > 0) {
            if (p == len)
                break;
            if (s[p] != '.')
                return false;
            p++;
        }
        if (p < len && (s[p] == 'x' || s[p] == 'X' || s[p] == '*')) {
            out->present[i] = true;
            p++;
            continue;
        }
        if (p >= len || s[p] < '0' || s[p] > '9')
            return false;
        uint64_t v = 0;
        if (s[p] == '0') {
            p++;
        } else {
            while (p < len && s[p] >= '0' && s[p] <= '9') {
                unsigned d = (unsigned)(s[p] - '0');
                if (v > (UINT64_MAX - d) / 10)
                    *overflow = true;
                else
                    v = v * 10 + d;
                p++;
            }
        }
        out->present[i] = out->has[i] = true;
        out->value[i] = v;
    }
    if (out->present[2]) {
        if (p < len && s[p] == '-') {
            size_t end = scan_parts(s, len, p + 1);
            if (!end)
                return false;
            out->pre = s + p + 1;
            out->pre_len = end - p - 1;
            p = end;
        }
        if (p < len && s[p] == '+') {
            size_t end = scan_parts(s, len, p + 1);
            if (!end)
                return false;
            out->build = s + p + 1;
            out->build_len = end - p - 1;
            p = end;
        }
    }
    return p == len;
}

typedef struct Parser {
    Ctx *ctx;
    const char *error;
} Parser;

static const SemVer *version_of(Parser *ps, uint64_t major, uint64_t minor, uint64_t patch, const Partial *pt) {
    SemVer *v = ctx_calloc(ps->ctx, 1, sizeof *v);
    v->major = major;
    v->minor = minor;
    v->patch = patch;
    if (pt && pt->pre) {
        /* Version.parse_prerelease: dotted identifiers, numeric ones without leading zeros */
        const char *err = NULL;
        const SemVer *tmp = semver_parse(ps->ctx, ctx_sprintf(ps->ctx, "0.0.0-%.*s", (int)pt->pre_len, pt->pre),
                                         pt->pre_len + 6, &err);
        if (!tmp) {
            ps->error = err;
            return NULL;
        }
        v->has_prerelease = true;
        v->prerelease = tmp->prerelease;
        v->prerelease_count = tmp->prerelease_count;
    }
    if (pt && pt->build)
        v->build = ctx_strndup(ps->ctx, pt->build, pt->build_len);
    return v;
}

static SemVerSimpleRange minmax_of(SemVerBound lo, SemVerBound hi) {
    SemVerSimpleRange r = { SEMVER_MINMAX, lo, hi };
    return r;
}

/* allow_patch_updates: tilde, and x-ranges (tilde_or_caret false gives EqRange for full versions) */
static bool allow_patch_updates(Parser *ps, const Partial *pt, bool tilde_or_caret, SemVerSimpleRange *out) {
    if (!pt->has[0]) {
        *out = semver_simple_all();
        return true;
    }
    uint64_t major = pt->value[0];
    if (!pt->has[1]) {
        *out = minmax_of(semver_bound(SEMVER_GTEQ, version_of(ps, major, 0, 0, NULL)),
                         semver_bound(SEMVER_LT, version_of(ps, major + 1, 0, 0, NULL)));
        return true;
    }
    uint64_t minor = pt->value[1];
    if (!pt->has[2]) {
        *out = minmax_of(semver_bound(SEMVER_GTEQ, version_of(ps, major, minor, 0, NULL)),
                         semver_bound(SEMVER_LT, version_of(ps, major, minor + 1, 0, NULL)));
        return true;
    }
    const SemVer *v = version_of(ps, major, minor, pt->value[2], pt);
    if (!v)
        return false;
    if (!tilde_or_caret)
        *out = semver_simple_of(semver_bound(SEMVER_EQ, v));
    else
        *out = minmax_of(semver_bound(SEMVER_GTEQ, v), semver_bound(SEMVER_LT, version_of(ps, major, minor + 1, 0, NULL)));
    return true;
}

static bool allow_minor_updates(Parser *ps, const Partial *pt, SemVerSimpleRange *out) {
    if (!pt->has[0]) {
        *out = semver_simple_all();
        return true;
    }
    uint64_t major = pt->value[0];
    const SemVer *upper = version_of(ps, major + 1, 0, 0, NULL);
    const SemVer *lower;
    if (!pt->has[1])
        lower = version_of(ps, major, 0, 0, NULL);
    else if (!pt->has[2])
        lower = version_of(ps, major, pt->value[1], 0, NULL);
    else
        lower = version_of(ps, major, pt->value[1], pt->value[2], pt);
    if (!lower)
        return false;
    *out = minmax_of(semver_bound(SEMVER_GTEQ, lower), semver_bound(SEMVER_LT, upper));
    return true;
}

/* parse_version: missing or wildcard parts are 0. */
static const SemVer *partial_version(Parser *ps, const Partial *pt) {
    return version_of(ps, pt->has[0] ? pt->value[0] : 0, pt->has[1] ? pt->value[1] : 0,
                      pt->has[2] ? pt->value[2] : 0, pt);
}

static bool parse_simple(Parser *ps, const char *s, size_t len, SemVerSimpleRange *out) {
    const char *op = "";
    size_t op_len = 0;
    static const char *const two[] = { "<=", ">=", "~>", "~=" };
    for (size_t i = 0; i < 4 && op_len == 0; i++)
        if (len >= 2 && s[0] == two[i][0] && s[1] == two[i][1]) {
            op = two[i];
            op_len = 2;
        }
    static const char *const one[] = { "<", ">", "=", "~", "^" };
    for (size_t i = 0; i < 5 && op_len == 0; i++)
        if (len >= 1 && s[0] == one[i][0]) {
            op = one[i];
            op_len = 1;
        }
    Partial pt;
    bool overflow = false;
    if (!parse_partial(s + op_len, len - op_len, &pt, &overflow))
        return false;
    if (overflow) {
        ps->error = "a version number is too large";
        return false;
    }
    if (op[0] == '~')
        return allow_patch_updates(ps, &pt, true, out);
    if (op[0] == '^')
        return pt.has[0] && pt.value[0] == 0 ? allow_patch_updates(ps, &pt, true, out)
                                             : allow_minor_updates(ps, &pt, out);
    if (op_len == 1 && op[0] == '>') {
        if (!pt.has[0])
            *out = semver_simple_nothing();
        else if (!pt.has[1])
            *out = semver_simple_of(semver_bound(SEMVER_GTEQ, version_of(ps, pt.value[0] + 1, 0, 0, NULL)));
        else if (!pt.has[2])
            *out = semver_simple_of(semver_bound(SEMVER_GTEQ, version_of(ps, pt.value[0], pt.value[1] + 1, 0, NULL)));
        else {
            const SemVer *v = partial_version(ps, &pt);
            if (!v)
                return false;
            *out = semver_simple_of(semver_bound(SEMVER_GT, v));
        }
        return true;
    }
    if (op_len == 2 && op[0] == '>') {
        const SemVer *v = partial_version(ps, &pt);
        if (!v)
            return false;
        *out = semver_simple_of(semver_bound(SEMVER_GTEQ, v));
        return true;
    }
    if (op_len == 1 && op[0] == '<') {
        const SemVer *v = partial_version(ps, &pt);
        if (!v)
            return false;
        *out = semver_simple_of(semver_bound(SEMVER_LT, v));
        return true;
    }
    if (op_len == 2 && op[0] == '<') {
        if (!pt.has[0])
            *out = semver_simple_all();
        else if (!pt.has[1])
            *out = semver_simple_of(semver_bound(SEMVER_LT, version_of(ps, pt.value[0] + 1, 0, 0, NULL)));
        else if (!pt.has[2])
            *out = semver_simple_of(semver_bound(SEMVER_LT, version_of(ps, pt.value[0], pt.value[1] + 1, 0, NULL)));
        else {
            const SemVer *v = partial_version(ps, &pt);
            if (!v)
                return false;
            *out = semver_simple_of(semver_bound(SEMVER_LTEQ, v));
        }
        return true;
    }
    return allow_patch_updates(ps, &pt, false, out);   /* '=' or no operator */
}

static bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

typedef enum HyphenResult { HYPHEN_NONE, HYPHEN_RANGE, HYPHEN_EMPTY, HYPHEN_ERROR } HyphenResult;

/* HYPHEN_EXPR: PARTIAL \s+ - \s+ PARTIAL over the whole alternative. */
static HyphenResult parse_hyphen(Parser *ps, const char *s, size_t len, SemVerSimpleRange *out) {
    for (size_t i = 1; i + 2 < len; i++) {
        if (s[i] != '-' || !is_space(s[i - 1]) || !is_space(s[i + 1]))
            continue;
        size_t a_end = i - 1, b_start = i + 1;
        while (a_end > 0 && is_space(s[a_end - 1]))
            a_end--;
        while (b_start < len && is_space(s[b_start]))
            b_start++;
        Partial a, b;
        bool overflow = false;
        if (a_end == 0 || !parse_partial(s, a_end, &a, &overflow) ||
            !parse_partial(s + b_start, len - b_start, &b, &overflow))
            continue;
        if (overflow) {
            ps->error = "a version number is too large";
            return HYPHEN_ERROR;
        }
        const SemVer *lo = partial_version(ps, &a), *hi = lo ? partial_version(ps, &b) : NULL;
        if (!hi)
            return HYPHEN_ERROR;
        SemVerSimpleRange pair[2] = { semver_simple_of(semver_bound(SEMVER_GTEQ, lo)), semver_simple_of(semver_bound(SEMVER_LTEQ, hi)) };
        return semver_simple_create(pair, 2, out) ? HYPHEN_RANGE : HYPHEN_EMPTY;
    }
    return HYPHEN_NONE;
}

/* Removes whitespace (or whitespace and a 'v') after an operator character, as the reference's
 * gsub(/([><=~^])(?:\s+|\s*v)/, '\1') does. */
static char *strip_after_operators(Ctx *ctx, const char *text, size_t len, size_t *out_len) {
    char *out = ctx_alloc(ctx, len + 1);
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        char c = text[i];
        out[o++] = c;
        i++;
        if (!strchr("><=~^", c) || c == '\0')
            continue;
        /* the alternation tries \s+ first, so after blanks a 'v' stays */
        size_t j = i;
        while (j < len && is_space(text[j]))
            j++;
        if (j > i)
            i = j;
        else if (i < len && text[i] == 'v')
            i++;
    }
    out[o] = '\0';
    *out_len = o;
    return out;
}

/* Ruby's String#split(regexp): fields between separators; trailing empty fields dropped. */
typedef struct Field {
    const char *s;
    size_t len;
} Field;

static size_t split_or(Ctx *ctx, const char *s, size_t len, Field **out) {
    Field *fields = ctx_alloc(ctx, (len / 2 + 2) * sizeof *fields);
    size_t n = 0, start = 0;
    for (size_t i = 0; i + 1 < len;) {
        if (s[i] == '|' && s[i + 1] == '|') {
            size_t a = i, b = i + 2;
            while (a > start && is_space(s[a - 1]))
                a--;
            while (b < len && is_space(s[b]))
                b++;
            fields[n].s = s + start;
            fields[n].len = a - start;
            n++;
            start = b;
            i = b;
        } else {
            i++;
        }
    }
    fields[n].s = s + start;
    fields[n].len = len - start;
    n++;
    while (n > 0 && fields[n - 1].len == 0)
        n--;
    *out = fields;
    return n;
}

static size_t split_space(Ctx *ctx, const char *s, size_t len, Field **out) {
    Field *fields = ctx_alloc(ctx, (len / 2 + 2) * sizeof *fields);
    size_t n = 0, start = 0;
    for (size_t i = 0; i < len;) {
        if (is_space(s[i])) {
            fields[n].s = s + start;
            fields[n].len = i - start;
            n++;
            while (i < len && is_space(s[i]))
                i++;
            start = i;
        } else {
            i++;
        }
    }
    fields[n].s = s + start;
    fields[n].len = len - start;
    n++;
    while (n > 0 && fields[n - 1].len == 0)
        n--;
    *out = fields;
    return n;
}

const SemVerRange *semver_range_parse(Ctx *ctx, const char *text, size_t len, const char **error) {
    Parser ps = { ctx, NULL };
    size_t set_len;
    const char *set = strip_after_operators(ctx, text, len, &set_len);
    Field *alts;
    size_t alt_count = split_or(ctx, set, set_len, &alts);
    const char *original = ctx_strndup(ctx, text, len);
    if (alt_count == 0) {
        SemVerSimpleRange *all = ctx_alloc(ctx, sizeof *all);
        *all = semver_simple_all();
        return semver_range_new(ctx, all, 1, "*");
    }
    SemVerSimpleRange *ranges = ctx_alloc(ctx, alt_count * sizeof *ranges);
    size_t count = 0;
    for (size_t a = 0; a < alt_count; a++) {
        SemVerSimpleRange r;
        HyphenResult hyphen = parse_hyphen(&ps, alts[a].s, alts[a].len, &r);
        if (hyphen == HYPHEN_ERROR)
            goto fail;
        if (hyphen == HYPHEN_EMPTY)
            continue;   /* an empty intersection is dropped (the reference's compact!) */
        if (hyphen == HYPHEN_NONE) {
            Field *simples;
            size_t simple_count = split_space(ctx, alts[a].s, alts[a].len, &simples);
            SemVerSimpleRange *parsed = ctx_alloc(ctx, (simple_count + 1) * sizeof *parsed);
            for (size_t i = 0; i < simple_count; i++)
                if (!parse_simple(&ps, simples[i].s, simples[i].len, &parsed[i]))
                    goto fail;
            if (simple_count == 1)
                r = parsed[0];
            else if (!semver_simple_create(parsed, simple_count, &r))
                continue;
        }
        bool duplicate = false;   /* .uniq */
        for (size_t i = 0; i < count; i++)
            if (semver_simple_eql(&ranges[i], &r))
                duplicate = true;
        if (!duplicate)
            ranges[count++] = r;
    }
    return semver_range_new(ctx, ranges, count, original);
fail:
    *error = ps.error ? ps.error : ctx_sprintf(ctx, "Unparsable version range: \"%s\"", original);
    return NULL;
}
