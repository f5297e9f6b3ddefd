notice(NotUndef[Integer, String])
