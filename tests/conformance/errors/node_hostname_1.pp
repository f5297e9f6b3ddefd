node "a${x}" {}
notice(1)
