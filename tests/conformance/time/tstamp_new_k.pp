$t = Timestamp()
notice($t =~ Timestamp)
notice(Timestamp.new() =~ Timestamp)
