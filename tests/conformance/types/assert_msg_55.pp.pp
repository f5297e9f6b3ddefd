notice(assert_type(Hash[Enum[a,b], Integer], {c => 1}))
