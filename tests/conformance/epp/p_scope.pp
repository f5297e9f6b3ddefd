$outer = "top"
notice(inline_epp('<%= $outer %>'))
