notice(Pattern['('])
