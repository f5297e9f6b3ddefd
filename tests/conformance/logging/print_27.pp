notice(Callable[[Integer], String])
