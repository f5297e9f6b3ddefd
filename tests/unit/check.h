/* check.h: the assertions of the C unit tests (tests/unit/NAME.c, one program each).
 *
 * Each CHECK counts as one test; a failing one prints where and what, and the program goes on.
 * main ends with `return check_summary("NAME");`, which prints the line tests/unit/run reads,
 * "NAME: N passed, N failed", and gives the exit status (0 only when nothing failed).
 * A header of static state on purpose: every test program is a single translation unit.
 */
#ifndef PUPPET_CHECK_H
#define PUPPET_CHECK_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static int check_passed, check_failed;

static inline bool check_record(bool ok, const char *file, int line, const char *what) {
    if (ok) {
        check_passed++;
    } else {
        check_failed++;
        printf("FAIL %s:%d: %s\n", file, line, what);
    }
    return ok;
}

/* CHECK(cond): cond holds. */
#define CHECK(cond) check_record((cond), __FILE__, __LINE__, #cond)

/* CHECK_EQ_INT(actual, expected): two integers are equal; prints both when not. */
#define CHECK_EQ_INT(actual, expected) do {                                               \
        long long check_a_ = (long long)(actual), check_e_ = (long long)(expected);         \
        if (!check_record(check_a_ == check_e_, __FILE__, __LINE__, #actual " == " #expected)) \
            printf("    actual %lld, expected %lld\n", check_a_, check_e_);                 \
    } while (0)

/* CHECK_EQ_STR(actual, expected): two strings (or NULLs) are equal; prints both when not. */
#define CHECK_EQ_STR(actual, expected) do {                                               \
        const char *check_a_ = (actual), *check_e_ = (expected);                           \
        bool check_ok_ = check_a_ && check_e_ ? strcmp(check_a_, check_e_) == 0 : check_a_ == check_e_; \
        if (!check_record(check_ok_, __FILE__, __LINE__, #actual " equals " #expected))     \
            printf("    actual   %s\n    expected %s\n", check_a_ ? check_a_ : "(null)",   \
                   check_e_ ? check_e_ : "(null)");                                         \
    } while (0)

/* Prints "name: N passed, N failed" and returns the exit status for main. */
static inline int check_summary(const char *name) {
    printf("%s: %d passed, %d failed\n", name, check_passed, check_failed);
    return check_failed != 0;
}

#endif
