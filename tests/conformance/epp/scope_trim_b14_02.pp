class k3 { $loc = 'L' notice(inline_epp('<%= $k3::loc %>', {})) }
include k3
