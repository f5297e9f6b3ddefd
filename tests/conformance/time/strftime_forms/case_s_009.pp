notice(strftime(Timespan('1-02:03:04.5'), '%D days %H:%M:%S.%L'))
