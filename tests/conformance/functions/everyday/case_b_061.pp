notice(round(1.49999))
