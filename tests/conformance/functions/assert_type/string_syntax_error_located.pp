notice('before')

  notice(assert_type('Integer]', 1))
