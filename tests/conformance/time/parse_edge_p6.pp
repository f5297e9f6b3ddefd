notice(Timespan('1:2:3', '%-H:%-M:%-S'))
