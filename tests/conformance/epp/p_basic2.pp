notice(inline_epp('  <%- $x = 1 -%>  
value=<%= $x %>'))
notice(inline_epp('<%# comment %>text'))
notice(inline_epp('<%% literal %%>'))
