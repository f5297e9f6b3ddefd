type Foo inherits Bar { }
