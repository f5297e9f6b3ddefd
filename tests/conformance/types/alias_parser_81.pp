type A = Callable[[Integer], String, Integer]
notice(A)
