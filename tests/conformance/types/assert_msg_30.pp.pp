notice(assert_type(Type[Integer], 1))
