notice(type([/a/, /b/]))
notice(type([/a/, /b/], 'reduced'))
notice(type([/a/, /a/], 'reduced'))
notice(type([/a/, /b/], 'generalized'))
