notice(Runtime['ruby', ''])
