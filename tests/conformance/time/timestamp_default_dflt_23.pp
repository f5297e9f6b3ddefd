notice(Timestamp('Tue, 06 Sep 2016'))
