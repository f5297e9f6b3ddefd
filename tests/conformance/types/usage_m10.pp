assert_type(Optional[Integer], 'x')
