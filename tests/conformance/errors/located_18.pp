notice(Optional[1])
