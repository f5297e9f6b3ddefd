notice(assert_type(Optional[Integer], 'a'))
