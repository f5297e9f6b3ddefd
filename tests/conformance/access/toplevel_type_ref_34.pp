notice(Type('::Foo'))
