notice(lookup('x'))
