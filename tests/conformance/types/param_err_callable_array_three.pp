notice(Callable[[Integer], String, Integer])
