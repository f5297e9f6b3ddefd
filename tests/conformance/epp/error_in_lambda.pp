notice(inline_epp("a\n<% [1].each |\$v| { %><%= \$v + 'x' %><% } %>"))
