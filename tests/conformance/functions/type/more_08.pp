notice(type([[]]))
