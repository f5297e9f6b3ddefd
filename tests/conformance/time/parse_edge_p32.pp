notice(Timestamp('2016 36 2', '%Y %U %w'))
