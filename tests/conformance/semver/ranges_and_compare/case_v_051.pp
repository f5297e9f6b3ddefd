notice({SemVer('1.0.0') => 1}[SemVer('1.0.0')])
