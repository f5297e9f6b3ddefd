notice(inline_epp('x<%[1,2].each |$v| { %><%= $v %><% } %>'))
