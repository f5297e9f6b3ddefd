notice(assert_type(Array[Array[Integer]], [[1, 'x']]))
