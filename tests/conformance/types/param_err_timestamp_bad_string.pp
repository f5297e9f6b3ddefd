notice(Timestamp['bogus'])
