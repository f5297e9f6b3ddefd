notice(inline_epp("<% [1,2].each |\$x| { if \$x == 2 { break() } %>i<%= \$x %><% } %>"))
