notice(1 +)
