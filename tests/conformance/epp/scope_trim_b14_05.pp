notice(inline_epp("a  <%- 'x' -%>  \n  b"))
