notice(assert_type(Sensitive[Integer], 1))
