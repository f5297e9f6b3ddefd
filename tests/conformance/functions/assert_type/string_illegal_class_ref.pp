notice(assert_type('Foo::', 1))
