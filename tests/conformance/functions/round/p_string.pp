notice(round("3.2"))
