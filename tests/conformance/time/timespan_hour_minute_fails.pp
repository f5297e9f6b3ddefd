# spec example: Timespan('13:20') "13 hours and 20 minutes"; the reference fails
notice(Timespan('13:20'))
