notice(strftime(Timestamp(1473150899), '%FT%T.%L %Z'))
notice(strftime('%Y', 'UTC') =~ /\A\d{4}\z/)
notice(Timestamp() > Timestamp('2020-01-01'))
notice(Timestamp.new() =~ Timestamp)
