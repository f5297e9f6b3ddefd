notice($Foo)
