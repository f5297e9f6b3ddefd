# spec "Timestamp from String": an array of formats is tried in order
notice(Timestamp('24/08/2016', ['%Y-%m-%d', '%d/%m/%Y']))
notice(Timestamp('2016-08-24', ['%Y-%m-%d', '%d/%m/%Y']))
notice(Timestamp({string => '12:13 2016-08-24', format => ['%F', '%R %F']}))
