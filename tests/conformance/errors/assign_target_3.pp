$a.foo = 1
