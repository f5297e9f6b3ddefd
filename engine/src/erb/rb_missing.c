/* rb_missing.c: what Ruby's receivers have, from the reference (rb_ruby_methods.def): respond_to?
 * answered from it, and a method the engine does not implement. Either Ruby has it for that receiver
 * (rb_ruby_methods.def, taken from the reference): the template is valid Ruby the engine does
 * not run, refused by name, never answered wrongly; or Ruby does not have it either: the
 * NoMethodError Ruby raises, with did_you_mean's "Did you mean?" lines when Ruby's spell checker
 * finds some (Ruby leaves them out for nil), since they decide where the reference's error puts
 * its location.
 *
 * What this file does not do: the methods themselves (the class files).
 */
#include "erb/rb.h"

#include <string.h>

#include "text/did_you_mean.h"

typedef struct RubyMethods {
    RbClass cls;
    const char *names;        /* " a b c ": each name between blanks */
} RubyMethods;

static const RubyMethods RUBY_METHODS_TABLE[] = {
#define RUBY_METHODS(cls, names) { cls, " " names },
#define RUBY_PRIVATE(names)
#include "erb/rb_ruby_methods.def"
#undef RUBY_METHODS
#undef RUBY_PRIVATE
};

static const char RUBY_PRIVATE_NAMES[] =
#define RUBY_METHODS(cls, names)
#define RUBY_PRIVATE(names) " " names
#include "erb/rb_ruby_methods.def"
#undef RUBY_METHODS
#undef RUBY_PRIVATE
    ;

/* The class whose methods a receiver has, as the table names it. */
static RbClass methods_class(RbValue v) {
    switch (v.kind) {
    case RB_CLASS:
        return rb_class_of(v) == C_MODULE ? C_MODULE : C_CLASS;
    case RB_OBJECT:
        switch (v.as.obj->kind) {
        case OBJ_ENUMERATOR: return C_ENUMERATOR;
        case OBJ_EXCEPTION: return C_EXCEPTION;
        case OBJ_SCOPE: return C_SCOPE;
        case OBJ_WRAPPER: return C_TEMPLATE_WRAPPER;
        case OBJ_IPADDR: return C_IPADDR;
        }
        return C_OBJECT;
    default:
        return rb_class_of(v);
    }
}

/* Whether the table knows this receiver's methods exactly: a Puppet value other than a Sensitive
 * (a type, a Timestamp) and a class other than the plain ones have methods of their own. */
static bool known_receiver(RbValue v) {
    if (v.kind == RB_PUPPET)
        return v.as.puppet->kind == VAL_SENSITIVE;
    return v.kind != RB_CLASS;
}

static const char *names_of(RbClass cls) {
    for (size_t i = 0; i < sizeof RUBY_METHODS_TABLE / sizeof RUBY_METHODS_TABLE[0]; i++)
        if (RUBY_METHODS_TABLE[i].cls == cls)
            return RUBY_METHODS_TABLE[i].names;
    return " ";
}

static bool listed(const char *names, const char *name) {
    size_t len = strlen(name);
    for (const char *p = strstr(names, name); p; p = strstr(p + 1, name))
        if (p[-1] == ' ' && p[len] == ' ')
            return true;
    return false;
}

/* Adds the names of a " a b c " list to words. */
static void add_words(Ctx *ctx, const char *names, const char ***words, size_t **lens, size_t *count, size_t *cap) {
    for (const char *p = names; *p;) {
        while (*p == ' ')
            p++;
        const char *start = p;
        while (*p && *p != ' ')
            p++;
        if (p == start)
            continue;
        if (*count == *cap) {
            size_t grown = *cap ? *cap * 2 : 256;
            *words = ctx_realloc(ctx, *words, *cap * sizeof **words, grown * sizeof **words);
            *lens = ctx_realloc(ctx, *lens, *cap * sizeof **lens, grown * sizeof **lens);
            *cap = grown;
        }
        (*words)[*count] = start;
        (*lens)[(*count)++] = (size_t)(p - start);
    }
}

RbValue rb_missing_method(RbInterp *I, RbValue recv, const char *name) {
    RbClass cls = methods_class(recv);
    const char *names = names_of(cls);
    bool wrapper = cls == C_TEMPLATE_WRAPPER;   /* self: its calls may name private methods */
    if (!known_receiver(recv) || listed(names, name) || (wrapper && listed(RUBY_PRIVATE_NAMES, name))) {
        const char *owner = recv.kind == RB_PUPPET ? rb_value_class_name(I->ctx, recv)
                          : recv.kind == RB_CLASS ? rb_class_name(recv.as.cls) : rb_class_name(rb_class_of(recv));
        return rb_refuse(I, "the method `%s' of %s%s", name, owner, recv.kind == RB_CLASS ? " (the class)" : "");
    }
    const char *suggestions = "";
    if (recv.kind != RB_NIL) {
        const char **words = NULL;
        size_t *lens = NULL, count = 0, cap = 0;
        add_words(I->ctx, names, &words, &lens, &count, &cap);
        if (wrapper) {   /* a private call: Ruby's reserved words that take an argument count too */
            add_words(I->ctx, RUBY_PRIVATE_NAMES, &words, &lens, &count, &cap);
            add_words(I->ctx, " alias case def defined? elsif end ensure for rescue super undef unless until when while yield ",
                      &words, &lens, &count, &cap);
        }
        size_t *picked;
        size_t n = did_you_mean(I->ctx, name, strlen(name), words, lens, count, &picked);
        if (n > 0) {
            StrBuf sb;
            strbuf_init(&sb, I->ctx);
            strbuf_append_cstr(&sb, "\nDid you mean?  ");
            for (size_t i = 0; i < n; i++) {
                if (i)
                    strbuf_append_cstr(&sb, "\n               ");
                strbuf_append(&sb, words[picked[i]], lens[picked[i]]);
            }
            suggestions = strbuf_finish(&sb)->bytes;
        }
    }
    return rb_raise(I, C_NO_METHOD_ERROR, "undefined method `%s' for %s%s", name, rb_receiver_text(I->ctx, recv),
                    suggestions);
}

bool rb_responds_to(RbInterp *I, RbValue v, const char *name, bool include_all) {
    RbClass cls = methods_class(v);
    bool wrapper = cls == C_TEMPLATE_WRAPPER;
    /* a def of the template is a method of the wrapper's class Ruby answers for; the engine's
     * own bookkeeping of it is not Ruby's, so it is not guessed */
    if (!known_receiver(v) || (wrapper && rb_has_def(I, name))) {
        rb_refuse(I, "respond_to?(:%s) on %s", name, rb_value_class_name(I->ctx, v));
        return false;
    }
    if (listed(names_of(cls), name))
        return true;
    if (!include_all)
        return false;
    if (wrapper)
        return listed(RUBY_PRIVATE_NAMES, name);
    /* the private methods of receivers other than the wrapper are not in the table */
    rb_refuse(I, "respond_to?(:%s, true) on %s", name, rb_value_class_name(I->ctx, v));
    return false;
}
