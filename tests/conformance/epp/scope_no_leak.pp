notice(inline_epp('<% $y = 2 %><%= $y %>'))
notice($y)
