$x = 'outer'
notice(inline_epp('<% $x = "inner" %><%= $x %>'))
notice($x)
