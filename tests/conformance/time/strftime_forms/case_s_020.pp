notice(String(Timespan('1-02:03:04.5'), '%D-%H'))
