assert_type(Array[Integer], 'a')
