notice(sprintf('%<x>s %<x>s', {x => 1}))
