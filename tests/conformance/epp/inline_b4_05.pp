$top = 't'
notice(inline_epp('<%= $top %> <%= $::top %>'))
