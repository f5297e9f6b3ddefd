notice(attr)
