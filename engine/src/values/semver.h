/* semver.h: semantic versions (semver.org 2.0) and version ranges (the npm range grammar).
 *
 * The model is the reference's own (the semantic_puppet gem behind Puppet 7), ported so that
 * results, string forms and even its quirks match:
 *   - a SemVer is major.minor.patch, an optional pre-release (dot-separated identifiers; numeric
 *     ones compare as numbers and below alphanumeric ones) and an optional build (ignored by
 *     ordering, but part of identity: 1.0.0+a and 1.0.0+b compare 0 yet are not eql);
 *   - a SemVerRange is a disjunction (`||`, accepted by the reference although the spec says it
 *     is not) of simple ranges, each an interval with inclusive or exclusive ends; a range keeps
 *     the text it was parsed from, which is its string form (`SemVerRange('1.x')` prints `1.x`).
 *   - a pre-release version matches a range only when some bound of that simple range names a
 *     pre-release of the same major.minor.patch (npm's rule).
 * Everything is immutable and allocated in the run's arena (or static for the constants).
 *
 * What this file does not do: the SemVer[...] type itself (type*.c, which calls
 * semver_range_merge / semver_range_covered_by), the `new` signatures (convert_misc.c).
 */
#ifndef PUPPET_SEMVER_H
#define PUPPET_SEMVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "values/value.h"

/* One pre-release identifier: numeric identifiers (no leading zeros) compare by value. */
typedef struct SemVerIdent {
    const char *text;
    size_t len;
    bool numeric;
} SemVerIdent;

struct SemVer {
    uint64_t major, minor, patch;
    bool is_max;                    /* the reference's Version::MAX (major = Infinity) */
    bool has_prerelease;            /* Version::MIN has an empty, present pre-release list */
    size_t prerelease_count;
    const SemVerIdent *prerelease;
    const char *build;              /* NULL when absent; the identifiers joined with '.' */
};

/* The bound kinds of the reference's range classes (AllRange, GtRange, ... MinMaxRange). */
typedef enum SemVerOp {
    SEMVER_ALL,          /* '*' */
    SEMVER_GT,           /* >v */
    SEMVER_GTEQ,         /* >=v */
    SEMVER_LT,           /* <v */
    SEMVER_LTEQ,         /* <=v */
    SEMVER_EQ,           /* v */
    SEMVER_MINMAX,       /* min and max: a lower bound (GT, GTEQ, EQ) and an upper one (LT, LTEQ, EQ) */
} SemVerOp;

/* A comparator: an op other than ALL and MINMAX, and its version. */
typedef struct SemVerBound {
    SemVerOp op;
    const SemVer *version;
    bool match_nothing;             /* the reference's LtRange::MATCH_NOTHING, printed `<0.0.0` */
} SemVerBound;

/* One simple (contiguous) range. For SEMVER_MINMAX, min and max hold the two comparators;
 * for a comparator op, min holds it; SEMVER_ALL uses neither. */
typedef struct SemVerSimpleRange {
    SemVerOp op;
    SemVerBound min, max;
} SemVerSimpleRange;

struct SemVerRange {
    size_t count;                   /* at least 1 (an empty result is `<0.0.0`) */
    const SemVerSimpleRange *ranges;
    const char *text;               /* the string form: the parsed text or the built one */
};

/* The lowest and highest versions (the reference's Version::MIN / Version::MAX). */
extern const SemVer semver_min;
extern const SemVer semver_max;

/* Parses a full version ("1.2.3-rc.1+build.5"). Returns NULL and sets *error (a static
 * message in the reference's words, e.g. "Unable to parse 'x' as a semantic version
 * identifier") when text is not one. */
const SemVer *semver_parse(Ctx *ctx, const char *text, size_t len, const char **error);

/* Builds a version from parts; prerelease and build are dotted texts or NULL. Returns NULL and
 * sets *error when a qualifier is malformed or a numeric pre-release identifier has a leading 0. */
const SemVer *semver_new(Ctx *ctx, uint64_t major, uint64_t minor, uint64_t patch,
                         const char *prerelease, const char *build, const char **error);

/* Whether text is dot-separated identifiers of [0-9A-Za-z-] (SemVer.new's qualifier pattern). */
bool semver_is_qualifier(const char *text, size_t len);

/* The next version at part 'M' (major), 'm' (minor) or 'p' (patch), lower parts zeroed and no
 * qualifiers (the reference's Version#next). Never fails. */
const SemVer *semver_next(Ctx *ctx, const SemVer *v, char part);

/* Precedence order (build ignored): negative, 0 or positive. Never fails. */
int semver_compare(const SemVer *a, const SemVer *b);

/* Identity (the reference's eql?): precedence equal and the same build. */
bool semver_eql(const SemVer *a, const SemVer *b);

/* A hash consistent with semver_compare(...) == 0 (build ignored). */
uint64_t semver_hash(const SemVer *v);

/* The string form: <major>.<minor>.<patch>[-<prerelease>][+<build>]. Never fails. */
const char *semver_to_string(Ctx *ctx, const SemVer *v);

/* True for a version without a pre-release. */
bool semver_is_stable(const SemVer *v);

/* Parses a range in the npm grammar (with `||`). Returns NULL and sets *error
 * ("Unparsable version range: \"x\"", as the reference words it) when text is not one. */
const SemVerRange *semver_range_parse(Ctx *ctx, const char *text, size_t len, const char **error);

/* The range from min to max (max excluded when exclude_max): SemVerRange.new(min, max, excl).
 * NULL for min or max means unbounded (Version::MIN / Version::MAX). Never fails. */
const SemVerRange *semver_range_from_versions(Ctx *ctx, const SemVer *min, const SemVer *max,
                                              bool exclude_max);

/* Whether the range includes the version (npm pre-release rule included). */
bool semver_range_includes(const SemVerRange *range, const SemVer *v);

/* The string form: the text the range was parsed or built from. */
const char *semver_range_to_string(const SemVerRange *range);

/* The canonical form assembled from the bounds (the reference's inspect): ">=1.0.0 <2.0.0". */
const char *semver_range_canonical(Ctx *ctx, const SemVerRange *range);

/* Identity of ranges (the reference's eql?: same simple ranges, text ignored). */
bool semver_range_equal(const SemVerRange *a, const SemVerRange *b);
uint64_t semver_range_hash(const SemVerRange *range);

/* For the SemVer[...] type: the first/last version, and whether the end is excluded, of a
 * single-interval range (NULL / false when the range has several intervals). */
const SemVer *semver_range_begin(const SemVerRange *range);
const SemVer *semver_range_end(const SemVerRange *range);
bool semver_range_excludes_end(const SemVerRange *range);

/* The reference's PSemVerRangeType.merge: the union of two ranges when they overlap or are
 * adjacent, else NULL. (Its result text is built like SemVerRange.new(min, max, excl).) */
const SemVerRange *semver_range_merge(Ctx *ctx, const SemVerRange *a, const SemVerRange *b);

/* The reference's PSemVerType#merge_ranges: merges a list of ranges pairwise until no two
 * merge; writes the result to out (capacity count) and returns how many. Never fails. */
size_t semver_ranges_normalize(Ctx *ctx, const SemVerRange *const *ranges, size_t count,
                               const SemVerRange **out);

/* The reference's PSemVerRangeType.covered_by?: whether range a lies within range b. */
bool semver_range_covered_by(const SemVerRange *a, const SemVerRange *b);

/* The intersection of two ranges (`<0.0.0` when empty). Never fails. */
const SemVerRange *semver_range_intersection(Ctx *ctx, const SemVerRange *a, const SemVerRange *b);

/* Values. */
static inline Value value_semver(const SemVer *v) { Value r = { .kind = VAL_SEMVER, .as.semver = v }; return r; }
static inline Value value_semver_range(const SemVerRange *r) { Value v = { .kind = VAL_SEMVER_RANGE, .as.semver_range = r }; return v; }

#endif
