type Foo = Integer
type Bar = Foo
notice(Bar)
notice(type(Bar))
notice(Bar[1])
