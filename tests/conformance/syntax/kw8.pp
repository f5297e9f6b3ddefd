notice(unless)
