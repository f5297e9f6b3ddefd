class k2 { $loc = 'L' notice(inline_epp('<%| $p = 1 |%><%= $loc %>')) }
include k2
