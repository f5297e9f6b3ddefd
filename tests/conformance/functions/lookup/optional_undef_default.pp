notice(lookup('a', Optional[Integer], undef, undef))
