assert_type(Hash[String, Array[Integer]], {a => [1, 'b']})
