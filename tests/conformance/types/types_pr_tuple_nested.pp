notice(Tuple[Tuple[Integer, Integer], String, 0, 3])
