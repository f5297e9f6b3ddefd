notice(assert_type('Hash[String, Integer]', {a => 1}))
assert_type('Hash[String, Integer]', {a => 'b'})
