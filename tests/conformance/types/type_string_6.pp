notice(Type('foo(1)'))
