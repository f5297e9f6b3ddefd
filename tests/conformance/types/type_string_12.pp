type B = Array[Foo]
notice([1] =~ B)
