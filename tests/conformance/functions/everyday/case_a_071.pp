notice(length([]))
