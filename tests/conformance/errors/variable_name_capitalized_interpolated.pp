notice("$Foo")
