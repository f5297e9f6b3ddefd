notice(Timestamp['x'])
