/* tools_json.c: JSON strings into a StrBuf (tools_json.h). */
#include "tools/tools_json.h"

#include "support/ascii.h"

void tools_json_text(StrBuf *sb, const char *s, size_t len)
{
    strbuf_append_char(sb, '"');
    size_t plain = 0;   /* start of the run of bytes copied as they are */
    size_t i = ascii_plain_prefix(s, len, '"', '\\');   /* most texts are all plain */
    for (; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c != '"' && c != '\\' && c >= 0x20) continue;
        strbuf_append(sb, s + plain, i - plain);
        plain = i + 1;
        if (c < 0x20) {
            strbuf_printf(sb, "\\u%04x", c);
        } else {
            strbuf_append_char(sb, '\\');
            strbuf_append_char(sb, (char)c);
        }
    }
    strbuf_append(sb, s + plain, len - plain);
    strbuf_append_char(sb, '"');
}
