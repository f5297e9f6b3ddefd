notice(inline_epp('<% $x = 1 %><%= $x '))
