notice(0888)
