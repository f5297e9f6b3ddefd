notice(assert_type(Array[Optional[Integer]], [1, 'a', undef]))
