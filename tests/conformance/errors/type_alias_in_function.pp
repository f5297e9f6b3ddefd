function f() { type Foo = Integer
 1 }
