notice(inline_epp("x <%# c %> y"))
