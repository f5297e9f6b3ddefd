notice(hiera_hash('a', {x => 1}))
