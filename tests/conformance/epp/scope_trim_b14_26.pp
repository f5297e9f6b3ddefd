notice(inline_epp("<%= [1,2].map |\$x| { \$x * 2 } %>"))
