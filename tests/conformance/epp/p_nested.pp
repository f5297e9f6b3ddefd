notice(inline_epp('<%= inline_epp(\'<%= 1 + 1 %>\') %>'))
