notice(String(42, '%'))
