type Foo::Bar = String
notice('x')
