assert_type(Variant[Array[Integer], Array[String]], [1.5])
