notice(inline_epp("   <%- \$a = 1 -%>\n   text"))
notice(inline_epp("x\n\t<%- \$a = 1 -%>\ny"))
notice(inline_epp("<%= 'a' -%>\n\nb"))
notice(inline_epp("a <%- \$b = 1 %> c"))
