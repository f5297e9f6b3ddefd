notice(notice(1))
