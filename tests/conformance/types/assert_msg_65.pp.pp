notice(assert_type(Iterator[Integer], 1))
