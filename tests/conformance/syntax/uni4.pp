notice(Ä)
