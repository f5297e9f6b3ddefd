notice(assert_type('Array[Integer', [1]))
