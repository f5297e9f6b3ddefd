notice(round("1.5"))
