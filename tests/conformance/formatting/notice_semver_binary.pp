notice(SemVer('1.2.3-rc.1+b5'), SemVerRange('>=1.0.0 <2.0.0'))
notice([SemVer('1.0.0')], Binary('aGVsbG8='), [Binary('aGVsbG8=')])
