notice(sha256("") )
