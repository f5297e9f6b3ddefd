notice(assert_type(Variant[String[3], Integer], 'a'))
