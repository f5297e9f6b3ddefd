notice(String(1, '%'))
