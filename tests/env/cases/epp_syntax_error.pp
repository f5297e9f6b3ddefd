notice(epp('demo/broken.epp', {x => 1}))
