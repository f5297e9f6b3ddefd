assert_type(Tuple[Integer], 1)
