notice(lookup("a.'b c'.1", String, 'first', 'x'))
