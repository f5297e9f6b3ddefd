notice(Type('::Foo[1]'))
