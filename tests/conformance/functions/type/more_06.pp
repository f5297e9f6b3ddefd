notice(type([]))
