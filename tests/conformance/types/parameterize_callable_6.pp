notice(Callable[[Integer], String, 1])
