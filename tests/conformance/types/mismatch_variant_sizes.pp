assert_type(Variant[String[5], String[10]], 'abc')
