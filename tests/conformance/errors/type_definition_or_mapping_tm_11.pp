type Foo inherits Bar { $x = 0 = 1 }
