notice(sprintf(/b+/), sprintf(undef), sprintf(Timespan(2)), sprintf(SemVer('1.0.0')), sprintf(SemVerRange('1.x')), sprintf(Timestamp('2020-01-01')), sprintf(Binary('YQ==')))
