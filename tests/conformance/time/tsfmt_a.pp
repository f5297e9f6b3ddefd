$ds = [Timespan(0), Timespan(0.5), Timespan(59), Timespan(3600), Timespan(86399.999), Timespan(86400), Timespan(-1), Timespan(-86401.25), Timespan(0.000000001), Timespan(1000 * 86400)]
$ds.each |$d| { notice("${d} | ${String($d, '%s')} | ${String($d, '%d')} | ${String($d, '%f')} | ${String($d, '%.3e')} | ${String($d, '%x')} | ${String($d, '%20s')}") }
