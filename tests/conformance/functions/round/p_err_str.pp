notice(round("abc"))
