/* sprintf_suggest.c: the "Did you mean?" lines Ruby's did_you_mean gem adds to the KeyError of
 * a `%<name>s` / `%{name}` reference that the hash does not have (KeyErrorChecker over the
 * hash's keys: a Jaro-Winkler pre-selection, then Levenshtein for mistypes, else the closest
 * misspelling), as Ruby 3.1 computes them.
 *
 * Why it matters: the reference's message then has a second line, and its location goes after
 * that line, so the first line it prints has none ("key<a> not found" for {'A' => 1}).
 * What this file does not do: parse directives (sprintf.c).
 */
#include "text/sprintf_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/utf8.h"

/* The code points of a text, lower-cased as normalize() does (String#downcase, then '@'
 * removed); ASCII case only, which is what keys typed as names use. */
static size_t normalized(Ctx *ctx, const char *s, size_t len, long **out) {
    long *cps = ctx_alloc(ctx, (len + 1) * sizeof *cps);
    size_t n = 0;
    const char *end = s + len;
    while (s < end) {
        size_t k = utf8_char_len(s, end);
        long cp = utf8_decode_char(s, k);
        if (cp < 0)
            cp = (unsigned char)*s;
        if (cp >= 'A' && cp <= 'Z')
            cp += 32;
        if (cp != '@')
            cps[n++] = cp;
        s += k;
    }
    *out = cps;
    return n;
}

/* DidYouMean::Jaro.distance */
static double jaro(Ctx *ctx, const long *s1, size_t l1, const long *s2, size_t l2) {
    if (l1 > l2) {
        const long *t = s1;
        s1 = s2;
        s2 = t;
        size_t tl = l1;
        l1 = l2;
        l2 = tl;
    }
    long range = (long)(l2 / 2) - 1;
    if (range < 0)
        range = 0;
    bool *f1 = ctx_calloc(ctx, l1 + 1, 1), *f2 = ctx_calloc(ctx, l2 + 1, 1);
    double m = 0, t = 0;
    for (long i = 0; i < (long)l1; i++) {
        long last = i + range;
        for (long j = i >= range ? i - range : 0; j <= last && j < (long)l2; j++) {
            if (!f2[j] && s1[i] == s2[j]) {
                f2[j] = f1[i] = true;
                m += 1;
                break;
            }
        }
    }
    size_t k = 0;
    for (size_t i = 0; i < l1; i++) {
        if (!f1[i])
            continue;
        size_t index = k, j = k;
        for (; j < l2; j++) {
            index = j;
            if (f2[j])
                break;
        }
        k = j + 1;
        if (s1[i] != s2[index])
            t += 1;
    }
    t = (double)(long)(t / 2);
    return m == 0 ? 0 : (m / (double)l1 + m / (double)l2 + (m - t) / m) / 3;
}

/* DidYouMean::JaroWinkler.distance */
static double jaro_winkler(Ctx *ctx, const long *s1, size_t l1, const long *s2, size_t l2) {
    double d = jaro(ctx, s1, l1, s2, l2);
    if (d <= 0.7)
        return d;
    int prefix = 0;
    for (size_t i = 0; i < l1 && i < 4 && i < l2 && s1[i] == s2[i]; i++)
        prefix++;
    return d + prefix * 0.1 * (1 - d);
}

/* DidYouMean::Levenshtein.distance */
static size_t levenshtein(Ctx *ctx, const long *a, size_t la, const long *b, size_t lb) {
    size_t *row = ctx_alloc(ctx, (lb + 1) * sizeof *row);
    for (size_t j = 0; j <= lb; j++)
        row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t prev = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t cur = row[j];
            size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            size_t best = prev + cost;
            if (row[j] + 1 < best)
                best = row[j] + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            prev = cur;
        }
    }
    return row[lb];
}

typedef struct Word {
    const Str *text;      /* the key's to_s */
    Value key;
    long *cps;
    size_t len;
    double score;         /* Jaro-Winkler of the raw text against the normalized name */
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
    long *input;
    size_t in_len = normalized(ctx, name, len, &input);
    double threshold = in_len > 3 ? 0.834 : 0.77;
    Word *words = ctx_alloc(ctx, (hash->count + 1) * sizeof *words);
    size_t count = 0;
    for (size_t i = 0; i < hash->count; i++) {
        Word w;
        w.key = hash_entry_at(hash, i)->key;
        StrBuf sb;
        strbuf_init(&sb, ctx);
        sprintf_to_s(&sb, w.key);
        w.text = strbuf_finish(&sb);
        w.len = normalized(ctx, w.text->bytes, w.text->len, &w.cps);
        if (jaro_winkler(ctx, w.cps, w.len, input, in_len) < threshold)
            continue;
        if (w.text->len == len && memcmp(w.text->bytes, name, len) == 0)
            continue;   /* input.to_s == word.to_s */
        /* sort_by the distance of the raw (not normalized) text, then reverse */
        long *raw;
        size_t raw_len = 0;
        {
            const char *p = w.text->bytes, *end = p + w.text->len;
            raw = ctx_alloc(ctx, (w.text->len + 1) * sizeof *raw);
            while (p < end) {
                size_t k = utf8_char_len(p, end);
                long cp = utf8_decode_char(p, k);
                raw[raw_len++] = cp < 0 ? (unsigned char)*p : cp;
                p += k;
            }
        }
        w.score = jaro_winkler(ctx, raw, raw_len, input, in_len);
        words[count++] = w;
    }
    /* a stable insertion sort by score, then reversed: highest first, ties in reverse order */
    for (size_t i = 1; i < count; i++) {
        Word w = words[i];
        size_t j = i;
        while (j > 0 && words[j - 1].score > w.score) {
            words[j] = words[j - 1];
            j--;
        }
        words[j] = w;
    }
    for (size_t i = 0; i < count / 2; i++) {
        Word t = words[i];
        words[i] = words[count - 1 - i];
        words[count - 1 - i] = t;
    }
    size_t mistype = (in_len + 3) / 4;   /* (length * 0.25).ceil */
    Word *picked = ctx_alloc(ctx, (count + 1) * sizeof *picked);
    size_t n = 0;
    for (size_t i = 0; i < count; i++)
        if (levenshtein(ctx, words[i].cps, words[i].len, input, in_len) <= mistype)
            picked[n++] = words[i];
    if (n == 0) {
        for (size_t i = 0; i < count && n == 0; i++) {
            size_t shorter = in_len < words[i].len ? in_len : words[i].len;
            if (levenshtein(ctx, words[i].cps, words[i].len, input, in_len) < shorter)
                picked[n++] = words[i];
        }
    }
    if (n == 0)
        return "";
    StrBuf out;
    strbuf_init(&out, ctx);
    strbuf_append_cstr(&out, "\nDid you mean?  ");
    for (size_t i = 0; i < n; i++) {
        if (i)
            strbuf_append_cstr(&out, "\n               ");
        append_inspect(&out, &picked[i]);
    }
    return strbuf_finish(&out)->bytes;
}
