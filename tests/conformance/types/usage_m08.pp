assert_type(Hash[String, Integer], {a => 'x'})
