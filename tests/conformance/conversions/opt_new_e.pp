notice(NotUndef('x'))
