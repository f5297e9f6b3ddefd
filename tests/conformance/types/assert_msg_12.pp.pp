notice(assert_type(Hash[String, Integer], {1 => 2}))
