notice(Runtime[1])
