$versions = ["1.10.0", "1.2.0", "1.9.3"]
notice($versions.sort)
notice($versions.map |$v| { SemVer($v) }.sort.map |$v| { String($v) })
notice($versions.sort |$a, $b| { compare(SemVer($a), SemVer($b)) })
