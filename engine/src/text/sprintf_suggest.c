/* sprintf_suggest.c: the "Did you mean?" lines Ruby's did_you_mean gem adds to the KeyError of
 * a `%<name>s` / `%{name}` reference that the hash does not have (KeyErrorChecker over the
 * hash's keys: a Jaro-Winkler pre-selection, then Levenshtein for mistypes, else the closest
 * misspelling), as Ruby 3.1 computes them.
 *
 * Why it matters: the reference's message then has a second line, and its location goes after
 * that line, so the first line it prints has none ("key<a> not found" for {'A' => 1}).
 * What this file does not do: parse directives (sprintf.c), or the spelling correction itself
 * (did_you_mean.c).
 */
#include "text/sprintf_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/utf8.h"
#include "text/did_you_mean.h"

typedef struct Word {
    const Str *text;      /* the key's to_s */
    Value key;
} Word;

/* Symbol#inspect (:a, :"a b") or the key's own inspect for other kinds. */
static void append_inspect(StrBuf *out, const Word *w) {
    if (w->key.kind != VAL_STRING) {
        sprintf_inspect(out, w->key);
        return;
    }
    const Str *s = w->text;
    bool plain = s->len > 0 && !(s->bytes[0] >= '0' && s->bytes[0] <= '9');
    for (size_t i = 0; i < s->len && plain; i++) {
        char c = s->bytes[i];
        plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
    strbuf_append_char(out, ':');
    if (plain)
        strbuf_append_str(out, s);
    else
        utf8_inspect(out, s->bytes, s->len);
}

const char *sprintf_key_suggestions(Ctx *ctx, const Hash *hash, const char *name, size_t len) {
    Word *words = ctx_alloc(ctx, (hash->count + 1) * sizeof *words);
    const char **texts = ctx_alloc(ctx, (hash->count + 1) * sizeof *texts);
    size_t *lens = ctx_alloc(ctx, (hash->count + 1) * sizeof *lens);
    for (size_t i = 0; i < hash->count; i++) {
        words[i].key = hash_entry_at(hash, i)->key;
        StrBuf sb;
        strbuf_init(&sb, ctx);
        sprintf_to_s(&sb, words[i].key);
        words[i].text = strbuf_finish(&sb);
        texts[i] = words[i].text->bytes;
        lens[i] = words[i].text->len;
    }
    size_t *picked;
    size_t n = did_you_mean(ctx, name, len, texts, lens, hash->count, &picked);
    if (n == 0)
        return "";
    StrBuf out;
    strbuf_init(&out, ctx);
    strbuf_append_cstr(&out, "\nDid you mean?  ");
    for (size_t i = 0; i < n; i++) {
        if (i)
            strbuf_append_cstr(&out, "\n               ");
        append_inspect(&out, &words[picked[i]]);
    }
    return strbuf_finish(&out)->bytes;
}
