notice(Timestamp({string => '2020', format => '%Y'}))
