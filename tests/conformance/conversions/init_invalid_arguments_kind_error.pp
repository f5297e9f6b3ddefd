notice(Init[Tuple[Integer], 'x']([1]))
