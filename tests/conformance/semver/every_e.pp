$versions = ['1.10.0', '1.2.0', '1.2.0-rc.1', '2.0.0', '0.9.9']
notice($versions.map |$v| { SemVer($v) }.sort)
notice($versions.sort |$a, $b| { compare(SemVer($a), SemVer($b)) })
notice($versions.filter |$v| { SemVer($v) =~ SemVerRange('>=1.2.0 <2.0.0') })
notice($versions.map |$v| { SemVer($v) }.max)
