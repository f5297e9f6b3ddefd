notice(inline_epp("a \n  <%- 1 %>b"))
