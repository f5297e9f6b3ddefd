if true { type Foo = Integer }
