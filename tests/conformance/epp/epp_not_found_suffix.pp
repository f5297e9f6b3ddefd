notice(epp('mymod/t', {a => 1}))
