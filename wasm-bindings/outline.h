/* outline.h: the outline of a manifest (outline.c): the classes, defines, functions and type
 * aliases it defines, with each parameter's type and default as written. The page's bundled
 * modules browser shows it (docs/api.md, "Outline"). Nothing is evaluated. */
#ifndef PUPPET_WASM_OUTLINE_H
#define PUPPET_WASM_OUTLINE_H

#include <stddef.h>

/* Parses len bytes of Puppet source and answers JSON text for puppet_wasm_free:
 * {"ok":true,"definitions":[{"kind","name","line","parent","params":[{"name","type","default"}]}]}
 * (kind "class", "define", "function" or "type"; a type alias has "type", its definition's text,
 * and no params), or {"ok":false,"error":{"message","line","column"}} when the source does not
 * parse; OUTLINE_OUT_OF_MEMORY_JSON (static: puppet_wasm_free keeps it) when no memory is left
 * for the answer. Never NULL. */
char *puppet_wasm_outline(const char *source, size_t len);

/* The answer when the outline cannot be allocated. */
extern const char OUTLINE_OUT_OF_MEMORY_JSON[];

#endif
