$versions = ['1.10.0', '1.2.3', '1.2.10', '2.0.0-rc1', '2.0.0']
notice($versions.sort |$a, $b| { versioncmp($a, $b) })
notice($versions.sort |$a, $b| { compare(SemVer($a), SemVer($b)) })
notice($versions.filter |$v| { versioncmp($v, '1.5') >= 0 })
notice(max(*$versions.map |$v| { SemVer($v) }))
