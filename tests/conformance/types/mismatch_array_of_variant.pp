assert_type(Array[Variant[Integer, String]], [1, 2.5])
