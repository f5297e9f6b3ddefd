notice(assert_type(Optional[Integer], 'c'))
