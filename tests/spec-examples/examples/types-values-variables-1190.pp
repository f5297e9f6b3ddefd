Pattern['.*']
Pattern[/^all of me$/]
