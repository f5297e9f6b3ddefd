notice(Runtime[ruby, "x"])
