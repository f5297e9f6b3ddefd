notice(String(1, '%k'))
