type ::String = Integer
type ::Foo = Integer
notice(1)
