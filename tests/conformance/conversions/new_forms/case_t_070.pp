notice(Timestamp({string => '2020-01-01', timezone => 'EST'}))
