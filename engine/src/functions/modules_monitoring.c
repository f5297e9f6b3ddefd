/* modules_monitoring.c: the Ruby functions of the monitoring modules: puppet-collectd's
 * collectd_convert_processes (the processes plugin's old array form as a create_resources hash)
 * and monit's monit_validate_tests (a check's tests validated and given their monit condition).
 * Both are 3.x functions (arguments through fnlib_args_3x) with the modules' messages ("name(): "
 * shows as "name: "). Upcasing is ASCII's: the keywords and options they upcase are ASCII.
 */
#include <string.h>

#include "eval/function.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/strbuf.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* --- collectd -------------------------------------------------------------------------------- */

static Value collectd_convert_processes_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                             const Callable *block) {
    ARGS_3X(1);
    if (a[0].kind == VAL_HASH)
        return a[0];   /* a hiera hash as it is */
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "convert_process_array: Needs an array as argument");
    const Array *processes = a[0].as.array;
    Hash *out = hash_new(ctx, processes->count);
    Value name_key = value_cstring(ctx, "name");
    for (size_t i = 0; i < processes->count; i++) {
        Value p = processes->items[i];
        if (p.kind == VAL_STRING) {
            hash_put(ctx, out, p, value_from_hash(hash_new(ctx, 0)));
        } else if (p.kind == VAL_HASH) {
            Value name = value_undef();   /* p.delete('name'): nil when absent */
            hash_get(p.as.hash, name_key, &name);
            hash_put(ctx, out, name, value_from_hash(hash_without(ctx, p.as.hash, name_key)));
        } else {
            return function_error(ctx, site, "convert_process_array: array element must be string or hash");
        }
    }
    return value_from_hash(out);
}

const BuiltinFunction ruby_functions_modules_collectd[] = {
    { "collectd_convert_processes", { { "~(Any *$args)", collectd_convert_processes_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- monit ----------------------------------------------------------------------------------- */

static const char RESOURCE_TESTS[] = "CPU|CPU(USER)|CPU(SYSTEM)|CPU(WAIT)|TOTAL CPU|CHILDREN|LOADAVG(1MIN)|"
                                     "LOADAVG(5MIN)|LOADAVG(15MIN)|TOTAL MEMORY|MEMORY|SWAP";
static const char OPERATORS[] = "<|>|!=|==|GT|LT|EQ|NE|GREATER|LESS|EQUAL|NOTEQUAL";
static const char ACTIONS[] = "ALERT|RESTART|START|STOP|EXEC|UNMONITOR";
static const char HTTP_OPTIONS[] = "REQUEST|STATUS|CHECKSUM|HOSTHEADER|CONTENT";
static const char APACHE_STATUS_OPTIONS[] = "LOGLIMIT|CLOSELIMIT|DNSLIMIT|KEEPALIVELIMIT|REPLYLIMIT|REQUESTLIMIT|"
                                            "STARTLIMIT|WAITLIMIT|GRACEFULLIMIT|CLEANUPLIMIT";

/* The test types of each check type (TEST_TYPES); NULL for an unknown check type. */
static const char *test_types(const char *check_type) {
    static const char *const TYPES[][2] = {
        { "DIRECTORY", "" }, { "FIFO", "" }, { "FILE", "" },
        { "FILESYSTEM", "FSFLAGS|SPACE|INODE|PERM|PERMISSION" },
        { "HOST", "CONNECTION" },
        { "PROCESS", "CPU|CPU(USER)|CPU(SYSTEM)|CPU(WAIT)|TOTAL CPU|CHILDREN|LOADAVG(1MIN)|LOADAVG(5MIN)|"
                     "LOADAVG(15MIN)|TOTAL MEMORY|MEMORY|SWAP|CONNECTION" },
        { "PROGRAM", "" },
        { "SYSTEM", RESOURCE_TESTS },
    };
    for (size_t i = 0; i < sizeof TYPES / sizeof *TYPES; i++)
        if (strcmp(TYPES[i][0], check_type) == 0)
            return TYPES[i][1];
    return NULL;
}

/* Whether word is one of the '|'-separated words of list. */
static bool one_of(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *w = list; *w;) {
        size_t len = strcspn(w, "|");
        if (len == n && memcmp(w, word, n) == 0)
            return true;
        w += len + (w[len] == '|');
    }
    return false;
}

static const char *upcase(Ctx *ctx, const char *text) {
    char *out = ctx_strndup(ctx, text, strlen(text));
    for (char *c = out; *c; c++)
        if (*c >= 'a' && *c <= 'z')
            *c = (char)(*c - 32);
    return out;
}

/* One test being rewritten: its hash (a copy) and where errors name it. */
typedef struct MonitTest {
    Hash *hash;
    const char *prefix;   /* "Tests for 'CHECK' ('TYPE'): " */
} MonitTest;

static bool has(Ctx *ctx, const MonitTest *t, const char *key) {
    Value v;
    return hash_get(t->hash, value_cstring(ctx, key), &v);
}

static Value get(Ctx *ctx, const MonitTest *t, const char *key) {
    Value v = value_undef();
    hash_get(t->hash, value_cstring(ctx, key), &v);
    return v;
}

static void set(Ctx *ctx, MonitTest *t, const char *key, const char *text) {
    hash_put(ctx, t->hash, value_cstring(ctx, key), value_cstring(ctx, text));
}

/* test[key].upcase, or the NoMethodError of a value that is no String. */
static const char *upcased(Ctx *ctx, const CallSite *site, Value v) {
    if (v.kind != VAL_STRING) {
        function_error(ctx, site, "undefined method `upcase' for %s", fnlib_ruby_receiver(ctx, v));
        return NULL;
    }
    return upcase(ctx, v.as.string->bytes);
}

/* A CONNECTION test's condition (test['condition'] of the module's last branch). */
static bool connection_condition(Ctx *ctx, const CallSite *site, MonitTest *t, StrBuf *c) {
    if (!has(ctx, t, "port") && !has(ctx, t, "unixsocket")) {
        function_error(ctx, site, "%s'port' or 'unixsocket' is mandatory", t->prefix);
        return false;
    }
    strbuf_append_cstr(c, "FAILED");
    if (has(ctx, t, "unixsocket")) {
        strbuf_append_cstr(c, ctx_sprintf(ctx, "UNIXSOCKET %s", stdlib_to_s(ctx, get(ctx, t, "unixsocket"))));
    } else {
        if (has(ctx, t, "host"))
            strbuf_append_cstr(c, ctx_sprintf(ctx, " HOST %s", stdlib_to_s(ctx, get(ctx, t, "host"))));
        strbuf_append_cstr(c, ctx_sprintf(ctx, " PORT %s", stdlib_to_s(ctx, get(ctx, t, "port"))));
        if (has(ctx, t, "socket_type")) {
            const char *type = upcased(ctx, site, get(ctx, t, "socket_type"));
            if (!type)
                return false;
            set(ctx, t, "socket_type", type);
            strbuf_append_cstr(c, ctx_sprintf(ctx, " TYPE %s", type));
            if (strcmp(type, "TCPSSL") == 0) {
                if (has(ctx, t, "socket_type_cypher")) {
                    const char *cypher = upcased(ctx, site, get(ctx, t, "socket_type_cypher"));
                    if (!cypher)
                        return false;
                    set(ctx, t, "socket_type_cypher", cypher);
                    strbuf_append_cstr(c, ctx_sprintf(ctx, " %s", cypher));
                }
                if (has(ctx, t, "socket_type_checksum"))
                    strbuf_append_cstr(c, ctx_sprintf(ctx, " CERTMD5 %s",
                                                      stdlib_to_s(ctx, get(ctx, t, "socket_type_checksum"))));
            }
        }
        if (has(ctx, t, "protocol")) {
            const char *protocol = upcased(ctx, site, get(ctx, t, "protocol"));
            if (!protocol)
                return false;
            set(ctx, t, "protocol", protocol);
            if (strcmp(protocol, "GENERIC") != 0)
                strbuf_append_cstr(c, ctx_sprintf(ctx, "\n    PROTOCOL %s ", protocol));
            if (has(ctx, t, "protocol_test")) {
                Value pt = get(ctx, t, "protocol_test");
                const char *options = strcmp(protocol, "HTTP") == 0 ? HTTP_OPTIONS
                                      : strcmp(protocol, "APACHE-STATUS") == 0 ? APACHE_STATUS_OPTIONS : NULL;
                if (options) {
                    StrBuf list;
                    strbuf_init(&list, ctx);
                    for (const char *o = options; *o; o++)
                        strbuf_append_cstr(&list, *o == '|' ? ", " : (char[2]){ *o, 0 });
                    if (pt.kind != VAL_HASH) {
                        function_error(ctx, site, "%sprotocol_test must be a hash with any of this keys: %s.", t->prefix,
                                       strbuf_finish(&list)->bytes);
                        return false;
                    }
                    const Hash *h = pt.as.hash;
                    StrBuf invalid;
                    strbuf_init(&invalid, ctx);
                    for (size_t i = 0; i < h->count; i++) {
                        const char *key = upcased(ctx, site, hash_entry_at(h, i)->key);
                        if (!key)
                            return false;
                        if (!one_of(options, key)) {
                            if (invalid.len)
                                strbuf_append_cstr(&invalid, ", ");
                            strbuf_append_cstr(&invalid, key);
                        }
                    }
                    if (invalid.len) {
                        function_error(ctx, site, "%sinvalid options in %s ckeck: %s", t->prefix, protocol,
                                       strbuf_finish(&invalid)->bytes);
                        return false;
                    }
                    Value request;
                    if (hash_get(h, value_cstring(ctx, "request"), &request))
                        strbuf_append_cstr(c, ctx_sprintf(ctx, "\n    REQUEST %s", stdlib_to_s(ctx, request)));
                    for (size_t i = 0; i < h->count; i++) {
                        Value key = hash_entry_at(h, i)->key;
                        if (strcmp(key.as.string->bytes, "request") != 0)
                            strbuf_append_cstr(c, ctx_sprintf(ctx, "\n    %s %s", upcase(ctx, key.as.string->bytes),
                                                              stdlib_to_s(ctx, hash_entry_at(h, i)->value)));
                    }
                } else {
                    if (pt.kind != VAL_ARRAY) {
                        function_error(ctx, site, "%sprotocol_test must be an array of hashes with send/expect pairs.",
                                       t->prefix);
                        return false;
                    }
                    for (size_t i = 0; i < pt.as.array->count; i++) {
                        Value pair = pt.as.array->items[i];
                        if (pair.kind != VAL_HASH) {
                            function_error(ctx, site, "undefined method `keys' for %s", fnlib_ruby_receiver(ctx, pair));
                            return false;
                        }
                        bool send = false, expect = false;
                        for (size_t k = 0; k < pair.as.hash->count; k++) {
                            const char *key = upcased(ctx, site, hash_entry_at(pair.as.hash, k)->key);
                            if (!key)
                                return false;
                            send |= strcmp(key, "SEND") == 0;
                            expect |= strcmp(key, "EXPECT") == 0;
                        }
                        if (!send || !expect) {
                            function_error(ctx, site, "%smissing options in %s ckeck: SEND, EXPECT are mandatory.",
                                           t->prefix, protocol);
                            return false;
                        }
                        for (size_t k = 0; k < pair.as.hash->count; k++)
                            strbuf_append_cstr(c, ctx_sprintf(ctx, "\n    %s %s",
                                                              upcase(ctx, hash_entry_at(pair.as.hash, k)->key.as.string->bytes),
                                                              stdlib_to_s(ctx, hash_entry_at(pair.as.hash, k)->value)));
                    }
                }
            }
        }
    }
    if (has(ctx, t, "timeout"))
        strbuf_append_cstr(c, ctx_sprintf(ctx, "\n    WITH TIMEOUT %s SECONDS", stdlib_to_s(ctx, get(ctx, t, "timeout"))));
    if (has(ctx, t, "retry"))
        strbuf_append_cstr(c, ctx_sprintf(ctx, " RETRY %s", stdlib_to_s(ctx, get(ctx, t, "retry"))));
    return true;
}

/* One test, validated and rewritten; NULL after the error. */
static Hash *monit_test(Ctx *ctx, const CallSite *site, const char *check_type, const char *types, Value test) {
    if (test.kind != VAL_HASH) {
        function_error(ctx, site, "undefined method `upcase' for nil:NilClass");
        return NULL;
    }
    MonitTest t = { .hash = hash_copy(ctx, test.as.hash, 2) };
    const char *type = upcased(ctx, site, get(ctx, &t, "type"));
    if (!type)
        return NULL;
    set(ctx, &t, "type", type);
    if (!one_of(types, type)) {
        function_error(ctx, site, "Tests for '%s': invalid test type '%s'", check_type, type);
        return NULL;
    }
    t.prefix = ctx_sprintf(ctx, "Tests for '%s' ('%s'): ", check_type, type);
    if (has(ctx, &t, "tolerance")) {
        Value tolerance = get(ctx, &t, "tolerance"), cycles, times;
        if (tolerance.kind != VAL_HASH || !hash_get(tolerance.as.hash, value_cstring(ctx, "cycles"), &cycles)) {
            function_error(ctx, site, "%stolerance must be a hash with 'cycles' key and optionally 'times'.", t.prefix);
            return NULL;
        }
        if (hash_get(tolerance.as.hash, value_cstring(ctx, "times"), &times))
            set(ctx, &t, "tolerance", ctx_sprintf(ctx, "%s TIMES WITHIN %s CYCLES", stdlib_to_s(ctx, times),
                                                   stdlib_to_s(ctx, cycles)));
        else
            set(ctx, &t, "tolerance", ctx_sprintf(ctx, "%s CYCLES", stdlib_to_s(ctx, cycles)));
    }
    if (!has(ctx, &t, "action")) {
        set(ctx, &t, "action", "ALERT");
    } else {
        const char *action = upcased(ctx, site, get(ctx, &t, "action"));
        if (!action)
            return NULL;
        set(ctx, &t, "action", action);
        if (!one_of(ACTIONS, action)) {
            function_error(ctx, site, "%sinvalid action '%s'", t.prefix, action);
            return NULL;
        }
        if (strcmp(action, "EXEC") == 0 && !has(ctx, &t, "exec")) {
            function_error(ctx, site, "%smissing command for exec action", t.prefix);
            return NULL;
        }
    }
    StrBuf condition;
    strbuf_init(&condition, ctx);
    if (one_of(RESOURCE_TESTS, type) || strcmp(type, "SPACE") == 0 || strcmp(type, "INODE") == 0) {
        if (!has(ctx, &t, "operator")) {
            function_error(ctx, site, "%s'operator' is mandatory", t.prefix);
            return NULL;
        }
        Value op = get(ctx, &t, "operator");
        if (op.kind != VAL_STRING || !one_of(OPERATORS, op.as.string->bytes)) {
            function_error(ctx, site, "%sinvalid operator: %s", t.prefix, stdlib_to_s(ctx, op));
            return NULL;
        }
        if (!has(ctx, &t, "value")) {
            function_error(ctx, site, "%s'value' is mandatory", t.prefix);
            return NULL;
        }
        const char *upper = upcase(ctx, op.as.string->bytes);
        set(ctx, &t, "operator", upper);
        strbuf_append_cstr(&condition, ctx_sprintf(ctx, "%s %s %s", type, upper, stdlib_to_s(ctx, get(ctx, &t, "value"))));
    } else if (strcmp(type, "FSFLAGS") == 0) {
        strbuf_append_cstr(&condition, "CHANGED FSFLAGS");
    } else if (strcmp(type, "PERM") == 0 || strcmp(type, "PERMISSION") == 0) {
        if (!has(ctx, &t, "value")) {
            function_error(ctx, site, "%s'value' is mandatory", t.prefix);
            return NULL;
        }
        strbuf_append_cstr(&condition, ctx_sprintf(ctx, "FAILED %s %s", type, stdlib_to_s(ctx, get(ctx, &t, "value"))));
    } else if (strcmp(type, "CONNECTION") == 0) {
        if (!connection_condition(ctx, site, &t, &condition))
            return NULL;
    } else {
        return t.hash;   /* a type of no condition (none such is valid today) */
    }
    hash_put(ctx, t.hash, value_cstring(ctx, "condition"), value_from_string(strbuf_finish(&condition)));
    return t.hash;
}

static Value monit_validate_tests_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    ARGS_3X(-1);
    Value check = count > 0 ? a[0] : value_undef();
    const char *check_type = upcased(ctx, site, check);
    if (!check_type)
        return value_abrupt();
    Value tests = count > 1 ? a[1] : value_undef();
    if (tests.kind != VAL_ARRAY)
        return function_error(ctx, site, "undefined method `each_with_index' for %s", fnlib_ruby_receiver(ctx, tests));
    const char *types = test_types(check_type);
    Array *out = array_new(ctx, tests.as.array->count);
    for (size_t i = 0; i < tests.as.array->count; i++) {
        if (!types)
            return function_error(ctx, site, "undefined method `include?' for nil:NilClass");
        Hash *test = monit_test(ctx, site, check_type, types, tests.as.array->items[i]);
        if (!test)
            return value_abrupt();
        out->items[i] = value_from_hash(test);
    }
    return value_from_array(out);
}

const BuiltinFunction ruby_functions_modules_monit[] = {
    { "monit_validate_tests", { { "~(Any *$args)", monit_validate_tests_impl } } },
    { NULL, { { NULL, NULL } } },
};
