notice(Runtime[1, 2])
