# spec "Timespan from String": "It's an error if no format was able to parse the given string."
notice(Timespan('1 h', ['%H:%M', '%S']))
