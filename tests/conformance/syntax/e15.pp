notice('foo' + 'bar')
