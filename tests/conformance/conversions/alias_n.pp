notice(Timestamp({string => ''}))
