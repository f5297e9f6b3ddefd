notice(inline_epp("a\n  <%- 'x' %>\nb"))
