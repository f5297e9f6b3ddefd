notice(assert_type(Variant[Array[Integer], Hash[String, Integer]], [1, 'x']))
