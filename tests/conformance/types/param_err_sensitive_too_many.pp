notice(Sensitive[Integer, String])
