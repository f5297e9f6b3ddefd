/* rb.h: the values and the interpreter of template Ruby, shared by the erb/ files.
 *
 * Central idea: a template's Ruby runs on values of its own, not on Puppet's (values.h): Ruby's
 * strings, arrays and hashes change in place (`out << x`, `list.compact!`, `h[k] = v`), share
 * identity, and carry Ruby's classes (Symbol, Range, nil). An RbValue is a small tagged union
 * passed by value; strings, arrays and hashes point to mutable blocks in the run's arena. Puppet
 * values become Ruby values as the reference's template wrapper hands them over (rb_puppet.c),
 * and back when they are passed to Puppet functions or returned as the template's text.
 *
 * Evaluation returns RB_ABRUPT to say "stop and look at RbInterp.flow", as the engine does with
 * value_abrupt(): a raised Ruby exception (which `rescue` may catch), `next`, `break`, `return`,
 * or a refusal (Ruby the engine does not run: never caught, it ends the template with an error
 * naming the construct and where it is).
 *
 * Files: rb_value.c (values, equality, hashing, to_s and inspect), rb_eval.c (statements and
 * expressions), rb_call.c (method dispatch, blocks, exceptions), rb_kernel.c (Kernel, Object,
 * nil, booleans, numbers, symbols, ranges, regexps, classes), rb_string.c, rb_array.c,
 * rb_hash.c, rb_enum.c (Enumerable over arrays, hashes and ranges), rb_puppet.c (the template
 * wrapper, `scope`, the value mapping, Puppet functions).
 */
#ifndef PUPPET_RB_H
#define PUPPET_RB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "erb/erb_compile.h"
#include "eval/eval_call.h"
#include "erb/rb_lex.h"
#include "erb/rb_parse.h"
#include "support/ctx.h"
#include "support/strbuf.h"
#include "values/name_table.h"
#include "values/regex.h"
#include "values/value.h"

typedef enum RbKind {
    RB_NIL, RB_TRUE, RB_FALSE,
    RB_INT, RB_FLOAT,
    RB_STR, RB_SYM,
    RB_ARRAY, RB_HASH, RB_RANGE,
    RB_REGEXP, RB_MATCH,
    RB_PROC,
    RB_CLASS,        /* a class or module as a value: Array, JSON, ERB::Util */
    RB_OBJECT,       /* the template wrapper (self), scope, exceptions, IPAddr */
    RB_PUPPET,       /* a Puppet value with no Ruby counterpart: Sensitive, types, Timestamp, ... */
    RB_ABRUPT,       /* not a value: see RbInterp.flow */
} RbKind;

/* Classes and modules the engine knows, with their superclass (-1 for none). Modules
 * (Kernel, Enumerable, Comparable) are what is_a? also answers for. */
#define RB_CLASSES(X) \
    X(C_BASIC_OBJECT, "BasicObject", -1) \
    X(C_OBJECT, "Object", C_BASIC_OBJECT) \
    X(C_MODULE, "Module", C_OBJECT) \
    X(C_CLASS, "Class", C_MODULE) \
    X(C_KERNEL, "Kernel", -1) \
    X(C_COMPARABLE, "Comparable", -1) \
    X(C_ENUMERABLE, "Enumerable", -1) \
    X(C_NIL, "NilClass", C_OBJECT) \
    X(C_TRUE, "TrueClass", C_OBJECT) \
    X(C_FALSE, "FalseClass", C_OBJECT) \
    X(C_NUMERIC, "Numeric", C_OBJECT) \
    X(C_INTEGER, "Integer", C_NUMERIC) \
    X(C_FLOAT, "Float", C_NUMERIC) \
    X(C_STRING, "String", C_OBJECT) \
    X(C_SYMBOL, "Symbol", C_OBJECT) \
    X(C_ARRAY, "Array", C_OBJECT) \
    X(C_HASH, "Hash", C_OBJECT) \
    X(C_RANGE, "Range", C_OBJECT) \
    X(C_REGEXP, "Regexp", C_OBJECT) \
    X(C_MATCHDATA, "MatchData", C_OBJECT) \
    X(C_PROC, "Proc", C_OBJECT) \
    X(C_EXCEPTION, "Exception", C_OBJECT) \
    X(C_SCRIPT_ERROR, "ScriptError", C_EXCEPTION) \
    X(C_NOT_IMPLEMENTED_ERROR, "NotImplementedError", C_SCRIPT_ERROR) \
    X(C_STANDARD_ERROR, "StandardError", C_EXCEPTION) \
    X(C_ARGUMENT_ERROR, "ArgumentError", C_STANDARD_ERROR) \
    X(C_TYPE_ERROR, "TypeError", C_STANDARD_ERROR) \
    X(C_NAME_ERROR, "NameError", C_STANDARD_ERROR) \
    X(C_NO_METHOD_ERROR, "NoMethodError", C_NAME_ERROR) \
    X(C_ZERO_DIVISION_ERROR, "ZeroDivisionError", C_STANDARD_ERROR) \
    X(C_RUNTIME_ERROR, "RuntimeError", C_STANDARD_ERROR) \
    X(C_FROZEN_ERROR, "FrozenError", C_RUNTIME_ERROR) \
    X(C_INDEX_ERROR, "IndexError", C_STANDARD_ERROR) \
    X(C_KEY_ERROR, "KeyError", C_INDEX_ERROR) \
    X(C_STOP_ITERATION, "StopIteration", C_INDEX_ERROR) \
    X(C_RANGE_ERROR, "RangeError", C_STANDARD_ERROR) \
    X(C_FLOAT_DOMAIN_ERROR, "FloatDomainError", C_RANGE_ERROR) \
    X(C_REGEXP_ERROR, "RegexpError", C_STANDARD_ERROR) \
    X(C_LOCAL_JUMP_ERROR, "LocalJumpError", C_STANDARD_ERROR) \
    X(C_ENCODING_ERROR, "EncodingError", C_STANDARD_ERROR) \
    X(C_PUPPET, "Puppet", -1) \
    X(C_PUPPET_ERROR, "Puppet::Error", C_RUNTIME_ERROR) \
    X(C_PUPPET_PARSE_ERROR, "Puppet::ParseError", C_PUPPET_ERROR) \
    X(C_JSON, "JSON", -1) \
    X(C_JSON_ERROR, "JSON::JSONError", C_STANDARD_ERROR) \
    X(C_JSON_PARSER_ERROR, "JSON::ParserError", C_JSON_ERROR) \
    X(C_ERB, "ERB", C_OBJECT) \
    X(C_ERB_UTIL, "ERB::Util", -1) \
    X(C_FILE, "File", C_OBJECT) \
    X(C_MATH, "Math", -1) \
    X(C_IPADDR, "IPAddr", C_OBJECT) \
    X(C_IPADDR_INVALID, "IPAddr::InvalidAddressError", C_ARGUMENT_ERROR) \
    X(C_ENUMERATOR, "Enumerator", C_OBJECT) \
    X(C_SCOPE, "Puppet::Parser::Scope", C_OBJECT) \
    X(C_TEMPLATE_WRAPPER, "Puppet::Parser::TemplateWrapper", C_OBJECT) \
    X(C_PUPPET_VALUE, "Puppet value", C_OBJECT)

typedef enum RbClass {
#define X(id, name, super) id,
    RB_CLASSES(X)
#undef X
    C_COUNT
} RbClass;

typedef struct RbStr RbStr;
typedef struct RbArray RbArray;
typedef struct RbHash RbHash;
typedef struct RbRange RbRange;
typedef struct RbMatch RbMatch;
typedef struct RbProc RbProc;
typedef struct RbObject RbObject;
typedef struct RbRegexp RbRegexp;

typedef struct RbValue {
    RbKind kind;
    union {
        int64_t i;
        double f;
        RbStr *str;
        const Str *sym;          /* a symbol's name */
        RbArray *arr;
        RbHash *hash;
        RbRange *range;
        RbRegexp *re;
        RbMatch *match;
        RbProc *proc;
        RbClass cls;
        RbObject *obj;
        const Value *puppet;
    } as;
} RbValue;

struct RbStr {
    char *bytes;              /* NUL-terminated */
    size_t len, cap;
    bool frozen;
};

struct RbArray {
    RbValue *items;
    size_t len, cap;
    bool frozen;
    bool changed;             /* listed as changed since the last write-back (rb_identity.c) */
    const Array *origin;      /* the Puppet array this object is (rb_identity.c), or NULL */
};

typedef struct RbHashEntry {
    RbValue key, value;
    bool live;
} RbHashEntry;

struct RbHash {
    RbHashEntry *entries;     /* in insertion order; deleted ones are not live */
    size_t used, cap;         /* entries used (live or not), allocated */
    size_t count;             /* live entries */
    uint32_t *index;          /* open addressing: entry position + 1, 0 empty; NULL while small */
    size_t index_size;
    RbValue default_value;
    RbProc *default_proc;
    bool frozen;
    bool changed;             /* as RbArray's */
    const Hash *origin;
};

struct RbRange {
    RbValue first, last;      /* nil for an open end */
    bool exclusive;
};

/* A Ruby Regexp: its source and options as Ruby shows them, compiled with the options. */
struct RbRegexp {
    const Str *source;
    int options;              /* RB_RE_IGNORECASE | RB_RE_EXTENDED | RB_RE_MULTILINE */
    const Regexp *compiled;
};

struct RbMatch {
    const char *subject;      /* a copy of the matched string */
    size_t subject_len;
    size_t *offsets;          /* pairs: start, end; SIZE_MAX for a group that took no part */
    size_t groups;            /* pairs in offsets (group 0 included) */
    RbRegexp *re;
};

typedef enum RbObjectKind {
    OBJ_WRAPPER,              /* the template wrapper: self */
    OBJ_SCOPE,                /* `scope` */
    OBJ_EXCEPTION,
    OBJ_IPADDR,
    OBJ_ENUMERATOR,           /* recv.meth(args) without a block */
} RbObjectKind;

struct RbObject {
    RbObjectKind kind;
    RbClass cls;
    const char *message;      /* OBJ_EXCEPTION */
    uint32_t pos;             /* OBJ_EXCEPTION: where it was raised */
    const char *text;         /* OBJ_IPADDR: the address as given; OBJ_SCOPE: its to_s */
    RbValue recv;             /* OBJ_ENUMERATOR: what to call, with what */
    int mid;
    const char *name;
    RbValue *argv;
    size_t argc;
};

typedef struct RbInterp RbInterp;

/* A block (or a lambda, or &:sym, or one the engine makes) with the locals it closes over. */
struct RbProc {
    const RNode *node;        /* RN_BLOCK, or NULL */
    struct RbEnv *env;
    const Str *symbol;        /* &:sym: the method to call on the first argument */
    bool lambda;
    /* a block of the engine's own (an Enumerator's): called with the yielded values */
    RbValue (*native)(RbInterp *I, void *data, RbValue *argv, size_t argc);
    void *data;
};

/* Local variables of a method body or a block (blocks see their parents'). */
typedef struct RbEnv {
    struct RbEnv *parent;
    const char **names;
    size_t *lens;
    RbValue *values;
    size_t count, cap;
} RbEnv;

typedef enum RbFlow {
    FLOW_NONE,
    FLOW_RAISE,               /* flow_value: the exception object */
    FLOW_NEXT,                /* flow_value: the block's value */
    FLOW_BREAK,               /* flow_value: the value; flow_target: the block it leaves */
    FLOW_RETURN,              /* flow_value */
    FLOW_REFUSED,             /* refusal: the message; never caught */
    FLOW_PUPPET,              /* a Puppet error pending in ctx->unwind (a limit, ...): never caught */
} RbFlow;

/* A method defined in the template with `def`. */
typedef struct RbDef {
    const RNode *node;
    struct RbDef *next;
} RbDef;

struct RbInterp {
    Ctx *ctx;
    const ErbSource *source;
    const char *template_name;    /* for refusals: the template file, or "inline template" */
    struct Scope *scope;          /* the Puppet scope the template sees */
    RbValue self;                 /* the template wrapper */
    RbHash *ivars;                /* instance variables read or set so far, by name */
    RbDef *defs;
    RbValue last_match;           /* $~: nil or a MatchData */
    RbFlow flow;
    RbValue flow_value;
    const RbProc *flow_target;
    const char *refusal;
    uint32_t refusal_pos;
    uint32_t pos;                 /* the node being evaluated (where errors point) */
    uint32_t depth;
    const RbProc *current_block;  /* the block whose body runs: what `break` leaves */
    bool in_loop;                 /* a while/until body runs inside it: `break` leaves the loop */
};

/* --- constructors (rb_value.c); they never fail (memory exhaustion leaves the run) -------- */

static inline RbValue rb_nil(void) { RbValue v = { .kind = RB_NIL }; return v; }
static inline RbValue rb_bool(bool b) { RbValue v = { .kind = b ? RB_TRUE : RB_FALSE }; return v; }
static inline RbValue rb_int(int64_t i) { RbValue v = { .kind = RB_INT, .as.i = i }; return v; }
static inline RbValue rb_float(double f) { RbValue v = { .kind = RB_FLOAT, .as.f = f }; return v; }
static inline RbValue rb_abrupt(void) { RbValue v = { .kind = RB_ABRUPT }; return v; }
static inline RbValue rb_class(RbClass c) { RbValue v = { .kind = RB_CLASS, .as.cls = c }; return v; }
static inline bool rb_truthy(RbValue v) { return v.kind != RB_NIL && v.kind != RB_FALSE; }
static inline bool rb_is_abrupt(RbValue v) { return v.kind == RB_ABRUPT; }

#define RB_TRY(assignment) do { if (rb_is_abrupt(assignment)) return rb_abrupt(); } while (0)

RbValue rb_str_new(Ctx *ctx, const char *bytes, size_t len);
RbValue rb_str_cstr(Ctx *ctx, const char *text);
RbValue rb_str_from_buf(Ctx *ctx, StrBuf *sb);
void rb_str_append(Ctx *ctx, RbStr *s, const char *bytes, size_t len);
RbValue rb_sym_new(Ctx *ctx, const char *name, size_t len);
RbValue rb_array_new(Ctx *ctx, size_t capacity);
void rb_array_push(Ctx *ctx, RbArray *a, RbValue v);
RbValue rb_array_of(Ctx *ctx, const RbValue *items, size_t count);
RbValue rb_pair(Ctx *ctx, RbValue a, RbValue b);
RbValue rb_hash_new(Ctx *ctx);
RbValue rb_range_new(Ctx *ctx, RbValue first, RbValue last, bool exclusive);
RbValue rb_object_new(Ctx *ctx, RbObjectKind kind, RbClass cls);

/* Hash access by Ruby's eql? and hash (1 and 1.0 differ, strings by content). */
bool rb_hash_get(const RbHash *h, RbValue key, RbValue *out);
void rb_hash_set(Ctx *ctx, RbHash *h, RbValue key, RbValue value);
bool rb_hash_delete(RbHash *h, RbValue key, RbValue *out);

/* Ruby's eql? (hash keys), == (for the built-in classes) and Object#hash. */
bool rb_eql(RbValue a, RbValue b);
bool rb_equal(RbValue a, RbValue b);
uint64_t rb_hash_code(RbValue v);

/* The class of a value, and its name as Ruby prints it ("NilClass", "Puppet::Parser::Scope"). */
RbClass rb_class_of(RbValue v);
const char *rb_class_name(RbClass c);
const char *rb_value_class_name(Ctx *ctx, RbValue v);
/* Whether class c is k or inherits from it (or includes the module k). */
bool rb_class_is(RbClass c, RbClass k);

/* Appends to_s / inspect as Ruby 3.1 prints them. Never fail. */
void rb_append_to_s(StrBuf *out, RbValue v);
void rb_append_inspect(StrBuf *out, RbValue v);
const char *rb_inspect_cstr(Ctx *ctx, RbValue v);
/* Ruby's description of a receiver in NameError messages: "nil:NilClass", "1:Integer",
 * "\"a\":String" (inspect up to 65 characters, else "#<Array:0x...>"-less class form). */
const char *rb_receiver_text(Ctx *ctx, RbValue v);

/* --- the interpreter (rb_eval.c, rb_call.c) ----------------------------------------------- */

/* Evaluates a node. Returns its value or RB_ABRUPT with I->flow set. */
RbValue rb_eval(RbInterp *I, const RNode *node, RbEnv *env);

/* Calls method `name` (id mid, see rb_method_id) on recv. Returns the result or RB_ABRUPT
 * (NoMethodError, ArgumentError, ... raised; a refusal). */
RbValue rb_send(RbInterp *I, RbValue recv, int mid, const char *name, RbValue *argv, size_t argc,
                RbProc *block);

/* Calls a block with arguments as `yield` does (a lone array spread over several parameters).
 * Returns the block's value (`next v` included) or RB_ABRUPT (break, raise, ...). */
RbValue rb_yield(RbInterp *I, RbProc *block, RbValue *argv, size_t argc);

/* Raises a Ruby exception of class cls with a printf-formatted message. Returns RB_ABRUPT. */
RbValue rb_raise(RbInterp *I, RbClass cls, const char *format, ...) __attribute__((format(printf, 3, 4)));

/* Refuses Ruby the engine does not run ("the method `foo' of String", "a class definition").
 * Returns RB_ABRUPT. */
RbValue rb_refuse(RbInterp *I, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* Ruby's ArgumentError for a wrong argument count ("wrong number of arguments (given 1,
 * expected 0)"). Returns false after raising it. */
bool rb_check_argc(RbInterp *I, size_t argc, size_t min, size_t max);

/* Raises NoMethodError "undefined method `name' for <receiver>". Returns RB_ABRUPT. */
RbValue rb_no_method(RbInterp *I, RbValue recv, const char *name);

/* A method the engine does not have for recv (rb_missing.c): refused when Ruby has it, else
 * Ruby's NoMethodError with did_you_mean's suggestions. Returns RB_ABRUPT. */
RbValue rb_missing_method(RbInterp *I, RbValue recv, const char *name);

/* v.respond_to?(name, include_all) as Ruby answers it for the reference's values (rb_missing.c,
 * from rb_ruby_methods.def). A receiver whose methods the table does not hold exactly (a class,
 * a Puppet value other than Sensitive, a method the template defined, private methods other
 * than the wrapper's) is refused: returns false with the refusal raised (I->flow set). */
bool rb_responds_to(RbInterp *I, RbValue v, const char *name, bool include_all);

/* Raises TypeError "no implicit conversion of X into Y" for v. Returns RB_ABRUPT. */
RbValue rb_no_implicit(RbInterp *I, RbValue v, const char *into);

/* Raises FrozenError "can't modify frozen X: inspect" unless `frozen` is false. */
bool rb_check_frozen(RbInterp *I, bool frozen, RbValue v);

/* Ruby's `a <=> b` for the built-in classes: false when Ruby's answer is nil. */
bool rb_compare(RbInterp *I, RbValue a, RbValue b, int *out);
/* a <=> b or ArgumentError "comparison of A with B failed". Returns false after raising. */
bool rb_compare_or_raise(RbInterp *I, RbValue a, RbValue b, int *out);

/* Calls a method with a block, counting the call for the step limit. */
static inline RbValue rb_call0(RbInterp *I, RbValue recv, const char *name) {
    extern int rb_method_id(const char *name, size_t len);
    return rb_send(I, recv, rb_method_id(name, __builtin_strlen(name)), name, NULL, 0, NULL);
}

/* --- methods of the built-in classes ---------------------------------------------------- */

/* The id of a method name in the table of methods the engine implements (rb_methods.def), or
 * M_UNKNOWN. */
int rb_method_id(const char *name, size_t len);
const char *rb_method_name(int mid);

typedef enum RbMethodId {
#define M(id, name) id,
#include "erb/rb_methods.def"
#undef M
    RB_METHOD_COUNT
} RbMethodId;

/* A method call's arguments as the class files see them. */
typedef struct RbCall {
    RbInterp *I;
    RbValue self;
    int mid;
    const char *name;
    RbValue *argv;
    size_t argc;
    RbProc *block;
} RbCall;

/* Each returns the result, RB_ABRUPT, or sets *found false when the class has no such method. */
RbValue rb_object_call(RbCall *c, bool *found);     /* rb_kernel.c: every object's methods */
RbValue rb_kernel_call(RbCall *c, bool *found);     /* rb_kernel.c: self's (Kernel) functions */
RbValue rb_numeric_call(RbCall *c, bool *found);    /* rb_kernel.c */
RbValue rb_misc_call(RbCall *c, bool *found);       /* rb_kernel.c: nil, true, false, Symbol, Range, Regexp, MatchData, Proc */
RbValue rb_class_call(RbCall *c, bool *found);      /* rb_kernel.c: Array(), Hash.new, Regexp.escape, File.join ... */
RbValue rb_string_call(RbCall *c, bool *found);     /* rb_string.c */
RbValue rb_array_call(RbCall *c, bool *found);      /* rb_array.c */
RbValue rb_hash_call(RbCall *c, bool *found);       /* rb_hash.c */
RbValue rb_enum_call(RbCall *c, bool *found);       /* rb_enum.c: Enumerable for arrays, hashes, ranges */
RbValue rb_puppet_call(RbCall *c, bool *found);     /* rb_puppet.c: scope, the wrapper, Puppet values */

/* The items an Enumerable yields (an array's items, a hash's [k, v] pairs, a range's members),
 * as a new array. Returns RB_ABRUPT for a range that cannot be iterated. */
RbValue rb_enum_items(RbInterp *I, RbValue v);

/* Ruby's String#% / Kernel#format. */
RbValue rb_format(RbInterp *I, RbValue format, RbValue *argv, size_t argc);

/* --- the Puppet side (rb_puppet.c) -------------------------------------------------------- */

/* The value of @name: the calling scope's variable as the template wrapper set it (undef and
 * unknown names: nil). */
RbValue rb_puppet_ivar(RbInterp *I, const char *name, size_t len);

/* A Puppet value as the reference hands it to Ruby, and a Ruby value handed back to Puppet.
 * An array or hash is the same Ruby object every time the run hands it over (rb_identity.c),
 * and an unchanged one goes back as itself. rb_to_puppet returns false after refusing a value
 * Puppet cannot hold (a Proc, a Range). */
RbValue rb_from_puppet(Ctx *ctx, Value v);
bool rb_to_puppet(RbInterp *I, RbValue v, Value *out);

/* --- identity of Puppet's arrays and hashes (rb_identity.c) ------------------------------ */

/* The run's Ruby objects for Puppet arrays and hashes, and those changed in place since the
 * last write-back. Zero-initialized is empty (erb.c keeps one per run). */
typedef struct RbIdentity {
    NameTable objects;        /* a Puppet Array or Hash's address -> its RbValue (ptr) */
    NameTable frozen;         /* addresses of the containers the reference hands over frozen */
    bool frozen_known;
    RbValue *changed;
    size_t changed_count, changed_cap;
} RbIdentity;
RbIdentity *rb_identity(Ctx *ctx);

/* The Ruby object for a Puppet array or hash (made on first use, frozen for the facts). */
RbValue rb_identity_object(Ctx *ctx, Value v);

/* Notes that self (an array or hash not frozen) is about to change in place. Never fails. */
void rb_identity_changing(Ctx *ctx, RbValue self);

/* Makes what templates changed in place visible to Puppet, as the reference's shared Ruby
 * objects are: each changed array or hash that is a Puppet value takes its new contents in
 * place; resources that hold it where the reference holds a copy keep the old contents.
 * Returns false after refusing a value Puppet cannot hold. */
bool rb_identity_write_back(RbInterp *I);

/* --- regexps (rb_regexp.c) ---------------------------------------------------------------- */

/* A Ruby Regexp of source with RB_RE_* options. Raises RegexpError (Ruby's message) when it
 * does not compile: returns RB_ABRUPT then. */
RbValue rb_regexp_new(RbInterp *I, const char *source, size_t len, int options);

/* Searches s[start..len) with re. Returns a MatchData (and sets $~ when set_last) or nil. */
RbValue rb_regexp_search(RbInterp *I, RbRegexp *re, const char *s, size_t len, size_t start, bool set_last);

/* The text of group n of a match, or nil when it took no part. */
RbValue rb_match_group(RbInterp *I, const RbMatch *m, size_t n);

/* Regexp.escape of text. */
RbValue rb_regexp_escape(Ctx *ctx, const char *s, size_t len);

RbValue rb_regexp_call(RbCall *c, bool *found);     /* Regexp and MatchData methods */

/* --- shared between the erb files -------------------------------------------------------- */

struct RbSetvar;

/* erb.c: the per-run state: scope.setvar's bindings, the template function's call site, the
 * render's wrapper state (its scope object). Never fail. */
struct RbSetvar **rb_setvars(Ctx *ctx);
const CallSite *rb_call_site(RbInterp *I);
RbHash *rb_wrapper_state(RbInterp *I);

/* rb_eval.c */
void rb_env_bind(Ctx *ctx, RbEnv *env, const char *name, size_t len, RbValue value);
bool rb_splat_into(RbInterp *I, RbValue v, RbArray *into);
RbValue rb_eval_hash(RbInterp *I, const RNode *n, RbEnv *env);

/* rb_call.c: call nodes, def, Enumerators (recv.meth(args) without a block) */
RbValue rb_eval_call(RbInterp *I, const RNode *n, RbEnv *env);
RbValue rb_define_method(RbInterp *I, const RNode *n);
RbValue rb_enumerator(RbInterp *I, RbValue recv, int mid, const char *name, RbValue *argv, size_t argc);
/* Whether the template defined a method of that name with `def`. Never fails. */
bool rb_has_def(const RbInterp *I, const char *name);

/* rb_kernel.c */
RbValue rb_kernel_array(RbInterp *I, RbValue v);
RbValue rb_dup(RbInterp *I, RbValue v, bool keep_frozen);
RbValue rb_range_call(RbCall *c, bool *found);

/* rb_hash.c: hash[key] with the default value or default block */
RbValue rb_hash_aref(RbInterp *I, RbValue self, RbValue key);

/* rb_enum.c: a range as (start, length) over count items (Ruby's rb_range_beg_len; false when
 * out of range, or after raising for a range of non-integers); a stable sort */
bool rb_range_bounds(RbInterp *I, RbValue range, size_t count, int64_t *start, int64_t *length);
RbValue rb_sort_values(RbInterp *I, RbValue *items, size_t count, RbProc *block);

/* rb_class.c: JSON.generate / pretty_generate */
RbValue rb_json_generate(RbInterp *I, RbValue v, bool pretty);

/* rb_puppet.c */
RbValue rb_scope_object(RbInterp *I);
bool rb_puppet_ivar_defined(RbInterp *I, const char *name, size_t len);

#endif
