assert_type(Variant[Integer, Boolean, Float], 'a')
