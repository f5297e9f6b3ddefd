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
 *
 * The parser of range texts is semver_range_parse.c.
 */
#include "values/semver_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/strbuf.h"

/* ---- bounds and simple ranges (the AbstractRange methods) ---------------------------- */


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

bool semver_simple_eql(const SemVerSimpleRange *a, const SemVerSimpleRange *b) {
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
        *out = semver_simple_of(semver_bound(SEMVER_EQ, range_begin(self)));
        return true;
    }
    cmp = semver_compare(range_begin(range), range_end(self));
    if (cmp > 0)
        return false;
    if (cmp == 0) {
        if (range_exclude_begin(range) || range_exclude_end(self))
            return false;
        *out = semver_simple_of(semver_bound(SEMVER_EQ, range_begin(range)));
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
bool semver_simple_create(const SemVerSimpleRange *ranges, size_t count, SemVerSimpleRange *out) {
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
    SemVerSimpleRange lo = semver_simple_of(semver_bound(excl_begin ? SEMVER_GT : SEMVER_GTEQ, min));
    SemVerSimpleRange hi = semver_simple_of(semver_bound(excl_end ? SEMVER_LT : SEMVER_LTEQ, max));
    SemVerSimpleRange pair[2] = { lo, hi }, out;
    if (!semver_simple_create(pair, 2, &out))
        out = semver_simple_nothing();
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
const SemVerRange *semver_range_new(Ctx *ctx, SemVerSimpleRange *ranges, size_t count, const char *text) {
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
        ranges[0] = semver_simple_nothing();
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


const SemVerRange *semver_range_from_versions(Ctx *ctx, const SemVer *min, const SemVer *max, bool exclude_max) {
    if (!min)
        min = &semver_min;
    if (!max)
        max = &semver_max;
    SemVerSimpleRange pair[2] = { semver_simple_of(semver_bound(SEMVER_GTEQ, min)),
                                  semver_simple_of(semver_bound(exclude_max ? SEMVER_LT : SEMVER_LTEQ, max)) };
    SemVerSimpleRange *r = ctx_alloc(ctx, sizeof *r);
    size_t count = semver_simple_create(pair, 2, r) ? 1 : 0;
    /* reference: the text is built with min and max swapped (see the file comment) */
    const char *text = exclude_max
        ? ctx_sprintf(ctx, ">=%s <%s", semver_to_string(ctx, max), semver_to_string(ctx, min))
        : ctx_sprintf(ctx, "%s - %s", semver_to_string(ctx, max), semver_to_string(ctx, min));
    return semver_range_new(ctx, r, count, text);
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
        if (!semver_simple_eql(&a->ranges[i], &b->ranges[i]))
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
                if (semver_simple_eql(&result[k], &r))
                    duplicate = true;
            if (!duplicate)
                result[n++] = r;
        }
    if (n == 0)
        result[n++] = semver_simple_nothing();
    return semver_range_new(ctx, result, n, NULL);
}
