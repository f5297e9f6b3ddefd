/* region_test.c: the arena's regions (support/arena.c) and keeping values across them
 * (values/region.c), docs/memory.md: where a pointer lies, release and merge, allocation into
 * older regions, growth in a block's own region, the byte count following what is held, and
 * region_keep copying the young parts of values only, once each. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "puppet.h"
#include "support/ctx.h"
#include "support/limits.h"
#include "values/region.h"
#include "values/semver.h"
#include "values/value.h"

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

static void reset(void) {
    arena_free(&ctx.arena);
    memset(&ctx, 0, sizeof ctx);
    arena_init(&ctx.arena, 0);
    ctx.options = &options;
    ctx.max_steps = DEFAULT_MAX_STEPS;
    ctx.max_depth = DEFAULT_MAX_CALL_DEPTH;
    ctx.max_output_bytes = DEFAULT_MAX_OUTPUT_BYTES;
    ctx.exit = &exit_jmp;
}

static void test_depths(void) {
    reset();
    Arena *a = &ctx.arena;
    char *root = arena_alloc(a, 10);
    static char outside;
    CHECK_EQ_INT(arena_depth_of(a, root), 0);
    size_t d1 = arena_region_open(a);
    CHECK_EQ_INT(d1, 1);
    char *one = arena_alloc(a, 10);
    CHECK_EQ_INT(arena_depth_of(a, one), 1);
    CHECK_EQ_INT(arena_depth_of(a, root), 0);
    CHECK_EQ_INT(arena_depth_of(a, &outside), 0);
    CHECK(arena_deeper_than(a, one, 0));
    CHECK(!arena_deeper_than(a, root, 0));
    size_t d2 = arena_region_open(a);
    char *two = arena_alloc(a, 100);
    char *big = arena_alloc(a, ARENA_CHUNK_BYTES * 3);   /* a chunk of its own */
    CHECK_EQ_INT(arena_depth_of(a, two), 2);
    CHECK_EQ_INT(arena_depth_of(a, big), 2);
    CHECK_EQ_INT(arena_depth_of(a, big + ARENA_CHUNK_BYTES * 2), 2);
    CHECK(arena_deeper_than(a, two, 1));
    CHECK(!arena_deeper_than(a, one, 1));
    /* allocation into an older region while a younger one is open */
    char *side = arena_alloc_in(a, 1, 40);
    CHECK_EQ_INT(arena_depth_of(a, side), 1);
    char *side0 = arena_alloc_in(a, 0, 40);
    CHECK_EQ_INT(arena_depth_of(a, side0), 0);
    /* a block grows in its own region */
    char *grown = arena_realloc(a, side, 40, 5000);
    CHECK_EQ_INT(arena_depth_of(a, grown), 1);
    /* root mode */
    size_t saved = ctx_root_begin(&ctx);
    char *kept = ctx_alloc(&ctx, 16);
    ctx_root_end(&ctx, saved);
    CHECK_EQ_INT(arena_depth_of(a, kept), 0);
    CHECK(arena_region_close(a, d2, false));
    CHECK_EQ_INT(a->depth, 1);
    CHECK_EQ_INT(a->target, 1);
    /* the next allocation reuses what region 2 had */
    char *again = arena_alloc(a, 100);
    CHECK_EQ_INT(arena_depth_of(a, again), 1);
    CHECK(arena_region_close(a, d1, false));
    CHECK_EQ_INT(a->depth, 0);
    memset(root, 1, 10);
    memset(side0, 1, 40);
    memset(kept, 1, 16);
}

static void test_release_gives_back(void) {
    reset();
    Arena *a = &ctx.arena;
    arena_alloc(a, 100);
    size_t base = a->used_bytes;
    for (int round = 0; round < 3; round++) {
        size_t d = arena_region_open(a);
        for (int i = 0; i < 100; i++)
            arena_alloc(a, 1000);
        arena_alloc(a, ARENA_CHUNK_BYTES * 2);
        CHECK(a->used_bytes > base + 100000);
        CHECK(arena_region_close(a, d, false));
        CHECK_EQ_INT(a->used_bytes, base);
    }
    CHECK(a->peak_bytes > base + 100000);
}

static void test_pin_merges(void) {
    reset();
    Arena *a = &ctx.arena;
    size_t d1 = arena_region_open(a);
    size_t d2 = arena_region_open(a);
    char *x = arena_alloc(a, 50);
    char *xb = arena_alloc(a, ARENA_CHUNK_BYTES * 2);
    strcpy(x, "kept");
    arena_pin(a);
    size_t d3 = arena_region_open(a);
    arena_alloc(a, 50);
    CHECK(arena_region_close(a, d3, false));   /* opened after the pin: released */
    CHECK(!arena_region_close(a, d2, false));  /* merged */
    CHECK_EQ_INT(arena_depth_of(a, x), 1);
    CHECK_EQ_INT(arena_depth_of(a, xb), 1);
    CHECK(!arena_region_close(a, d1, false));
    CHECK_EQ_INT(arena_depth_of(a, x), 0);
    CHECK_EQ_STR(x, "kept");
    xb[0] = 1;
}

/* A token dies with its region, stays alive under younger ones, and a block at the address of
 * a released one does not inherit the old block's token. */
static void test_tokens(void) {
    reset();
    Arena *a = &ctx.arena;
    char *root = arena_alloc(a, 16);
    ArenaToken t0 = arena_token_of(a, root);
    ArenaToken t_static = arena_token_of(a, "static");
    size_t d1 = arena_region_open(a);
    char *x = arena_alloc(a, 64);
    ArenaToken t1 = arena_token_of(a, x);
    CHECK_EQ_INT(t1.depth, 1);
    size_t d2 = arena_region_open(a);
    CHECK(arena_token_alive(a, t1));
    CHECK(arena_region_close(a, d2, false));
    CHECK(arena_token_alive(a, t1));
    CHECK(arena_region_close(a, d1, false));
    CHECK(!arena_token_alive(a, t1));
    /* the next region reuses x's memory: same depth, same address, another token */
    d1 = arena_region_open(a);
    char *y = arena_alloc(a, 64);
    CHECK(ARENA_CHECK || y == x);
    CHECK(!arena_token_alive(a, t1));
    ArenaToken t2 = arena_token_of(a, y);
    CHECK(arena_token_alive(a, t2));
    /* a merged region's tokens count as gone */
    d2 = arena_region_open(a);
    char *z = arena_alloc(a, 64);
    ArenaToken t3 = arena_token_of(a, z);
    CHECK(!arena_region_close(a, d2, true));
    CHECK(!arena_token_alive(a, t3));
    CHECK(arena_token_alive(a, t2));
    CHECK(arena_region_close(a, d1, false));
    CHECK(arena_token_alive(a, t0));
    CHECK(arena_token_alive(a, t_static));
    CHECK_EQ_INT(t_static.depth, 0);
}

static void test_many_regions(void) {
    reset();
    Arena *a = &ctx.arena;
    char *blocks[600];
    size_t depths[600];
    for (int i = 0; i < 600; i++) {
        depths[i] = arena_region_open(a);
        blocks[i] = arena_alloc(a, (size_t)(i % 7) * 300 + 8);
    }
    int wrong = 0;
    for (int i = 0; i < 600; i++)
        if (arena_depth_of(a, blocks[i]) != depths[i])
            wrong++;
    CHECK_EQ_INT(wrong, 0);
    for (int i = 599; i >= 0; i--)
        arena_region_close(a, depths[i], false);
    CHECK_EQ_INT(a->depth, 0);
    /* nested regions share chunks: 600 of them hold far less than 600 chunks */
    CHECK(a->peak_bytes < (ARENA_CHECK ? 600u * 8192u : 40u * ARENA_CHUNK_BYTES));
}

static void test_keep(void) {
    reset();
    Value old = value_cstring(&ctx, "old");
    size_t d = region_open(&ctx);
    Value s = value_cstring(&ctx, "young");
    Value items[4] = { s, old, s, value_integer(3) };
    Value arr = value_array_of(&ctx, items, 4);
    Value kept = arr;
    CHECK(region_keep(&ctx, &kept, 0));
    CHECK(kept.as.array != arr.as.array);
    CHECK_EQ_INT(arena_depth_of(&ctx.arena, kept.as.array), 0);
    CHECK_EQ_INT(arena_depth_of(&ctx.arena, kept.as.array->items), 0);
    CHECK(kept.as.array->items[1].as.string == old.as.string);   /* older parts are shared */
    CHECK(kept.as.array->items[0].as.string == kept.as.array->items[2].as.string);   /* copied once */
    CHECK_EQ_INT(arena_depth_of(&ctx.arena, kept.as.array->items[0].as.string), 0);
    /* a value that is all older is not copied */
    Value older = old;
    CHECK(region_keep(&ctx, &older, 0));
    CHECK(older.as.string == old.as.string);
    /* hashes */
    Hash *h = hash_new(&ctx, 0);
    for (int i = 0; i < 20; i++)
        hash_put(&ctx, h, value_integer(i), s);
    Value hv = value_from_hash(h);
    CHECK(region_keep(&ctx, &hv, 0));
    Value got;
    CHECK(hash_get(hv.as.hash, value_integer(7), &got) && strcmp(got.as.string->bytes, "young") == 0);
    CHECK_EQ_INT(arena_depth_of(&ctx.arena, got.as.string), 0);
    CHECK_EQ_INT(arena_depth_of(&ctx.arena, hv.as.hash->index), 0);
    /* semver */
    const char *error = NULL;
    const SemVer *sv = semver_parse(&ctx, "1.2.3-rc.1+b.5", strlen("1.2.3-rc.1+b.5"), &error);
    Value svv = { .kind = VAL_SEMVER, .as.semver = sv };
    CHECK(region_keep(&ctx, &svv, 0));
    region_close(&ctx, d, NULL);
    /* after the release, the kept copies are whole */
    CHECK_EQ_STR(kept.as.array->items[0].as.string->bytes, "young");
    CHECK(hash_get(hv.as.hash, value_integer(19), &got));
    CHECK_EQ_STR(got.as.string->bytes, "young");
    CHECK_EQ_STR(svv.as.semver->build, "b.5");
    CHECK_EQ_INT(svv.as.semver->prerelease_count, 2);
}

static void test_close_keeps_result(void) {
    reset();
    size_t d = region_open(&ctx);
    Value r = value_cstring(&ctx, "result");
    ctx_error(&ctx, span_none(), "message %d", 42);
    region_close(&ctx, d, &r);
    CHECK_EQ_INT(ctx.arena.depth, 0);
    CHECK_EQ_STR(r.as.string->bytes, "result");
    CHECK_EQ_STR(ctx.unwind.message, "message 42");
    /* a shared growing buffer keeps its room: appends go on in place after the copy */
    Value empty = value_array_of(&ctx, NULL, 0);
    d = region_open(&ctx);
    Value acc = empty;
    for (int i = 0; i < 20; i++) {
        Value one = value_integer(i);
        acc = value_array_concat(&ctx, acc.as.array, &one, 1);
    }
    region_close(&ctx, d, &acc);
    CHECK(acc.as.array->tip != NULL);
    CHECK_EQ_INT(acc.as.array->count, 20);
    Value more = value_integer(20);
    Value next = value_array_concat(&ctx, acc.as.array, &more, 1);
    CHECK(next.as.array->items == acc.as.array->items);
    CHECK_EQ_INT(next.as.array->items[20].as.integer, 20);
}

int main(void) {
    if (setjmp(exit_jmp)) {
        printf("FAIL: the run was left: %s\n", ctx.exit_message);
        return 1;
    }
    test_depths();
    test_release_gives_back();
    test_pin_merges();
    test_tokens();
    test_many_regions();
    test_keep();
    test_close_keeps_result();
    arena_free(&ctx.arena);
    return check_summary("region_test");
}
