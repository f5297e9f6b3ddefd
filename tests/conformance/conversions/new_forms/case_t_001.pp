notice(Timespan.new('1-02:03:04.5'))
