notice(attr, private)
