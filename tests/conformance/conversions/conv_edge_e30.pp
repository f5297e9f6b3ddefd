notice(Timespan({string => '2', format => '%D'}))
