notice(Sensitive('x'))
