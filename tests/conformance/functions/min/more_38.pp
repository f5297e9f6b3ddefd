notice(min([]))
