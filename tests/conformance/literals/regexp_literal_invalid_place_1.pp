notice(inline_epp('<%= /[/ %>'))
