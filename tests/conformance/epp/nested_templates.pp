notice(inline_epp('a<%= inline_epp("b<%= 1 %>c") %>d'))
notice(inline_epp('<% $t = "[<%= \$v %>]" %><% [1,2].each |$v| { %><%= inline_epp($t, {v => $v}) %><% } %>'))
