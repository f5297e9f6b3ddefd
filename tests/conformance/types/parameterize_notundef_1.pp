notice(NotUndef[])
