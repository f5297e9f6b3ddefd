notice(inline_epp('   <%- 1 -%>   a'))
