assert_type(Variant[Integer, Undef], 1.5)
