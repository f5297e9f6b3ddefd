type Foo[1] = String
