notice(Timespan.new({string => '1:00', format => '%H:%M'}))
