notice(inline_epp('<% $a += 1 %><% $b -= 1 %>'))
