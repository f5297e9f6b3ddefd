/* value.h: the runtime values of Puppet.
 *
 * Ownership rule: every value lives in the run's arena and is immutable once built; a Value is a
 * small tagged union passed by value, and sharing any part of it is always safe.
 *
 * Scalars are held inline (Integer, Float, Boolean; Timespan and Timestamp as nanoseconds).
 * Strings, arrays and hashes point to frozen arena blocks. Hash keeps insertion order and
 * accepts any value as key, with Ruby's eql? identity for keys (1 and 1.0 differ, 'a' and 'A'
 * differ). VAL_ABRUPT is not a value: it is the sentinel every evaluation function returns to
 * say "stop and look at ctx->unwind" (see ctx.h).
 *
 * What this file does not do: formatting (format.h), type inference and matching (type.h),
 * operators (eval_operators.c).
 */
#ifndef PUPPET_VALUE_H
#define PUPPET_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Ctx Ctx;
typedef struct Type Type;             /* type.h */
typedef struct Callable Callable;     /* eval_call.h: lambdas and function references */
typedef struct Iterator Iterator;     /* iterator.h */
typedef struct SemVer SemVer;         /* semver.h */
typedef struct SemVerRange SemVerRange;
typedef struct PuppetObject PuppetObject; /* Error and other Object values */
typedef struct Uri Uri;               /* uri.h */

typedef enum ValueKind {
#define X(kind, name) kind,
#include "values/value.def"
#undef X
    VALUE_KIND_COUNT
} ValueKind;

/* An immutable byte string, NUL-terminated for convenience; may contain NUL bytes. */
typedef struct Str {
    size_t len;
    char bytes[];
} Str;

typedef struct Regexp {
    const Str *pattern;               /* source text without slashes */
    struct pcre2_real_code_8 *code;   /* compiled with Ruby-compatible options (regex.h) */
    struct pcre2_real_code_8 *code_invalid;   /* the same for invalid UTF-8 subjects, made when first needed */
    const Str *translated;            /* the pattern in PCRE2's syntax (regex.c) */
    bool named;                       /* it names a group */
} Regexp;

typedef struct Value Value;

/* Arrays and hashes built by `+` in a loop share one growing buffer (value_array_concat,
 * hash_merge): a view sees only its first `count` items, and only the newest view (the one whose
 * count equals *tip) may append past them, so every view stays frozen and appending is O(1). */
typedef struct Array {
    size_t count;
    Value *items;
    size_t *tip;           /* items in use by the newest view of a shared buffer, or NULL */
    size_t capacity;       /* items allocated, when tip is set */
} Array;

typedef struct HashEntry HashEntry;

/* Insertion-ordered map; built with hash_put during construction, frozen afterwards. */
typedef struct Hash {
    size_t count;          /* live entries */
    size_t capacity;       /* entries allocated */
    HashEntry *entries;    /* in insertion order */
    uint32_t *index;       /* open-addressing table of entry positions + 1, or NULL when small */
    size_t index_size;     /* slots in index, a power of two */
    size_t *tip;           /* entries in use by the newest view of shared entries, or NULL */
} Hash;

typedef struct Sensitive {
    const Value *value;
} Sensitive;

struct Value {
    ValueKind kind;
    /* VAL_TYPE only: a titled resource type as the catalog holds it in a parameter (the
     * reference's Puppet::Resource). It is that type for everything but printing, where it is
     * "Notify[x]" (Puppet::Resource#to_s), not "Notify['x']". Set by catalog_value_3x; it sits
     * in the padding after kind, so a Value stays two words. */
    bool catalog_resource;
    union {
        bool boolean;
        int64_t integer;               /* also Timespan (ns) and Timestamp (ns since epoch) */
        double floating;
        const Str *string;             /* also Binary */
        const Regexp *regexp;
        const Array *array;
        const Hash *hash;
        const Type *type;
        const Callable *callable;
        const Iterator *iterator;
        const Sensitive *sensitive;
        const SemVer *semver;
        const SemVerRange *semver_range;
        const PuppetObject *object;
        const Uri *uri;
    } as;
};

struct HashEntry {
    Value key;
    Value value;
};

/* The name of a value kind as the type system calls it ("Integer", ...). */
const char *value_kind_name(ValueKind kind);

/* Scalar constructors: never fail, never allocate. */
static inline Value value_undef(void) { Value v = { .kind = VAL_UNDEF }; return v; }
static inline Value value_default(void) { Value v = { .kind = VAL_DEFAULT }; return v; }
static inline Value value_abrupt(void) { Value v = { .kind = VAL_ABRUPT }; return v; }
static inline Value value_boolean(bool b) { Value v = { .kind = VAL_BOOLEAN, .as.boolean = b }; return v; }
static inline Value value_integer(int64_t i) { Value v = { .kind = VAL_INTEGER, .as.integer = i }; return v; }
static inline Value value_float(double f) { Value v = { .kind = VAL_FLOAT, .as.floating = f }; return v; }
static inline Value value_timespan(int64_t ns) { Value v = { .kind = VAL_TIMESPAN, .as.integer = ns }; return v; }
static inline Value value_timestamp(int64_t ns) { Value v = { .kind = VAL_TIMESTAMP, .as.integer = ns }; return v; }
static inline Value value_from_string(const Str *s) { Value v = { .kind = VAL_STRING, .as.string = s }; return v; }
static inline Value value_from_array(const Array *a) { Value v = { .kind = VAL_ARRAY, .as.array = a }; return v; }
static inline Value value_from_hash(const Hash *h) { Value v = { .kind = VAL_HASH, .as.hash = h }; return v; }
static inline Value value_from_type(const Type *t) { Value v = { .kind = VAL_TYPE, .as.type = t }; return v; }

static inline bool value_is_abrupt(Value v) { return v.kind == VAL_ABRUPT; }
static inline bool value_is_undef(Value v) { return v.kind == VAL_UNDEF; }
static inline bool value_is_string(Value v) { return v.kind == VAL_STRING; }
static inline bool value_is_numeric(Value v) { return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT; }

/* Propagates an abrupt completion: `TRY(v = eval(ctx, node));` */
#define TRY(assignment) do { if (value_is_abrupt(assignment)) return value_abrupt(); } while (0)

/* Strings. Allocation failure leaves the run through ctx (see ctx_alloc): these never fail. */
const Str *str_new(Ctx *ctx, const char *bytes, size_t len);
const Str *str_from_cstr(Ctx *ctx, const char *text);
Value value_string(Ctx *ctx, const char *bytes, size_t len);
Value value_cstring(Ctx *ctx, const char *text);

/* Arrays: array_new returns an array of `count` undef items for the caller to fill before it is
 * shared. */
Array *array_new(Ctx *ctx, size_t count);
Value value_array_of(Ctx *ctx, const Value *items, size_t count);
/* The array x followed by m items (Puppet's Array + Array): O(m) when x is the newest view of a
 * shared buffer (see Array), so `$acc + [$x]` in a loop is linear overall. Never fails. */
Value value_array_concat(Ctx *ctx, const Array *x, const Value *items, size_t m);

/* An array under construction with amortized O(1) appends. */
typedef struct ArrayBuilder {
    Value *items;
    size_t count, capacity;
} ArrayBuilder;
void array_builder_init(ArrayBuilder *builder);
void array_builder_push(Ctx *ctx, ArrayBuilder *builder, Value item);
Value array_builder_finish(Ctx *ctx, ArrayBuilder *builder);

/* Hashes: hash_new returns an empty hash to fill with hash_put before it is shared. */
Hash *hash_new(Ctx *ctx, size_t capacity);
/* Adds or replaces (keeping the key's first position) the entry for key. */
void hash_put(Ctx *ctx, Hash *hash, Value key, Value value);
/* Finds key (Ruby eql? identity); returns false when absent. */
bool hash_get(const Hash *hash, Value key, Value *value_out);
/* A copy of hash without the entries whose key is eql? to key. */
Hash *hash_copy(Ctx *ctx, const Hash *hash, size_t extra_capacity);
/* Puppet's Hash + Hash: x's entries, then y's (a key of both keeps x's position and takes y's
 * value). Shares x's entries when x is the newest view and y adds only new keys (see Array), so
 * `$acc + { $k => $v }` in a loop is linear overall. Never fails. */
Hash *hash_merge(Ctx *ctx, const Hash *x, const Hash *y);
/* Puppet's Hash + Hash on an accumulator that only its owner holds (reduce's, when its lambda
 * is `$memo + {...}` and nothing else can see the memo: docs/memory.md). When x's buffer is
 * the one *owner names, y's entries are written into it in place (an existing key takes y's
 * value, a new one is appended), so that the old x must not be used again; otherwise x and y
 * are merged into a new buffer, which *owner then names. The buffer, and the keys and values
 * written into it, lie in region `depth` (the owner's); the result, a new view of the buffer,
 * lies in the target region. Never fails. */
Hash *hash_merge_owned(Ctx *ctx, const Hash *x, const Hash *y, size_t **owner, size_t depth);
Hash *hash_without(Ctx *ctx, const Hash *hash, Value key);
static inline HashEntry *hash_entry_at(const Hash *hash, size_t i) { return &hash->entries[i]; }

/* Truthiness: undef and false are false, everything else (even '') is true. */
bool value_truthy(Value v);

/* Hash-key identity (Ruby eql?): same kind and same contents, strings case-sensitive. */
bool value_eql(Value a, Value b);
uint64_t value_hash(Value v);

/* Puppet's `==`: strings case-insensitively (ASCII letters only), Integer and Float by value,
 * arrays and hashes deeply (hash keys by eql?), types structurally. */
bool value_equal(Value a, Value b);

/* Ruby's exact Integer <=> Float: -1, 0 or 1 as i is below, equal to or above d compared by
 * their exact values (9007199254740993 is above 9007199254740992.0, which a conversion of i to
 * double would call equal); 2 when d is NaN (unordered). Never fails. */
int value_compare_integer_float(int64_t i, double d);

/* Characters (code points) in a UTF-8 string; invalid bytes count as one each. */
size_t str_char_count(const Str *s);

/* str_char_count through the run's character cursor (ctx->str_cursor): the last string counted
 * or indexed keeps its count, so `$s.length` or `$s[$i]` in a loop over a long string does not
 * count it again each time. Never fails. */
size_t str_char_count_cursor(Ctx *ctx, const Str *s);

/* The byte offset of character `index` of s (s->len at or past the end), walked from the
 * cursor's last position (or the nearer end), so that indexing characters in order costs a
 * step per character instead of a walk from the start; an ASCII string is indexed directly.
 * The walk is charged as steps. Never fails but by leaving the run at the step limit. */
size_t str_char_offset(Ctx *ctx, const Str *s, size_t index);

#endif
