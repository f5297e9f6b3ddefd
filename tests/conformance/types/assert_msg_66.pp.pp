notice(assert_type(Type[Variant[Integer, String]], Float))
