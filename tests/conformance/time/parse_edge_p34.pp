notice(Timestamp('2016-W36-2', '%G-W%V-%u'))
