notice(lookup('a', String, 'first', 'x') |$k| { 'block' })
