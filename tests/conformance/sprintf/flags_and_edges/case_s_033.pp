notice(sprintf('%<x>-5d|', {x => 1}))
