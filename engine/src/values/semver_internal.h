/* semver_internal.h: what the two files of version ranges share (see semver.h): the simple
 * ranges and their operations (semver_range.c) that the parser of range texts
 * (semver_range_parse.c) builds ranges with.
 */
#ifndef PUPPET_SEMVER_INTERNAL_H
#define PUPPET_SEMVER_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "values/semver.h"

/* A comparator `op v`. */
static inline SemVerBound semver_bound(SemVerOp op, const SemVer *v) {
    SemVerBound b = { op, v, false };
    return b;
}

/* The simple range of one comparator. */
static inline SemVerSimpleRange semver_simple_of(SemVerBound b) {
    SemVerSimpleRange r = { b.op, b, { SEMVER_ALL, NULL, false } };
    return r;
}

/* AllRange: every version. */
static inline SemVerSimpleRange semver_simple_all(void) {
    SemVerSimpleRange r = { SEMVER_ALL, { SEMVER_ALL, NULL, false }, { SEMVER_ALL, NULL, false } };
    return r;
}

/* MATCH_NOTHING, `<0.0.0`. */
static inline SemVerSimpleRange semver_simple_nothing(void) {
    SemVerBound b = { SEMVER_LT, &semver_min, true };
    return semver_simple_of(b);
}

/* MinMaxRange.create(*ranges): the intersection of all into *out; false when it is empty. */
bool semver_simple_create(const SemVerSimpleRange *ranges, size_t count, SemVerSimpleRange *out);

/* Whether two simple ranges are the same (the reference's eql?). */
bool semver_simple_eql(const SemVerSimpleRange *a, const SemVerSimpleRange *b);

/* VersionRange#initialize(ranges, text): merges the alternatives until no two merge; text NULL
 * prints them. Never fails (arena allocation). */
const SemVerRange *semver_range_new(Ctx *ctx, SemVerSimpleRange *ranges, size_t count, const char *text);

#endif
