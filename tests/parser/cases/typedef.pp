type Foo { }
type Foo inherits Bar { }
