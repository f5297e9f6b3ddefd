/* yaml_read.h: YAML text to a tree of nodes, with libyaml (the parser under Ruby's Psych, which
 * the reference reads Hiera's files with).
 *
 * The reader gives the first document of a text as libyaml's events describe it: scalars with
 * their text, tag and whether they were quoted, sequences and mappings with their tags, aliases
 * resolved to the node their anchor names (the latest definition of the anchor before the alias,
 * as Psych resolves them), so that the tree is a graph that may share nodes. It gives no meaning
 * to scalars: `yes`, `0x1f` and `2020-01-01` are text here; yaml_value.h reads them as Psych
 * does. Like Psych, it stops at the end of the first document: what follows is not parsed.
 *
 * Errors are Psych's: libyaml's problem and context, at libyaml's context mark (line and column
 * counted from 1, Psych's SyntaxError), e.g. "did not find expected key while parsing a block
 * mapping at line 2 column 1"; an alias of an unknown anchor is Psych's "Unknown alias: x".
 * An alias of a collection that is still open (`&a [*a]`) is refused: Psych builds a cyclic
 * structure on which the reference then fails with "stack level too deep" (docs/deviations.md).
 *
 * Memory: the tree lives in the given Arena (one arena_free drops it); libyaml's own allocations
 * are released before yaml_read returns, whatever happens, so a caller may give the run's arena
 * and leave through ctx_exhausted afterwards. Nesting is bounded by MAX_DATA_DEPTH (limits.h).
 */
#ifndef PUPPET_YAML_READ_H
#define PUPPET_YAML_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef enum YamlKind {
    YAML_KIND_SCALAR,
    YAML_KIND_SEQUENCE,
    YAML_KIND_MAPPING,
} YamlKind;

typedef struct YamlNode YamlNode;

struct YamlNode {
    YamlKind kind;
    const char *tag;          /* the resolved tag ("tag:yaml.org,2002:str", "!ruby/sym"), or NULL */
    uint32_t line, column;    /* where the node starts, from 1 */
    bool shared;              /* an alias names it: it appears more than once in the tree */
    const char *anchor;       /* the name its anchor gave it (what its aliases say), or NULL */
    union {
        struct {
            const char *text;     /* NUL-terminated as well; may hold NUL */
            size_t len;
            bool quoted;          /* quoted (single, double, literal or folded) and untagged:
                                     libyaml's quoted_implicit, Psych's Scalar#quoted */
        } scalar;
        struct {
            YamlNode **items;     /* a mapping holds key, value, key, value, ... */
            size_t count;
        } children;
    } as;
};

typedef struct YamlError {
    const char *message;      /* Psych's message without the "(file): " it puts first, e.g.
                                 "did not find expected key while parsing a block mapping at line
                                 2 column 1"; in the arena, or static; NULL: no error */
    uint32_t line, column;    /* the position named in the message (from 1), 0 when none */
    bool out_of_memory;       /* the arena refused memory: no meaningful message */
} YamlError;

/* Parses the first document of len bytes of YAML (UTF-8; a leading byte order mark is skipped,
 * as the reference reads files with "bom|utf-8"). Returns its root node; *empty is set when the
 * text holds no document (Psych's nil), then the result is NULL with no error. Returns NULL with
 * *error filled when the text is not YAML, nests deeper than MAX_DATA_DEPTH or the arena refuses
 * memory. */
YamlNode *yaml_read(Arena *arena, const char *text, size_t len, bool *empty, YamlError *error);

#endif
