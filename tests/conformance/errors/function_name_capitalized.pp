function Foo() { 1 }
notice(Foo())
