assert_type(Tuple[Integer, String, Integer], [1])
