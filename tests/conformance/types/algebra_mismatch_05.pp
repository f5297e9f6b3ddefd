assert_type(Variant[Integer, Boolean], 'a')
