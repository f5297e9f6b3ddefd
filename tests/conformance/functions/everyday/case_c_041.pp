notice(split('héllo', ''))
