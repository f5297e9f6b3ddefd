notice(--5)
