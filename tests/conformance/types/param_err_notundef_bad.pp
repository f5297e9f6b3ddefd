notice(NotUndef[1])
