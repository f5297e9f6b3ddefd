notice(lookup('.a', String, 'first', 'x'))
