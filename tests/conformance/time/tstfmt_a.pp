$ts = [Timestamp(0), Timestamp(0.5), Timestamp(-0.5), Timestamp(1473150899.123456789), Timestamp('2000-02-29T23:59:59.999999999 UTC'), Timestamp('1900-01-01')]
$ts.each |$t| { notice("${t} | ${String($t, '%s')} | ${String($t, '%d')} | ${String($t, '%.3f')} | ${String($t, '%e')} | ${String($t, '%X')}") }
