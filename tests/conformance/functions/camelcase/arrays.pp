notice(camelcase(['a_b', 'c_d', 3, 2.5]))
notice(camelcase(42))
notice(camelcase(1.5))
