/* semver.c: semantic versions: parsing, precedence, identity and string form (semver.org 2.0,
 * as the reference's SemanticPuppet::Version implements it). Ranges are in semver_range.c.
 *
 * The reference's quirks kept on purpose, since results must match it:
 *   - version text is matched with Ruby's `\Z`, so one trailing newline is accepted;
 *   - SemVer(major, minor, patch, 'alpha.1') keeps 'alpha.1' as ONE alphanumeric identifier
 *     (the reference wraps the argument in a one-element array), unlike SemVer('1.2.3-alpha.1');
 *   - identity (==) includes the build while precedence (<, <=, sort) ignores it.
 */
#include "values/semver.h"

#include <stdio.h>
#include <string.h>

#include "support/ctx.h"

static const SemVerIdent no_idents[1] = { { "", 0, false } };

/* Version::MIN is 0.0.0 with an empty (present) pre-release list; it prints as "0.0.0-". */
const SemVer semver_min = { 0, 0, 0, false, true, 0, no_idents, NULL };
/* Version::MAX has an infinite major; it prints as "Infinity.0.0". */
const SemVer semver_max = { 0, 0, 0, true, false, 0, NULL, NULL };

static bool is_ident_char(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-';
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* Scans `0|[1-9]\d*` at text[*pos]; stores the value (saturating) and whether it overflowed. */
static bool scan_number(const char *text, size_t len, size_t *pos, uint64_t *value, bool *overflow) {
    size_t p = *pos;
    if (p >= len || !is_digit(text[p]))
        return false;
    uint64_t v = 0;
    if (text[p] == '0') {
        p++;
    } else {
        while (p < len && is_digit(text[p])) {
            unsigned d = (unsigned)(text[p] - '0');
            if (v > (UINT64_MAX - d) / 10)
                *overflow = true;
            else
                v = v * 10 + d;
            p++;
        }
    }
    *value = v;
    *pos = p;
    return true;
}

/* Scans `[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*`; returns its end or 0 when nothing matched. */
static size_t scan_parts(const char *text, size_t len, size_t pos) {
    size_t p = pos;
    for (;;) {
        size_t start = p;
        while (p < len && is_ident_char(text[p]))
            p++;
        if (p == start)
            return start == pos ? 0 : start - 1;   /* back off a dangling '.' */
        if (p < len && text[p] == '.' && p + 1 < len && is_ident_char(text[p + 1])) {
            p++;
            continue;
        }
        return p;
    }
}

bool semver_is_qualifier(const char *text, size_t len) {
    size_t end = scan_parts(text, len, 0);
    if (end == 0)
        return false;
    /* the qualifier pattern of SemVer.new ends with Ruby's \Z: one trailing newline passes */
    return end == len || (end + 1 == len && text[end] == '\n');
}

/* Splits dotted identifiers; numeric ones with a leading zero are refused as the reference does. */
static const SemVerIdent *split_prerelease(Ctx *ctx, const char *text, size_t len, size_t *count,
                                           const char **error) {
    size_t n = 1;
    for (size_t i = 0; i < len; i++)
        if (text[i] == '.')
            n++;
    SemVerIdent *idents = ctx_alloc(ctx, n * sizeof *idents);
    size_t k = 0, start = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != '.')
            continue;
        SemVerIdent *id = &idents[k++];
        id->text = ctx_strndup(ctx, text + start, i - start);
        id->len = i - start;
        id->numeric = true;
        for (size_t j = start; j < i; j++)
            if (!is_digit(text[j]))
                id->numeric = false;
        if (id->numeric && id->len > 1 && id->text[0] == '0') {
            *error = "Numeric pre-release identifiers MUST NOT contain leading zeroes";
            return NULL;
        }
        start = i + 1;
    }
    *count = n;
    return idents;
}

const SemVer *semver_parse(Ctx *ctx, const char *text, size_t len, const char **error) {
    size_t pos = 0;
    uint64_t parts[3];
    bool overflow = false;
    for (int i = 0; i < 3; i++) {
        if (i > 0) {
            if (pos >= len || text[pos] != '.')
                goto fail;
            pos++;
        }
        if (!scan_number(text, len, &pos, &parts[i], &overflow))
            goto fail;
    }
    size_t pre_start = 0, pre_end = 0, build_start = 0, build_end = 0;
    if (pos < len && text[pos] == '-') {
        pre_start = pos + 1;
        pre_end = scan_parts(text, len, pre_start);
        if (pre_end == 0)
            goto fail;
        pos = pre_end;
    }
    if (pos < len && text[pos] == '+') {
        build_start = pos + 1;
        build_end = scan_parts(text, len, build_start);
        if (build_end == 0)
            goto fail;
        pos = build_end;
    }
    if (!(pos == len || (pos + 1 == len && text[pos] == '\n')))
        goto fail;
    if (overflow) {
        *error = ctx_sprintf(ctx, "Unable to parse '%.*s' as a semantic version identifier: a number is too large",
                             (int)len, text);
        return NULL;
    }
    SemVer *v = ctx_calloc(ctx, 1, sizeof *v);
    v->major = parts[0];
    v->minor = parts[1];
    v->patch = parts[2];
    if (pre_start) {
        v->has_prerelease = true;
        v->prerelease = split_prerelease(ctx, text + pre_start, pre_end - pre_start,
                                         &v->prerelease_count, error);
        if (!v->prerelease)
            return NULL;
    }
    if (build_start)
        v->build = ctx_strndup(ctx, text + build_start, build_end - build_start);
    return v;
fail:
    *error = ctx_sprintf(ctx, "Unable to parse '%.*s' as a semantic version identifier", (int)len, text);
    return NULL;
}

const SemVer *semver_new(Ctx *ctx, uint64_t major, uint64_t minor, uint64_t patch,
                         const char *prerelease, const char *build, const char **error) {
    if ((prerelease && !semver_is_qualifier(prerelease, strlen(prerelease))) ||
        (build && !semver_is_qualifier(build, strlen(build)))) {
        *error = "A pre-release or build qualifier must be dot-separated identifiers of [0-9A-Za-z-]";
        return NULL;
    }
    SemVer *v = ctx_calloc(ctx, 1, sizeof *v);
    v->major = major;
    v->minor = minor;
    v->patch = patch;
    if (prerelease) {
        /* reference: Version.new(..., [prerelease], ...): the text is one identifier */
        SemVerIdent *id = ctx_alloc(ctx, sizeof *id);
        id->text = ctx_strndup(ctx, prerelease, strlen(prerelease));
        id->len = strlen(prerelease);
        id->numeric = false;
        v->has_prerelease = true;
        v->prerelease = id;
        v->prerelease_count = 1;
    }
    if (build)
        v->build = ctx_strndup(ctx, build, strlen(build));
    return v;
}

static int cmp_u64(uint64_t a, uint64_t b) { return a < b ? -1 : a > b; }

static int compare_ident(const SemVerIdent *x, const SemVerIdent *y) {
    /* reference: "Integer always wins over String" means a numeric identifier is lower */
    if (x->numeric && y->numeric) {
        if (x->len != y->len)
            return x->len < y->len ? -1 : 1;
        int c = memcmp(x->text, y->text, x->len);
        return c < 0 ? -1 : c > 0;
    }
    if (x->numeric)
        return -1;
    if (y->numeric)
        return 1;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = memcmp(x->text, y->text, n);
    if (c != 0)
        return c < 0 ? -1 : 1;
    return x->len < y->len ? -1 : x->len > y->len;
}

static int compare_prerelease(const SemVer *a, const SemVer *b) {
    if (!a->has_prerelease)
        return b->has_prerelease ? 1 : 0;
    if (!b->has_prerelease)
        return -1;
    for (size_t i = 0; i < a->prerelease_count; i++) {
        if (i >= b->prerelease_count)
            return 1;
        int c = compare_ident(&a->prerelease[i], &b->prerelease[i]);
        if (c != 0)
            return c;
    }
    return a->prerelease_count < b->prerelease_count ? -1 : 0;
}

int semver_compare(const SemVer *a, const SemVer *b) {
    if (a->is_max != b->is_max)
        return a->is_max ? 1 : -1;
    int c = a->is_max ? 0 : cmp_u64(a->major, b->major);
    if (c == 0)
        c = cmp_u64(a->minor, b->minor);
    if (c == 0)
        c = cmp_u64(a->patch, b->patch);
    if (c == 0)
        c = compare_prerelease(a, b);
    return c;
}

static bool idents_eql(const SemVer *a, const SemVer *b) {
    if (a->has_prerelease != b->has_prerelease || a->prerelease_count != b->prerelease_count)
        return false;
    for (size_t i = 0; i < a->prerelease_count; i++) {
        const SemVerIdent *x = &a->prerelease[i], *y = &b->prerelease[i];
        if (x->numeric != y->numeric || x->len != y->len || memcmp(x->text, y->text, x->len) != 0)
            return false;
    }
    return true;
}

bool semver_eql(const SemVer *a, const SemVer *b) {
    if (a == b)
        return true;
    if (a->is_max != b->is_max || a->major != b->major || a->minor != b->minor || a->patch != b->patch)
        return false;
    if (!idents_eql(a, b))
        return false;
    if ((a->build == NULL) != (b->build == NULL))
        return false;
    return a->build == NULL || strcmp(a->build, b->build) == 0;
}

uint64_t semver_hash(const SemVer *v) {
    uint64_t h = v->is_max ? UINT64_C(0x9e3779b97f4a7c15) : v->major;
    h = (h * 0x100) ^ v->minor;
    h = (h * 0x100) ^ v->patch;
    for (size_t i = 0; i < v->prerelease_count; i++)
        for (size_t j = 0; j < v->prerelease[i].len; j++)
            h = h * 31 + (unsigned char)v->prerelease[i].text[j];
    return h;
}

bool semver_is_stable(const SemVer *v) {
    return !v->has_prerelease || v->prerelease_count == 0;
}

const char *semver_to_string(Ctx *ctx, const SemVer *v) {
    char head[80];
    if (v->is_max)
        snprintf(head, sizeof head, "Infinity.%llu.%llu", (unsigned long long)v->minor,
                 (unsigned long long)v->patch);
    else
        snprintf(head, sizeof head, "%llu.%llu.%llu", (unsigned long long)v->major,
                 (unsigned long long)v->minor, (unsigned long long)v->patch);
    size_t len = strlen(head) + 2 + (v->build ? strlen(v->build) + 1 : 0);
    for (size_t i = 0; i < v->prerelease_count; i++)
        len += v->prerelease[i].len + 1;
    char *out = ctx_alloc(ctx, len + 1);
    char *p = out;
    size_t n = strlen(head);
    memcpy(p, head, n);
    p += n;
    if (v->has_prerelease) {
        /* an empty list (Version::MIN) still prints its '-', as the reference does */
        *p++ = '-';
        for (size_t i = 0; i < v->prerelease_count; i++) {
            if (i > 0)
                *p++ = '.';
            memcpy(p, v->prerelease[i].text, v->prerelease[i].len);
            p += v->prerelease[i].len;
        }
    }
    if (v->build) {
        *p++ = '+';
        n = strlen(v->build);
        memcpy(p, v->build, n);
        p += n;
    }
    *p = '\0';
    return out;
}

/* Version#next(:patch) etc., used by range parsing and merging. MAX stays MAX. */
const SemVer *semver_next(Ctx *ctx, const SemVer *v, char part) {
    if (v->is_max)
        return v;
    SemVer *n = ctx_calloc(ctx, 1, sizeof *n);
    switch (part) {
    case 'M': n->major = v->major + 1; break;
    case 'm': n->major = v->major; n->minor = v->minor + 1; break;
    default: n->major = v->major; n->minor = v->minor; n->patch = v->patch + 1; break;
    }
    return n;
}
