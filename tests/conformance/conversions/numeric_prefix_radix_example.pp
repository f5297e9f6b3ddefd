# spec: Numeric("0x10", 10) "is an error. Prefix and radix does not match."
notice(Numeric("0x10", 10))
