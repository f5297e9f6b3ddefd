notice(strftime(Timestamp(0), '%-y %-I %I %l'))
