class k { $loc = 'L' notice(inline_epp('<%= $loc %>')) }
include k
