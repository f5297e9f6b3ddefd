# spec "Timestamp.new": Examples - Converting to Timestamp
$ts1 = Timestamp(1473150899)                              # 2016-09-06 08:34:59 UTC
notice($ts1)
$ts2 = Timestamp({string=>'2015', format=>'%Y'})          # 2015-01-01 00:00:00.000 UTC
notice($ts2)
$ts3 = Timestamp('Wed Aug 24 12:13:14 2016', '%c')        # 2016-08-24 12:13:14 UTC
notice($ts3)
$ts4 = Timestamp('Wed Aug 24 12:13:14 2016 PDT', '%c %Z') # 2016-08-24 19:13:14.000 UTC
notice($ts4)
