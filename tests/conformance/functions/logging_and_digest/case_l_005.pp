notice(Sensitive('secret'))
