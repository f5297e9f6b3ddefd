/* tools_json.c: JSON strings into a StrBuf (tools_json.h). */
#include "tools/tools_json.h"

void tools_json_text(StrBuf *sb, const char *s, size_t len)
{
    strbuf_append_char(sb, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\') {
            strbuf_append_char(sb, '\\');
            strbuf_append_char(sb, (char)c);
        } else if (c < 0x20) {
            strbuf_printf(sb, "\\u%04x", c);
        } else {
            strbuf_append_char(sb, (char)c);
        }
    }
    strbuf_append_char(sb, '"');
}
