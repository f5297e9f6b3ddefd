notice(inline_epp('a <%= 1 + 1 %> b'))
notice(inline_epp("x\n<%- \$y = 3 -%>\n<%= \$y %>\n"))
