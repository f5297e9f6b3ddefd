if true { type Foo { } }
