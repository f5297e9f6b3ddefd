notice(assert_type(NotUndef[Integer], undef))
