/* did_you_mean.c: DidYouMean::SpellChecker#correct of Ruby 3.1 (see did_you_mean.h), with its
 * JaroWinkler and Levenshtein distances over code points.
 *
 * What this file does not do: build a dictionary (the callers know whose names they are) or
 * word the suggestions.
 */
#include "text/did_you_mean.h"

#include <stdbool.h>
#include <string.h>

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

typedef struct Candidate {
    size_t index;
    long *cps;            /* the normalized word */
    size_t len;
    double score;         /* Jaro-Winkler of the raw word against the normalized input */
} Candidate;

size_t did_you_mean(Ctx *ctx, const char *name, size_t len, const char *const *words, const size_t *lens,
                    size_t count, size_t **out) {
    long *input;
    size_t in_len = normalized(ctx, name, len, &input);
    double threshold = in_len > 3 ? 0.834 : 0.77;
    Candidate *cands = ctx_alloc(ctx, (count + 1) * sizeof *cands);
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        Candidate c;
        c.index = i;
        c.len = normalized(ctx, words[i], lens[i], &c.cps);
        if (jaro_winkler(ctx, c.cps, c.len, input, in_len) < threshold)
            continue;
        if (lens[i] == len && memcmp(words[i], name, len) == 0)
            continue;   /* input.to_s == word.to_s */
        /* sort_by the distance of the raw (not normalized) word, then reverse */
        long *raw = ctx_alloc(ctx, (lens[i] + 1) * sizeof *raw);
        size_t raw_len = 0;
        const char *p = words[i], *end = p + lens[i];
        while (p < end) {
            size_t k = utf8_char_len(p, end);
            long cp = utf8_decode_char(p, k);
            raw[raw_len++] = cp < 0 ? (unsigned char)*p : cp;
            p += k;
        }
        c.score = jaro_winkler(ctx, raw, raw_len, input, in_len);
        cands[n++] = c;
    }
    /* a stable insertion sort by score, then reversed: highest first, ties in reverse order */
    for (size_t i = 1; i < n; i++) {
        Candidate c = cands[i];
        size_t j = i;
        while (j > 0 && cands[j - 1].score > c.score) {
            cands[j] = cands[j - 1];
            j--;
        }
        cands[j] = c;
    }
    for (size_t i = 0; i < n / 2; i++) {
        Candidate t = cands[i];
        cands[i] = cands[n - 1 - i];
        cands[n - 1 - i] = t;
    }
    size_t mistype = (in_len + 3) / 4;   /* (length * 0.25).ceil */
    size_t *picked = ctx_alloc(ctx, (n + 1) * sizeof *picked);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (levenshtein(ctx, cands[i].cps, cands[i].len, input, in_len) <= mistype)
            picked[m++] = cands[i].index;
    if (m == 0) {
        for (size_t i = 0; i < n && m == 0; i++) {
            size_t shorter = in_len < cands[i].len ? in_len : cands[i].len;
            if (levenshtein(ctx, cands[i].cps, cands[i].len, input, in_len) < shorter)
                picked[m++] = cands[i].index;
        }
    }
    *out = picked;
    return m;
}
