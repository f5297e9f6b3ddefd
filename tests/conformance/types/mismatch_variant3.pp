assert_type(Variant[Integer, String, Boolean], 1.5)
