notice(inline_epp("a\n<%# comment -%>\nb"))
notice(inline_epp("a\n  <%#- c %>\nb"))
