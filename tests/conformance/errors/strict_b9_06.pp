notice(inline_epp('<%= $nope %>'))
