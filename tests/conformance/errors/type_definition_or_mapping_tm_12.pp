type Foo inherits Bar { }
$0 = 1
