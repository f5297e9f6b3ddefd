notice([Timespan(1), Timestamp(0), SemVer('1.0.0'), SemVerRange('>1'), Binary('aGk=')])
