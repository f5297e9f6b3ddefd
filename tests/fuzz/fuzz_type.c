/* fuzz_type.c: libFuzzer target for type strings and the type algebra.
 *
 * The input is two lines, A and B. A is parsed as a type string (type_parse, as the built-in
 * signatures are parsed); B as a type string too, or else as a literal value. With both, it
 * checks the algebra's laws that hold for every pair of types (types-values-variables.md,
 * "Type Algebra"):
 *   - A accepts A (assignability is reflexive);
 *   - a literal value v is an instance of A exactly when A accepts v's inferred type
 *     (the property of tests/unit/type_test.c).
 * The second law has exceptions that the reference makes too, so an A holding one is not checked:
 *   - an unparameterized Enum accepts the type String (PEnumType#_assignable?: no values accept
 *     any string) but no string is an instance of it (instance?: no value matches);
 *   - an unparameterized Optional accepts every type (as Optional[Any]) but only undef is an
 *     instance of it (POptionalType#instance?);
 *   - Init[T, args] asks whether T.new(v, args) succeeds, which inference cannot tell;
 *   - Iterable: `-5 =~ Iterable` is false (Integer#times iterates counts from 0) while Iterable
 *     accepts Integer[-5, -5] (PIterableType asks only for an Integer type), and Iterable[T]
 *     checks a value through its reduced type, in which undef elements vanish ([undef, 1] =~
 *     Iterable[Integer], its detailed type Tuple[Undef, Integer[1, 1]] is not one): an A holding
 *     an Iterable is not checked against a value holding a negative Integer or an undef
 *     (tests/unit/type_test.c's reference_exception; regressions/type/iterable_*).
 * The common type of A and B is computed but not checked to accept both: the reference's
 * common_type (type_calculator.rb) breaks that law on purpose for Undef ("if either is nil, the
 * common type is the other") and drops Array and Hash sizes, and the engine follows it.
 * Uses the engine's internal API with a context of its own, as the unit tests do. Findings: a
 * crash, a sanitizer report, a leak, a hang, or a law that does not hold (abort).
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "support/ctx.h"
#include "fuzz_common.h"
#include "support/limits.h"
#include "syntax/parser.h"
#include "types/type.h"

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

static void law(bool holds, const char *what, const char *a, const char *b) {
    if (holds)
        return;
    fprintf(stderr, "fuzz_type: %s\n  A: %s\n  B: %s\n", what, a, b ? b : "(none)");
    abort();
}

static const Type *parse_type(const char *text) {
    const Type *t = type_parse(&ctx, text);
    if (!t)
        ctx_clear_unwind(&ctx);
    return t;
}

/* A literal value (arrays, hashes, strings, numbers, regexps, types...), or false. */
static bool parse_value(const char *text, Value *out) {
    ParseError error;
    AstNode *node = parser_parse_expression(&ctx.arena, text, strlen(text), &error);
    if (!node)
        return false;
    Value v = type_from_ast(&ctx, node);
    if (value_is_abrupt(v)) {
        ctx_clear_unwind(&ctx);
        return false;
    }
    *out = v;
    return true;
}

/* Whether t holds one of the law's exceptions anywhere (aliases are the built-in ones, which do
 * not). */
static bool holds_lawless_type(const Type *t, int depth) {
    if (!t || depth > 64 || type_kind(t) == TYPE_ALIAS)
        return false;
    if (type_kind(t) == TYPE_INIT)
        return true;
    if (type_kind(t) == TYPE_ENUM)
        return type_enum_count(t) == 0;
    if (type_kind(t) == TYPE_OPTIONAL && !type_element(t))
        return true;
    for (size_t i = 0; i < type_member_count(t); i++)
        if (holds_lawless_type(type_member(t, i), depth + 1))
            return true;
    for (size_t i = 0; i < type_struct_count(t); i++) {
        const TypeStructMember *m = type_struct_member(t, i);
        if (holds_lawless_type(m->key_type, depth + 1) || holds_lawless_type(m->value_type, depth + 1))
            return true;
    }
    return holds_lawless_type(type_element(t), depth + 1) || holds_lawless_type(type_hash_key(t), depth + 1) ||
           holds_lawless_type(type_callable_params(t), depth + 1) ||
           holds_lawless_type(type_callable_block(t), depth + 1) ||
           holds_lawless_type(type_callable_return(t), depth + 1);
}

/* Whether t holds an Iterable anywhere. */
static bool holds_iterable(const Type *t, int depth) {
    if (!t || depth > 64 || type_kind(t) == TYPE_ALIAS)
        return false;
    if (type_kind(t) == TYPE_ITERABLE)
        return true;
    for (size_t i = 0; i < type_member_count(t); i++)
        if (holds_iterable(type_member(t, i), depth + 1))
            return true;
    for (size_t i = 0; i < type_struct_count(t); i++) {
        const TypeStructMember *m = type_struct_member(t, i);
        if (holds_iterable(m->key_type, depth + 1) || holds_iterable(m->value_type, depth + 1))
            return true;
    }
    return holds_iterable(type_element(t), depth + 1) || holds_iterable(type_hash_key(t), depth + 1);
}

/* Whether v holds a negative Integer or an undef anywhere (the Iterable exception). */
static bool holds_negative_or_undef(Value v, int depth) {
    if (depth > 64)
        return false;
    if (v.kind == VAL_UNDEF || (v.kind == VAL_INTEGER && v.as.integer < 0))
        return true;
    if (v.kind == VAL_ARRAY)
        for (size_t i = 0; i < v.as.array->count; i++)
            if (holds_negative_or_undef(v.as.array->items[i], depth + 1))
                return true;
    if (v.kind == VAL_HASH)
        for (size_t i = 0; i < v.as.hash->count; i++)
            if (holds_negative_or_undef(v.as.hash->entries[i].key, depth + 1) ||
                holds_negative_or_undef(v.as.hash->entries[i].value, depth + 1))
                return true;
    return false;
}

static void check(const char *a_text, const char *b_text) {
    const Type *a = parse_type(a_text);
    if (!a)
        return;
    law(type_is_assignable(&ctx, a, a), "A does not accept itself", a_text, NULL);
    /* printed and parsed again, without checking that it is the same type: Callable[Callable]
     * prints as Callable[0, 0, Callable], whose parameters are an explicitly empty Tuple */
    parse_type(type_to_string(&ctx, a)->bytes);
    type_generalize(&ctx, a);
    if (!b_text)
        return;
    const Type *b = parse_type(b_text);
    if (b) {
        type_to_string(&ctx, type_common(&ctx, a, b));
        type_is_assignable(&ctx, a, b);
        type_equals_op(&ctx, a, b);
        type_less(&ctx, a, b);
        return;
    }
    Value v;
    if (!holds_lawless_type(a, 0) && parse_value(b_text, &v) && !(holds_iterable(a, 0) && holds_negative_or_undef(v, 0))) {
        bool instance = type_is_instance(&ctx, a, v);
        law(instance == type_is_assignable(&ctx, a, type_infer(&ctx, v)),
            "v =~ A differs from A accepting the inferred type of v", a_text, b_text);
        if (!instance)
            type_mismatch_message(&ctx, a, v);
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    /* the first run sets up the engine's immortal tables (built-in types and signatures) */
    puppet_result_free(puppet_run("", 0, NULL));
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    char *b_text = strchr(text, '\n');
    if (b_text)
        *b_text++ = '\0';

    memset(&ctx, 0, sizeof ctx);
    puppet_options_init(&options);
    arena_init(&ctx.arena, FUZZ_MAX_RUN_BYTES);
    ctx.options = &options;
    ctx.max_steps = FUZZ_MAX_STEPS;
    ctx.max_depth = DEFAULT_MAX_CALL_DEPTH;
    ctx.max_output_bytes = FUZZ_MAX_OUTPUT_BYTES;
    ctx.exit = &exit_jmp;
    if (setjmp(exit_jmp) == 0)
        check(text, b_text);
    arena_free(&ctx.arena);
    free(text);
    return 0;
}
