notice(assert_type(Sensitive[Integer], Sensitive('a')))
