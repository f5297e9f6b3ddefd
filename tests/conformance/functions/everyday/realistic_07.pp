$versions = ['1.10.0', '1.2.0', '1.2.10', '1.2.9', '0.9']
notice($versions.sort |$a, $b| { versioncmp($a, $b) })
notice($versions.map |$v| { SemVer.new($v) }.sort)
notice($versions.filter |$v| { versioncmp($v, '1.2.5') > 0 })
$r = SemVerRange('>=1.2.0 <1.10.0')
notice($versions.filter |$v| { $v =~ SemVer and SemVer($v) =~ $r })
notice(SemVer('1.2.3').to_s)
