node "${x}" {}
notice(1)
