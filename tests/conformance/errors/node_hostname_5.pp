node "a${x}b${y}" {}
notice(1)
