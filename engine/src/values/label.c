/* label.c: the reference's label provider for values (label.h). */
#include "values/label.h"

#include <string.h>

const char *label_of_value(Value v) {
    switch (v.kind) {
    case VAL_TYPE:
        return NULL;
    case VAL_UNDEF:
        return "Undef Value";
    case VAL_BOOLEAN:
        return "Boolean";
    case VAL_SEMVER:
        return "Semver";
    case VAL_SEMVER_RANGE:
        return "SemverRange";
    case VAL_DEFAULT:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return "Object";
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_SENSITIVE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
        break;
    }
    return value_kind_name(v.kind);
}

const char *label_with_article(Ctx *ctx, const char *label, bool upper) {
    char c = (label[0] == '"' || label[0] == '\'') && label[1] ? label[1] : label[0];
    if (c >= 'A' && c <= 'Z')
        c = (char)(c + 32);
    bool an = c && strchr("aeiouy", c);
    return ctx_sprintf(ctx, "%s %s", an ? (upper ? "An" : "an") : (upper ? "A" : "a"), label);
}
