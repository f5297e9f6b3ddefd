/* semver_range.c: version ranges in the npm grammar, as the reference's
 * SemanticPuppet::VersionRange parses, merges, matches and prints them (see semver.h).
 *
 * A range is a list of simple ranges (alternatives joined by `||`). Each simple range is one of
 * the reference's matcher classes: AllRange, GtRange, GtEqRange, LtRange, LtEqRange, EqRange or
 * MinMaxRange (an intersection of a lower and an upper comparator). The operations below are
 * ports of that class hierarchy, one switch per method, so that every result and string form
 * matches, including these reference behaviours:
 *   - `^x` / `<=x` would crash the reference (it calls a missing AllRange.SINGLETON): here they
 *     mean "any version" as the spec's grammar says;
 *   - a range built from versions prints its bounds swapped (`SemVerRange(SemVer('1.0.0'),
 *     SemVer('2.0.0'))` prints `2.0.0 - 1.0.0`), since the reference builds the text that way;
 *   - Version::MIN prints as `0.0.0-` and Version::MAX as `Infinity.0.0` in such texts.
 */
#include "semver.h"

#include <string.h>

#include "ctx.h"
#include "strbuf.h"

/* ---- bounds and simple ranges (the AbstractRange methods) ---------------------------- */

static SemVerBound bound(SemVerOp op, const SemVer *v) {
    SemVerBound b = { op, v, false };
    return b;
}

static SemVerSimpleRange simple_of(SemVerBound b) {
    SemVerSimpleRange r = { b.op, b, { SEMVER_ALL, NULL, false } };
    return r;
}

static SemVerSimpleRange simple_all(void) {
    SemVerSimpleRange r = { SEMVER_ALL, { SEMVER_ALL, NULL, false }, { SEMVER_ALL, NULL, false } };
    return r;
}

static SemVerSimpleRange match_nothing(void) {
    SemVerBound b = { SEMVER_LT, &semver_min, true };
    return simple_of(b);
}

static bool is_min(const SemVer *v) { return semver_eql(v, &semver_min); }
static bool is_max(const SemVer *v) { return v->is_max; }

static const SemVer *bound_begin(SemVerBound b) {
    return (b.op == SEMVER_GT || b.op == SEMVER_GTEQ || b.op == SEMVER_EQ) ? b.version : &semver_min;
}

static const SemVer *bound_end(SemVerBound b) {
    return (b.op == SEMVER_LT || b.op == SEMVER_LTEQ || b.op == SEMVER_EQ) ? b.version : &semver_max;
}

static const SemVer *range_begin(const SemVerSimpleRange *r) {
    switch (r->op) {
    case SEMVER_ALL: return &semver_min;
    case SEMVER_MINMAX: return bound_begin(r->min);
    case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_EQ:
        return bound_begin(r->min);
    }
    return &semver_min;
}

static const SemVer *range_end(const SemVerSimpleRange *r) {
    switch (r->op) {
    case SEMVER_ALL: return &semver_max;
    case SEMVER_MINMAX: return bound_end(r->max);
    case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_EQ:
        return bound_end(r->min);
    }
    return &semver_max;
}

static bool range_exclude_begin(const SemVerSimpleRange *r) {
    return r->op == SEMVER_MINMAX ? r->min.op == SEMVER_GT : r->op == SEMVER_GT;
}

static bool range_exclude_end(const SemVerSimpleRange *r) {
    return r->op == SEMVER_MINMAX ? r->max.op == SEMVER_LT : r->op == SEMVER_LT;
}

static bool bound_lower(SemVerBound b) {
    switch (b.op) {
    case SEMVER_GT: return true;
    case SEMVER_GTEQ: case SEMVER_EQ: return !is_min(b.version);
    case SEMVER_ALL: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_MINMAX: return false;
    }
    return false;
}

static bool bound_upper(SemVerBound b) {
    switch (b.op) {
    case SEMVER_LT: return true;
    case SEMVER_LTEQ: case SEMVER_EQ: return !is_max(b.version);
    case SEMVER_ALL: case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_MINMAX: return false;
    }
    return false;
}

static bool range_lower_bound(const SemVerSimpleRange *r) {
    return r->op == SEMVER_MINMAX ? bound_lower(r->min) : r->op != SEMVER_ALL && bound_lower(r->min);
}

static bool range_upper_bound(const SemVerSimpleRange *r) {
    return r->op == SEMVER_MINMAX ? bound_upper(r->max) : r->op != SEMVER_ALL && bound_upper(r->min);
}

static bool bound_includes(SemVerBound b, const SemVer *v) {
    switch (b.op) {
    case SEMVER_GT: return semver_compare(v, b.version) > 0;
    case SEMVER_GTEQ: return semver_compare(v, b.version) >= 0;
    case SEMVER_LT: return semver_compare(v, b.version) < 0;
    case SEMVER_LTEQ: return semver_compare(v, b.version) <= 0;
    case SEMVER_EQ: return semver_eql(v, b.version);   /* reference: Version#== includes build */
    case SEMVER_ALL: case SEMVER_MINMAX: return true;
    }
    return true;
}

static bool range_includes_version(const SemVerSimpleRange *r, const SemVer *v) {
    switch (r->op) {
    case SEMVER_ALL: return true;
    case SEMVER_MINMAX: return bound_includes(r->min, v) && bound_includes(r->max, v);
    case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_EQ:
        return bound_includes(r->min, v);
    }
    return false;
}

/* npm's rule: a bound that names a pre-release of v's major.minor.patch lets v's pre-releases in. */
static bool bound_tests_prerelease(SemVerBound b, const SemVer *v) {
    const SemVer *w = b.version;
    return w && !semver_is_stable(w) && !w->is_max && !v->is_max && w->major == v->major &&
           w->minor == v->minor && w->patch == v->patch;
}

static bool range_tests_prerelease(const SemVerSimpleRange *r, const SemVer *v) {
    switch (r->op) {
    case SEMVER_ALL: return true;
    case SEMVER_MINMAX: return bound_tests_prerelease(r->min, v) || bound_tests_prerelease(r->max, v);
    case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_EQ:
        return bound_tests_prerelease(r->min, v);
    }
    return false;
}

static bool bound_eql(SemVerBound a, SemVerBound b) {
    if (a.op != b.op)
        return false;
    if (a.op == SEMVER_ALL || a.op == SEMVER_MINMAX)
        return true;
    return semver_eql(a.version, b.version);
}

static bool range_eql(const SemVerSimpleRange *a, const SemVerSimpleRange *b) {
    if (a->op != b->op)
        return false;
    if (a->op == SEMVER_ALL)
        return true;
    if (a->op == SEMVER_MINMAX)
        return bound_eql(a->min, b->min) && bound_eql(a->max, b->max);
    return bound_eql(a->min, b->min);
}

/* MinMaxRange.new(min, max): a MinMax argument contributes its own min (resp. max). */
static SemVerSimpleRange make_minmax(const SemVerSimpleRange *min, const SemVerSimpleRange *max) {
    SemVerSimpleRange r;
    r.op = SEMVER_MINMAX;
    r.min = min->min;   /* a MinMax's lower comparator, or the comparator itself */
    r.max = max->op == SEMVER_MINMAX ? max->max : max->min;
    return r;
}

/* AbstractRange#intersection; false when the result is empty (the reference's nil). */
static bool range_intersection(const SemVerSimpleRange *self, const SemVerSimpleRange *range,
                               SemVerSimpleRange *out) {
    if (self->op == SEMVER_ALL) {      /* AllRange#intersection */
        *out = *range;
        return true;
    }
    int cmp = semver_compare(range_begin(self), range_end(range));
    if (cmp > 0)
        return false;
    if (cmp == 0) {
        if (range_exclude_begin(self) || range_exclude_end(range))
            return false;
        *out = simple_of(bound(SEMVER_EQ, range_begin(self)));
        return true;
    }
    cmp = semver_compare(range_begin(range), range_end(self));
    if (cmp > 0)
        return false;
    if (cmp == 0) {
        if (range_exclude_begin(range) || range_exclude_end(self))
            return false;
        *out = simple_of(bound(SEMVER_EQ, range_begin(range)));
        return true;
    }
    cmp = semver_compare(range_begin(self), range_begin(range));
    const SemVerSimpleRange *min =
        cmp < 0 ? range : cmp > 0 ? self : (range_exclude_begin(self) ? self : range);
    cmp = semver_compare(range_end(self), range_end(range));
    const SemVerSimpleRange *max =
        cmp > 0 ? range : cmp < 0 ? self : (range_exclude_end(self) ? self : range);
    if (!range_upper_bound(max))
        *out = *min;
    else if (!range_lower_bound(min))
        *out = *max;
    else
        *out = make_minmax(min, max);
    return true;
}

/* MinMaxRange.create(*ranges): the intersection of all; false when empty. */
static bool range_create(const SemVerSimpleRange *ranges, size_t count, SemVerSimpleRange *out) {
    if (count == 0)
        return false;
    SemVerSimpleRange memo = ranges[0];
    for (size_t i = 1; i < count; i++) {
        SemVerSimpleRange next;
        if (!range_intersection(&memo, &ranges[i], &next))
            return false;
        memo = next;
    }
    *out = memo;
    return true;
}

static SemVerSimpleRange from_to_bounds(const SemVer *min, bool excl_begin, const SemVer *max, bool excl_end) {
    SemVerSimpleRange lo = simple_of(bound(excl_begin ? SEMVER_GT : SEMVER_GTEQ, min));
    SemVerSimpleRange hi = simple_of(bound(excl_end ? SEMVER_LT : SEMVER_LTEQ, max));
    SemVerSimpleRange pair[2] = { lo, hi }, out;
    if (!range_create(pair, 2, &out))
        out = match_nothing();
    return out;
}

/* AbstractRange#merge: the union when overlapping or adjacent, else false. */
static bool range_merge(Ctx *ctx, const SemVerSimpleRange *self, const SemVerSimpleRange *other,
                        SemVerSimpleRange *out) {
    if (self->op == SEMVER_ALL) {      /* AllRange#merge */
        *out = *self;
        return true;
    }
    const SemVer *sb = range_begin(self), *ob = range_begin(other);
    const SemVer *se = range_end(self), *oe = range_end(other);
    if (range_includes_version(self, ob) || range_includes_version(other, sb)) {
        int cmp = semver_compare(sb, ob);
        const SemVer *min = cmp <= 0 ? sb : ob;
        bool excl_begin = cmp < 0 ? range_exclude_begin(self)
                        : cmp > 0 ? range_exclude_begin(other)
                                  : range_exclude_begin(self) && range_exclude_begin(other);
        cmp = semver_compare(se, oe);
        const SemVer *max = cmp >= 0 ? se : oe;
        /* The reference evaluates a misspelt `exclude_end` here when both ends are equal, which
         * raises; the evident intent (both ends excluded) is kept instead. */
        bool excl_end = cmp > 0 ? range_exclude_end(self)
                      : cmp < 0 ? range_exclude_end(other)
                                : range_exclude_end(self) && range_exclude_end(other);
        *out = from_to_bounds(min, excl_begin, max, excl_end);
        return true;
    }
    if (range_exclude_end(self) && !range_exclude_begin(other) && semver_eql(se, ob)) {
        *out = from_to_bounds(sb, range_exclude_begin(self), oe, range_exclude_end(other));
        return true;
    }
    if (range_exclude_end(other) && !range_exclude_begin(self) && semver_eql(oe, sb)) {
        *out = from_to_bounds(ob, range_exclude_begin(other), se, range_exclude_end(self));
        return true;
    }
    if (!range_exclude_end(self) && !range_exclude_begin(other) && semver_eql(semver_next(ctx, se, 'p'), ob)) {
        *out = from_to_bounds(sb, range_exclude_begin(self), oe, range_exclude_end(other));
        return true;
    }
    if (!range_exclude_end(other) && !range_exclude_begin(self) && semver_eql(semver_next(ctx, oe, 'p'), sb)) {
        *out = from_to_bounds(ob, range_exclude_begin(other), se, range_exclude_end(self));
        return true;
    }
    return false;
}

static void append_bound(StrBuf *sb, SemVerBound b) {
    Ctx *ctx = sb->ctx;
    switch (b.op) {
    case SEMVER_GT: strbuf_append_char(sb, '>'); break;
    case SEMVER_GTEQ: strbuf_append_cstr(sb, ">="); break;
    case SEMVER_LT:
        if (b.match_nothing) {
            strbuf_append_cstr(sb, "<0.0.0");
            return;
        }
        strbuf_append_char(sb, '<');
        break;
    case SEMVER_LTEQ: strbuf_append_cstr(sb, "<="); break;
    case SEMVER_EQ: break;
    case SEMVER_ALL: case SEMVER_MINMAX:
        strbuf_append_char(sb, '*');
        return;
    }
    strbuf_append_cstr(sb, semver_to_string(ctx, b.version));
}

static void append_simple(StrBuf *sb, const SemVerSimpleRange *r) {
    switch (r->op) {
    case SEMVER_ALL:
        strbuf_append_char(sb, '*');
        break;
    case SEMVER_MINMAX:
        append_bound(sb, r->min);
        strbuf_append_char(sb, ' ');
        append_bound(sb, r->max);
        break;
    case SEMVER_GT: case SEMVER_GTEQ: case SEMVER_LT: case SEMVER_LTEQ: case SEMVER_EQ:
        append_bound(sb, r->min);
        break;
    }
}

/* ---- VersionRange ------------------------------------------------------------------- */

/* VersionRange#initialize(ranges, string): merges alternatives until no two merge. */
static const SemVerRange *range_new(Ctx *ctx, SemVerSimpleRange *ranges, size_t count, const char *text) {
    bool merged_any = true;
    while (count > 1 && merged_any) {
        merged_any = false;
        SemVerSimpleRange *result = ctx_alloc(ctx, count * sizeof *result);
        size_t result_count = 0;
        SemVerSimpleRange *pending = ranges;
        size_t pending_count = count;
        while (pending_count > 0) {
            SemVerSimpleRange memo = pending[--pending_count];    /* x = ranges.pop */
            SemVerSimpleRange *unmerged = ctx_alloc(ctx, (pending_count + 1) * sizeof *unmerged);
            size_t unmerged_count = 0;
            for (size_t i = 0; i < pending_count; i++) {
                ctx_step(ctx);   /* quadratic in the alternatives: bounded by the step limit */
                SemVerSimpleRange merged;
                if (range_merge(ctx, &memo, &pending[i], &merged)) {
                    merged_any = true;
                    memo = merged;
                } else {
                    unmerged[unmerged_count++] = pending[i];
                }
            }
            result[result_count++] = memo;
            pending = unmerged;
            pending_count = unmerged_count;
        }
        for (size_t i = 0; i < result_count / 2; i++) {   /* result.reverse! */
            SemVerSimpleRange t = result[i];
            result[i] = result[result_count - 1 - i];
            result[result_count - 1 - i] = t;
        }
        ranges = result;
        count = result_count;
    }
    if (count == 0) {
        ranges = ctx_alloc(ctx, sizeof *ranges);
        ranges[0] = match_nothing();
        count = 1;
    }
    SemVerRange *r = ctx_alloc(ctx, sizeof *r);
    r->count = count;
    r->ranges = ranges;
    if (text) {
        r->text = text;
    } else {
        StrBuf sb;
        strbuf_init(&sb, ctx);
        for (size_t i = 0; i < count; i++) {
            if (i > 0)
                strbuf_append_cstr(&sb, " || ");
            append_simple(&sb, &ranges[i]);
        }
        r->text = strbuf_finish(&sb)->bytes;
    }
    return r;
}

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
        *out = simple_all();
        return true;
    }
    uint64_t major = pt->value[0];
    if (!pt->has[1]) {
        *out = minmax_of(bound(SEMVER_GTEQ, version_of(ps, major, 0, 0, NULL)),
                         bound(SEMVER_LT, version_of(ps, major + 1, 0, 0, NULL)));
        return true;
    }
    uint64_t minor = pt->value[1];
    if (!pt->has[2]) {
        *out = minmax_of(bound(SEMVER_GTEQ, version_of(ps, major, minor, 0, NULL)),
                         bound(SEMVER_LT, version_of(ps, major, minor + 1, 0, NULL)));
        return true;
    }
    const SemVer *v = version_of(ps, major, minor, pt->value[2], pt);
    if (!v)
        return false;
    if (!tilde_or_caret)
        *out = simple_of(bound(SEMVER_EQ, v));
    else
        *out = minmax_of(bound(SEMVER_GTEQ, v), bound(SEMVER_LT, version_of(ps, major, minor + 1, 0, NULL)));
    return true;
}

static bool allow_minor_updates(Parser *ps, const Partial *pt, SemVerSimpleRange *out) {
    if (!pt->has[0]) {
        *out = simple_all();
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
    *out = minmax_of(bound(SEMVER_GTEQ, lower), bound(SEMVER_LT, upper));
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
            *out = match_nothing();
        else if (!pt.has[1])
            *out = simple_of(bound(SEMVER_GTEQ, version_of(ps, pt.value[0] + 1, 0, 0, NULL)));
        else if (!pt.has[2])
            *out = simple_of(bound(SEMVER_GTEQ, version_of(ps, pt.value[0], pt.value[1] + 1, 0, NULL)));
        else {
            const SemVer *v = partial_version(ps, &pt);
            if (!v)
                return false;
            *out = simple_of(bound(SEMVER_GT, v));
        }
        return true;
    }
    if (op_len == 2 && op[0] == '>') {
        const SemVer *v = partial_version(ps, &pt);
        if (!v)
            return false;
        *out = simple_of(bound(SEMVER_GTEQ, v));
        return true;
    }
    if (op_len == 1 && op[0] == '<') {
        const SemVer *v = partial_version(ps, &pt);
        if (!v)
            return false;
        *out = simple_of(bound(SEMVER_LT, v));
        return true;
    }
    if (op_len == 2 && op[0] == '<') {
        if (!pt.has[0])
            *out = simple_all();
        else if (!pt.has[1])
            *out = simple_of(bound(SEMVER_LT, version_of(ps, pt.value[0] + 1, 0, 0, NULL)));
        else if (!pt.has[2])
            *out = simple_of(bound(SEMVER_LT, version_of(ps, pt.value[0], pt.value[1] + 1, 0, NULL)));
        else {
            const SemVer *v = partial_version(ps, &pt);
            if (!v)
                return false;
            *out = simple_of(bound(SEMVER_LTEQ, v));
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
        SemVerSimpleRange pair[2] = { simple_of(bound(SEMVER_GTEQ, lo)), simple_of(bound(SEMVER_LTEQ, hi)) };
        return range_create(pair, 2, out) ? HYPHEN_RANGE : HYPHEN_EMPTY;
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
        *all = simple_all();
        return range_new(ctx, all, 1, "*");
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
            else if (!range_create(parsed, simple_count, &r))
                continue;
        }
        bool duplicate = false;   /* .uniq */
        for (size_t i = 0; i < count; i++)
            if (range_eql(&ranges[i], &r))
                duplicate = true;
        if (!duplicate)
            ranges[count++] = r;
    }
    return range_new(ctx, ranges, count, original);
fail:
    *error = ps.error ? ps.error : ctx_sprintf(ctx, "Unparsable version range: \"%s\"", original);
    return NULL;
}

const SemVerRange *semver_range_from_versions(Ctx *ctx, const SemVer *min, const SemVer *max, bool exclude_max) {
    if (!min)
        min = &semver_min;
    if (!max)
        max = &semver_max;
    SemVerSimpleRange pair[2] = { simple_of(bound(SEMVER_GTEQ, min)),
                                  simple_of(bound(exclude_max ? SEMVER_LT : SEMVER_LTEQ, max)) };
    SemVerSimpleRange *r = ctx_alloc(ctx, sizeof *r);
    size_t count = range_create(pair, 2, r) ? 1 : 0;
    /* reference: the text is built with min and max swapped (see the file comment) */
    const char *text = exclude_max
        ? ctx_sprintf(ctx, ">=%s <%s", semver_to_string(ctx, max), semver_to_string(ctx, min))
        : ctx_sprintf(ctx, "%s - %s", semver_to_string(ctx, max), semver_to_string(ctx, min));
    return range_new(ctx, r, count, text);
}

bool semver_range_includes(const SemVerRange *range, const SemVer *v) {
    for (size_t i = 0; i < range->count; i++) {
        const SemVerSimpleRange *r = &range->ranges[i];
        if (range_includes_version(r, v) && (semver_is_stable(v) || range_tests_prerelease(r, v)))
            return true;
    }
    return false;
}

const char *semver_range_to_string(const SemVerRange *range) {
    return range->text;
}

const char *semver_range_canonical(Ctx *ctx, const SemVerRange *range) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < range->count; i++) {
        if (i > 0)
            strbuf_append_cstr(&sb, " || ");
        append_simple(&sb, &range->ranges[i]);
    }
    return strbuf_finish(&sb)->bytes;
}

bool semver_range_equal(const SemVerRange *a, const SemVerRange *b) {
    if (a == b)
        return true;
    if (a->count != b->count)
        return false;
    for (size_t i = 0; i < a->count; i++)
        if (!range_eql(&a->ranges[i], &b->ranges[i]))
            return false;
    return true;
}

uint64_t semver_range_hash(const SemVerRange *range) {
    uint64_t h = range->count;
    for (size_t i = 0; i < range->count; i++) {
        const SemVerSimpleRange *r = &range->ranges[i];
        h = h * 31 + (uint64_t)r->op;
        if (r->op != SEMVER_ALL) {
            h = h * 31 + (uint64_t)r->min.op;
            if (r->min.version)
                h ^= semver_hash(r->min.version);
            if (r->op == SEMVER_MINMAX && r->max.version)
                h = h * 31 + semver_hash(r->max.version);
        }
    }
    return h;
}

const SemVer *semver_range_begin(const SemVerRange *range) {
    return range->count == 1 ? range_begin(&range->ranges[0]) : NULL;
}

const SemVer *semver_range_end(const SemVerRange *range) {
    return range->count == 1 ? range_end(&range->ranges[0]) : NULL;
}

bool semver_range_excludes_end(const SemVerRange *range) {
    return range->count == 1 && range_exclude_end(&range->ranges[0]);
}

/* VersionRange#include? of a range's begin, which is nil (never included) for multi-part ranges. */
static bool includes_begin_of(const SemVerRange *range, const SemVerRange *other) {
    const SemVer *b = semver_range_begin(other);
    return b && semver_range_includes(range, b);
}

const SemVerRange *semver_range_merge(Ctx *ctx, const SemVerRange *a, const SemVerRange *b) {
    const SemVer *ab = semver_range_begin(a), *bb = semver_range_begin(b);
    const SemVer *ae = semver_range_end(a), *be = semver_range_end(b);
    if (!ab || !bb)
        return NULL;
    bool aex = semver_range_excludes_end(a), bex = semver_range_excludes_end(b);
    if (includes_begin_of(a, b) || includes_begin_of(b, a)) {
        const SemVer *max = semver_compare(ae, be) >= 0 ? ae : be;
        bool exclude_end = false;
        if (aex)
            exclude_end = semver_eql(max, ae) && (semver_compare(max, be) > 0 || bex);
        else if (bex)
            exclude_end = semver_eql(max, be) && (semver_compare(max, ae) > 0 || aex);
        const SemVer *min = semver_compare(ab, bb) <= 0 ? ab : bb;
        return semver_range_from_versions(ctx, min, max, exclude_end);
    }
    if (aex && semver_eql(ae, bb))
        return semver_range_from_versions(ctx, ab, be, bex);
    if (bex && semver_eql(be, ab))
        return semver_range_from_versions(ctx, bb, ae, aex);
    return NULL;
}

size_t semver_ranges_normalize(Ctx *ctx, const SemVerRange *const *ranges, size_t count,
                               const SemVerRange **out) {
    const SemVerRange **pending = ctx_alloc(ctx, (count + 1) * sizeof *pending);
    memcpy(pending, ranges, count * sizeof *pending);
    size_t pending_count = count, n = 0;
    while (pending_count > 0) {
        const SemVerRange *memo = pending[--pending_count];
        const SemVerRange **unmerged = ctx_alloc(ctx, (pending_count + 1) * sizeof *unmerged);
        size_t unmerged_count = 0;
        for (size_t i = 0; i < pending_count; i++) {
            const SemVerRange *merged = semver_range_merge(ctx, memo, pending[i]);
            if (merged)
                memo = merged;
            else
                unmerged[unmerged_count++] = pending[i];
        }
        out[n++] = memo;
        pending = unmerged;
        pending_count = unmerged_count;
    }
    for (size_t i = 0; i < n / 2; i++) {
        const SemVerRange *t = out[i];
        out[i] = out[n - 1 - i];
        out[n - 1 - i] = t;
    }
    return n;
}

bool semver_range_covered_by(const SemVerRange *a, const SemVerRange *b) {
    const SemVer *ab = semver_range_begin(a), *bb = semver_range_begin(b);
    const SemVer *ae = semver_range_end(a), *be = semver_range_end(b);
    if (!ab || !bb)
        return false;
    if (semver_compare(bb, ab) > 0)
        return false;
    int c = semver_compare(be, ae);
    return c > 0 || (semver_eql(be, ae) && (!semver_range_excludes_end(b) || semver_range_excludes_end(a)));
}

const SemVerRange *semver_range_intersection(Ctx *ctx, const SemVerRange *a, const SemVerRange *b) {
    SemVerSimpleRange *result = ctx_alloc(ctx, (a->count * b->count + 1) * sizeof *result);
    size_t n = 0;
    for (size_t i = 0; i < a->count; i++)
        for (size_t j = 0; j < b->count; j++) {
            SemVerSimpleRange r;
            if (!range_intersection(&a->ranges[i], &b->ranges[j], &r))
                continue;
            bool duplicate = false;
            for (size_t k = 0; k < n; k++)
                if (range_eql(&result[k], &r))
                    duplicate = true;
            if (!duplicate)
                result[n++] = r;
        }
    if (n == 0)
        result[n++] = match_nothing();
    return range_new(ctx, result, n, NULL);
}
