notice(String(Sensitive(1)), String(Timespan(3600)), String(SemVer('1.2.3')), String(SemVerRange('>=1.0.0')))
notice(String(Binary('aGVsbG8=')), String([Binary('aGVsbG8=')]), String([Integer, /x/, default, undef]))
