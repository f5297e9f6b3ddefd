notice(Type('Foo[a]'))
