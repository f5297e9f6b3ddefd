class c { type Foo = Integer }
