notice(Timespan({string => 'x', format => 1}))
