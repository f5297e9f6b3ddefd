notice(floor(1.9999))
