$vals = [Sensitive('x'), Timespan(1), Timestamp('2020-01-01'), SemVer('1.2.3'), SemVerRange('>=1.0.0'), Binary('aGk=')]
$vals.each |$v| { notice("${type($v)} | ${type($v, 'reduced')} | ${type($v, 'generalized')}") }
