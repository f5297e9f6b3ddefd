/* tools_json.h: JSON text into a StrBuf, for the tools' answers (lint, expression types),
 * which are built inside a run, in its arena (data/json.h's writer mallocs, for callers outside
 * a run). */
#ifndef PUPPET_TOOLS_JSON_H
#define PUPPET_TOOLS_JSON_H

#include <stddef.h>

#include "support/strbuf.h"

/* Appends len bytes of UTF-8 as a JSON string (quotes, escapes). Never fails. */
void tools_json_text(StrBuf *sb, const char *text, size_t len);

#endif
