notice(assert_type(Hash[String, Integer], {a => 'b'}))
