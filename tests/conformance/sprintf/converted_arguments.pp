notice(sprintf('%s %p', /a\/b/, /x/), sprintf('%s', [/x/]))
notice(sprintf('%s %p', SemVer('1.0.0'), [SemVer('1.0.0')]))
notice(sprintf('%s %p', Timespan(3600), Binary('aGVsbG8=')))
notice(sprintf('%s', Timestamp('2016-09-06T08:34:59Z')))
