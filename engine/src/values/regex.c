/* regex.c: Ruby-flavoured regular expressions on PCRE2. See regex.h for the contract.
 *
 * The rewrite from Ruby syntax to PCRE2 syntax is deliberately small: only the constructs whose
 * meaning differs (\h, \H, \b, \B, \u, \p{POSIX and long names}, the `m` inline flag, Unicode
 * POSIX bracket classes, `{,n}`, nested classes and `&&` intersections, which PCRE2 10.42 lacks)
 * are changed, and the option groups Onigmo refuses ((?s), (?J), ...) are refused; everything
 * else is passed through, and PCRE2 reports what it cannot compile.
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "values/regex.h"

#include <pcre2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif

#include "support/ctx.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "values/name_table.h"

typedef struct RegexState {
    Ctx *ctx;
    pcre2_general_context *general;
    pcre2_compile_context *compile;
    pcre2_match_context *match;
    pcre2_match_data *match_data;     /* reused by every match; grown for more groups */
    uint32_t match_data_pairs;
    NameTable cache;                  /* pattern text -> const Regexp * */
    /* the work of the match under way, counted by the callout (count_work) */
    uint64_t work;                    /* callouts and bytes moved over, not yet charged as steps */
    size_t position;                  /* the subject offset of the last callout */
    const char *stop;                 /* why count_work abandoned the match: the limit's message */
    /* the last subject whose UTF-8 was checked (subjects are immutable arena strings, and a
     * global substitution or a split searches the same one again and again) */
    const char *checked_subject;
    ArenaToken checked_token;         /* its region: the memo holds while it is open (arena.h) */
    size_t checked_len;
    bool checked_valid;
} RegexState;

/* PCRE2's memory (the compiled patterns of the cache, the match data and the frames a match
 * keeps in it for the next one) lies in region 0: it is kept for the run (docs/memory.md). */
static void *arena_malloc(PCRE2_SIZE size, void *data) {
    Ctx *ctx = data;
    return arena_alloc_in(&ctx->arena, 0, size);   /* NULL when the cap is hit: PCRE2 reports it */
}

static void arena_free_nothing(void *block, void *data) {
    (void)block;
    (void)data;   /* the arena is dropped whole at the end of the run */
}

/* Charges the work counted so far as steps (REGEX_WORK_PER_STEP units a step), keeping the
 * remainder; returns the message of the limit that ends the run, or NULL. Never leaves. */
static const char *charge_work(RegexState *st) {
    if (st->work < REGEX_WORK_PER_STEP)
        return NULL;
    Ctx *ctx = st->ctx;
    ctx->steps += st->work / REGEX_WORK_PER_STEP;
    st->work %= REGEX_WORK_PER_STEP;
    return ctx->steps > ctx->step_check ? ctx_step_limit(ctx) : NULL;
}

/* The callout PCRE2 makes before each item of a pattern (PCRE2_AUTO_CALLOUT): counts one unit
 * of work and one per byte the match moved over since the last callout (forwards or back), so
 * that backtracking over a long subject, at each start position and in every call, is paid for
 * in steps (a total budget where PCRE2's match limit restarts at each start position). Returns
 * PCRE2_ERROR_CALLOUT, which abandons the match, when the step or time limit is reached. */
static int count_work(pcre2_callout_block *block, void *data) {
    RegexState *st = data;
    size_t at = (size_t)block->current_position;
    st->work += 1 + (at > st->position ? at - st->position : st->position - at);
    st->position = at;
    if (st->work >= REGEX_WORK_PER_STEP * 64) {
        st->stop = charge_work(st);
        if (st->stop)
            return PCRE2_ERROR_CALLOUT;
    }
    return 0;
}

static RegexState *state_of(Ctx *ctx) {
    if (ctx->regex)
        return ctx->regex;
    RegexState *st = ctx_alloc_in(ctx, 0, sizeof *st);
    memset(st, 0, sizeof *st);
    st->ctx = ctx;
    st->general = pcre2_general_context_create(arena_malloc, arena_free_nothing, ctx);
    if (!st->general)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    st->compile = pcre2_compile_context_create(st->general);
    st->match = pcre2_match_context_create(st->general);
    if (!st->compile || !st->match)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    pcre2_set_newline(st->compile, PCRE2_NEWLINE_LF);
    pcre2_set_match_limit(st->match, REGEX_MATCH_LIMIT);
    pcre2_set_depth_limit(st->match, REGEX_DEPTH_LIMIT);
    pcre2_set_callout(st->match, count_work, st);
    ctx->regex = st;
    return st;
}

/* --- patterns kept across runs ------------------------------------------------------------------ */

/* A compiled pattern is a function of its text alone, and PCRE2 never changes a compiled code
 * (a match writes only its match data): the thread keeps the codes of the first REGEX_KEPT
 * short patterns its runs compile, in memory of its own (malloc), and each run wraps a kept
 * code in a Regexp of its own. A pattern that does not compile is not kept (its error is the
 * run's). Freed when the thread ends; the wasm build has one thread, the page's worker. */
typedef struct KeptCode {
    char *pattern;
    size_t len;
    char *translated;
    size_t translated_len;
    bool named;
    pcre2_code *code;
} KeptCode;

typedef struct Kept {
    KeptCode items[REGEX_KEPT];
    size_t count;
    pcre2_compile_context *compile;   /* malloc'ing, newlines as the runs' */
    bool failed;                      /* memory ran out: nothing more is kept */
} Kept;

static _Thread_local Kept *kept;

#ifndef __EMSCRIPTEN__
static void kept_free(void *unused) {
    (void)unused;
    if (!kept)
        return;
    for (size_t i = 0; i < kept->count; i++) {
        pcre2_code_free(kept->items[i].code);
        free(kept->items[i].pattern);
        free(kept->items[i].translated);
    }
    pcre2_compile_context_free(kept->compile);
    free(kept);
    kept = NULL;
}

static pthread_key_t kept_key;
static pthread_once_t kept_key_once = PTHREAD_ONCE_INIT;

static void make_kept_key(void) {
    pthread_key_create(&kept_key, kept_free);
}
#endif

/* The thread's kept patterns, made on first use; NULL when memory ran out. */
static Kept *kept_get(void) {
    if (kept)
        return kept->failed ? NULL : kept;
    kept = calloc(1, sizeof *kept);
    if (!kept)
        return NULL;
    kept->compile = pcre2_compile_context_create(NULL);
    if (!kept->compile) {
        kept->failed = true;
        return NULL;
    }
    pcre2_set_newline(kept->compile, PCRE2_NEWLINE_LF);
#ifndef __EMSCRIPTEN__
    pthread_once(&kept_key_once, make_kept_key);
    pthread_setspecific(kept_key, kept);
#endif
    return kept;
}

static const KeptCode *kept_find(const char *pattern, size_t len) {
    if (!kept)
        return NULL;
    for (size_t i = 0; i < kept->count; i++)
        if (kept->items[i].len == len && memcmp(kept->items[i].pattern, pattern, len) == 0)
            return &kept->items[i];
    return NULL;
}

/* Compiles the translated pattern into the thread's kept codes when there is room: the kept
 * code, or NULL (then the run compiles it itself). */
static const KeptCode *kept_add(const char *pattern, size_t len, const Str *translated, bool named, uint32_t options) {
    if (len > REGEX_KEPT_PATTERN_BYTES)
        return NULL;
    Kept *k = kept_get();
    if (!k || k->count == REGEX_KEPT)
        return NULL;
    int code;
    PCRE2_SIZE offset;
    KeptCode item = { malloc(len + 1), len, malloc(translated->len + 1), translated->len, named, NULL };
    if (item.pattern && item.translated)
        item.code = pcre2_compile((PCRE2_SPTR)translated->bytes, translated->len, options, &code, &offset, k->compile);
    if (!item.code) {
        free(item.pattern);
        free(item.translated);
        return NULL;
    }
    memcpy(item.pattern, pattern, len);
    item.pattern[len] = '\0';
    memcpy(item.translated, translated->bytes, translated->len);
    item.translated[translated->len] = '\0';
    k->items[k->count] = item;
    return &k->items[k->count++];
}

/* Marks a group of options Onigmo does not define, for regex_compile's error. */
#define UNDEFINED_OPTION ((size_t)-1)

/* Appends the inline-flag group starting at pattern[i] == '(' , '?' when it is one, with Ruby's
 * m turned into PCRE's s. Onigmo's Ruby syntax is (?imxadu-imx) and (?imxadu-imx:...): the
 * character-set options a, d and u only switch on (\w, \d, \s stay ASCII here, so they are
 * dropped), and any other letter, `^` or an empty (?) is "undefined group option".
 * Returns the index after what it consumed (the ':' is copied by the caller), i when the group
 * is something else ((?<name>, (?=, ...), or UNDEFINED_OPTION with *error in PCRE2's words. */
static size_t rewrite_flag_group(StrBuf *out, const char *p, size_t len, size_t i, const char **error) {
    char c = i + 2 < len ? p[i + 2] : '\0';
    bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (!letter && c != '-' && c != '^' && c != ')')
        return i;
    char on[8], off[8];
    size_t n_on = 0, n_off = 0, j = i + 2;
    bool negative = false;
    for (; j < len && p[j] != ')' && p[j] != ':'; j++) {
        if (p[j] == '-' && !negative)
            negative = true;
        else if (strchr(negative ? "imx" : "imxadu", p[j]) && p[j] != '\0') {
            if (strchr("imx", p[j]) && (negative ? n_off : n_on) < sizeof on)
                (negative ? off : on)[negative ? n_off++ : n_on++] = p[j] == 'm' ? 's' : p[j];
        } else {
            *error = "unrecognized character after (? or (?-";
            return UNDEFINED_OPTION;
        }
    }
    if (j >= len) {
        *error = "end pattern in group";
        return UNDEFINED_OPTION;
    }
    if (j == i + 2 && p[j] == ')') {
        *error = "unrecognized character after (? or (?-";
        return UNDEFINED_OPTION;
    }
    if (n_on + n_off == 0) {
        if (p[j] == ':')
            strbuf_append_cstr(out, "(?");
        return p[j] == ':' ? j : j + 1;   /* (?-) changes nothing */
    }
    strbuf_append(out, "(?", 2);
    strbuf_append(out, on, n_on);
    if (n_off) {
        strbuf_append_char(out, '-');
        strbuf_append(out, off, n_off);
    }
    return j;
}

/* Onigmo's POSIX bracket classes on UTF-8 text are Unicode properties (while \w, \d, \s stay
 * ASCII, so PCRE2_UCP cannot be used). A negation of several properties has no form inside a
 * PCRE2 class: those keep PCRE2's ASCII class. */
static const struct { const char *name, *set, *negated; } posix_classes[] = {
    { "alpha", "\\p{Alphabetic}", "\\P{Alphabetic}" },
    { "digit", "\\p{Nd}", "\\P{Nd}" },
    { "upper", "\\p{Uppercase}", "\\P{Uppercase}" },
    { "lower", "\\p{Lowercase}", "\\P{Lowercase}" },
    { "space", "\\p{White_Space}", "\\P{White_Space}" },
    { "cntrl", "\\p{Cc}", "\\P{Cc}" },
    { "blank", "\\p{Zs}\\t", NULL },
    { "alnum", "\\p{Alphabetic}\\p{Nd}", NULL },
    { "word", "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}", NULL },
    { "punct", "\\p{P}$+<=>\\^`|~", NULL },
    { "graph", "\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Cf}\\p{Co}", NULL },
    { "print", "\\p{L}\\p{M}\\p{N}\\p{P}\\p{S}\\p{Cf}\\p{Co}\\p{Zs}", NULL },
};

/* Appends the class members of the POSIX bracket p[0..len) ("[:alpha:]", "[:^alpha:]"). */
static void append_posix_class(StrBuf *out, const char *p, size_t len) {
    bool negated = len > 4 && p[2] == '^';
    const char *name = p + (negated ? 3 : 2);
    size_t name_len = len - (negated ? 5 : 4);
    for (size_t k = 0; k < sizeof posix_classes / sizeof posix_classes[0]; k++) {
        if (strlen(posix_classes[k].name) != name_len || memcmp(posix_classes[k].name, name, name_len))
            continue;
        const char *set = negated ? posix_classes[k].negated : posix_classes[k].set;
        if (set) {
            strbuf_append_cstr(out, set);
            return;
        }
    }
    strbuf_append(out, p, len);
}

/* Onigmo's long general category names (compared without case, '_', '-' and spaces). */
static const struct { const char *name, *short_name; } category_names[] = {
    { "letter", "L" }, { "lowercaseletter", "Ll" }, { "uppercaseletter", "Lu" },
    { "titlecaseletter", "Lt" }, { "modifierletter", "Lm" }, { "otherletter", "Lo" },
    { "mark", "M" }, { "nonspacingmark", "Mn" }, { "spacingmark", "Mc" },
    { "enclosingmark", "Me" }, { "number", "N" }, { "decimalnumber", "Nd" },
    { "letternumber", "Nl" }, { "othernumber", "No" }, { "punctuation", "P" },
    { "connectorpunctuation", "Pc" }, { "dashpunctuation", "Pd" }, { "openpunctuation", "Ps" },
    { "closepunctuation", "Pe" }, { "initialpunctuation", "Pi" }, { "finalpunctuation", "Pf" },
    { "otherpunctuation", "Po" }, { "symbol", "S" }, { "mathsymbol", "Sm" },
    { "currencysymbol", "Sc" }, { "modifiersymbol", "Sk" }, { "othersymbol", "So" },
    { "separator", "Z" }, { "spaceseparator", "Zs" }, { "lineseparator", "Zl" },
    { "paragraphseparator", "Zp" }, { "other", "C" }, { "control", "Cc" }, { "format", "Cf" },
    { "privateuse", "Co" }, { "unassigned", "Cn" }, { "surrogate", "Cs" },
};

/* Appends Onigmo's \p{name} / \P{name} / \p{^name} (p[0..len) is the whole escape) in PCRE2
 * terms: the POSIX-named properties (Word, Alnum, Punct, ...) as the bracket classes are
 * (Punct alone is only \p{P}), long category names as their short ones; others unchanged. */
static void append_property(StrBuf *out, const char *p, size_t len, bool in_class) {
    bool negated = p[1] == 'P';
    size_t start = 3;
    if (start < len - 1 && p[start] == '^') {
        negated = !negated;
        start++;
    }
    char name[32];
    size_t n = 0;
    for (size_t k = start; k < len - 1; k++) {
        char c = p[k];
        if (c == '_' || c == '-' || c == ' ')
            continue;
        if (n + 1 >= sizeof name) {
            strbuf_append(out, p, len);
            return;
        }
        name[n++] = (char)(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    name[n] = '\0';
    const char *set = NULL;
    char buffer[64];
    if (strcmp(name, "punct") == 0)
        set = "\\p{P}";
    else if (strcmp(name, "xdigit") == 0)
        set = "0-9a-fA-F";
    else if (strcmp(name, "ascii") == 0)
        set = "\\x{0}-\\x{7f}";
    for (size_t k = 0; !set && k < sizeof posix_classes / sizeof posix_classes[0]; k++)
        if (strcmp(posix_classes[k].name, name) == 0)
            set = posix_classes[k].set;
    for (size_t k = 0; !set && k < sizeof category_names / sizeof category_names[0]; k++)
        if (strcmp(category_names[k].name, name) == 0) {
            snprintf(buffer, sizeof buffer, "\\p{%s}", category_names[k].short_name);
            set = buffer;
        }
    if (!set) {
        strbuf_append(out, p, len);
        return;
    }
    if (in_class && !negated) {
        strbuf_append_cstr(out, set);
        return;
    }
    if (in_class) {   /* a negated set has no form inside a PCRE2 class */
        strbuf_append(out, p, len);
        return;
    }
    strbuf_append_cstr(out, negated ? "[^" : "[");
    strbuf_append_cstr(out, set);
    strbuf_append_char(out, ']');
}

/* Appends Ruby's \uHHHH or \u{H H ...} (p[0] is the backslash) as PCRE2's \x{...}; returns the
 * bytes read, or 0 when it is not one (then PCRE2 reports it). */
static size_t append_unicode_escape(StrBuf *out, const char *p, size_t len) {
    if (len >= 6 && p[2] != '{') {
        for (size_t k = 2; k < 6; k++)
            if (!((p[k] >= '0' && p[k] <= '9') || (p[k] >= 'a' && p[k] <= 'f') || (p[k] >= 'A' && p[k] <= 'F')))
                return 0;
        strbuf_append_cstr(out, "\\x{");
        strbuf_append(out, p + 2, 4);
        strbuf_append_char(out, '}');
        return 6;
    }
    if (len < 4 || p[2] != '{')
        return 0;
    const char *end = memchr(p + 3, '}', len - 3);
    if (!end)
        return 0;
    StrBuf points;
    strbuf_init(&points, out->ctx);
    size_t k = 3, digits = 0;
    for (; p + k < end; k++) {
        char c = p[k];
        bool hex = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (hex) {
            if (digits == 0)
                strbuf_append_cstr(&points, "\\x{");
            strbuf_append_char(&points, c);
            digits++;
        } else if (c == ' ' && digits) {
            strbuf_append_char(&points, '}');
            digits = 0;
        } else if (c != ' ') {
            return 0;
        }
    }
    if (digits)
        strbuf_append_char(&points, '}');
    const Str *text = strbuf_finish(&points);
    if (!text->len)
        return 0;
    strbuf_append(out, text->bytes, text->len);
    return (size_t)(end - p) + 1;
}

/* Onigmo's \b and \B on UTF-8 text see Unicode word characters (\w does not). */
#define UNICODE_WORD "[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}]"
#define UNICODE_WORD_BOUNDARY \
    "(?:(?<=" UNICODE_WORD ")(?!" UNICODE_WORD ")|(?<!" UNICODE_WORD ")(?=" UNICODE_WORD "))"
#define UNICODE_NOT_WORD_BOUNDARY \
    "(?:(?<=" UNICODE_WORD ")(?=" UNICODE_WORD ")|(?<!" UNICODE_WORD ")(?!" UNICODE_WORD "))"

/* Appends the escape at p[i] == '\\' (i + 1 < len) in PCRE2 terms, inside a class or not;
 * returns the index of its last character. */
static size_t append_escape(StrBuf *out, const char *p, size_t len, size_t i, bool in_class) {
    char n = p[++i];
    size_t used;
    if (n == 'h')
        strbuf_append_cstr(out, in_class ? "0-9a-fA-F" : "[0-9a-fA-F]");
    else if (n == 'v')   /* Onigmo: the vertical tab alone (PCRE: any vertical space) */
        strbuf_append_cstr(out, "\\x{0B}");
    else if (n == 'N' || n == 'o')   /* not escapes in Onigmo's Ruby syntax: the letter */
        strbuf_append_char(out, n);
    else if (n == 'H' && !in_class)
        strbuf_append_cstr(out, "[^0-9a-fA-F]");
    else if (n == 'b' && !in_class)
        strbuf_append_cstr(out, UNICODE_WORD_BOUNDARY);
    else if (n == 'B' && !in_class)
        strbuf_append_cstr(out, UNICODE_NOT_WORD_BOUNDARY);
    else if ((n == 'p' || n == 'P') && i + 1 < len && p[i + 1] == '{'
             && memchr(p + i + 1, '}', len - i - 1)) {
        const char *end = memchr(p + i + 1, '}', len - i - 1);
        append_property(out, p + i - 1, (size_t)(end - (p + i - 1)) + 1, in_class);
        i = (size_t)(end - p);
    } else if (n == 'u' && (used = append_unicode_escape(out, p + i - 1, len - i + 1)) > 0)
        i += used - 2;
    else {
        strbuf_append_char(out, '\\');
        strbuf_append_char(out, n);
    }
    return i;
}

/* The length of the POSIX bracket ("[:alpha:]", "[:^word:]") at p[i], or 0. */
static size_t posix_bracket_length(const char *p, size_t len, size_t i) {
    if (i + 1 >= len || p[i] != '[' || p[i + 1] != ':')
        return 0;
    const char *end = memchr(p + i + 2, ']', len - i - 2);
    return end && end[-1] == ':' ? (size_t)(end - (p + i)) + 1 : 0;
}

/* Whether the class at p[i] == '[' uses what PCRE2 classes lack: a nested class ([a[bc]]) or
 * an intersection ([a-z&&[^aeiou]]). Other classes are copied as they are. */
static bool class_needs_sets(const char *p, size_t len, size_t i) {
    size_t depth = 0;
    for (size_t k = i; k < len; k++) {
        size_t posix = posix_bracket_length(p, len, k);
        if (posix) {
            k += posix - 1;
            continue;
        }
        if (p[k] == '\\') {
            k++;
            continue;
        }
        if (p[k] == '[') {
            if (depth)
                return true;
            depth++;
            if (k + 1 < len && p[k + 1] == '^')
                k++;
            if (k + 1 < len && p[k + 1] == ']')
                k++;   /* a ']' right after '[' or '[^' is a literal */
            continue;
        }
        if (p[k] == '&' && k + 1 < len && p[k + 1] == '&')
            return true;
        if (p[k] == ']' && --depth == 0)
            return false;
    }
    return false;
}

#define CLASS_ERROR ((size_t)-1)

/* Appends one operand of an intersection (a union of its plain members and nested classes). */
static void append_operand(StrBuf *out, const Str *members, const Str **nested, size_t count) {
    size_t parts = (members->len ? 1 : 0) + count;
    if (parts == 0) {
        strbuf_append_cstr(out, "(?!)");   /* Onigmo: an empty operand is the empty set */
        return;
    }
    if (parts > 1)
        strbuf_append_cstr(out, "(?:");
    if (members->len) {
        strbuf_append_char(out, '[');
        if (members->bytes[0] == '^')
            strbuf_append_char(out, '\\');
        strbuf_append(out, members->bytes, members->len);
        strbuf_append_char(out, ']');
    }
    for (size_t k = 0; k < count; k++) {
        if (k || members->len)
            strbuf_append_char(out, '|');
        strbuf_append(out, nested[k]->bytes, nested[k]->len);
    }
    if (parts > 1)
        strbuf_append_char(out, ')');
}

/* Appends Onigmo's class at p[i] == '[' with nested classes and && intersections as a PCRE2
 * expression that matches one character: a union is an alternation, A&&B&&C is
 * (?=B)(?=C)A, and [^...] is (?!...) before any character. Returns the index of the closing
 * ']', or CLASS_ERROR with *error in PCRE2's words. */
static size_t append_class_sets(StrBuf *out, const char *p, size_t len, size_t i, const char **error) {
    Ctx *ctx = out->ctx;
    i++;
    bool negated = i < len && p[i] == '^';
    if (negated)
        i++;
    StrBuf operands, members;
    strbuf_init(&operands, ctx);
    strbuf_init(&members, ctx);
    const Str *nested[16];
    size_t nested_count = 0, operand_count = 0;
    const Str *first_operand = NULL;
    bool first = true;
    for (;; i++) {
        if (i >= len) {
            *error = "missing terminating ] for character class";
            return CLASS_ERROR;
        }
        char c = p[i];
        bool end = c == ']' && !first;
        if (end || (c == '&' && i + 1 < len && p[i + 1] == '&')) {
            StrBuf operand;
            strbuf_init(&operand, ctx);
            append_operand(&operand, strbuf_finish(&members), nested, nested_count);
            const Str *text = strbuf_finish(&operand);
            if (operand_count++ == 0) {
                first_operand = text;
            } else {   /* every operand after the first is a lookahead */
                strbuf_append_cstr(&operands, "(?=");
                strbuf_append(&operands, text->bytes, text->len);
                strbuf_append_char(&operands, ')');
            }
            strbuf_init(&members, ctx);
            nested_count = 0;
            if (end)
                break;
            i++;
            continue;
        }
        size_t posix = posix_bracket_length(p, len, i);
        if (posix) {
            append_posix_class(&members, p + i, posix);
            i += posix - 1;
        } else if (c == '[') {
            StrBuf inner;
            strbuf_init(&inner, ctx);
            i = append_class_sets(&inner, p, len, i, error);
            if (i == CLASS_ERROR)
                return CLASS_ERROR;
            if (nested_count == sizeof nested / sizeof nested[0]) {
                *error = "too many nested classes";
                return CLASS_ERROR;
            }
            nested[nested_count++] = strbuf_finish(&inner);
        } else if (c == '\\' && i + 1 < len) {
            i = append_escape(&members, p, len, i, true);
        } else if (c == ']') {   /* right after '[' or '[^': a literal if one comes later */
            if (!memchr(p + i + 1, ']', len - i - 1)) {
                *error = "empty char-class";
                return CLASS_ERROR;
            }
            strbuf_append_cstr(&members, "\\]");
        } else {
            strbuf_append_char(&members, c);
        }
        first = false;
    }
    const Str *lookaheads = strbuf_finish(&operands);
    strbuf_append_cstr(out, negated ? "(?:(?!" : "(?:");
    strbuf_append(out, lookaheads->bytes, lookaheads->len);
    strbuf_append(out, first_operand->bytes, first_operand->len);
    strbuf_append_cstr(out, negated ? ")(?s:.))" : ")");
    return i;
}

/* Whether pattern[i] starts a named group: (?<name>, (?'name' or (?P<name> (not the
 * lookbehinds (?<= and (?<!). */
static bool is_named_group(const char *p, size_t len, size_t i) {
    if (i + 3 >= len || p[i] != '(' || p[i + 1] != '?')
        return false;
    char c = p[i + 2];
    if (c == 'P' && p[i + 3] == '<')
        return true;
    if (c == '\'')
        return true;
    return c == '<' && p[i + 3] != '=' && p[i + 3] != '!';
}

/* Translates a Ruby pattern to PCRE2 syntax; *named is set when it has a named group. Returns
 * NULL with *error (in PCRE2's words, which regex_ruby_error maps) for what Onigmo refuses and
 * PCRE2 would accept. */
static const Str *ruby_to_pcre(Ctx *ctx, const char *p, size_t len, bool *named, const char **error) {
    StrBuf out;
    strbuf_init(&out, ctx);
    int in_class = 0;
    bool numbered_backref = false;
    for (size_t i = 0; i < len; i++) {
        char c = p[i];
        if (c == '\\' && i + 1 < len) {
            char n = p[i + 1];
            /* Onigmo's \x takes one or two hex digits, never PCRE's braces */
            if (n == 'x' && !(i + 2 < len && strchr("0123456789abcdefABCDEF", p[i + 2]) && p[i + 2])) {
                *error = "invalid hex escape";
                return NULL;
            }
            numbered_backref = numbered_backref || (!in_class && n >= '1' && n <= '9');
            i = append_escape(&out, p, len, i, in_class);
            continue;
        }
        if (c == '[' && !in_class && class_needs_sets(p, len, i)) {
            i = append_class_sets(&out, p, len, i, error);
            if (i == CLASS_ERROR)
                return NULL;
            continue;
        }
        if (c == '[') {
            /* POSIX classes [:alpha:] inside a class do not open a nested class */
            if (in_class && i + 1 < len && p[i + 1] == ':') {
                const char *end = memchr(p + i + 2, ']', len - i - 2);
                if (end && end[-1] == ':') {
                    append_posix_class(&out, p + i, (size_t)(end - (p + i)) + 1);
                    i = (size_t)(end - p);
                    continue;
                }
            }
            in_class++;
            strbuf_append_char(&out, c);
            /* a ']' right after '[' or '[^' is a literal */
            if (i + 1 < len && p[i + 1] == '^') {
                strbuf_append_char(&out, '^');
                i++;
            }
            if (i + 1 < len && p[i + 1] == ']') {
                if (!memchr(p + i + 2, ']', len - i - 2)) {   /* Onigmo: a literal only if one comes later */
                    *error = "empty char-class";
                    return NULL;
                }
                strbuf_append_cstr(&out, "\\]");
                i++;
            }
            continue;
        }
        if (c == ']' && in_class) {
            in_class--;
            strbuf_append_char(&out, c);
            continue;
        }
        /* Onigmo reads a{,n} as a{0,n}; PCRE2 10.42 as literal text */
        if (c == '{' && !in_class && i + 2 < len && p[i + 1] == ',' && p[i + 2] >= '0'
            && p[i + 2] <= '9') {
            size_t j = i + 2;
            while (j < len && p[j] >= '0' && p[j] <= '9')
                j++;
            if (j < len && p[j] == '}') {
                strbuf_append_cstr(&out, "{0");
                continue;
            }
        }
        if (c == '(' && !in_class && i + 1 < len && p[i + 1] == '?') {
            /* what Onigmo's Ruby syntax has after (?: the groups below and option letters;
             * PCRE2's (?|, (?1), (?+1), (?&name), (?P<name>, (?R), (?C) are not Ruby's */
            char kind = i + 2 < len ? p[i + 2] : ')';
            if (kind == 'P' || (strchr(":=!>#~'<-^)", kind) == NULL
                                && !((kind >= 'a' && kind <= 'z') || (kind >= 'A' && kind <= 'Z')))) {
                *error = "unrecognized character after (? or (?-";
                return NULL;
            }
            if (is_named_group(p, len, i)) {
                *named = true;
                /* Onigmo's words for a bad name: a word that does not start with a digit */
                char close = p[i + 2] == '\'' ? '\'' : '>';
                size_t start = i + 3, end = start;
                while (end < len && p[end] != close)
                    end++;
                bool valid = end > start && !(p[start] >= '0' && p[start] <= '9');
                for (size_t k = start; k < end && valid; k++)
                    valid = (p[k] >= 'a' && p[k] <= 'z') || (p[k] >= 'A' && p[k] <= 'Z')
                            || (p[k] >= '0' && p[k] <= '9') || p[k] == '_' || (unsigned char)p[k] >= 0x80;
                if (end < len && !valid) {
                    *error = end == start ? "group name is empty"
                                          : ctx_sprintf(ctx, "invalid group name <%.*s>", (int)(end - start), p + start);
                    return NULL;
                }
            }
            size_t next = rewrite_flag_group(&out, p, len, i, error);
            if (next == UNDEFINED_OPTION)
                return NULL;
            if (next != i) {
                i = next - 1;   /* the ')' or ':' is copied by the next round */
                continue;
            }
        }
        strbuf_append_char(&out, c);
    }
    if (*named && numbered_backref) {   /* Onigmo: named groups are referred to by name */
        *error = "numbered backref/call is not allowed. (use name)";
        return NULL;
    }
    return strbuf_finish(&out);
}

/* Onigmo's words, which name what they refuse, for an unknown \\p{name} ("invalid character
 * property name {name}") and a \\k<name> of no group ("undefined name <name> reference"):
 * the name is read back from the translated pattern before PCRE2's offset (both pass through
 * unchanged). NULL for other errors. */
static const char *named_error(Ctx *ctx, const Str *translated, size_t offset, const char *message) {
    bool property = strncmp(message, "unknown property", 16) == 0;
    bool reference = strncmp(message, "reference to non-existent subpattern", 36) == 0;
    if ((!property && !reference) || offset > translated->len)
        return NULL;
    const char *t = translated->bytes;
    char open = property ? '{' : '<', close = property ? '}' : '>';
    for (size_t k = offset; k >= 2; k--) {
        bool starts = property ? (t[k - 2] == '\\' && (t[k - 1] == 'p' || t[k - 1] == 'P'))
                               : (t[k - 2] == '\\' && t[k - 1] == 'k');
        if (!starts || k >= translated->len || t[k] != open)
            continue;
        const char *end = memchr(t + k + 1, close, translated->len - k - 1);
        if (!end)
            return NULL;
        int n = (int)(end - (t + k + 1));
        return property ? ctx_sprintf(ctx, "invalid character property name {%.*s}", n, t + k + 1)
                        : ctx_sprintf(ctx, "undefined name <%.*s> reference", n, t + k + 1);
    }
    return NULL;
}

/* The options every pattern is compiled with. Onigmo: once a pattern names a group, its plain
 * (...) groups do not capture, and two groups may share a name. PCRE2_AUTO_CALLOUT: count_work
 * counts the matching's work. A pattern is compiled for valid UTF-8 subjects, matched without
 * PCRE2's check of the subject (which it makes over the whole rest of the subject at each
 * call, quadratic for a global substitution); an invalid subject gets a second code compiled
 * with PCRE2_MATCH_INVALID_UTF (code_for). */
static uint32_t compile_options(bool named) {
    return PCRE2_MULTILINE | PCRE2_UTF | PCRE2_DUPNAMES | PCRE2_AUTO_CALLOUT | (named ? PCRE2_NO_AUTO_CAPTURE : 0);
}

/* A compiled pattern is cached for the run: the code (PCRE2's allocator), the Regexp, its
 * translation and its key lie in region 0 (docs/memory.md); an error's message is the caller's. */
const Regexp *regex_compile(Ctx *ctx, const char *pattern, size_t len, const char **error) {
    RegexState *st = state_of(ctx);
    NameEntry *cached = name_table_find(&st->cache, pattern, len);
    if (cached)
        return cached->ptr;
    const KeptCode *k = kept_find(pattern, len);
    if (k) {
        size_t saved = ctx_root_begin(ctx);
        Regexp *re = ctx_calloc(ctx, 1, sizeof *re);
        re->pattern = str_new(ctx, pattern, len);
        re->code = k->code;
        re->translated = str_new(ctx, k->translated, k->translated_len);
        re->named = k->named;
        name_table_put(ctx, &st->cache, re->pattern->bytes, len)->ptr = re;
        ctx_root_end(ctx, saved);
        return re;
    }
    bool named = false;
    const Str *translated = ruby_to_pcre(ctx, pattern, len, &named, error);
    if (!translated)
        return NULL;
    int code;
    PCRE2_SIZE offset;
    k = kept_add(pattern, len, translated, named, compile_options(named));
    pcre2_code *compiled = k ? k->code
                             : pcre2_compile((PCRE2_SPTR)translated->bytes, translated->len, compile_options(named),
                                             &code, &offset, st->compile);
    if (!compiled) {
        if (ctx->arena.exhausted)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        char message[256];
        pcre2_get_error_message(code, (PCRE2_UCHAR *)message, sizeof message);
        *error = ctx_sprintf(ctx, "%s at offset %zu", message, (size_t)offset);
        const char *named = named_error(ctx, translated, (size_t)offset, message);
        if (named)
            *error = named;
        return NULL;
    }
    size_t saved = ctx_root_begin(ctx);
    Regexp *re = ctx_calloc(ctx, 1, sizeof *re);
    re->pattern = str_new(ctx, pattern, len);
    re->code = compiled;
    re->translated = str_new(ctx, translated->bytes, translated->len);
    re->named = named;
    name_table_put(ctx, &st->cache, re->pattern->bytes, len)->ptr = re;
    ctx_root_end(ctx, saved);
    return re;
}

const char *regex_ruby_error(Ctx *ctx, const char *pcre_message, const char *pattern, size_t len) {
    static const struct { const char *pcre, *ruby; } words[] = {
        { "missing closing parenthesis", "end pattern with unmatched parenthesis" },
        { "missing terminating ] for character class", "premature end of char-class" },
        { "unmatched closing parenthesis", "unmatched close parenthesis" },
        { "quantifier does not follow a repeatable item", "target of repeat operator is not specified" },
        { "\\ at end of pattern", "too short escape sequence" },
        { "reference to non-existent subpattern", "invalid backref number/name" },
        { "range out of order in character class", "empty range in char class" },
        { "lookbehind assertion is not fixed length", "invalid pattern in look-behind" },
        { "unrecognized character after (? or (?-", "undefined group option" },
        { "number too big in {} quantifier", "too big number for repeat range" },
        { "numbers out of order in {} quantifier", "upper is smaller than lower in repeat range" },
        { "unknown POSIX class name", "invalid POSIX bracket type" },
        { "end pattern in group", "end pattern in group" },
        { "empty char-class", "empty char-class" },
        { "invalid hex escape", "invalid hex escape" },
        { "group name is empty", "group name is empty" },
        { "numbered backref/call is not allowed", "numbered backref/call is not allowed. (use name)" },
    };
    const char *what = pcre_message ? pcre_message : "invalid regular expression";
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strncmp(what, words[i].pcre, strlen(words[i].pcre)) == 0) {
            what = words[i].ruby;
            break;
        }
    return ctx_sprintf(ctx, "%s: /%.*s/", what, (int)len, pattern);
}

bool regex_has_named_groups(const Regexp *re) {
    uint32_t count = 0;
    pcre2_pattern_info(re->code, PCRE2_INFO_NAMECOUNT, &count);
    return count > 0;
}

size_t regex_group_count(const Regexp *re) {
    uint32_t count = 0;
    pcre2_pattern_info(re->code, PCRE2_INFO_CAPTURECOUNT, &count);
    return count;
}

/* Whether s[0..len) is valid UTF-8 as PCRE2 defines it (no overlong forms, no surrogates,
 * nothing past U+10FFFF). */
static bool valid_utf8(const char *s, size_t len) {
    const unsigned char *p = (const unsigned char *)s, *end = p + len;
    while (p < end) {
        if (*p < 0x80) {
            p++;
            uint64_t word;   /* ASCII eight bytes at a time */
            while ((size_t)(end - p) >= sizeof word && (memcpy(&word, p, sizeof word), !(word & 0x8080808080808080ull)))
                p += sizeof word;
            continue;
        }
        size_t n = *p >= 0xF0 ? 4 : *p >= 0xE0 ? 3 : 2;
        if (*p < 0xC2 || *p > 0xF4 || (size_t)(end - p) < n)
            return false;
        for (size_t k = 1; k < n; k++)
            if ((p[k] & 0xC0) != 0x80)
                return false;
        if ((*p == 0xE0 && p[1] < 0xA0) || (*p == 0xED && p[1] > 0x9F) || (*p == 0xF0 && p[1] < 0x90)
            || (*p == 0xF4 && p[1] > 0x8F))
            return false;
        p += n;
    }
    return true;
}

/* The code to match subject with: re's own for valid UTF-8 (checked once per subject, the
 * check charged as steps), else one compiled with PCRE2_MATCH_INVALID_UTF, under which an
 * invalid sequence matches nothing. */
static const pcre2_code *code_for(Ctx *ctx, RegexState *st, const Regexp *re, const char *subject, size_t len) {
    if (subject != st->checked_subject || len != st->checked_len ||
        !arena_token_alive(&ctx->arena, st->checked_token)) {
        ctx_charge(ctx, len / REGEX_BYTES_PER_STEP);
        st->checked_subject = subject;
        st->checked_token = arena_token_of(&ctx->arena, subject);
        st->checked_len = len;
        st->checked_valid = valid_utf8(subject, len);
    }
    if (st->checked_valid)
        return re->code;
    if (!re->code_invalid) {
        int code;
        PCRE2_SIZE offset;
        pcre2_code *compiled = pcre2_compile((PCRE2_SPTR)re->translated->bytes, re->translated->len,
                                             compile_options(re->named) | PCRE2_MATCH_INVALID_UTF, &code,
                                             &offset, st->compile);
        if (!compiled)   /* it compiled without the option: only the memory can fail */
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        ((Regexp *)re)->code_invalid = compiled;   /* regex_compile made it: a cache of its own */
    }
    return re->code_invalid;
}

size_t regex_search(Ctx *ctx, const Regexp *re, const char *subject, size_t len, size_t start,
                    size_t *ovector, size_t ovector_pairs) {
    RegexState *st = state_of(ctx);
    uint32_t pairs = (uint32_t)regex_group_count(re) + 1;
    if (!st->match_data || st->match_data_pairs < pairs) {
        uint32_t want = pairs < 16 ? 16 : pairs;
        st->match_data = pcre2_match_data_create(want, st->general);
        if (!st->match_data)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        st->match_data_pairs = want;
    }
    if (start > len)
        return 0;
    const pcre2_code *code = code_for(ctx, st, re, subject, len);
    st->position = start;
    st->stop = NULL;
    int rc = pcre2_match(code, (PCRE2_SPTR)subject, len, start, st->checked_valid ? PCRE2_NO_UTF_CHECK : 0,
                         st->match_data, st->match);
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(st->match_data);
    /* the bytes searched: up to the match's end, or the whole rest of the subject (so a loop of
     * searches that moves on through the subject pays for it once) */
    size_t searched = rc > 0 && ov[1] >= start ? (size_t)ov[1] - start : len - start;
    st->work += searched / REGEX_BYTES_PER_STEP * REGEX_WORK_PER_STEP;
    const char *stop = st->stop ? st->stop : charge_work(st);
    if (stop)
        ctx_exhausted(ctx, stop);
    if (rc == PCRE2_ERROR_NOMATCH)
        return 0;
    if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT)
        ctx_exhausted(ctx, "Evaluation stopped: a regular expression needed too much backtracking");
    if (rc == PCRE2_ERROR_NOMEMORY)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    if (rc < 0)
        return 0;   /* other failures (invalid UTF-8 handled by MATCH_INVALID_UTF) count as no match */
    size_t n = pairs < ovector_pairs ? pairs : ovector_pairs;
    for (size_t i = 0; i < n; i++) {
        /* groups above rc did not participate */
        bool set = i < (size_t)rc && ov[2 * i] != PCRE2_UNSET;
        ovector[2 * i] = set ? (size_t)ov[2 * i] : SIZE_MAX;
        ovector[2 * i + 1] = set ? (size_t)ov[2 * i + 1] : SIZE_MAX;
    }
    return n;
}

const MatchData *regex_match(Ctx *ctx, const Regexp *re, const Str *s) {
    size_t pairs = regex_group_count(re) + 1;
    size_t *ov = ctx_alloc(ctx, pairs * 2 * sizeof *ov);
    size_t n = regex_search(ctx, re, s->bytes, s->len, 0, ov, pairs);
    if (!n)
        return NULL;
    Value *groups = ctx_alloc(ctx, n * sizeof *groups);
    for (size_t i = 0; i < n; i++)
        groups[i] = ov[2 * i] == SIZE_MAX ? value_undef()
                                          : value_string(ctx, s->bytes + ov[2 * i], ov[2 * i + 1] - ov[2 * i]);
    MatchData *m = ctx_alloc(ctx, sizeof *m);
    m->count = n;
    m->groups = groups;
    return m;
}
