notice(1) /* unterminated
notice(2)
