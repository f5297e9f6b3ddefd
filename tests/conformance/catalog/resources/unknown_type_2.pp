notice('before')
foobar { 'x': }
