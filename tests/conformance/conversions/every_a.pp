$v = '1.2.3'
if SemVer($v) >= SemVer('1.0.0') { notice('new enough') }
$port = Integer('8080')
notice("port ${port + 1}")
$ratio = Float('0.75')
notice(sprintf('%d%%', $ratio * 100))
notice(String($ratio * 100, '%.1f'))
$flag = Boolean('yes')
notice($flag ? { true => 'on', default => 'off' })
$mem = '2048'
notice(Integer($mem) / 1024)
notice("${Integer($mem) * 1.5}")
