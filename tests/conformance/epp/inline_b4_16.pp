notice(inline_epp("<% if true { -%>\n  yes\n<% } else { -%>\n  no\n<% } -%>\n"))
