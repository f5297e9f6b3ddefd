notice(capitalize([[1]]))
