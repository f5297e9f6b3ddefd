notice(Optional[])
