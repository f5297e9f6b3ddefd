$a.foo() = 1
