notice(assert_type(Type[Integer], String))
