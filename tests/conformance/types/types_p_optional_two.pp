notice(Optional[Integer, String])
