notice(lookup('scalar', Any, 'bogus'))
