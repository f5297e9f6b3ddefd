notice(type([[1], []]))
