class a { type Foo inherits Bar { } }
