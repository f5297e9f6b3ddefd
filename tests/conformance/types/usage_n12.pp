notice(Timespan('1-00:00:00') =~ Scalar) notice(Timestamp('2020-01-01') =~ Data) notice(SemVer('1.0.0') =~ RichData) notice(Binary('aGk=') =~ Data)
