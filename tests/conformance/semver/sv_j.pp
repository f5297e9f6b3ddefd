notice(SemVer('1.2.3') == '1.2.3')
notice(SemVer('1.2.3') != '1.2.3')
notice(SemVer('1.2.3') in ['1.2.3'])
notice(SemVer('1.2.3') in [SemVer('1.2.3')])
